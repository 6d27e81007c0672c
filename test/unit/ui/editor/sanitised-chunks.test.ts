// @vitest-environment jsdom
// A draft sanitised in pieces, draft after draft, comes out as the whole draft sanitised at once,
// whatever the owner types (markup that opens, closes or breaks elements included), and each
// keystroke re-sanitises about one piece.
import fc from 'fast-check';
import { describe, expect, test, vi } from 'vitest';
import { followingPreviewHtml, previewHtml } from '@/src/ui/editor/preview-html';
import { PIECE_LENGTH, resanitise, sanitiseInPieces } from '@/src/ui/editor/sanitised-chunks';

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
  fc.constantFrom('<hr>', '</div>', '<img src="/a.png" onerror="x()">', '<p><b>open bold</p>', '<style>p{}</style>'),
);
const page = fc.array(block, { minLength: 1, maxLength: 40 }).map((blocks) => blocks.join(''));
/** What a keystroke or a paste does: markup that opens or closes things included. */
const typed = fc.oneof(
  fc.stringMatching(/^[a-z ]{1,3}$/),
  fc.constantFrom('<div>', '</p>', '<!--', '-->', '<table>', '<b>', '&am', '<p>', '"', '<', '>', '</ul>', '<textarea>'),
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
  test('comes out as the whole draft sanitised at once, edit after edit', { timeout: 20_000 }, () => {
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
      { numRuns: 150 },
    );
  });

  test('a keystroke in a long page sanitises about one piece of it', () => {
    const paragraphs = Array.from({ length: 400 }, (_, i) => `<p>Paragraph ${i} with <b>some</b> words of text.</p>\n`).join('');
    let sanitised = 0;
    const counting = {
      whole: (html: string) => {
        sanitised += html.length;
        return previewHtml(html, PAGE);
      },
      ended: (html: string) => {
        sanitised += html.length;
        return html.endsWith('</p>\n') ? previewHtml(html, PAGE) : null;
      },
    };
    const before = sanitiseInPieces(counting, paragraphs);
    expect(before.pieces.length).toBeGreaterThan(10);
    sanitised = 0;
    const at = paragraphs.indexOf('Paragraph 200') + 10;
    const after = resanitise(counting, before, `${paragraphs.slice(0, at)}x${paragraphs.slice(at)}`);
    expect(sanitised).toBeLessThan(2 * PIECE_LENGTH);
    expect(after.pieces.map((piece) => piece.clean).join('')).toContain('Paragraph x200');
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
