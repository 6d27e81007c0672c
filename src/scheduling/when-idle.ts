// Work that can wait for a moment the page has nothing else to do, so that its own loading and
// scripts go first. The timeout makes it happen on a page that is never idle too.

export function whenIdle(view: Window, timeoutMs: number, signal: AbortSignal, work: () => void): void {
  if (signal.aborted) return;
  const cancel = () => view.cancelIdleCallback(handle);
  const handle = view.requestIdleCallback(() => {
    signal.removeEventListener('abort', cancel);
    work();
  }, { timeout: timeoutMs });
  signal.addEventListener('abort', cancel, { once: true });
}
