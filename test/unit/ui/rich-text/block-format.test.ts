// @vitest-environment happy-dom
// Heading and Subheading: the text blocks of the selection change their tag and keep their
// content and attributes; blocks in lists and tables stay as they are.
import { expect, test } from 'vitest';
import { retagBlocks } from '@/src/ui/rich-text/block-format';

function fragmentOf(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}
const htmlOf = (fragment: DocumentFragment) => [...fragment.childNodes].map((node) => (node as Element).outerHTML).join('');

test('paragraphs become headings, their content and attributes kept', () => {
  expect(htmlOf(retagBlocks(fragmentOf('<p class="lead" dir="auto">One <b>two</b></p><div>Three</div>'), 'H2'))).toBe(
    '<h2 class="lead" dir="auto">One <b>two</b></h2><h2>Three</h2>',
  );
});

test('a heading goes back to a paragraph; a list is left as it is', () => {
  expect(htmlOf(retagBlocks(fragmentOf('<h3>Title</h3><ul><li>Item</li></ul>'), 'P'))).toBe('<p>Title</p><ul><li>Item</li></ul>');
});
