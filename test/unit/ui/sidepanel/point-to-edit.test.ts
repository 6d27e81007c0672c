// What opens for a pointing on the page, and what the page is told it may be pointed at.
import { expect, test } from 'vitest';
import { asPreviewCommand } from '@/src/content/preview';
import { treeFrom } from '@/src/kinds/template/on-screen';
import { pointedField } from '@/src/ui/point-spot';
import { refForTarget, templateForTarget } from '@/src/ui/sidepanel/point-to-edit';

const onScreen = { kind: 'news' as const, id: 4 };

test('the tab\'s own entry for its content, title and comments; the thing itself for the rest', () => {
  expect(refForTarget({ what: 'content', offset: 10 }, onScreen)).toEqual(onScreen);
  expect(refForTarget({ what: 'title' }, onScreen)).toEqual(onScreen);
  expect(refForTarget({ what: 'comment', id: 2 }, onScreen)).toEqual(onScreen);
  expect(refForTarget({ what: 'menu', menuId: 2, item: 0 }, onScreen)).toEqual({ kind: 'menu', id: 2 });
  expect(refForTarget({ what: 'block', block: 'BFOOTER', offset: 3 }, onScreen)).toEqual({ kind: 'template', id: '1/BFOOTER' });
  expect(refForTarget({ what: 'css', rules: [1] }, onScreen)).toEqual({ kind: 'template', id: '3/3' });
  expect(refForTarget({ what: 'part', kind: 'mailform', id: 1 }, onScreen)).toEqual({ kind: 'mailform', id: 1 });
  expect(refForTarget({ what: 'part', kind: 'poll', id: 1 }, onScreen)).toEqual({ kind: 'poll', id: 1 });
  // The page's template is found in the site's template tree by the panel.
  expect(refForTarget({ what: 'layout' }, onScreen)).toBeNull();
  // A list page shows no record of its own: its text opens nothing.
  expect(refForTarget({ what: 'content', offset: 0 }, null)).toBeNull();
});

test('an entry of the list the tab shows opens as an entry of the list\'s module', () => {
  const listed = { what: 'listed', id: 7, part: 'text', offset: 3 } as const;
  expect(refForTarget(listed, null, { kind: 'list', module: 'news' })).toEqual({ kind: 'news', id: 7 });
  expect(refForTarget(listed, null, { kind: 'category', module: 'publ', id: 2 })).toEqual({ kind: 'publ', id: 7 });
  // The guest book's messages are moderated, not opened; and a list of what the panel does not edit opens nothing.
  expect(refForTarget(listed, null, { kind: 'list', module: 'gb' })).toBeNull();
  expect(refForTarget(listed, null)).toBeNull();
});

test('which field a pointing is in: a list shows an entry\'s description', () => {
  expect(pointedField({ what: 'title' })).toEqual({ field: 'title' });
  expect(pointedField({ what: 'content', offset: 4 })).toEqual({ field: 'content', offset: 4 });
  expect(pointedField({ what: 'listed', id: 7, part: 'title', offset: 0 })).toEqual({ field: 'title' });
  expect(pointedField({ what: 'listed', id: 7, part: 'text', offset: 9 })).toEqual({ field: 'description', offset: 9 });
  expect(pointedField({ what: 'part', kind: 'poll', id: 1 })).toBeNull();
});

test('the content script takes Point to edit\'s state only in its shape', () => {
  expect(asPreviewCommand({ type: 'preview/point', on: true, clicks: false })).toEqual({ type: 'preview/point', on: true, clicks: false });
  expect(asPreviewCommand({ type: 'preview/point', on: true, clicks: true, region: { kind: 'page', originalHtml: '<p>x</p>' } }))
    .toEqual({ type: 'preview/point', on: true, clicks: true, region: { kind: 'page', originalHtml: '<p>x</p>' } });
  expect(asPreviewCommand({ type: 'preview/point', on: 'yes', clicks: false })).toBeNull();
  expect(asPreviewCommand({ type: 'preview/point', on: true, clicks: false, region: { kind: 'menu', originalHtml: '' } })).toBeNull();
});

test('a template pointed at goes by the site\'s name for it; what has no editor of its own opens the template that drew the page', () => {
  const tree = treeFrom({
    modules: [
      { id: 1, items: [{ id: 'BFOOTER', title: 'Нижняя часть сайта' }] },
      { id: 2, items: [{ id: 0, title: 'Страницы сайта' }, { id: 7, title: 'Promo', page_id: 7 }] },
      { id: 3, items: [{ id: 3, title: 'Таблица стилей (CSS)' }] },
    ],
  });
  const page = { resource: { kind: 'page' as const, id: 2 }, pageId: 2, blocks: ['BFOOTER'] };
  expect(templateForTarget({ what: 'block', block: 'BFOOTER', offset: 4 }, tree, page)).toEqual({ kind: 'template', id: '1/BFOOTER', title: 'Нижняя часть сайта' });
  expect(templateForTarget({ what: 'css', rules: [0] }, tree, page)).toEqual({ kind: 'template', id: '3/3', title: 'Таблица стилей (CSS)' });
  expect(templateForTarget({ what: 'layout' }, tree, page)).toEqual({ kind: 'template', id: '2/0', title: 'Страницы сайта' });
  // A page with its own template was drawn by that one.
  expect(templateForTarget({ what: 'layout' }, tree, { ...page, resource: { kind: 'page', id: 7 }, pageId: 7 })).toEqual({ kind: 'template', id: '2/7', title: 'Promo' });
  // A block the tree does not name: by its path alone (the editor names it by its role).
  expect(templateForTarget({ what: 'block', block: 'CUSTOM', offset: 0 }, tree, page)).toEqual({ kind: 'template', id: '1/CUSTOM' });
  expect(templateForTarget({ what: 'menu', menuId: 1, item: 0 }, tree, page)).toBeNull();
});
