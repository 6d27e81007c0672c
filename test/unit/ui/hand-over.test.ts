// A held change reaches the form once typing pauses, or at once when asked; while it is passed
// on, it carries the time of its last keystroke, which the draft and the live preview wait from.
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { changeMadeAt, HAND_OVER_DELAY_MS, handOverAll, holdChanges } from '@/src/ui/hand-over';

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

test('passed on once changes pause, with the time of the last change; later, changes are made now', () => {
  const seen: Array<{ paused: boolean; madeAt: number; at: number }> = [];
  const held = holdChanges((paused) => seen.push({ paused, madeAt: changeMadeAt(), at: performance.now() }));
  held.changed();
  vi.advanceTimersByTime(50);
  held.changed();
  const last = performance.now();
  vi.advanceTimersByTime(HAND_OVER_DELAY_MS - 1);
  expect(seen).toEqual([]);
  vi.advanceTimersByTime(1);
  expect(seen).toEqual([{ paused: true, madeAt: last, at: last + HAND_OVER_DELAY_MS }]);
  vi.advanceTimersByTime(30);
  expect(changeMadeAt()).toBe(performance.now());
  held.close();
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
