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

/** P(B ≤ k) for B ~ Binomial(n, p), summed in log space so large n stays exact enough. */
export function binomialCdf(k: number, n: number, p: number): number {
  if (k < 0) return 0;
  if (k >= n) return 1;
  let logTerm = n * Math.log1p(-p); // P(B = 0)
  let sum = Math.exp(logTerm);
  for (let i = 1; i <= k; i++) {
    logTerm += Math.log((n - i + 1) / i) + Math.log(p) - Math.log1p(-p);
    sum += Math.exp(logTerm);
  }
  return Math.min(1, sum);
}

export interface Interval {
  /** The coverage asked for, e.g. 0.95. */
  level: number;
  /** What the chosen order statistics really cover (at least `level`). */
  coverage: number;
  /** -Infinity / Infinity: too few runs to bound that side at this level. */
  low: number;
  high: number;
}

/**
 * Distribution-free confidence interval of the q-th quantile (0 < q < 1) from order statistics:
 * the number of runs below the true quantile is Binomial(n, q), so [x(l), x(u)] covers it with
 * probability P(l ≤ B < u). No assumption of normal timings, which are skewed by other work on
 * the machine. With too few runs a side stays unbounded, and a rule on it cannot pass.
 */
export function quantileInterval(values: number[], q: number, level = 0.95): Interval {
  if (!values.length) throw new Error('interval of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const n = sorted.length;
  const tail = (1 - level) / 2;
  // l: the largest rank (1-based) with P(B ≤ l - 1) ≤ tail; u: the smallest with P(B ≥ u) ≤ tail.
  let l = 0;
  while (l + 1 <= n && binomialCdf(l, n, q) <= tail) l++;
  let u = n + 1;
  while (u - 1 >= 1 && 1 - binomialCdf(u - 2, n, q) <= tail) u--;
  const coverage = binomialCdf(u - 1, n, q) - binomialCdf(l - 1, n, q);
  return {
    level,
    coverage: round(coverage, 4),
    low: l >= 1 ? sorted[l - 1]! : -Infinity,
    high: u <= n ? sorted[u - 1]! : Infinity,
  };
}

/** The median of paired differences (after − before, run by run) with its confidence interval. */
export function pairedDifferences(after: number[], before: number[]): number[] {
  if (after.length !== before.length) throw new Error(`paired runs differ in number: ${after.length} and ${before.length}`);
  return after.map((value, i) => value - before[i]!);
}

/** Every order of the cases (for two: both; for three: all six), to load them in turn in each. */
export function orderings<T>(cases: readonly T[]): T[][] {
  if (cases.length <= 1) return [[...cases]];
  return cases.flatMap((first, i) => orderings(cases.filter((_, j) => j !== i)).map((rest) => [first, ...rest]));
}

export function pairedRatios(after: number[], before: number[]): number[] {
  if (after.length !== before.length) throw new Error(`paired runs differ in number: ${after.length} and ${before.length}`);
  return after.map((value, i) => value / before[i]!);
}
