import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { debounce } from '@/src/drafts/debounce';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

function setup(waitMs = 500) {
  const fn = vi.fn<(text: string, at: number) => void>();
  return { fn, save: debounce(fn, waitMs) };
}

describe('debounce', () => {
  test('calls once, after the wait, with the last arguments', () => {
    const { fn, save } = setup();
    save('a', 1);
    vi.advanceTimersByTime(200);
    save('ab', 2);
    vi.advanceTimersByTime(200);
    save('abc', 3);
    vi.advanceTimersByTime(499);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn.mock.calls).toEqual([['abc', 3]]);
  });

  test('each pause long enough gives its own call', () => {
    const { fn, save } = setup();
    save('a', 1);
    vi.advanceTimersByTime(500);
    save('b', 2);
    vi.advanceTimersByTime(500);
    expect(fn.mock.calls).toEqual([['a', 1], ['b', 2]]);
  });

  test('a change made earlier than the call waits only what is left of the wait, and none once it is over', () => {
    const { fn, save } = setup();
    const madeAt = performance.now();
    vi.advanceTimersByTime(120);
    save.since(madeAt, 'held', 1);
    vi.advanceTimersByTime(379);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn.mock.calls).toEqual([['held', 1]]);
    const longAgo = performance.now();
    vi.advanceTimersByTime(2_000);
    save.since(longAgo, 'late', 2);
    vi.advanceTimersByTime(0);
    expect(fn.mock.calls).toEqual([['held', 1], ['late', 2]]);
  });

  test('flush runs the pending call now, and the timer does not run it again', () => {
    const { fn, save } = setup();
    save('typed', 1);
    save.flush();
    expect(fn.mock.calls).toEqual([['typed', 1]]);
    vi.advanceTimersByTime(10_000);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  test.each<[string, (save: ReturnType<typeof setup>['save']) => void]>([
    ['before any call', () => {}],
    ['after the call already ran', (save) => {
      save('x', 1);
      vi.advanceTimersByTime(500);
    }],
    ['after a flush', (save) => {
      save('x', 1);
      save.flush();
    }],
    ['after a cancel', (save) => {
      save('x', 1);
      save.cancel();
    }],
  ])('flush with nothing pending does nothing: %s', (_name, before) => {
    const { fn, save } = setup();
    before(save);
    const calls = fn.mock.calls.length;
    save.flush();
    expect(fn).toHaveBeenCalledTimes(calls);
  });

  test('cancel drops the pending call', () => {
    const { fn, save } = setup();
    save('discarded', 1);
    save.cancel();
    vi.advanceTimersByTime(10_000);
    expect(fn).not.toHaveBeenCalled();
  });

  test('a call after cancel is made as usual', () => {
    const { fn, save } = setup();
    save('discarded', 1);
    save.cancel();
    save('kept', 2);
    vi.advanceTimersByTime(500);
    expect(fn.mock.calls).toEqual([['kept', 2]]);
  });
});
