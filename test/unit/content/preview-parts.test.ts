// @vitest-environment happy-dom
// The draft kept up to date as the owner types: the page ends up showing exactly what a fresh
// inert render of the draft shows, while what did not change stays on the page untouched (no
// image loads again, a selection or scroll position inside it holds).
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { inertNodes } from '@/src/content/inert-html';
import { restorePageOwn, showDraft, type ShownDraft } from '@/src/content/preview-parts';
import { seededRandom } from '../../support/seeded-random';

let region: Element;

beforeEach(() => {
  document.body.innerHTML = '<div id="content"><p>The page as the site rendered it</p></div>';
  region = document.getElementById('content')!;
});

/** What the page shows for `html` rendered from scratch. */
function freshRender(html: string): string {
  const holder = document.createElement('div');
  holder.append(...inertNodes(document, html));
  return holder.innerHTML;
}

const BLOCKS = ['<h2>Prices</h2>', '\n', '<p>Bread <b>2</b> a loaf.</p>', '<ul><li>Rye</li><li>Wheat</li></ul>', '<p><a href="/order">Order</a></p>', '<img src="/a.png" alt="Shop">'];

/**
 * 150 keystrokes at random places of `start` (letters, markup characters, deletions, `pasted`
 * blocks), now and then written out by a parser as the panel sends it: after each, the page shows
 * what a fresh render of the draft shows.
 */
function keystrokesEverywhere(seed: number, start: string, pasted: string[]) {
  const random = seededRandom(seed);
  let html = start;
  let shown: ShownDraft | null = null;
  for (let step = 0; step < 150; step++) {
    if (step % 3 === 0) {
      const holder = document.createElement('div');
      holder.innerHTML = html;
      html = holder.innerHTML;
    }
    const at = Math.floor(random() * (html.length + 1));
    const edit = random();
    if (edit < 0.5) html = `${html.slice(0, at)}${'abcd '[Math.floor(random() * 5)]}${html.slice(at)}`;
    else if (edit < 0.6) html = `${html.slice(0, at)}${'<>/&"=\n'[Math.floor(random() * 7)]}${html.slice(at)}`;
    else if (edit < 0.9) html = `${html.slice(0, at)}${html.slice(at + 1 + Math.floor(random() * 4))}`;
    else html = `${html.slice(0, at)}${pasted[Math.floor(random() * pasted.length)]}${html.slice(at)}`;
    shown = showDraft(document, region, shown, html);
    expect(region.innerHTML, `step ${step}: ${JSON.stringify(html)}`).toBe(freshRender(html));
  }
}

