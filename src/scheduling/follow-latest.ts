// Runs a job for the latest of a stream of values, one run at a time: a value that arrives while
// a run is on waits for it to end, and is replaced by any later one. The page follows the owner's
// typing this way, never a backlog of older drafts behind the newest.

export interface Follower<T> {
  /** The newest value: run now if nothing runs, else once the run on ends (older waiting values are dropped). */
  push(value: T): void;
  /** Drops the value waiting; a run on goes to its end. */
  cancel(): void;
}

/** `gapMs`: the least time from one run's start to the next's. */
export function followLatest<T>(job: (value: T) => Promise<unknown>, gapMs = 0): Follower<T> {
  let running = false;
  let waiting: { value: T } | null = null;
  let lastStart = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const next = () => {
    timer = undefined;
    if (running || !waiting) return;
    const early = lastStart + gapMs - performance.now();
    if (early > 0) {
      timer = setTimeout(next, early);
      return;
    }
    const { value } = waiting;
    waiting = null;
    running = true;
    lastStart = performance.now();
    void job(value).catch(() => {}).finally(() => {
      running = false;
      next();
    });
  };

  return {
    push(value) {
      waiting = { value };
      if (timer === undefined) next();
    },
    cancel() {
      waiting = null;
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
