// @vitest-environment node
// The layers of src/, written down and checked over the import graph (read by dependency-cruiser):
// no file imports its way back to itself, no part (a folder of src/, or of src/ui/) reaches back
// to another that reaches it, each part imports only parts of lower layers, the content script
// carries neither the vault nor the API client, and no page of the extension imports the
// background. docs/architecture.md says what each layer is for.
import type { IModule } from 'dependency-cruiser';
import { describe, expect, test } from 'vitest';
import { importGraph, reachedFrom } from '../../support/import-graph';

/** Bottom first. A part may import its own files and those of the layers below it, nothing else. */
const LAYERS: readonly (readonly string[])[] = [
  // Words and checks with no knowledge of the rest.
  ['vocabulary', 'validation', 'i18n', 'scheduling', 'security'],
  // Reading the platform: its HTTP API, its markup, HTML source; local storage; what each kind of record is called.
  ['api', 'detect', 'html-source', 'storage', 'kinds/words'],
  // Keeping tokens and counting their requests; how each kind shows on the site's pages.
  ['vault', 'quota', 'kinds/on-page'],
  // Each kind's operations: their schemas and the endpoint each maps to.
  ['kinds/wire'],
  // What the parts say to each other.
  ['messages'],
  // Records of the site: reading, comparing, writing.
  ['resources'],
  // Each kind's own model: its fields, how it is read and written.
  ['kinds/model'],
  // The owner's drafts and saving them.
  ['drafts'],
  // The three running parts: the content script, the background, the extension's pages.
  ['content', 'background', 'ui/code', 'ui/content', 'ui/editor', 'kinds/editor', 'ui/adding', 'ui/options', 'ui/sidepanel', 'ui'],
];

/** Within the top layer, which parts build on which (the side panel shows editors, and so on). */
const TOP_LAYER_USES: Record<string, readonly string[]> = {
  'ui/editor': ['ui', 'ui/content', 'ui/code'],
  'ui/content': ['ui', 'ui/code'],
  'ui/code': ['ui'],
  'ui/adding': ['ui'],
  'ui/options': ['ui', 'ui/adding'],
  'kinds/editor': ['ui', 'ui/editor', 'ui/content', 'ui/code'],
  'ui/sidepanel': ['ui', 'ui/editor', 'kinds/editor', 'ui/adding'],
};

/**
 * The part a source file belongs to: `api` for src/api/client.ts, `ui/editor` for
 * src/ui/editor/x.tsx. A kind's folder spans layers, by file: `words.ts`, `wire.ts`, its
 * `editor/` folder, and the rest its model; so do the registries of each at src/kinds/.
 */
function partOf(path: string): string | null {
  const kinds = /^src\/kinds\/(?:[^/]+\/)?(.+)$/.exec(path);
  if (kinds) {
    const file = kinds[1]!;
    if (/^(words|kind-words)\.ts$/.test(file)) return 'kinds/words';
    if (/^(on-page|kind-on-page)\.ts$/.test(file)) return 'kinds/on-page';
    if (/^(wire|wire-values)\.ts$/.test(file)) return 'kinds/wire';
    if (file.startsWith('editor/') || file === 'editors.tsx') return 'kinds/editor';
    return 'kinds/model';
  }
  const ui = /^src\/ui\/([^/]+)\//.exec(path);
  if (ui) return `ui/${ui[1]}`;
  if (/^src\/ui\/[^/]+$/.test(path)) return 'ui';
  return /^src\/([^/]+)\//.exec(path)?.[1] ?? null;
}

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