describe('showDraft', () => {
  test('a keystroke in one paragraph swaps that paragraph alone; the nodes around it stay the same', () => {
    let shown = showDraft(document, region, null, BLOCKS.join(''));
    const before = [...region.childNodes];
    const edited = BLOCKS.map((block, i) => (i === 2 ? '<p>Bread <b>2</b> a loaf, rolls 1.</p>' : block)).join('');
    shown = showDraft(document, region, shown, edited);
    const after = [...region.childNodes];
    expect(region.innerHTML).toBe(freshRender(edited));
    expect(after.filter((node, i) => node !== before[i]).map((node) => node.textContent)).toEqual(['Bread 2 a loaf, rolls 1.']);
    expect(shown.parts).toHaveLength(BLOCKS.length);
  });

  test('the first draft keeps the page\'s own nodes where it has the very same, and swaps the rest', () => {
    region.innerHTML = BLOCKS.join('');
    const own = [...region.childNodes];
    const edited = BLOCKS.map((block, i) => (i === 3 ? '<ul><li>Rye</li><li>Wheat</li><li>Spelt</li></ul>' : block)).join('');
    showDraft(document, region, null, edited);
    expect(region.innerHTML).toBe(freshRender(edited));
    expect([...region.childNodes].map((node, i) => node === own[i])).toEqual([true, true, true, false, true, true]);
  });

  test('the same draft again changes nothing on the page', () => {
    const html = BLOCKS.join('');
    const shown = showDraft(document, region, null, html);
    const records: MutationRecord[] = [];
    const observer = new MutationObserver((found) => records.push(...found));
    observer.observe(region, { childList: true, subtree: true, attributes: true, characterData: true });
    showDraft(document, region, shown, html);
    records.push(...observer.takeRecords());
    observer.disconnect();
    expect(records).toEqual([]);
  });

  test('what is typed into the draft is made inert like the rest: a handler or a script added later never reaches the page', () => {
    let shown: ShownDraft = showDraft(document, region, null, BLOCKS.join(''));
    const hostile = [...BLOCKS.slice(0, 2), '<p onclick="alert(1)" id="uCoz">Bread</p><script>alert(2)</script>', ...BLOCKS.slice(3)].join('');
    shown = showDraft(document, region, shown, hostile);
    expect(region.innerHTML).toBe(freshRender(hostile));
    expect(region.innerHTML).not.toMatch(/alert|onclick|<script|uCoz/);
    expect(shown.parts.some((part) => part.onPage === null)).toBe(true);
  });

  test('nodes the page itself took out of the region: the whole draft is put back', () => {
    let shown = showDraft(document, region, null, BLOCKS.join(''));
    region.firstChild!.remove();
    const edited = BLOCKS.slice(0, -1).join('');
    shown = showDraft(document, region, shown, edited);
    expect(region.innerHTML).toBe(freshRender(edited));
  });

  test('any sequence of edits (typing, deleting, pasting blocks, at the start, middle or end) shows what a fresh render shows', () => {
    const random = seededRandom(20_260_123);
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
    let blocks = [...BLOCKS];
    let shown: ShownDraft | null = null;
    for (let step = 0; step < 120; step++) {
      const at = Math.floor(random() * (blocks.length + 1));
      const edit = pick(['type', 'delete', 'paste', 'script', 'same'] as const);
      if (edit === 'type' && blocks.length) blocks[Math.min(at, blocks.length - 1)] = `<p>${pick(['a', 'b', 'c'])}${step}</p>`;
      if (edit === 'delete' && blocks.length) blocks.splice(Math.min(at, blocks.length - 1), 1 + Math.floor(random() * 2));
      if (edit === 'paste' && blocks.length < 20) blocks.splice(at, 0, ...BLOCKS.slice(0, 1 + Math.floor(random() * 3)));
      if (edit === 'script') blocks.splice(at, 0, '<script>alert(1)</script>');
      const html = blocks.join('');
      shown = showDraft(document, region, shown, html);
      expect(region.innerHTML, `step ${step}: ${edit} at ${at}`).toBe(freshRender(html));
    }
  });

  test('any keystroke anywhere in the markup, even inside a tag or breaking it, shows what a fresh render shows', () => {
    keystrokesEverywhere(20_260_124, BLOCKS.join(''), BLOCKS);
  });

  test('a draft inside one element (a page wrapped in a <div>): a keystroke swaps one paragraph inside it, not the wrapper', () => {
    const wrapped = (blocks: string[]) => `<div class="content">${blocks.join('')}</div>`;
    let shown = showDraft(document, region, null, wrapped(BLOCKS));
    const wrapper = region.firstElementChild!;
    const before = [...wrapper.childNodes];
    const edited = wrapped(BLOCKS.map((block, i) => (i === 2 ? '<p>Bread <b>2</b> a loaf, rolls 1.</p>' : block)));
    shown = showDraft(document, region, shown, edited);
    expect(region.innerHTML).toBe(freshRender(edited));
    expect(region.firstElementChild).toBe(wrapper);
    expect([...wrapper.childNodes].filter((node, i) => node !== before[i]).map((node) => node.textContent)).toEqual(['Bread 2 a loaf, rolls 1.']);
    // An end tag typed inside closes the wrapper there: the page shows what a fresh render does.
    const closed = edited.replace('<ul>', '</div><ul>');
    shown = showDraft(document, region, shown, closed);
    expect(region.innerHTML).toBe(freshRender(closed));
    // And back inside one element, then out of it altogether.
    shown = showDraft(document, region, shown, edited);
    expect(region.innerHTML).toBe(freshRender(edited));
    shown = showDraft(document, region, shown, BLOCKS.join(''));
    expect(region.innerHTML).toBe(freshRender(BLOCKS.join('')));
  });

  test('the first draft of a page inside one element goes into the page\'s own element, keeping its nodes; clearing puts them back', () => {
    region.innerHTML = `\n<div class="content">${BLOCKS.join('')}</div>\n`;
    const wrapper = region.querySelector('div.content')!;
    const own = [...wrapper.childNodes];
    const edited = `<div class="content">${BLOCKS.map((block, i) => (i === 3 ? '<ul><li>Rye</li><li>Wheat</li><li>Spelt</li></ul>' : block)).join('')}</div>`;
    const shown = showDraft(document, region, null, edited);
    expect(region.innerHTML).toBe(freshRender(edited));
    expect(region.firstChild).toBe(wrapper);
    expect([...wrapper.childNodes].map((node, i) => node === own[i])).toEqual([true, true, true, false, true, true]);
    restorePageOwn(shown);
    expect([...wrapper.childNodes]).toEqual(own);
  });

  test('inside a wrapper, any keystroke anywhere in the markup shows what a fresh render shows', () => {
    const html = `<div class="content">${BLOCKS.join('')}</div>`;
    // The page shows that very element as the site rendered it.
    region.innerHTML = html;
    keystrokesEverywhere(20_261_127, html, ['</div>', '<div class="content">', ...BLOCKS]);
  });

  /** The characters the next call parses as draft (DOMParser), and what it returns. */
  function parsedBy<T>(run: () => T): { parsed: number; result: T } {
    const parse = vi.spyOn(DOMParser.prototype, 'parseFromString');
    try {
      const result = run();
      return { parsed: parse.mock.calls.reduce((sum, [html]) => sum + html.length, 0), result };
    } finally {
      parse.mockRestore();
    }
  }

  const longPage = Array.from({ length: 400 }, (_, n) => `<p>Paragraph ${n} of the studio's week, with <b>bold</b> words.</p>\n`).join('');

  test('the first key over a long page parses the paragraphs around it, not the page; the rest stays the page\'s own', () => {
    region.innerHTML = longPage;
    const own = [...region.childNodes];
    const edited = longPage.replace('Paragraph 200 of', 'Paragraph 200x of');
    const { parsed } = parsedBy(() => showDraft(document, region, null, edited));
    expect(region.innerHTML).toBe(freshRender(edited));
    expect(parsed).toBeLessThan(longPage.length / 50);
    expect([...region.childNodes].filter((node, i) => node !== own[i]).map((node) => node.textContent)).toEqual(['Paragraph 200x of the studio\'s week, with bold words.']);
  });

  test('the first key over a long page inside a <div> the template closes parses around it too, inside the page\'s own element', () => {
    region.innerHTML = `\n<div class="content">${longPage}</div>\n`;
    const wrapper = region.querySelector('div.content')!;
    const edited = `<div class="content">${longPage.replace('Paragraph 200 of', 'Paragraph 200x of')}</div>`;
    const { parsed, result } = parsedBy(() => showDraft(document, region, null, edited));
    expect(region.innerHTML).toBe(freshRender(edited));
    expect(region.firstChild).toBe(wrapper);
    expect(parsed).toBeLessThan(longPage.length / 50);
    restorePageOwn(result);
    expect(wrapper.innerHTML).toBe(longPage);
  });

  test('the first draft over the page as the site rendered it: any edit anywhere, at once, shows what a fresh render shows', () => {
    const random = seededRandom(20_261_128);
    const start = BLOCKS.join('');
    for (let run = 0; run < 200; run++) {
      for (const html of [start, `<div class="content">${start}</div>`]) {
        region.innerHTML = run % 2 ? html : `\n${html}\n`;
        const at = Math.floor(random() * (html.length + 1));
        const inserted = ['x', '<', '>', '/', '</div>', '<p>', ' ', '&', '"'][Math.floor(random() * 9)]!;
        const edited = random() < 0.7 ? `${html.slice(0, at)}${inserted}${html.slice(at)}` : `${html.slice(0, at)}${html.slice(at + 1 + Math.floor(random() * 6))}`;
        showDraft(document, region, null, edited);
        expect(region.innerHTML.trim(), JSON.stringify(edited)).toBe(freshRender(edited).trim());
      }
    }
  });
});
