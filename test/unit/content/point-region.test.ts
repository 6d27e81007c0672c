// @vitest-environment happy-dom
// Where Point to edit counts a page's content from: the region the panel's content is found in,
// or, for a page with its own template, the whole body (the page is all its own source).
import { expect, test } from 'vitest';
import { pointRegionFinder } from '@/src/content/point-region';
import { contentRegionFinder } from '@/src/content/preview-region';

test('the content\'s region, found once per content; a page with its own template is its body', () => {
  document.body.innerHTML = '<header>Site</header><div id="content"><p>Hello <b>there</b></p><p>Again</p></div>';
  const regionFor = pointRegionFinder(document, () => null, contentRegionFinder(document));
  expect(regionFor({ kind: 'page', originalHtml: '<p>Hello <b>there</b></p><p>Again</p>' })).toBe(document.getElementById('content'));
  expect(regionFor({ kind: 'page', originalHtml: '<!DOCTYPE html><html><body><p>Hello <b>there</b></p><p>Again</p></body></html>' })).toBe(document.body);
});
