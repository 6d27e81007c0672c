// The calls the panel made to its site, told to the quota line alone: a call re-renders that
// line, not the whole panel (an opening's form would wait behind such a render).

export interface CallsMade {
  /** One more call answered (or failed). */
  note(): void;
  /** Hears every call from now on; gives the way to stop. */
  listen(listener: () => void): () => void;
}

export function callsMade(): CallsMade {
  const listeners = new Set<() => void>();
  return {
    note: () => listeners.forEach((listener) => listener()),
    listen(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
