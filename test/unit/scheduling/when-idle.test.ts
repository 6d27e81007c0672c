// @vitest-environment happy-dom
// Work put off until the page is idle runs once then, or at its timeout on a page never idle,
// and not at all once its owner is gone.
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { whenIdle } from '@/src/scheduling/when-idle';
import { installIdleCallbacks, type IdleCallbacks } from '../../support/idle-callbacks';

let idle: IdleCallbacks;
beforeEach(() => {
  idle = installIdleCallbacks();
});
afterEach(() => {
  idle.uninstall();
  vi.useRealTimers();
});

test('the work waits for the page to be idle, and runs once', () => {
  const work = vi.fn();
  whenIdle(window, 1000, new AbortController().signal, work);
  expect(work).not.toHaveBeenCalled();
  idle.runIdle();
  idle.runIdle();
  expect(work).toHaveBeenCalledTimes(1);
});

test('on a page never idle, the work runs at its timeout', () => {
  vi.useFakeTimers();
  const work = vi.fn();
  whenIdle(window, 1000, new AbortController().signal, work);
  vi.advanceTimersByTime(999);
  expect(work).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  expect(work).toHaveBeenCalledTimes(1);
});

test('work whose owner went away before the page was idle never runs', () => {
  const work = vi.fn();
  const owner = new AbortController();
  whenIdle(window, 1000, owner.signal, work);
  owner.abort();
  expect(idle.pending).toBe(0);
  whenIdle(window, 1000, owner.signal, work);
  idle.runIdle();
  expect(work).not.toHaveBeenCalled();
});
