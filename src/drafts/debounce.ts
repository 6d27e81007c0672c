/** Calls `fn` once `waitMs` have passed without another call; `flush` runs a pending call now. */
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
  const call = (...args: A) => {
    pending = args;
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(flush, waitMs);
  };
  return Object.assign(call, { flush, cancel: () => ((pending = undefined), clearTimeout(timer)) });
}
