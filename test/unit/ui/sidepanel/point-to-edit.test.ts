// What opens for a pointing on the page, and what the page is told it may be pointed at.
import { expect, test } from 'vitest';
import { asPreviewCommand } from '@/src/content/preview';
import { refForTarget } from '@/src/ui/sidepanel/point-to-edit';

const onScreen = { kind: 'news' as const, id: 4 };

test('the tab\'s own entry for its content, title and comments; the thing itself for the rest', () => {
  expect(refForTarget({ what: 'content', offset: 10 }, onScreen)).toEqual(onScreen);
  expect(refForTarget({ what: 'title' }, onScreen)).toEqual(onScreen);
  expect(refForTarget({ what: 'comment', id: 2 }, onScreen)).toEqual(onScreen);
  expect(refForTarget({ what: 'menu', menuId: 2, item: 0 }, onScreen)).toEqual({ kind: 'menu', id: 2 });
  expect(refForTarget({ what: 'block', block: 'BFOOTER', offset: 3 }, onScreen)).toEqual({ kind: 'template', id: '1/BFOOTER' });
  expect(refForTarget({ what: 'css', rules: [1] }, onScreen)).toEqual({ kind: 'template', id: '3/3' });
  expect(refForTarget({ what: 'mailform', id: 1 }, onScreen)).toEqual({ kind: 'mailform', id: 1 });
  expect(refForTarget({ what: 'poll', id: 1 }, onScreen)).toEqual({ kind: 'poll', id: 1 });
  // The page's template is found in the site's template tree by the panel.
  expect(refForTarget({ what: 'layout' }, onScreen)).toBeNull();
  // A list page shows no record of its own: its text opens nothing.
  expect(refForTarget({ what: 'content', offset: 0 }, null)).toBeNull();
});

test('the content script takes Point to edit\'s state only in its shape', () => {
  expect(asPreviewCommand({ type: 'preview/point', on: true, clicks: false })).toEqual({ type: 'preview/point', on: true, clicks: false });
  expect(asPreviewCommand({ type: 'preview/point', on: true, clicks: true, region: { kind: 'page', originalHtml: '<p>x</p>' } }))
    .toEqual({ type: 'preview/point', on: true, clicks: true, region: { kind: 'page', originalHtml: '<p>x</p>' } });
  expect(asPreviewCommand({ type: 'preview/point', on: 'yes', clicks: false })).toBeNull();
  expect(asPreviewCommand({ type: 'preview/point', on: true, clicks: false, region: { kind: 'menu', originalHtml: '' } })).toBeNull();
});
