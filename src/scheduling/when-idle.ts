// Work that can wait for a moment the page has nothing else to do, so that its own loading and
// scripts go first. The timeout makes it happen on a page that is never idle too, and is all
// there is where the view has no idle callbacks.

export function whenIdle(view: Window, timeoutMs: number, signal: AbortSignal, work: () => void): void {
  if (signal.aborted) return;
  const idle = typeof view.requestIdleCallback === 'function';
  const handle = idle ? view.requestIdleCallback(done, { timeout: timeoutMs }) : view.setTimeout(done, timeoutMs);
  const cancel = () => (idle ? view.cancelIdleCallback(handle) : view.clearTimeout(handle));
  signal.addEventListener('abort', cancel, { once: true });
  function done() {
    signal.removeEventListener('abort', cancel);
    work();
  }
}
