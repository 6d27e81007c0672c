// The first screen of a long text, shown at once while the rest is read into the visual editor:
// the source up to the end of an element closed within its start, never cut inside one.
import { parseFragment } from 'parse5';
import { expect, test } from 'vitest';
import { FIRST_SCREEN_LENGTH, firstScreenOf, READ_AT_ONCE_MAX } from '@/src/html-source/first-screen';

const paragraphs = (count: number, from = 0) => Array.from({ length: count }, (_, i) => `<p>Paragraph ${from + i} with <b>bold</b> words.</p>\n`).join('');

test('a long text: up to the last top-level element closed within the first screen', () => {
  const source = paragraphs(2000);
  const first = firstScreenOf(source)!;
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
  expect(firstScreenOf(table)).toBe('<h2>Prices</h2>');
});

test('short texts and whole documents are read at once', () => {
  expect(firstScreenOf(paragraphs(10))).toBeNull();
  expect(firstScreenOf('x'.repeat(READ_AT_ONCE_MAX))).toBeNull();
  expect(firstScreenOf(`<html><body>${paragraphs(2000)}</body></html>`)).toBeNull();
});
