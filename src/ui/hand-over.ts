// Editors that hold changes back for a moment (the visual, HTML source and code editors pass
// their text on every few tens of milliseconds while typing goes on and when it pauses, through
// holdChanges) are known here, so that a save, or a panel being closed or hidden, can take
// everything at once.
const holders = new Set<() => void>();

/** Registers `handOver`, which passes on what is held back; gives the way to unregister. */
function holdingBack(handOver: () => void): () => void {
  holders.add(handOver);
  return () => holders.delete(handOver);
}

/** Everything held back, passed on now. */
export function handOverAll(): void {
  for (const handOver of holders) handOver();
}

/** When the change being passed on was made (performance.now()); null between hand-overs. */
let passingMadeAt: number | null = null;

/**
 * When the change now reaching the form was made: the last keystroke of a held change while it
 * is passed on, else now. The draft and the live preview count their delays from it.
 */
export function changeMadeAt(): number {
  return passingMadeAt ?? performance.now();
}

/** How long typing pauses before a held change is passed on: well within the draft's delay. */
export const HAND_OVER_DELAY_MS = 120;

/**
 * While typing goes on, a held change is passed on at the latest this long after it was made:
 * the page's preview follows the typing, not only its pauses (the draft keeps its own pause).
 */
export const FOLLOW_TYPING_MS = 30;

/**
 * The longest stylesheet followed while typing goes on: a 200 KB stylesheet restyles the whole
 * page each time, which would hold up the keys typed next; it reaches the page when typing
 * pauses. HTML of any length follows: it is read back and sanitised where it changed.
 */
export const FOLLOW_TYPING_TEXT_MAX = 50_000;

export interface HeldChange {
  /** Something changed: passed on once changes pause, or sooner when asked. */
  changed(): void;
  /** Passes on what waits, now; nothing when nothing waits. */
  handOver(): void;
  /** Forgets what waits (a text from outside took its place). */
  drop(): void;
  /** Passes on what waits, and leaves `handOverAll`. */
  close(): void;
}

/**
 * Holds an editor's changes back while the owner types: each keystroke then costs no copy of a
 * long text, and no render of the form around it. `pass` reads the editor and passes its text
 * on; `paused` says whether typing paused, rather than something asking for the text at once.
 * While typing goes on, and `follows()`, what is held is passed on every `followMs` as well;
 * should typing then pause with nothing new, `paused` alone is told (the text is not read again).
 */
export function holdChanges(
  pass: (paused: boolean) => void,
  { delayMs = HAND_OVER_DELAY_MS, followMs = FOLLOW_TYPING_MS, follows = () => true, paused = () => {} }:
    { delayMs?: number; followMs?: number; follows?: () => boolean; paused?: () => void } = {},
): HeldChange {
  let pending: ReturnType<typeof setTimeout> | undefined;
  let madeAt = 0;
  /** When the first change not yet passed on was made (null: none waits). */
  let heldSince: number | null = null;
  /** The pause after a change already passed on, with nothing new since. */
  let pauseAlone: ReturnType<typeof setTimeout> | undefined;
  const passOn = (typingPaused: boolean) => {
    if (pending === undefined) return;
    clearTimeout(pending);
    pending = undefined;
    heldSince = null;
    passingMadeAt = madeAt;
    try {
      pass(typingPaused);
    } finally {
      passingMadeAt = null;
    }
  };
  const handOver = () => passOn(false);
  const leave = holdingBack(handOver);
  return {
    changed() {
      madeAt = performance.now();
      heldSince ??= madeAt;
      clearTimeout(pending);
      clearTimeout(pauseAlone);
      const following = heldSince + followMs - madeAt;
      if (following >= delayMs || !follows()) pending = setTimeout(() => passOn(true), delayMs);
      else {
        // Passed on while typing goes on; should typing then pause, that alone is told.
        pending = setTimeout(() => {
          passOn(false);
          pauseAlone = setTimeout(paused, delayMs);
        }, Math.max(0, following));
      }
    },
    handOver,
    drop() {
      clearTimeout(pending);
      clearTimeout(pauseAlone);
      pending = undefined;
      heldSince = null;
    },
    close() {
      clearTimeout(pauseAlone);
      leave();
      handOver();
    },
  };
}
