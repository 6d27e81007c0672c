// The content script loads on every page of an added site, so what it imports is parsed and run
// on every page load: no schema library (the background checks every message), nothing of the
// first-visit inspection. Read from the sources' import statements, type-only imports aside.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';

const ROOT = resolve(__dirname, '../..');
const IMPORT = /^\s*(?:import|export)\s+(type\s+)?(?:([^'";]*?)\s+from\s+)?'([^']+)';/gm;

function resolveModule(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/') ? join(ROOT, specifier.slice(2)) : specifier.startsWith('.') ? resolve(dirname(from), specifier) : null;
  if (!base) return null;
  return [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((path) => existsSync(path)) ?? null;
}

/** Every source module and package the entry pulls in at run time. */
function runtimeImports(entry: string): { modules: string[]; packages: string[] } {
  const modules = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (modules.has(file)) return;
    modules.add(file);
    for (const [, typeOnly, names, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      // `import type …`, or `import { type A, type B } …`: gone from the build.
      if (typeOnly || (names && /^\{\s*(type\s+\w+\s*,?\s*)+\}$/.test(names))) continue;
      const target = resolveModule(file, specifier!);
      if (target) visit(target);
      else if (!specifier!.startsWith('.')) packages.add(specifier!);
    }
  };
  visit(join(ROOT, entry));
  return { modules: [...modules].map((file) => relative(ROOT, file)).sort(), packages: [...packages].sort() };
}

describe('the content script', () => {
  const { modules, packages } = runtimeImports('entrypoints/content/index.ts');

  test('needs no package but the browser API', () => {
    expect(packages).toEqual(['wxt/browser']);
  });

  test('ships none of the protocol schemas, platform markers or first-visit inspection', () => {
    expect(modules).toContain('src/content/start.ts');
    expect(modules.filter((file) => /messages\/(protocol|operations)|platform-markers|page-signals|src\/background\//.test(file))).toEqual([]);
  });
});
