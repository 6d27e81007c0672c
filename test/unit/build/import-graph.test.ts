// @vitest-environment node
// The layers of src/, written down and checked over the import graph (read by dependency-cruiser):
// no file imports its way back to itself, no part (a folder of src/, or of src/ui/) reaches back
// to another that reaches it, each part imports only parts of lower layers, the content script
// carries neither the vault nor the API client, and no page of the extension imports the
// background. docs/architecture.md says what each layer is for.
import type { IModule } from 'dependency-cruiser';
import { describe, expect, test } from 'vitest';
import { importGraph, reachedFrom } from '../../support/import-graph';
import { LAYERS, partOf, TOP_LAYER_USES } from '../../support/layers';

/** Every file cycle, each as the files in it. */
function fileCycles(modules: IModule[]): string[][] {
  const edges = new Map(modules.map((module) => [module.source, module.dependencies.map((dependency) => dependency.resolved)]));
  return stronglyConnected(edges).filter((group) => group.length > 1 || edges.get(group[0]!)?.includes(group[0]!));
}

/** Tarjan's strongly connected components of a directed graph. */
function stronglyConnected(edges: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      groups.push(group.sort());
    }
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return groups;
}

/** Imports between parts, as "from -> to: file -> file". */
function partImports(modules: IModule[]): { from: string; to: string; where: string }[] {
  return modules.flatMap((module) => {
    const from = partOf(module.source);
    if (!from) return [];
    return module.dependencies.flatMap((dependency) => {
      const to = partOf(dependency.resolved);
      return to && to !== from ? [{ from, to, where: `${module.source} -> ${dependency.resolved}` }] : [];
    });
  });
}

const layerOf = (part: string) => LAYERS.findIndex((layer) => layer.includes(part));

describe('the import graph of src/ and entrypoints/', async () => {
  const withTypes = await importGraph(true);
  const atRunTime = await importGraph(false);

  test('every part of src/ has its layer', () => {
    const parts = new Set(withTypes.map((module) => partOf(module.source)).filter((part): part is string => part !== null));
    expect([...parts].filter((part) => layerOf(part) < 0)).toEqual([]);
  });

  test('no file imports its way back to itself', () => {
    expect(fileCycles(withTypes)).toEqual([]);
  });

  test('no part reaches back to a part that reaches it', () => {
    const edges = new Map<string, string[]>();
    for (const { from, to } of partImports(withTypes)) edges.set(from, [...new Set([...(edges.get(from) ?? []), to])]);
    expect(stronglyConnected(edges).filter((group) => group.length > 1)).toEqual([]);
  });

  test('each part imports only its own layer’s declared neighbours and the layers below', () => {
    const against = partImports(withTypes).filter(({ from, to }) => {
      const [above, below] = [layerOf(from), layerOf(to)];
      if (below < above) return false;
      return !(above === LAYERS.length - 1 && below === above && TOP_LAYER_USES[from]?.includes(to));
    });
    expect(against.map(({ where }) => where)).toEqual([]);
  });

  test('the content script carries neither the vault nor the API client', () => {
    const reached = reachedFrom(atRunTime, 'entrypoints/content/index.ts').files;
    expect(reached).toContain('src/content/start.ts');
    expect(reached.filter((file) => /^src\/(vault|api|background)\//.test(file))).toEqual([]);
  });

  test('no page of the extension imports the background', () => {
    const pages = withTypes.filter((module) => /^(src\/ui\/|entrypoints\/(sidepanel|options)\/)/.test(module.source));
    const against = pages.flatMap((module) => module.dependencies.filter((dependency) => /^(src\/background\/|entrypoints\/background)/.test(dependency.resolved)).map((dependency) => `${module.source} -> ${dependency.resolved}`));
    expect(against).toEqual([]);
  });
});
