// A held change reaches the form while typing goes on (a moment after it is made, so the page
// follows the typing), again once typing pauses, or at once when asked; while it is passed on, it
// carries the time of its last keystroke, which the draft waits from.
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { changeMadeAt, FOLLOW_TYPING_MS, HAND_OVER_DELAY_MS, handOverAll, holdChanges } from '@/src/ui/hand-over';

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

test('a change goes at once a moment later, with the time of the last change; the pause after it is told, the text not read again', () => {
  const seen: Array<{ paused: boolean; madeAt: number; at: number }> = [];
  const pauses: number[] = [];
  const held = holdChanges((paused) => seen.push({ paused, madeAt: changeMadeAt(), at: performance.now() }), { paused: () => pauses.push(performance.now()) });
  const first = performance.now();
  held.changed();
  vi.advanceTimersByTime(FOLLOW_TYPING_MS / 2);
  held.changed();
  const last = performance.now();
  vi.advanceTimersByTime(FOLLOW_TYPING_MS / 2 - 1);
  expect(seen).toEqual([]);
  vi.advanceTimersByTime(1);
  // While typing: the page follows it.
  expect(seen).toEqual([{ paused: false, madeAt: last, at: first + FOLLOW_TYPING_MS }]);
  vi.advanceTimersByTime(HAND_OVER_DELAY_MS);
  expect(pauses).toEqual([first + FOLLOW_TYPING_MS + HAND_OVER_DELAY_MS]);
  expect(seen).toHaveLength(1);
  // A change after the pause is passed on again, as typing goes on.
  held.changed();
  vi.advanceTimersByTime(FOLLOW_TYPING_MS);
  expect(seen.map((pass) => pass.paused)).toEqual([false, false]);
  vi.advanceTimersByTime(30);
  expect(changeMadeAt()).toBe(performance.now());
  held.close();
});

test('typing that goes on is passed on every few tens of milliseconds, never held until it pauses', () => {
  const seen: boolean[] = [];
  let pauses = 0;
  const held = holdChanges((paused) => seen.push(paused), { paused: () => pauses++ });
  // A key every 20 ms for 400 ms: never a pause.
  for (let key = 0; key < 20; key++) {
    held.changed();
    vi.advanceTimersByTime(20);
  }
  expect(seen.length).toBeGreaterThanOrEqual(400 / (FOLLOW_TYPING_MS + 20) - 1);
  expect(seen.every((paused) => !paused)).toBe(true);
  expect(pauses).toBe(0);
  const passes = seen.length;
  vi.advanceTimersByTime(HAND_OVER_DELAY_MS + FOLLOW_TYPING_MS);
  // The last keys went, then the pause is told: once.
  expect(seen.length - passes).toBeLessThanOrEqual(1);
  expect(seen.every((paused) => !paused)).toBe(true);
  expect(pauses).toBe(1);
  // Closed before a pause comes, the editor hears of none.
  held.changed();
  vi.advanceTimersByTime(FOLLOW_TYPING_MS);
  held.close();
  vi.advanceTimersByTime(HAND_OVER_DELAY_MS);
  expect(pauses).toBe(1);
});

test('asked for, what waits goes at once, not as a pause; dropped or closed, nothing more goes', () => {
  const seen: boolean[] = [];
  const held = holdChanges((paused) => seen.push(paused));
  held.changed();
  handOverAll();
  expect(seen).toEqual([false]);
  held.changed();
  held.drop();
  vi.advanceTimersByTime(HAND_OVER_DELAY_MS);
  handOverAll();
  expect(seen).toEqual([false]);
  held.changed();
  held.close();
  expect(seen).toEqual([false, false]);
  held.changed();
  handOverAll();
  expect(seen).toEqual([false, false]);
  held.drop();
});

test('a text too long to follow (a 200 KB page) is passed on when typing pauses only', () => {
  const seen: boolean[] = [];
  const held = holdChanges((paused) => seen.push(paused), { follows: () => false });
  for (let key = 0; key < 20; key++) {
    held.changed();
    vi.advanceTimersByTime(30);
  }
  expect(seen).toEqual([]);
  vi.advanceTimersByTime(HAND_OVER_DELAY_MS);
  expect(seen).toEqual([true]);
  held.close();
});
