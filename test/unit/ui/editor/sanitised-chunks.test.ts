// @vitest-environment jsdom
// A draft sanitised in pieces, draft after draft, comes out as the whole draft sanitised at once,
// whatever the owner types (markup that opens, closes or breaks elements included), and each
// keystroke re-sanitises about one piece.
import fc from 'fast-check';
import { describe, expect, test, vi } from 'vitest';
import { followingPreviewHtml, previewHtml } from '@/src/ui/editor/preview-html';
import { PIECE_LENGTH } from '@/src/ui/editor/sanitised-chunks';

const PAGE = 'https://mysite.ucoz.ru/index/about/0-2';

const words = fc.stringMatching(/^[a-zа-я &;<>"'/=!-]{0,30}$/);
const block = fc.oneof(
  words.map((text) => `<p>${text}</p>\n`),
  words.map((text) => `<h2 class="t">${text}</h2>`),
  fc.tuple(words, words).map(([a, b]) => `<ul><li>${a}</li><li><b>${b}</b></li></ul>`),
  words.map((text) => `<table><tr><td>${text}</td></tr></table>`),
  words.map((text) => `<div><p>${text}<br>more</p></div>`),
  words.map((text) => `<p>unclosed ${text}`),
  words.map((text) => `<script>${text}</script><!-- ${text} -->`),
  words.map((text) => `${text}&amp;&nbsp;`),
  words.map((text) => `<section id="s"><div class="in">${text}`),
  words.map((text) => `<ul><li>${text}<li><p>${text}`),
  fc.constantFrom('<hr>', '</div>', '</section>', '<img src="/a.png" onerror="x()">', '<p><b>open bold</p>', '<style>p{}</style>'),
  // What the parser remembers across the whole body: whether a <frameset> may still take its place, and its form pointer.
  fc.constantFrom('<frameset><frame src="/x">', '<table><form></table>', '<div><form></div>', '<form><p>in a form</p></form>', '<p>a<form>b</p>', '</form>'),
);
/** A page as it comes: some are wrapped in an element the template closes (or nobody does). */
const page = fc.tuple(fc.constantFrom('', '<div class="content">', '<div class="content"><center>'), fc.array(block, { minLength: 1, maxLength: 40 }))
  .map(([wrapper, blocks]) => wrapper + blocks.join(''));
/** What a keystroke or a paste does: markup that opens or closes things included. */
const typed = fc.oneof(
  fc.stringMatching(/^[a-z ]{1,3}$/),
  fc.constantFrom('<div>', '</p>', '<!--', '-->', '<table>', '<b>', '&am', '<p>', '"', '<', '>', '</ul>', '<textarea>', '</div>', '<frameset>', '<form>', '</form>', '<table><form></table>'),
);
const edit = fc.record({ at: fc.nat(), removed: fc.nat({ max: 12 }), inserted: typed });

/** HTML as the page reads it (the sanitiser gives a text without markup back as it came). */
function parsed(html: string): string {
  const holder = document.createElement('template');
  holder.innerHTML = html;
  return holder.innerHTML;
}

function applied(text: string, { at, removed, inserted }: { at: number; removed: number; inserted: string }): string {
  const from = at % (text.length + 1);
  return text.slice(0, from) + inserted + text.slice(from + removed);
}

describe('a draft sanitised in pieces', () => {
  test('comes out as the whole draft sanitised at once, edit after edit', { timeout: 30_000 }, () => {
    fc.assert(
      fc.property(page, fc.array(edit, { minLength: 1, maxLength: 12 }), (start, edits) => {
        // Pieces of a few blocks each, so that a change meets the edges of pieces.
        const follow = followingPreviewHtml(60).sanitise;
        let text = start;
        expect(parsed(follow(text, PAGE))).toBe(parsed(previewHtml(text, PAGE)));
        for (const change of edits) {
          text = applied(text, change);
          expect(parsed(follow(text, PAGE))).toBe(parsed(previewHtml(text, PAGE)));
        }
      }),
      // jsdom keeps every document it parses (about 40 KB each): the thousands of runs of a
      // failure's shrinking would end the worker before it reports. Bounded in time, it reports
      // the smallest case found by then.
      { numRuns: 300, plugins: [fc.interruptAfterTimeLimit(20_000)] },
    );
  });

  // The sanitiser drops an element that holds text reading as markup and no element at all: it
  // judges a container on its whole content, which may run over pieces.
  test('a container whose text reads as markup is judged on its whole content, not on its part in a piece', () => {
    // A wrapper whose elements are all in a later piece, until an edit leaves it none: dropped whole.
    const wrapped = `<div class="content">${'plain text '.repeat(8)}<p>x</p> tail</div>`;
    const follow = followingPreviewHtml(60).sanitise;
    follow(wrapped, PAGE);
    const emptied = wrapped.replace('<p>x</p>', '< &lt;y <!-- c -->');
    expect(follow(emptied, PAGE)).toBe(previewHtml(emptied, PAGE));
    expect(previewHtml(emptied, PAGE)).not.toContain('plain text');
    // A list item whose elements were all in an earlier piece is kept when an edit leaves text reading as markup in a later one.
    const list = `<ul><li><p>${'First paragraph of the item. '.repeat(3)}</p><p>x</p> &lt;y <!-- c --></li></ul>`;
    const follows = followingPreviewHtml(60).sanitise;
    follows(list, PAGE);
    const edited = list.replace('<p>x</p>', '< ');
    expect(follows(edited, PAGE)).toBe(previewHtml(edited, PAGE));
    expect(previewHtml(edited, PAGE)).toContain('First paragraph');
  });

  test('a keystroke in a long page sanitises about one piece of it, wrapped in an element left open or not', () => {
    const paragraphs = Array.from({ length: 400 }, (_, i) => `<p>Paragraph ${i} with <b>some</b> words of text.</p>\n`).join('');
    for (const text of [paragraphs, `<div class="content">${paragraphs}`, `<div class="content"><section>${paragraphs}`]) {
      const follow = followingPreviewHtml().sanitise;
      const parsing = vi.spyOn(DOMParser.prototype, 'parseFromString');
      follow(text, PAGE);
      const parsedAtFirst = parsing.mock.calls.reduce((sum, [html]) => sum + String(html).length, 0);
      // The first split: about the text once, and a try more for a few pieces.
      expect(parsedAtFirst).toBeLessThan(1.5 * text.length);
      parsing.mockClear();
      const at = text.indexOf('Paragraph 200') + 10;
      const typed = `${text.slice(0, at)}x${text.slice(at)}`;
      const shown = follow(typed, PAGE);
      const parsedForKey = parsing.mock.calls.reduce((sum, [html]) => sum + String(html).length, 0);
      expect(shown).toBe(previewHtml(typed, PAGE));
      expect(parsedForKey).toBeGreaterThan(0);
      expect(parsedForKey).toBeLessThan(2 * PIECE_LENGTH);
      parsing.mockRestore();
    }
  });

  test('a key in a text that never ends where a piece may costs one pass over it, not several', () => {
    // A table left open from the start: no piece can end before the text does.
    const text = `<table><tr><td>${Array.from({ length: 2000 }, (_, i) => `<p>Cell text ${i}</p>`).join('')}`;
    const follow = followingPreviewHtml().sanitise;
    follow(text, PAGE);
    const parsing = vi.spyOn(DOMParser.prototype, 'parseFromString');
    for (const key of ['a', 'b', 'c']) {
      const at = text.indexOf('Cell text 1500');
      const typed = `${text.slice(0, at)}${key}${text.slice(at)}`;
      parsing.mockClear();
      const shown = follow(typed, PAGE);
      expect(parsing.mock.calls.reduce((sum, [html]) => sum + String(html).length, 0)).toBeLessThan(1.1 * text.length);
      expect(shown).toBe(previewHtml(typed, PAGE));
    }
    parsing.mockRestore();
  });

  test('a <frameset> or a <form> after a table\'s form at a piece\'s start parses as in the whole', () => {
    const paragraphs = Array.from({ length: 400 }, (_, i) => `<p>Paragraph ${i}</p>`);
    const cases = [
      // A frameset ignored in the whole (text came before it) drops nothing.
      [...paragraphs.slice(0, 354), '<frameset><frame src="/x">', ...paragraphs.slice(354)].join(''),
      // A form pointer set early ignores a later <form>, which would otherwise split its paragraph.
      ['<table><form></table>', ...paragraphs.slice(0, 300), '<p>before<form>after</p>', ...paragraphs.slice(300)].join(''),
      // A frameset still allowed at the body's start takes its place in the whole, and so in pieces.
      `<div></div><frameset><frame src="/x">${paragraphs.join('')}`,
    ];
    for (const text of cases) {
      const follow = followingPreviewHtml(60).sanitise;
      expect(follow(text, PAGE)).toBe(previewHtml(text, PAGE));
      const typed = text.replace('Paragraph 380', 'Paragraph 380!');
      expect(follow(typed, PAGE)).toBe(previewHtml(typed, PAGE));
    }
    expect(parsed(previewHtml(cases[0]!, PAGE)).match(/<p>/g)).toHaveLength(400);
  });

  test('an element opened by a keystroke takes in what follows, as the whole page would', () => {
    const follow = followingPreviewHtml().sanitise;
    const paragraphs = Array.from({ length: 200 }, (_, i) => `<p>Line ${i}</p>`).join('');
    follow(paragraphs, PAGE);
    const opened = paragraphs.replace('<p>Line 10</p>', '<p>Line 10</p><table>');
    expect(follow(opened, PAGE)).toBe(previewHtml(opened, PAGE));
  });

  test('prepared in idle moments, the text as loaded is the start the first draft is sanitised from', async () => {
    const idle = (work: IdleRequestCallback) => setTimeout(() => work({ didTimeout: false, timeRemaining: () => 4 }));
    vi.stubGlobal('requestIdleCallback', idle);
    const loaded = Array.from({ length: 300 }, (_, i) => `<p>Line ${i} <img src="/a${i}.png" onerror="x()"></p>`).join('\n');
    const following = followingPreviewHtml();
    expect(await following.prepare(loaded, PAGE, new AbortController().signal)).toBe(true);
    const draft = loaded.replace('Line 150', 'Line 150 typed');
    expect(following.sanitise(draft, PAGE)).toBe(previewHtml(draft, PAGE));
    // A draft that comes first ends the preparing.
    const interrupted = followingPreviewHtml();
    const preparing = interrupted.prepare(loaded, PAGE, new AbortController().signal);
    expect(interrupted.sanitise(draft, PAGE)).toBe(previewHtml(draft, PAGE));
    expect(await preparing).toBe(false);
    vi.unstubAllGlobals();
  });
});
