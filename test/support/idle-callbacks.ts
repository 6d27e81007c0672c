// requestIdleCallback as a test drives it (happy-dom has none): a callback waits until the test
// says the page is idle (runIdle), or until its timeout passes on the timers, real or fake.

export interface IdleCallbacks {
  /** The page is idle now: every waiting callback runs. */
  runIdle(): void;
  /** How many callbacks wait. */
  readonly pending: number;
  uninstall(): void;
}

interface Waiting {
  callback: IdleRequestCallback;
  timer?: ReturnType<typeof setTimeout>;
}

export function installIdleCallbacks(view: Window = window): IdleCallbacks {
  let last = 0;
  const waiting = new Map<number, Waiting>();
  const fire = (handle: number, didTimeout: boolean) => {
    const entry = waiting.get(handle);
    if (!entry) return;
    waiting.delete(handle);
    clearTimeout(entry.timer);
    entry.callback({ didTimeout, timeRemaining: () => (didTimeout ? 0 : 50) });
  };
  view.requestIdleCallback = (callback, options) => {
    const handle = ++last;
    const entry: Waiting = { callback };
    if (options?.timeout) entry.timer = setTimeout(() => fire(handle, true), options.timeout);
    waiting.set(handle, entry);
    return handle;
  };
  view.cancelIdleCallback = (handle) => {
    clearTimeout(waiting.get(handle)?.timer);
    waiting.delete(handle);
  };
  return {
    runIdle() {
      for (const handle of [...waiting.keys()]) fire(handle, false);
    },
    get pending() {
      return waiting.size;
    },
    uninstall() {
      for (const entry of waiting.values()) clearTimeout(entry.timer);
      waiting.clear();
      delete (view as Partial<Window>).requestIdleCallback;
      delete (view as Partial<Window>).cancelIdleCallback;
    },
  };
}
