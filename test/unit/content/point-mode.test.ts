// @vitest-environment happy-dom
// Point to edit in the page: Alt (or clicks mode) outlines and points, the page sees none of it,
// and a script's events count for nothing. A script's events are never trusted, so the owner's
// input is played through createPointMode's `trusted` seam; the closed root is opened for reading.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createPointMode, POINT_HOST, type PointModeState } from '@/src/content/point-mode';
import { holdClick, HELD_CLICK_MS, takeHeldClick } from '@/src/content/held-click';
import { pageHandlers as pageHandlersUntil, press } from '../../support/page-clicks';
import type { PointTarget } from '@/src/messages/point';

const PAGE = `<!--U1AHEADER1Z--><header><h1 class="logo">My site</h1>
  <div id="uNMenuDiv1" class="uMenuH"><ul class="uMenuRoot">
    <li><a href="/"><span>Главная</span></a><ul class="subM"><li><a href="/news">Новости</a></li></ul></li>
    <li><a href="/about">О нас</a></li>
  </ul></div></header><!--/U1AHEADER1Z-->
<div class="eBlock"><div class="eTitle">Hello</div><div class="eMessage"><p id="text">Some text here.</p></div></div>
<div class="comEnt" id="comEnt4"><div class="cTop"><a href="/index/8-1">ivan</a></div>Nice</div>`;

const $ = (selector: string) => document.querySelector(selector)!;
const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
const ON: PointModeState = { on: true, clicks: false, region: null };

/** The page's handlers of the test, gone after it. */
let page = new AbortController();

const pageHandlers = () => pageHandlersUntil(page.signal);

const move = (element: Element, init: PointerEventInit = {}) => element.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, ...init }));

function key(type: 'keydown' | 'keyup', name: string, init: KeyboardEventInit = {}): KeyboardEvent {
  const event = new KeyboardEvent(type, { key: name, bubbles: true, cancelable: true, ...init });
  document.body.dispatchEvent(event);
  return event;
}

function recorder() {
  const pointed: PointTarget[] = [];
  let left = 0;
  return { pointed, onPoint: (target: PointTarget) => pointed.push(target), onLeave: () => left++, left: () => left };
}

beforeEach(() => {
  document.body.innerHTML = PAGE;
});

afterEach(() => {
  page.abort();
  page = new AbortController();
});

describe('off, on and gone', () => {
  test('off: nothing in the page and nothing listens', () => {
    const { pointed, onPoint, onLeave } = recorder();
    const mode = createPointMode(document, onPoint, onLeave, () => true);
    mode.set({ ...ON, on: false });
    const seen = pageHandlers();
    press($('a[href="/about"]'), { altKey: true });
    expect(document.querySelector(POINT_HOST)).toBeNull();
    expect(pointed).toEqual([]);
    expect(seen.every((event) => !event.prevented)).toBe(true);
  });

  test('on: one host whose root the page cannot open; off and stop take it away and stop listening', () => {
    const { pointed, onPoint, onLeave } = recorder();
    const mode = createPointMode(document, onPoint, onLeave, () => true);
    mode.set(ON);
    mode.set({ ...ON, clicks: true });
    const host = document.querySelector(POINT_HOST);
    mode.set({ ...ON, clicks: true });
    expect(document.querySelector(POINT_HOST)).toBe(host);
    expect(document.querySelectorAll(POINT_HOST)).toHaveLength(1);
    expect(document.querySelector(POINT_HOST)!.shadowRoot).toBeNull();
    mode.set({ ...ON, on: false });
    expect(document.querySelector(POINT_HOST)).toBeNull();
    mode.set({ ...ON, clicks: true });
    mode.stop();
    expect(document.querySelector(POINT_HOST)).toBeNull();
    const seen = pageHandlers();
    press($('a[href="/about"]'), { altKey: true });
    expect(pointed).toEqual([]);
    expect(seen).toHaveLength(5);
  });

  test('a script\'s events count for nothing: its clicks reach the page, its keys do nothing', () => {
    const { pointed, onPoint, onLeave, left } = recorder();
    const mode = createPointMode(document, onPoint, onLeave);
    mode.set({ ...ON, clicks: true });
    const seen = pageHandlers();
    press($('a[href="/about"]'), { altKey: true });
    press($('a[href="/about"]'), { altKey: true, shiftKey: true });
    expect(seen.map((event) => event.prevented)).toEqual(Array(10).fill(false));
    expect(key('keydown', 'Tab').defaultPrevented).toBe(false);
    expect(key('keydown', 'Escape').defaultPrevented).toBe(false);
    expect(pointed).toEqual([]);
    expect(left()).toBe(0);
    mode.stop();
  });
});

