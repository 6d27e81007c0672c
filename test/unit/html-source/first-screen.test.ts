// The first screen of a long text, shown at once while the rest is read into the visual editor:
// the source up to the end of an element closed within its start, never cut inside one; its
// parse, taken from the start's, maps it as a parse of it alone does.
import fc from 'fast-check';
import { parseFragment } from 'parse5';
import { expect, test } from 'vitest';
import { FIRST_SCREEN_LENGTH, firstScreenOf, READ_AT_ONCE_MAX } from '@/src/html-source/first-screen';
import { sourceModel } from '@/src/html-source/source-model';

const paragraphs = (count: number, from = 0) => Array.from({ length: count }, (_, i) => `<p>Paragraph ${from + i} with <b>bold</b> words.</p>\n`).join('');

test('a long text: up to the last top-level element closed within the first screen', () => {
  const source = paragraphs(2000);
  const first = firstScreenOf(source)!.text;
  expect(source.startsWith(first)).toBe(true);
  expect(first.length).toBeLessThanOrEqual(FIRST_SCREEN_LENGTH);
  expect(first.length).toBeGreaterThan(FIRST_SCREEN_LENGTH - 100);
  expect(first.endsWith('</p>')).toBe(true);
  // Parsed alone, the start is the whole's first elements, each closed.
  expect(parseFragment(first).childNodes.filter((node) => node.nodeName === 'p')).toHaveLength(first.split('<p>').length - 1);
});

test('never inside an element that goes on past the first screen', () => {
  const wrapped = `<div class="all">${paragraphs(2000)}</div>`;
  expect(firstScreenOf(wrapped)).toBeNull();
  const table = `<h2>Prices</h2><table>${'<tr><td>Item</td><td>1</td></tr>'.repeat(2000)}</table>`;
  expect(firstScreenOf(table)?.text).toBe('<h2>Prices</h2>');
  // A paragraph a table left open puts ahead of itself ends before the table does.
  const fostered = `<table><p>Put ahead of the table</p>${'<tr><td>Item</td><td>1</td></tr>'.repeat(2000)}</table>`;
  expect(firstScreenOf(fostered)).toBeNull();
});

test('short texts and whole documents are read at once', () => {
  expect(firstScreenOf(paragraphs(10))).toBeNull();
  expect(firstScreenOf('x'.repeat(READ_AT_ONCE_MAX))).toBeNull();
  expect(firstScreenOf(`<html><body>${paragraphs(2000)}</body></html>`)).toBeNull();
});

test('the first screen\'s parse maps it as a parse of the first screen alone does, whatever markup the page holds', () => {
  const words = fc.stringMatching(/^[a-z &;<>\/=-]{0,12}$/);
  const piece = fc.oneof(
    words.map((text) => `<p>${text}</p>`),
    words.map((text) => `<p><b>${text}</p>`),
    words.map((text) => `<b><p>${text}</b></p>`),
    words.map((text) => `<a href="/x"><div>${text}</a></div>`),
    words.map((text) => `<table><tr><td>${text}</td></tr>${text}</table>`),
    words.map((text) => `<ul><li>${text}<li>$SITE_NAME$</ul>`),
    words.map((text) => `<!-- ${text} --><script>${text}</script>`),
    words.map((text) => `${text}<br><img src="/a.png">`),
    fc.constantFrom('</p>', '</b>', '<i>', '<div>', '</div>', '<form><input></form>', '<select><option>1</select>', '<h2>Title</h2>'),
  );
  const label = (start: string) => `kept: ${start}`;
  fc.assert(
    fc.property(fc.array(piece, { minLength: 1, maxLength: 30 }), fc.array(piece, { maxLength: 10 }), (start, rest) => {
      const head = start.join('\n');
      // Long enough to be cut, and cut where the generated markup puts the end of the start.
      const source = head + 'x'.repeat(Math.max(0, FIRST_SCREEN_LENGTH - head.length)) + rest.join('') + '<p>more</p>'.repeat(3_000);
      const first = firstScreenOf(source);
      if (!first) return;
      expect(sourceModel(first.text, label, undefined, first.parsed)).toEqual(sourceModel(first.text, label));
    }),
    { numRuns: 300 },
  );
});
