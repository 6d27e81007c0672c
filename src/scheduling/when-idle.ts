// Work that can wait for a moment the page has nothing else to do, so that its own loading and
// scripts go first. The timeout makes it happen on a page that is never idle too.

export function whenIdle(view: Window, timeoutMs: number, signal: AbortSignal, work: () => void): void {
  if (signal.aborted) return;
  const run = () => {
    signal.removeEventListener('abort', cancel);
    work();
  };
  // Both browsers have idle callbacks; elsewhere (a test's DOM) the work waits for a timer instead.
  const idle = typeof view.requestIdleCallback === 'function';
  const handle = idle ? view.requestIdleCallback(run, { timeout: timeoutMs }) : view.setTimeout(run, 0);
  const cancel = () => (idle ? view.cancelIdleCallback(handle) : view.clearTimeout(handle));
  signal.addEventListener('abort', cancel, { once: true });
}
