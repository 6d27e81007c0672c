// The content script loads on every page of an added site, so what it imports is parsed and run
// on every page load: no schema library (the background checks every message), nothing of the
// first-visit inspection. Read from the import graph, type-only imports aside.
import { describe, expect, test } from 'vitest';
import { importGraph, reachedFrom } from '../../support/import-graph';

describe('the content script', async () => {
  const graph = await importGraph(false);
  const { files: modules, packages } = reachedFrom(graph, 'entrypoints/content/index.ts');

  test('needs no package but the browser API', () => {
    expect(packages).toEqual(['wxt/browser']);
  });

  test('ships none of the protocol schemas, platform markers or first-visit inspection', () => {
    expect(modules).toContain('src/content/start.ts');
    expect(modules.filter((file) => /messages\/(protocol|operations)|platform-markers|page-signals|src\/background\//.test(file))).toEqual([]);
  });

  test('carries neither the live preview nor Point to edit: they come with the panel, in the editing script', () => {
    expect(modules.filter((file) => /content\/(preview|design-preview|menu-preview|point-mode|point-region|inert-html)|text-patch/.test(file))).toEqual([]);
    const editing = reachedFrom(graph, 'entrypoints/editing.ts').files;
    expect(editing).toEqual(expect.arrayContaining(['src/content/preview.ts', 'src/content/point-mode.ts', 'src/content/design-preview.ts', 'src/content/menu-preview.ts']));
  });
});
