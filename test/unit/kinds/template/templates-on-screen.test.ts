// Which templates drew the page on screen, from the site's template tree and the page's markup.
import { describe, expect, test } from 'vitest';
import { templatesOnScreen, treeFrom } from '@/src/kinds/template/on-screen';
import { needsPoweredBy, parseTemplatePath, templateKind } from '@/src/kinds/template/model';

const TREE = {
  modules: [
    { id: 1, name: 'gblocks', title: 'Global blocks', items: [{ id: 'AHEADER', title: 'Header' }, { id: 'BFOOTER', title: 'Footer' }] },
    { id: 2, name: 'index', title: 'Page editor', items: [{ id: 0, title: 'Site pages' }, { id: 7, name: 'page_7', title: 'Promo (own template)', page_id: 7 }] },
    { id: 3, name: 'design', title: 'Design', items: [{ id: 3, title: 'Style sheet (CSS)' }] },
    { id: 6, name: 'news', title: 'News', items: [{ id: 'list', title: 'Entries' }, { id: 'entry', title: 'Entry and comments' }] },
    { id: 9, name: 'odd', items: [{ id: '../x', title: 'not a template id' }] },
  ],
};
const tree = treeFrom(TREE);
const paths = (list: { path: string }[]) => list.map((item) => item.path);

describe('the templates of the page on screen', () => {
  test('a page without its own template: the shared page template, its blocks, the CSS, with the site titles', () => {
    const found = templatesOnScreen(tree, { kind: 'page', id: 1 }, 1, ['AHEADER', 'BFOOTER']);
    expect(found).toEqual([
      { path: '2/0', title: 'Site pages', role: 'page' },
      { path: '1/AHEADER', title: 'Header', role: 'block', block: 'AHEADER' },
      { path: '1/BFOOTER', title: 'Footer', role: 'block', block: 'BFOOTER' },
      { path: '3/3', title: 'Style sheet (CSS)', role: 'css' },
    ]);
  });

  test('a page with its own template: that one; a page at its own address once its id is known', () => {
    expect(paths(templatesOnScreen(tree, { kind: 'page', id: 7 }, 7, []))).toEqual(['2/7', '3/3']);
    expect(paths(templatesOnScreen(tree, { kind: 'page-slug', slug: 'promo' }, 7, []))).toEqual(['2/7', '3/3']);
    expect(paths(templatesOnScreen(tree, { kind: 'page-slug', slug: 'promo' }, null, []))).toEqual(['2/0', '3/3']);
  });

  test("an entry or a list: its module's templates, the module named in any case", () => {
    expect(paths(templatesOnScreen(tree, { kind: 'entry', module: 'news', id: 5 }, null, ['BFOOTER']))).toEqual(['6/list', '6/entry', '1/BFOOTER', '3/3']);
    expect(paths(templatesOnScreen(tree, { kind: 'list', module: 'News' }, null, []))).toEqual(['6/list', '6/entry', '3/3']);
  });

  test('a module the tree does not list, and a block it does not name: shown all the same, without a title', () => {
    const found = templatesOnScreen(tree, { kind: 'list', module: 'gb' }, null, ['DRIGHTER']);
    expect(found).toEqual([
      { path: '2/0', title: 'Site pages', role: 'page' },
      { path: '1/DRIGHTER', title: '', role: 'block', block: 'DRIGHTER' },
      { path: '3/3', title: 'Style sheet (CSS)', role: 'css' },
    ]);
  });

  test('a tree item whose id could leave the template path is dropped', () => {
    expect(tree.find((module) => module.id === 9)?.items).toEqual([]);
    expect(() => parseTemplatePath('1/../users')).toThrow();
  });
});

describe('$POWERED_BY$ where the platform asks for it', () => {
  test('page templates always; others when they have it now; blocks and the CSS never by themselves', () => {
    expect(needsPoweredBy('2/0', null)).toBe(true);
    expect(needsPoweredBy('2/7', { content: '' })).toBe(true);
    expect(needsPoweredBy('6/entry', { content: '<html>$POWERED_BY$</html>' })).toBe(true);
    expect(needsPoweredBy('6/entry', { content: '<div>$ENTRY_TITLE$</div>' })).toBe(false);
    expect(needsPoweredBy('1/BFOOTER', { content: '<a>x</a>' })).toBe(false);
    expect(needsPoweredBy('3/3', { content: 'body{}' })).toBe(false);
  });

  test('a save without it is stopped before sending, with the reason on the field', () => {
    const kind = templateKind('2/0');
    expect(kind.validate({ content: '<html>$CONTENT$</html>' }, { content: '<html>$CONTENT$ $POWERED_BY$</html>' })).toEqual({ content: expect.stringContaining('$POWERED_BY$') });
    expect(kind.validate({ content: '<html>$CONTENT$ $POWERED_BY$</html>' }, null)).toEqual({});
  });
});
