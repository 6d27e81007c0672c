// Long text (content HTML) merges block by block: the owner's and the site's edits to different
// blocks both stand; the same block edited on both sides is a conflict (null).
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { blocksOf, mergeText } from '@/src/drafts/text-merge';

const BLOCK_TAGS = ['p', 'div', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'table', 'tr', 'blockquote', 'pre', 'hr', 'section', 'article', 'header', 'footer', 'figure', 'center'];

describe('blocksOf', () => {
  test.each<[string, string, string[]]>([
    ['nothing', '', []],
    ['one line without a break', 'plain text', ['plain text']],
    ['lines, each with its break', 'one\ntwo\n', ['one\n', 'two\n']],
    ['an empty line is a block of its own', 'a\n\nb', ['a\n', '\n', 'b']],
    ['CRLF breaks stay with their line', 'a\r\nb\r\n', ['a\r\n', 'b\r\n']],
    ['one-line HTML splits before each block tag', '<p>A</p><p>B</p><h2>C</h2>', ['<p>A</p>', '<p>B</p>', '<h2>C</h2>']],
    ['block tags in any case, with attributes', '<P ALIGN=center>A<DIV class="x">B', ['<P ALIGN=center>A', '<DIV class="x">B']],
    ['text before the first block', 'Intro<p>A</p>', ['Intro', '<p>A</p>']],
    ['a list splits before each item', '<ul><li>A</li><li>B</li></ul>', ['<ul>', '<li>A</li>', '<li>B</li></ul>']],
    ['lines and tags together', '<p>A</p>\n<p>B</p><p>C</p>\n', ['<p>A</p>\n', '<p>B</p>', '<p>C</p>\n']],
  ])('%s', (_name, text, blocks) => {
    expect(blocksOf(text)).toEqual(blocks);
  });

  test.each(BLOCK_TAGS)('splits before <%s>', (tag) => {
    expect(blocksOf(`x<${tag}>y`)).toEqual(['x', `<${tag}>y`]);
  });

  test.each(['span', 'b', 'strong', 'a href="/"', 'img src="x"', 'br', 'td', 'param', 'picture', 'progress', 'font', 'em'])('no split before <%s>', (tag) => {
    expect(blocksOf(`x<${tag}>y`)).toEqual([`x<${tag}>y`]);
  });

  test.each(['</p>', '</div>', '</li>', '<!-- p -->', '&lt;p&gt;'])('no split before %s', (text) => {
    expect(blocksOf(`x${text}y`)).toEqual([`x${text}y`]);
  });

  test('the blocks are the text, cut: nothing lost, nothing added, no empty block', () => {
    const piece = fc.constantFrom('<p>', '</p>', '<div class="a">', '<li>', '<span>', 'text', ' ', '\n', '\r\n', '<br>', 'Ё', '<h3>', '<pre>', '<P>');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), (pieces) => {
        const text = pieces.join('');
        const blocks = blocksOf(text);
        expect(blocks.join('')).toBe(text);
        expect(blocks.every((block) => block !== '')).toBe(true);
      }),
    );
  });
});

