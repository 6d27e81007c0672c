// @vitest-environment happy-dom
// The note at an Alt+click: it says where typing goes, where the owner looks, inside the window;
// it goes by itself, or at the next click or scroll, and a later note takes its place.
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { CLICK_NOTE_MS, showClickNote } from '@/src/content/click-note';

const NOTE_HOST = 'span[data-inplace="note"]';
const attach = Element.prototype.attachShadow;

beforeEach(() => {
  vi.useFakeTimers();
  // Opened for the test to read what the owner sees; the page gets a closed root.
  vi.spyOn(Element.prototype, 'attachShadow').mockImplementation(function (this: Element, init: ShadowRootInit) {
    return attach.call(this, { ...init, mode: 'open' });
  });
  document.body.innerHTML = '<p>Some text.</p>';
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.querySelectorAll(NOTE_HOST).forEach((host) => host.remove());
});

const note = () => document.querySelector(NOTE_HOST)?.shadowRoot?.querySelector('p') ?? null;

test('says its text as a status, beside the click and inside the window; goes after a while', () => {
  showClickNote(window, 30, 40, 'Opened in Inplace: click the panel to type.');
  expect(note()!.textContent).toBe('Opened in Inplace: click the panel to type.');
  expect(note()!.getAttribute('role')).toBe('status');
  expect(Number.parseFloat(note()!.style.left)).toBeGreaterThan(30);
  expect(Number.parseFloat(note()!.style.top)).toBeGreaterThan(40);
  vi.advanceTimersByTime(CLICK_NOTE_MS - 1);
  expect(note()).not.toBeNull();
  vi.advanceTimersByTime(1);
  expect(document.querySelector(NOTE_HOST)).toBeNull();
});

test('near the window\'s corner it goes above and to the left of the click', () => {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width: 200, height: 40 } as DOMRect);
  showClickNote(window, innerWidth - 5, innerHeight - 5, 'Opened in Inplace: click the panel to type.');
  expect(Number.parseFloat(note()!.style.left) + 200).toBeLessThan(innerWidth);
  expect(Number.parseFloat(note()!.style.top) + 40).toBeLessThan(innerHeight);
});

test('the next click or scroll takes it away, a key does not (typing into the page is when it is needed)', () => {
  showClickNote(window, 30, 40, 'a');
  document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'x', bubbles: true }));
  expect(note()).not.toBeNull();
  document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
  expect(document.querySelector(NOTE_HOST)).toBeNull();
  showClickNote(window, 30, 40, 'b');
  window.dispatchEvent(new Event('scroll'));
  expect(document.querySelector(NOTE_HOST)).toBeNull();
});

test('a later note takes the place of the one shown', () => {
  showClickNote(window, 30, 40, 'first');
  showClickNote(window, 60, 80, 'second');
  expect(document.querySelectorAll(NOTE_HOST)).toHaveLength(1);
  expect(note()!.textContent).toBe('second');
  vi.advanceTimersByTime(CLICK_NOTE_MS);
  expect(document.querySelector(NOTE_HOST)).toBeNull();
});
