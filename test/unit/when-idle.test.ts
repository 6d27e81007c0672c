// Work put off until the page is idle runs once then, and not at all once its owner is gone.
import { expect, test, vi } from 'vitest';
import { whenIdle } from '@/src/scheduling/when-idle';

function idleView() {
  const waiting = new Map<number, { run: () => void; timeout?: number }>();
  let next = 1;
  const view = {
    requestIdleCallback: (run: () => void, options?: { timeout?: number }) => {
      waiting.set(next, { run, timeout: options?.timeout });
      return next++;
    },
    cancelIdleCallback: (handle: number) => void waiting.delete(handle),
  } as unknown as Window;
  const becomeIdle = () => {
    for (const [handle, { run }] of [...waiting]) {
      waiting.delete(handle);
      run();
    }
  };
  return { view, waiting, becomeIdle };
}

test('the work waits for the page to be idle, at most the timeout, and runs once', () => {
  const { view, waiting, becomeIdle } = idleView();
  const work = vi.fn();
  whenIdle(view, 1000, new AbortController().signal, work);
  expect(work).not.toHaveBeenCalled();
  expect([...waiting.values()][0]?.timeout).toBe(1000);
  becomeIdle();
  becomeIdle();
  expect(work).toHaveBeenCalledTimes(1);
});

test('work whose owner went away before the page was idle never runs', () => {
  const { view, becomeIdle } = idleView();
  const work = vi.fn();
  const owner = new AbortController();
  whenIdle(view, 1000, owner.signal, work);
  owner.abort();
  becomeIdle();
  expect(work).not.toHaveBeenCalled();
  whenIdle(view, 1000, owner.signal, work);
  becomeIdle();
  expect(work).not.toHaveBeenCalled();
});

test('without idle callbacks the work runs after a timer, and not once aborted', async () => {
  vi.useFakeTimers();
  try {
    const view = { setTimeout, clearTimeout } as unknown as Window;
    const work = vi.fn();
    whenIdle(view, 1000, new AbortController().signal, work);
    expect(work).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(work).toHaveBeenCalledTimes(1);
    const owner = new AbortController();
    const dropped = vi.fn();
    whenIdle(view, 1000, owner.signal, dropped);
    owner.abort();
    await vi.runAllTimersAsync();
    expect(dropped).not.toHaveBeenCalled();
  } finally {
    vi.useRealTimers();
  }
});