describe('mergeText', () => {
  const BASE = '<h2>Prices</h2>\n<p>Apples</p>\n<p>Pears</p>\n<p>Plums</p>\n<p>Open daily</p>\n';
  const swap = (text: string, from: string, to: string) => text.replace(from, to);

  test.each<[string, string, string, string | null]>([
    ['nobody changed', BASE, BASE, BASE],
    ['only the site changed', swap(BASE, 'Apples', 'Red apples'), BASE, swap(BASE, 'Apples', 'Red apples')],
    ['only the owner changed', BASE, swap(BASE, 'Plums', 'Blue plums'), swap(BASE, 'Plums', 'Blue plums')],
    ['different blocks', swap(BASE, 'Apples', 'Red apples'), swap(BASE, 'Plums', 'Blue plums'), swap(swap(BASE, 'Apples', 'Red apples'), 'Plums', 'Blue plums')],
    ['the first and the last block', swap(BASE, 'Prices', 'Our prices'), swap(BASE, 'Open daily', 'Closed on Mondays'), swap(swap(BASE, 'Prices', 'Our prices'), 'Open daily', 'Closed on Mondays')],
    ['the same block, differently', swap(BASE, 'Pears', 'Green pears'), swap(BASE, 'Pears', 'Yellow pears'), null],
    ['the same block, the same way', swap(BASE, 'Pears', 'Green pears'), swap(BASE, 'Pears', 'Green pears'), swap(BASE, 'Pears', 'Green pears')],
    ['a block removed on the site, another edited by the owner', swap(BASE, '<p>Apples</p>\n', ''), swap(BASE, 'Plums', 'Blue plums'), swap(swap(BASE, '<p>Apples</p>\n', ''), 'Plums', 'Blue plums')],
    ['a block removed on the site and edited by the owner', swap(BASE, '<p>Pears</p>\n', ''), swap(BASE, 'Pears', 'Green pears'), null],
    ['blocks added at both ends', `<p>New first</p>\n${BASE}`, `${BASE}<p>New last</p>\n`, `<p>New first</p>\n${BASE}<p>New last</p>\n`],
    ['blocks added at the same place', `${BASE}<p>Site</p>\n`, `${BASE}<p>Mine</p>\n`, null],
    // No unchanged block between the two edits: diff3 cannot tell them apart, so they conflict.
    ['neighbouring blocks', swap(BASE, 'Apples', 'Red apples'), swap(BASE, 'Pears', 'Green pears'), null],
  ])('%s', (_name, site, mine, merged) => {
    expect(mergeText(BASE, site, mine)).toBe(merged);
  });

  test('one-line HTML (no line breaks) still merges edits of different paragraphs', () => {
    const base = '<p>One</p><p>Two</p><p>Three</p><p>Four</p>';
    expect(mergeText(base, '<p>One!</p><p>Two</p><p>Three</p><p>Four</p>', '<p>One</p><p>Two</p><p>Three</p><p>Four!</p>')).toBe('<p>One!</p><p>Two</p><p>Three</p><p>Four!</p>');
    expect(mergeText(base, '<p>One</p><p>Two?</p><p>Three</p><p>Four</p>', '<p>One</p><p>Two!</p><p>Three</p><p>Four</p>')).toBeNull();
  });

  test('an edit inside one long line of prose is one block: both sides editing it conflict', () => {
    const base = 'Apples are red. Pears are green. Plums are blue.';
    expect(mergeText(base, 'Apples are RED. Pears are green. Plums are blue.', 'Apples are red. Pears are green. Plums are BLUE.')).toBeNull();
  });

  test('CRLF text merges line by line and keeps its line endings', () => {
    const base = 'a\r\nb\r\nc\r\nd\r\n';
    expect(mergeText(base, 'A\r\nb\r\nc\r\nd\r\n', 'a\r\nb\r\nc\r\nD\r\n')).toBe('A\r\nb\r\nc\r\nD\r\n');
  });

  test('empty texts', () => {
    expect(mergeText('', '', '')).toBe('');
    expect(mergeText('', '<p>Site</p>', '')).toBe('<p>Site</p>');
    expect(mergeText('', '', '<p>Mine</p>')).toBe('<p>Mine</p>');
    expect(mergeText('', '<p>Site</p>', '<p>Mine</p>')).toBeNull();
  });

  test('property: edits of blocks at least two apart always merge, into both edits', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 12 }).chain((count) =>
          fc.tuple(fc.constant(count), fc.integer({ min: 0, max: count - 1 }), fc.integer({ min: 0, max: count - 1 }), fc.boolean()),
        ),
        ([count, i, j, oneLine]) => {
          fc.pre(Math.abs(i - j) >= 2);
          const blocks = Array.from({ length: count }, (_, k) => (oneLine ? `<p>Block ${k}</p>` : `<p>Block ${k}</p>\n`));
          const change = (k: number, who: string) => blocks.map((block, index) => (index === k ? block.replace('</p>', ` (${who})</p>`) : block));
          const both = change(i, 'site').map((block, index) => (index === j ? change(j, 'mine')[j]! : block));
          expect(mergeText(blocks.join(''), change(i, 'site').join(''), change(j, 'mine').join(''))).toBe(both.join(''));
        },
      ),
    );
  });

  test('property: one side unchanged gives the other side exactly', () => {
    const text = fc.array(fc.constantFrom('<p>A</p>', '<p>B</p>', '\n', 'x', '<li>C</li>', '<h2>D</h2>'), { maxLength: 10 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(text, text, (base, other) => {
        expect(mergeText(base, other, base)).toBe(other);
        expect(mergeText(base, base, other)).toBe(other);
      }),
    );
  });
});
