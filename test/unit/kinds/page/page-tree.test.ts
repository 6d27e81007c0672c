import { expect, test } from 'vitest';
import fc from 'fast-check';
import { pageTree } from '../../../../src/kinds/page/page-tree';
import { readList } from '../../../../src/resources/panel-lists';

const shown = (pages: ReturnType<typeof pageTree>) => pages.map((page) => `${'  '.repeat(page.depth ?? 0)}${page.name}${page.hidden ? ' (hidden)' : ''}`);

test('each page is listed under the page it belongs to, hidden ones marked, in the site order', () => {
  const pages = readList.pages({ pages: [
    { id: 1, name: 'Home', parent_id: 0 },
    { id: 2, name: 'About', parent_id: 0, ownurl: 'about' },
    { id: 3, name: 'Services', parent_id: 0 },
    { id: 4, name: 'Design', parent_id: 3, pending: 1 },
    { id: 5, name: 'Hosting', parent_id: 3 },
    { id: 6, name: 'Prices', parent_id: 5, pending: '1' },
    { id: 7, name: 'Team', parent_id: 2 },
    { id: 8, name: 'Orphan', parent_id: 99 },
  ] });
  expect(shown(pageTree(pages))).toEqual([
    'Home', 'About', '  Team', 'Services', '  Design (hidden)', '  Hosting', '    Prices (hidden)', 'Orphan',
  ]);
});

test('whatever the parents say (loops, itself, missing), every page is listed once', () => {
  fc.assert(
    fc.property(fc.array(fc.record({ id: fc.integer({ min: 1, max: 40 }), parentId: fc.integer({ min: 0, max: 40 }) })), (raw) => {
      const unique = [...new Map(raw.map((page) => [page.id, page])).values()].map((page) => ({ id: page.id, name: `p${page.id}`, parentId: page.parentId || undefined }));
      const tree = pageTree(unique);
      expect(tree.map((page) => page.id).sort((a, b) => a - b)).toEqual(unique.map((page) => page.id).sort((a, b) => a - b));
      // A page deeper than the one before is directly under it.
      tree.forEach((page, index) => {
        if ((page.depth ?? 0) > 0) expect((tree[index - 1]?.depth ?? 0)).toBeGreaterThanOrEqual((page.depth ?? 0) - 1);
      });
    }),
  );
});
