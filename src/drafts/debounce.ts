/**
 * Calls `fn` once `waitMs` have passed without another call; `flush` runs a pending call now.
 * `since(madeAt, …)` counts the wait from when the change was made (performance.now()), not from
 * the call: an editor that held a change back for a moment has already spent part of it.
 */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, waitMs: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;
  const flush = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (pending) {
      const args = pending;
      pending = undefined;
      fn(...args);
    }
  };
  const since = (madeAt: number, ...args: A) => {
    pending = args;
    if (timer !== undefined) clearTimeout(timer);
    const waited = Math.min(Math.max(performance.now() - madeAt, 0), waitMs);
    timer = setTimeout(flush, waitMs - waited);
  };
  const call = (...args: A) => since(performance.now(), ...args);
  return Object.assign(call, { since, flush, cancel: () => ((pending = undefined), clearTimeout(timer)) });
}
