// Editors that hold changes back for a moment (the visual editor writes its HTML when typing
// pauses) register here, so that a panel being closed or hidden can take everything at once.
const holders = new Set<() => void>();

/** Registers `handOver`, which passes on what is held back; gives the way to unregister. */
export function holdingBack(handOver: () => void): () => void {
  holders.add(handOver);
  return () => holders.delete(handOver);
}

/** Everything held back, passed on now. */
export function handOverAll(): void {
  for (const handOver of holders) handOver();
}
