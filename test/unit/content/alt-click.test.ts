// @vitest-environment happy-dom
// Alt+click on a registered site while the panel is closed: the content script takes it (no
// download, no navigation, the page's handlers see nothing) and holds where it was for Point to
// edit; a plain click, a script's click, or one Point to edit listens for itself stays as it was.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { takeAltClicks } from '@/src/content/alt-click';
import { holdClick, HELD_CLICK_MS, takeHeldClick, type HeldClick } from '@/src/content/held-click';
import { mountClosedUi } from '@/src/content/closed-ui';
import { pageHandlers, press } from '../../support/page-clicks';

let life = new AbortController();
let page = new AbortController();

beforeEach(() => {
  document.body.innerHTML = '<p id="text">Some <a href="/about">about us</a> text.</p>';
});

afterEach(() => {
  life.abort();
  page.abort();
  life = new AbortController();
  page = new AbortController();
  takeHeldClick();
});

const pageSees = () => pageHandlers(page.signal);
const at = (init: MouseEventInit = {}) => ({ clientX: 40, clientY: 30, ...init });

function taking(pointing = false, trusted = true) {
  const taken: { click: HeldClick; at: { x: number; y: number } }[] = [];
  takeAltClicks(window, () => pointing, (click, at) => taken.push({ click, at }), life.signal, trusted ? () => true : undefined);
  return taken;
}

describe('Alt+click with the panel closed', () => {
  test('is taken whole: no default (download, navigation), no page handler; where it was is given', () => {
    const taken = taking();
    const seen = pageSees();
    const link = document.querySelector('a')!;
    const events = press(link, at({ altKey: true }));
    expect(events.map((event) => event.defaultPrevented)).toEqual([true, true, true, true, true]);
    expect(seen).toEqual([]);
    expect(taken).toHaveLength(1);
    expect(taken[0]!.click.element).toBe(link);
    expect(taken[0]!.click.styles).toBe(false);
    expect(taken[0]!.at).toEqual({ x: 40, y: 30 });
    press(link, at({ altKey: true, shiftKey: true }));
    expect(taken[1]!.click.styles).toBe(true);
  });

  test('a plain click, another button, a script\'s click and our own controls are left alone', () => {
    const mine = new AbortController();
    const { root } = mountClosedUi(document, 'launcher', '', mine.signal);
    root.append(document.createElement('button'));
    const plain = taking();
    const seen = pageSees();
    press(document.querySelector('a')!);
    press(document.querySelector('a')!, at({ altKey: true, button: 1 }));
    press(document.querySelector('span[data-inplace="launcher"]')!, at({ altKey: true }));
    expect(plain).toEqual([]);
    expect(seen).toHaveLength(15);
    life.abort();
    life = new AbortController();
    const untrusted = taking(false, false);
    press(document.querySelector('a')!, at({ altKey: true }));
    expect(untrusted).toEqual([]);
    mine.abort();
  });

  test('while Point to edit listens (the panel is open), it is Point to edit\'s', () => {
    const taken = taking(true);
    const seen = pageSees();
    press(document.querySelector('a')!, at({ altKey: true }));
    expect(taken).toEqual([]);
    expect(seen).toHaveLength(5);
  });

  test('stops with its signal', () => {
    const taken = taking();
    life.abort();
    const seen = pageSees();
    press(document.querySelector('a')!, at({ altKey: true }));
    expect(taken).toEqual([]);
    expect(seen).toHaveLength(5);
  });
});

describe('the held click', () => {
  test('is taken once, and not when too old or gone from the page', () => {
    const element = document.querySelector('a')!;
    holdClick({ element, spot: null, styles: false, at: 1000 });
    expect(takeHeldClick(1000 + HELD_CLICK_MS)?.element).toBe(element);
    expect(takeHeldClick(1000)).toBeNull();
    holdClick({ element, spot: null, styles: false, at: 1000 });
    expect(takeHeldClick(1001 + HELD_CLICK_MS)).toBeNull();
    holdClick({ element, spot: null, styles: false, at: 1000 });
    element.remove();
    expect(takeHeldClick(1000)).toBeNull();
  });

  test('the latest click is the one held', () => {
    vi.spyOn(performance, 'now').mockReturnValue(5000);
    const taken = taking();
    press(document.querySelector('a')!, at({ altKey: true }));
    press(document.querySelector('#text')!, at({ altKey: true }));
    for (const { click } of taken) holdClick(click);
    expect(takeHeldClick(5000)?.element).toBe(document.querySelector('#text'));
    vi.restoreAllMocks();
  });
});
