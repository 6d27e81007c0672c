// Editors that hold changes back for a moment (the visual, HTML source and code editors pass
// their text on when typing pauses, through holdChanges) are known here, so that a save, or a
// panel being closed or hidden, can take everything at once.
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
 */
export function holdChanges(pass: (paused: boolean) => void, delayMs = HAND_OVER_DELAY_MS): HeldChange {
  let pending: ReturnType<typeof setTimeout> | undefined;
  let madeAt = 0;
  const passOn = (paused: boolean) => {
    if (pending === undefined) return;
    clearTimeout(pending);
    pending = undefined;
    passingMadeAt = madeAt;
    try {
      pass(paused);
    } finally {
      passingMadeAt = null;
    }
  };
  const handOver = () => passOn(false);
  const leave = holdingBack(handOver);
  return {
    changed() {
      madeAt = performance.now();
      clearTimeout(pending);
      pending = setTimeout(() => passOn(true), delayMs);
    },
    handOver,
    drop() {
      clearTimeout(pending);
      pending = undefined;
    },
    close() {
      leave();
      handOver();
    },
  };
}
