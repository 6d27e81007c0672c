// The content script loads on every page of an added site, so what it imports is parsed and run
// on every page load: no schema library (the background checks every message), nothing of the
// first-visit inspection. Read from the import graph, type-only imports aside.
import { describe, expect, test } from 'vitest';
import { importGraph, reachedFrom } from '../../support/import-graph';

describe('the content script', async () => {
  const { files: modules, packages } = reachedFrom(await importGraph(false), 'entrypoints/content/index.ts');

  test('needs no package but the browser API', () => {
    expect(packages).toEqual(['wxt/browser']);
  });

  test('ships none of the protocol schemas, platform markers or first-visit inspection', () => {
    expect(modules).toContain('src/content/start.ts');
    expect(modules.filter((file) => /messages\/(protocol|operations)|platform-markers|page-signals|src\/background\//.test(file))).toEqual([]);
  });
});
