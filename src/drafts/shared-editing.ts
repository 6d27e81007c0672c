// One resource is edited in one window at a time. The first panel to open it holds a Web Lock
// named after it; a panel opened later shows the same resource read-only, follows the holder's
// changes over a BroadcastChannel, and takes over when the holder closes (the browser releases
// a closed page's locks). So two windows never write one draft over each other, and a save in
// one deletes no draft of the other.
import type { CreateAttempt } from '../resources/find-created';

/** What the holder tells the windows that follow it. */
export interface EditingSnapshot<F> {
  fields: F;
  base: F | null;
  dirty: boolean;
  createAttempt?: CreateAttempt;
}

type Message<F> = { type: 'ask' } | { type: 'state'; state: EditingSnapshot<F> };

export interface SharedEditing<F> {
  /** Settles once it is known whether this window holds the resource now (true) or another does. */
  readonly first: Promise<boolean>;
  /** Settles when this window holds the resource: at once, or when the holder lets go. */
  readonly held: Promise<void>;
  /** The holder tells followers its state (sent only once some window follows). */
  announce(state: EditingSnapshot<F>): void;
  /** Lets go of the resource and stops listening. */
  close(): void;
}

export interface SharedEditingDeps {
  locks: Pick<LockManager, 'request'>;
  channel: (name: string) => Pick<BroadcastChannel, 'postMessage' | 'close'> & { onmessage: ((event: MessageEvent) => void) | null };
}

const browserDeps = (): SharedEditingDeps => ({ locks: navigator.locks, channel: (name) => new BroadcastChannel(name) });

/** The Web Lock a window holds while it edits `name` (see shareEditing). */
export const editingLockName = (name: string) => `inplace edit ${name}`;

/** `name` must say which site and resource (e.g. "https://a.ucoz.net page:2"). */
export function shareEditing<F>(name: string, onFollow: (state: EditingSnapshot<F>) => void, deps: SharedEditingDeps = browserDeps()): SharedEditing<F> {
  const lockName = editingLockName(name);
  const channel = deps.channel(`inplace edit ${name}`);
  const stop = new AbortController();
  let letGo!: () => void;
  const released = new Promise<void>((resolve) => (letGo = resolve));
  let holding = false;
  let followed = false;
  let last: EditingSnapshot<F> | null = null;

  channel.onmessage = (event: MessageEvent<Message<F>>) => {
    const message = event.data;
    if (message.type === 'ask' && holding) {
      followed = true;
      if (last) channel.postMessage({ type: 'state', state: last } satisfies Message<F>);
    } else if (message.type === 'state' && !holding) onFollow(message.state);
  };

  const hold = async () => {
    holding = true;
    await released;
  };

  let markFirst!: (holds: boolean) => void;
  const first = new Promise<boolean>((resolve) => (markFirst = resolve));
  const held = new Promise<void>((resolve, reject) => {
    // Try at once; if another window holds it, follow that one and wait in line.
    deps.locks
      .request(lockName, { ifAvailable: true }, async (lock) => {
        markFirst(Boolean(lock));
        if (lock) {
          resolve();
          return hold();
        }
        channel.postMessage({ type: 'ask' } satisfies Message<F>);
        void deps.locks
          .request(lockName, { signal: stop.signal }, () => {
            // Windows that followed the last holder follow this one now.
            followed = true;
            resolve();
            return hold();
          })
          .catch(reject);
      })
      .catch(reject);
  });
  // Closing before the lock came is not a failure anyone needs to hear of.
  held.catch(() => {});

  return {
    first,
    held,
    announce(state) {
      last = state;
      if (holding && followed) channel.postMessage({ type: 'state', state } satisfies Message<F>);
    },
    close() {
      holding = false;
      stop.abort();
      letGo();
      channel.onmessage = null;
      channel.close();
    },
  };
}
