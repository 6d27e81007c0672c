// Summaries of repeated measurements: every figure is the median of its runs, with min and max.

export interface Summary {
  runs: number[];
  min: number;
  median: number;
  max: number;
}

export function median(values: number[]): number {
  if (!values.length) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The p-th percentile (0-100), linear between the closest ranks. */
export function percentile(values: number[], p: number): number {
  if (!values.length) throw new Error('percentile of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (p / 100) * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (rank - low);
}

export function summarize(runs: number[]): Summary {
  if (!runs.length) throw new Error('no runs to summarize');
  return { runs, min: Math.min(...runs), median: median(runs), max: Math.max(...runs) };
}

export const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

export const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));
