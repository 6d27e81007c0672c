// The read the background made as the panel opened (src/background/read-ahead.ts), for the
// editor's first opening only: the editor shows it at once rather than first looking for a
// draft and asking for its editing lock, which the background already found free; after that
// first opening it is no one's, and a later opening reads afresh.
import { createContext } from 'preact';
import type { Operation } from '../messages/operations';
import type { ReadAhead } from '../messages/protocol';

export interface FirstOpening {
  /**
   * Whether the read ahead answers the opening of `resourceKey` (the key its draft and lock go
   * by) on `origin`, and is still there to take: no draft of it waited and no window edited it.
   */
  vouches(origin: string, resourceKey: string): Promise<boolean>;
  /** The read ahead, for the first opening of a page or entry whatever it asks (null once taken). */
  take(): Promise<ReadAhead | null> | null;
}

export function firstOpening(readAhead: Promise<ReadAhead | null>): FirstOpening {
  let ahead: Promise<ReadAhead | null> | null = readAhead;
  return {
    async vouches(origin, resourceKey) {
      const waiting = ahead;
      if (!waiting) return false;
      const read = await waiting;
      return ahead === waiting && read?.origin === origin && read.resourceKey === resourceKey;
    },
    take() {
      const waiting = ahead;
      ahead = null;
      return waiting;
    },
  };
}

/** The answer of `read` to `operation` on `origin`, when it is that read's. */
export function answers(read: ReadAhead | null, origin: string, operation: Operation): read is ReadAhead {
  return read?.origin === origin && JSON.stringify(read.operation) === JSON.stringify(operation);
}

export const NO_OPENING: FirstOpening = firstOpening(Promise.resolve(null));

/** Given by the side panel to the editors beneath it. */
export const FirstOpeningContext = createContext<FirstOpening>(NO_OPENING);
