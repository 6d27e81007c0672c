// A batch of photos going to the site one after another: each sent once and, failing, once more;
// a file the site still does not take keeps its reason. At the hourly limit the batch pauses
// until the time the limit gives and goes on. Plain: the panel gives it how to send and to wait.

export type UploadState = 'waiting' | 'sending' | 'done' | 'failed';

export interface BatchItem {
  key: string;
  name: string;
  size: number;
  state: UploadState;
  reason?: string;
  /** The site's answer to the upload (null: the site had the file already). */
  answer?: unknown;
}

export interface BatchDeps {
  /** Sends the waiting file of `key`; the site's answer. */
  send(key: string): Promise<unknown>;
  /** What went wrong, and when requests may go again if that is what stops them. */
  reasonOf(error: unknown): { message: string; retryAt?: number };
  /** Keeps the reason with the file, for when the panel opens again. */
  failed(key: string, reason: string): Promise<unknown>;
  /** Resolves at `at`, or as soon as the batch is stopped. */
  pauseUntil(at: number): Promise<void>;
  /** The items changed; `pausedUntil` while the batch waits for the limit. */
  changed(items: BatchItem[], pausedUntil: number | null): void;
  stopped(): boolean;
  now(): number;
}

/** Tries of one file before it is left with its reason: the first, and one more. */
export const TRIES = 2;

/** Sends every waiting item of `items` (changed in place), in order, until done or stopped. */
export async function runBatch(items: BatchItem[], deps: BatchDeps): Promise<void> {
  for (let item = nextWaiting(items); item && !deps.stopped(); item = nextWaiting(items)) await sendOne(item, items, deps);
}

const nextWaiting = (items: BatchItem[]) => items.find((item) => item.state === 'waiting');

async function sendOne(item: BatchItem, items: BatchItem[], deps: BatchDeps): Promise<void> {
  const said = (pausedUntil: number | null = null) => deps.changed(items.map((each) => ({ ...each })), pausedUntil);
  for (let tries = 0; ; ) {
    item.state = 'sending';
    said();
    try {
      item.answer = await deps.send(item.key);
      item.state = 'done';
      return said();
    } catch (error) {
      const { message, retryAt } = deps.reasonOf(error);
      if (retryAt !== undefined && retryAt > deps.now()) {
        // The limit is no fault of the file: it waits, its tries untouched.
        item.state = 'waiting';
        said(retryAt);
        await deps.pauseUntil(retryAt);
        if (deps.stopped()) return;
        continue;
      }
      tries += 1;
      if (tries < TRIES) continue;
      item.state = 'failed';
      item.reason = message;
      await deps.failed(item.key, message).catch(() => {});
      return said();
    }
  }
}