describe('the owner pointing', () => {
  let stop = () => {};
  const attach = Element.prototype.attachShadow;

  beforeEach(() => {
    // Opened for the test to read what the owner sees; the page gets a closed root (above).
    vi.spyOn(Element.prototype, 'attachShadow').mockImplementation(function (this: Element, init: ShadowRootInit) {
      return attach.call(this, { ...init, mode: 'open' });
    });
  });

  afterEach(() => {
    stop();
    vi.restoreAllMocks();
  });

  function pointMode(state: PointModeState = ON) {
    const record = recorder();
    const mode = createPointMode(document, record.onPoint, record.onLeave, () => true);
    mode.set(state);
    stop = mode.stop;
    const root = document.querySelector(POINT_HOST)!.shadowRoot!;
    const hover = { box: root.querySelector<HTMLElement>('.box.hover')!, label: root.querySelector<HTMLElement>('.label:not(.focus-label)')! };
    const focus = { box: root.querySelector<HTMLElement>('.box.focus')!, label: root.querySelector<HTMLElement>('.focus-label')! };
    const spoken = root.querySelector('[aria-live="polite"]')!;
    return { ...record, mode, hover, focus, spoken };
  }

  test('Alt over a menu item: an outline and a label of what it is (read out only as the keyboard walks the parts); without Alt, none', async () => {
    const { hover, spoken } = pointMode();
    move($('a[href="/about"]'));
    await frame();
    expect(hover.box.hidden).toBe(true);
    move($('a[href="/about"]'), { altKey: true });
    await frame();
    expect(hover.box.hidden).toBe(false);
    expect(hover.label.hidden).toBe(false);
    expect(hover.label.querySelector('span')!.textContent).toBe('Menu: Главная, Новости, О нас › О нас');
    expect(hover.label.querySelector('small')!.textContent).toBe('Alt+click: edit · Alt+Shift+click: styles');
    expect(spoken.textContent).toBe('');
    key('keyup', 'Alt');
    await frame();
    expect(hover.box.hidden).toBe(true);
    // Alt pressed over where the pointer stopped.
    key('keydown', 'Alt');
    await frame();
    expect(hover.box.hidden).toBe(false);
  });

  test('with the switch on, a bar at the top says so and the label leads with a plain click; off, the bar goes', async () => {
    const { hover, mode } = pointMode({ ...ON, clicks: true });
    const bar = () => document.querySelector(POINT_HOST)!.shadowRoot!.querySelector<HTMLElement>('.bar')!;
    await frame();
    expect(bar().hidden).toBe(false);
    expect(bar().textContent).toBe('Point to edit: click to edit, Esc to stop');
    move($('a[href="/about"]'));
    await frame();
    expect(hover.label.querySelector('small')!.textContent).toBe('Click: edit · Alt+Shift+click: styles');
    mode.set(ON);
    await frame();
    expect(bar().hidden).toBe(true);
  });

  test('page text in a label stays text', async () => {
    const { hover } = pointMode();
    $('.cTop a').textContent = '<img src=x onerror=alert(1)>';
    move($('#comEnt4'), { altKey: true });
    await frame();
    expect(hover.label.querySelector('span')!.textContent).toBe('Comment by <img src=x onerror=alert(1)>');
    expect(hover.label.querySelector('img')).toBeNull();
  });

  test('Alt+click points; the page sees neither the press nor the click, and the link does not navigate', () => {
    const { pointed } = pointMode();
    const seen = pageHandlers();
    const events = press($('a[href="/about"]'), { altKey: true });
    expect(events.map((event) => event.defaultPrevented)).toEqual([true, true, true, true, true]);
    expect(seen).toEqual([]);
    expect(pointed).toEqual([{ what: 'menu', menuId: 1, item: 2 }]);
  });

  test('after a pointing click a note at the click says where typing goes; the next click takes it away', () => {
    pointMode();
    press($('#text'), { altKey: true });
    const note = () => document.querySelector('span[data-inplace="note"]')?.shadowRoot?.querySelector('p')?.textContent ?? null;
    expect(note()).toBe('Opened in Inplace: click the panel to type.');
    press($('.eTitle'));
    expect(note()).toBeNull();
  });

  test('Alt let go after looking keeps its default from the browser (Firefox would show its menu bar)', () => {
    pointMode();
    expect(key('keydown', 'Alt').defaultPrevented).toBe(false);
    expect(key('keyup', 'Alt').defaultPrevented).toBe(true);
  });

  test('an Alt+click held while the panel was closed points as the panel comes on, once; one too old does not', () => {
    holdClick({ element: $('a[href="/about"]'), spot: null, styles: false, at: performance.now() });
    const { pointed, mode } = pointMode();
    expect(pointed).toEqual([{ what: 'menu', menuId: 1, item: 2 }]);
    expect(mode.listening()).toBe(true);
    mode.set({ ...ON, on: false });
    expect(mode.listening()).toBe(false);
    mode.set(ON);
    expect(pointed).toHaveLength(1);
    mode.stop();
    holdClick({ element: $('.eTitle'), spot: null, styles: false, at: performance.now() - HELD_CLICK_MS - 1 });
    expect(pointMode().pointed).toEqual([]);
    expect(takeHeldClick()).toBeNull();
  });

  test('a plain click is the page\'s, until clicks mode', () => {
    const { pointed, mode } = pointMode();
    const seen = pageHandlers();
    press($('.eTitle'));
    expect(pointed).toEqual([]);
    expect(seen).toHaveLength(5);
    mode.set({ ...ON, clicks: true });
    const click = press($('a[href="/news"]')).at(-1)!;
    expect(click.defaultPrevented).toBe(true);
    press($('.eTitle'));
    expect(pointed).toEqual([{ what: 'menu', menuId: 1, item: 1 }, { what: 'title' }]);
    expect(seen).toHaveLength(5);
  });

  test('in clicks mode the outline follows the pointer without Alt', async () => {
    const { hover } = pointMode({ ...ON, clicks: true });
    move($('#text'));
    await frame();
    expect(hover.label.querySelector('span')!.textContent).toBe('Page content');
  });

  test('where in the text: the caret under the pointer, as each browser finds it', () => {
    const text = $('#text').firstChild!;
    const { pointed } = pointMode();
    const caret = (name: string, value: unknown) => Object.defineProperty(document, name, { value, configurable: true });
    try {
      caret('caretPositionFromPoint', () => ({ offsetNode: text, offset: 5 }));
      press($('#text'), { altKey: true });
      Reflect.deleteProperty(document, 'caretPositionFromPoint');
      caret('caretRangeFromPoint', () => ({ startContainer: text, startOffset: 9 }));
      press($('#text'), { altKey: true });
    } finally {
      Reflect.deleteProperty(document, 'caretPositionFromPoint');
      Reflect.deleteProperty(document, 'caretRangeFromPoint');
    }
    expect(pointed).toEqual([{ what: 'content', offset: 'Some'.length }, { what: 'content', offset: 'Sometext'.length }]);
  });

  test('Alt+Shift+click names the site CSS\'s rules that style the element, none as well', () => {
    const { pointed } = pointMode();
    press($('.eTitle'), { altKey: true, shiftKey: true });
    const style = document.createElement('style');
    style.setAttribute('data-inplace-css-preview', '');
    style.textContent = 'p { margin: 0 } .eTitle { color: red }';
    document.head.append(style);
    press($('.eTitle'), { altKey: true, shiftKey: true });
    style.remove();
    // None: nothing it inherits from either, and a selector for a rule of its own.
    expect(pointed).toEqual([{ what: 'css', rules: [], inherited: [], selector: 'div.eTitle' }, { what: 'css', rules: [1] }]);
  });

  test('Esc leaves clicks mode: the panel is told, and clicks are the page\'s again', () => {
    const { pointed, left } = pointMode({ ...ON, clicks: true });
    expect(key('keydown', 'Escape').defaultPrevented).toBe(true);
    expect(left()).toBe(1);
    const seen = pageHandlers();
    press($('.eTitle'));
    expect(seen).toHaveLength(5);
    expect(pointed).toEqual([]);
    expect(key('keydown', 'Escape').defaultPrevented).toBe(false);
    expect(left()).toBe(1);
  });

  test('Tab and Shift+Tab walk the parts in clicks mode, Enter points at one', async () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {});
    const { pointed, focus, spoken, mode } = pointMode({ ...ON, clicks: true });
    const label = () => focus.label.querySelector('span')!.textContent;
    expect(key('keydown', 'Tab').defaultPrevented).toBe(true);
    await frame();
    expect(focus.box.hidden).toBe(false);
    expect(label()).toBe('Global block: Header');
    expect(spoken.textContent).toBe('Global block: Header');
    expect(scrolled).toHaveBeenLastCalledWith({ block: 'nearest' });
    expect(scrolled.mock.contexts.at(-1)).toBe($('header'));
    key('keydown', 'Tab');
    await frame();
    expect(label()).toBe('Menu: Главная, Новости, О нас › Главная');
    key('keydown', 'Tab', { shiftKey: true });
    key('keydown', 'Tab', { shiftKey: true });
    await frame();
    expect(label()).toBe('Comment by ivan');
    expect(key('keydown', 'Enter').defaultPrevented).toBe(true);
    key('keydown', 'Tab');
    key('keydown', 'Enter');
    expect(pointed).toEqual([{ what: 'comment', id: 4 }, { what: 'block', block: 'AHEADER', offset: 0 }]);
    // Out of clicks mode, Tab is the page's.
    mode.set(ON);
    expect(key('keydown', 'Tab').defaultPrevented).toBe(false);
  });

  test('our own controls in the page still take their clicks', () => {
    const { pointed } = pointMode({ ...ON, clicks: true });
    const control = document.createElement('span');
    control.setAttribute('data-inplace', 'comment');
    $('#comEnt4').append(control);
    const click = press(control).at(-1)!;
    expect(click.defaultPrevented).toBe(false);
    expect(pointed).toEqual([]);
  });

  test('a pointer move stays cheap on a large page: it only notes where it is, the part is looked up once a frame', async () => {
    const rows = Array.from({ length: 3000 }, (_, i) => `<p class="row">Row ${i} <b>bold</b></p>`).join('');
    $('.eMessage').insertAdjacentHTML('beforeend', rows);
    const { hover } = pointMode();
    const targets = [...document.querySelectorAll('.row b')];
    const started = performance.now();
    for (const target of targets) move(target, { altKey: true });
    // Most of it is the test DOM's own dispatch.
    expect((performance.now() - started) / targets.length).toBeLessThan(1);
    await frame();
    expect(hover.label.querySelector('span')!.textContent).toBe('Page content');
  });
});
