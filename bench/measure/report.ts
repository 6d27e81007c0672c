// Figures as the report states them: runs, the headline statistic with its confidence interval,
// min and max, the goal with the rule that judges it, and whether it is met; written as
// bench/report.json and as one Markdown table in bench/report.md.
import { writeFileSync } from 'node:fs';
import type { Machine } from './machine.ts';
import { median, percentile, quantileInterval, round, summarize, type Interval } from './stats.ts';

export type Unit = 'ms' | 'bytes' | 'ratio' | 'requests';

/** The statistic a figure states: the median of its runs, or a percentile of them all pooled (p95 of keystrokes). */
export type Statistic = { kind: 'median' } | { kind: 'percentile'; p: number };

/** What a goal's rule looks at. */
export interface Judged {
  runs: number[];
  min: number;
  median: number;
  max: number;
  /** The stated statistic. */
  value: number;
  /** Its 95% confidence interval (order statistics; see stats.ts). */
  interval: Interval;
}

export interface Goal {
  /** The target as the table shows it, e.g. "< 16 ms". */
  text: string;
  /** How the figure is judged against it, in words; the report states it beside the result. */
  rule: string;
  pass(judged: Judged): boolean;
  /** For a limit in milliseconds scaled to the host: the same goal for another reading of the host. */
  onHost?: (hostMs: number) => Goal;
}

const CONFIDENCE = '95% confidence interval';
/** Stands for the figure's statistic in a rule's words ("p95 of 250 pooled"). */
const STATISTIC = '{statistic}';

/**
 * Goals in milliseconds are stated for a host whose reference workload (machine-speed.ts) takes
 * this long, and judged on another host scaled by its own: a host half as fast has twice the
 * time. The report prints both. The goals were set for a host whose workload took 25 ms in one
 * page alone; timed as a pair on a quiet host it reads 8–10% more (24.7 and 25.2 ms against
 * 22.8 and 22.9 alone), so the same goals are stated for 27 ms: as strict on a quiet host as before.
 */
export const GOAL_HOST_MS = 27;
let hostWorkloadMs = GOAL_HOST_MS;

/** The host the bench runs on, once measured: goals in milliseconds made after this are judged for it. */
export function judgeOnHost(referenceMs: number): void {
  hostWorkloadMs = referenceMs;
}

/** A limit in milliseconds on a host whose reference workload took `hostMs` (by default, the one last measured). */
export const onThisHost = (limitMs: number, hostMs = hostWorkloadMs): number => (limitMs * hostMs) / GOAL_HOST_MS;

const duration = (ms: number) => (ms >= 1000 ? `${round(ms / 1000, 2)} s` : `${round(ms, 1)} ms`);

/** "< 100 ms (127 ms here)": the goal as stated, and as this host is held to it. */
function hostGoalText(limitMs: number, hostMs: number): string {
  return `< ${duration(limitMs)} on a ${GOAL_HOST_MS} ms host (< ${duration(onThisHost(limitMs, hostMs))} here)`;
}

/** How a limit was scaled to this host, in the rule's words. */
const scaled = (limitMs: number, hostMs: number) => `${duration(onThisHost(limitMs, hostMs))} (${duration(limitMs)} × ${round(hostMs, 1)} / ${GOAL_HOST_MS} ms)`;

/** A time's statistic under a limit stated for the reference host, scaled to one whose workload took `hostMs`. */
function msValueBelow(limitMs: number, hostMs = hostWorkloadMs): Goal {
  const here = onThisHost(limitMs, hostMs);
  return {
    text: hostGoalText(limitMs, hostMs), rule: `${STATISTIC} < ${scaled(limitMs, hostMs)}`, pass: (j) => j.value < here,
    onHost: (other) => msValueBelow(limitMs, other),
  };
}

/** The upper bound of a time's confidence interval under a limit stated for the reference host, scaled likewise. */
function msUpperBelow(limitMs: number, hostMs = hostWorkloadMs): Goal {
  const here = onThisHost(limitMs, hostMs);
  return {
    text: hostGoalText(limitMs, hostMs), rule: `upper bound of the ${CONFIDENCE} of the ${STATISTIC} < ${scaled(limitMs, hostMs)}`, pass: (j) => j.interval.high < here,
    onHost: (other) => msUpperBelow(limitMs, other),
  };
}

/** Goals whose rule can fail: each says what it judges. */
export const goals = {
  /** A time's statistic under a limit stated for the reference host, scaled to this one. */
  msValueBelow: (limitMs: number): Goal => msValueBelow(limitMs),
  /** The upper bound of a time's confidence interval under a limit stated for the reference host, scaled to this one. */
  msUpperBelow: (limitMs: number): Goal => msUpperBelow(limitMs),
  /** The stated statistic itself is under the limit (for percentiles of many pooled samples, e.g. p95 of 250 keystrokes). */
  valueBelow: (limit: number, text: string): Goal => ({ text, rule: `${STATISTIC} < ${text.replace(/^[<≤]\s*/, '')}`, pass: (j) => j.value < limit }),
  /** The upper bound of the statistic's confidence interval is under the limit: met with confidence, not by luck. */
  upperBelow: (limit: number, text: string): Goal => ({
    text,
    rule: `upper bound of the ${CONFIDENCE} of the ${STATISTIC} < ${text.replace(/^[<≤]\s*/, '')}`,
    pass: (j) => j.interval.high < limit,
  }),
  /** Both bounds of the interval lie inside [low, high]: "no worse and no better than" within a stated margin. */
  intervalWithin: (low: number, high: number, text: string): Goal => ({
    text,
    rule: `the ${CONFIDENCE} lies within ${low} – ${high}`,
    pass: (j) => j.interval.low >= low && j.interval.high <= high,
  }),
  /** For counts and sizes that do not vary: every run under the limit. */
  everyBelow: (limit: number, text: string): Goal => ({ text, rule: `every run < ${text.replace(/^[<≤]\s*/, '')}`, pass: (j) => j.max < limit }),
  /** Every run exactly this value (bytes injected, requests made). */
  everyEquals: (value: number, text: string): Goal => ({ text, rule: `every run = ${text}`, pass: (j) => j.min === value && j.max === value }),
  /** A check the figure's own data decides (e.g. the exact requests of every run); `rule` says what. */
  check: (text: string, rule: string, pass: () => boolean): Goal => ({ text, rule, pass }),
};

export interface Figure {
  id: string;
  section: string;
  name: string;
  unit: Unit;
  runs: number[];
  min: number;
  median: number;
  max: number;
  /** "median", or e.g. "p95 of 250 pooled". */
  statistic: string;
  value: number;
  interval: Interval;
  goal: string | null;
  rule: string | null;
  pass: boolean | null;
  /** Shown instead of the value when a number alone says too little (e.g. "1 GET + 1 PUT"). */
  shown?: string;
  note?: string;
  /** Raw data behind the figure, kept in the JSON. */
  detail?: unknown;
}

export interface FigureInput {
  id: string;
  section: string;
  name: string;
  unit: Unit;
  runs: number[];
  /** Default: the median of the runs. */
  statistic?: Statistic;
  goal?: Goal;
  shown?: string;
  note?: string;
  detail?: unknown;
}

export function figure(input: FigureInput): Figure {
  const summary = summarize(input.runs);
  const statistic = input.statistic ?? { kind: 'median' };
  const q = statistic.kind === 'median' ? 0.5 : statistic.p / 100;
  const value = statistic.kind === 'median' ? summary.median : percentile(input.runs, statistic.p);
  const interval = quantileInterval(input.runs, q);
  const judged: Judged = { ...summary, value, interval };
  const statisticName = statistic.kind === 'median' ? `median of ${input.runs.length}` : `p${statistic.p} of ${input.runs.length} pooled`;
  const digits = input.unit === 'ratio' ? 3 : input.unit === 'ms' ? 2 : 0;
  const r = (x: number) => (Number.isFinite(x) ? round(x, digits) : x);
  const made: Figure = {
    id: input.id,
    section: input.section,
    name: input.name,
    unit: input.unit,
    runs: input.runs.map(r),
    min: r(summary.min),
    median: r(summary.median),
    max: r(summary.max),
    statistic: statisticName,
    value: r(value),
    interval: { ...interval, low: r(interval.low), high: r(interval.high) },
    goal: input.goal?.text ?? null,
    rule: input.goal ? input.goal.rule.replace(STATISTIC, statisticName) : null,
    pass: input.goal ? input.goal.pass(judged) : null,
    ...(input.shown !== undefined && { shown: input.shown }),
    ...(input.note !== undefined && { note: input.note }),
    ...(input.detail !== undefined && { detail: input.detail }),
  };
  if (input.goal?.onHost) scaledSinceLastJudged.push({ figure: made, goal: input.goal, judged, statisticName });
  return made;
}

/** Figures whose goals are scaled to the host, made since the host's readings last judged them. */
let scaledSinceLastJudged: { figure: Figure; goal: Goal; judged: Judged; statisticName: string }[] = [];

/**
 * Judges again, for a host whose reference workload took `hostMs`, every figure made since the
 * last call whose goal is scaled to the host (host-readings.ts: once a part's last reading is in).
 */
export function judgeScaledFiguresOnHost(hostMs: number): void {
  for (const { figure: made, goal, judged, statisticName } of scaledSinceLastJudged) {
    const onHost = goal.onHost!(hostMs);
    made.goal = onHost.text;
    made.rule = onHost.rule.replace(STATISTIC, statisticName);
    made.pass = onHost.pass(judged);
  }
  scaledSinceLastJudged = [];
}

export interface Report {
  date: string;
  machine: Machine;
  build: { path: string; version: string; fingerprint: string; changedDuringRun: boolean };
  settings: Record<string, unknown>;
  /** The machine's 1-minute load average when the run started and when it ended: other work skews the timings. */
  loadAverage: { start: number; end: number };
  durationSeconds: number;
  figures: Figure[];
}

export function formatValue(value: number, unit: Unit): string {
  switch (unit) {
    case 'ms':
      return `${value.toFixed(1)} ms`;
    case 'ratio':
      return value.toFixed(2);
    case 'requests':
      return String(value);
    case 'bytes':
      if (value < 1024) return `${value} B`;
      if (value < 1024 * 1024) return `${(value / 1024).toFixed(1)} KB`;
      return `${(value / 1024 / 1024).toFixed(2)} MB`;
  }
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function intervalText(f: Figure): string {
  const { low, high } = f.interval;
  const lowKnown = Number.isFinite(low);
  const highKnown = Number.isFinite(high);
  if (f.runs.length < 2 || (!lowKnown && !highKnown)) return '';
  if (lowKnown && highKnown) return low === high ? formatValue(low, f.unit) : `${formatValue(low, f.unit)} – ${formatValue(high, f.unit)}`;
  return lowKnown ? `≥ ${formatValue(low, f.unit)}` : `≤ ${formatValue(high, f.unit)}`;
}

/** The one table: a heading row per section, then its figures. */
export function markdownTable(figures: Figure[]): string {
  const lines = [
    '| figure | value | statistic | 95% CI | min – max | runs | goal | rule | result |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  let section = '';
  for (const f of figures) {
    if (f.section !== section) {
      section = f.section;
      lines.push(`| **${cell(section)}** | | | | | | | | |`);
    }
    const value = f.shown ?? formatValue(f.value, f.unit);
    const range = f.min === f.max ? formatValue(f.min, f.unit) : `${formatValue(f.min, f.unit)} – ${formatValue(f.max, f.unit)}`;
    const result = f.pass === null ? '' : f.pass ? 'pass' : '**missed**';
    const statistic = f.runs.length === 1 ? '' : f.statistic;
    lines.push(`| ${cell(f.name)} | ${cell(value)} | ${statistic} | ${intervalText(f)} | ${cell(range)} | ${f.runs.length} | ${cell(f.goal ?? '')} | ${cell(f.rule ?? '')} | ${result} |`);
  }
  return lines.join('\n');
}

/** The goals alone, compactly: what the README shows. */
export function goalTable(figures: Figure[]): string {
  const lines = ['| section | figure | value | 95% CI | goal | rule | result |', '|---|---|---|---|---|---|---|'];
  for (const f of figures.filter((figure) => figure.goal !== null)) {
    const value = f.shown ?? formatValue(f.value, f.unit);
    lines.push(`| ${cell(f.section.split(' ')[0]!.replace('.', ''))} | ${cell(f.name)} | ${cell(value)} | ${intervalText(f)} | ${cell(f.goal ?? '')} | ${cell(f.rule ?? '')} | ${f.pass ? 'pass' : '**missed**'} |`);
  }
  return lines.join('\n');
}

/** What a part of the run is judged by: the median of the host's readings around it (host-readings.ts). */
export const medianReading = (readings: number[]): number => round(median(readings), 2);

/** Each step's own readings, and their median, which its goals were scaled by. */
function stepSpeeds(machine: Machine): string {
  const steps = Object.entries(machine.speed.bySteps ?? {});
  if (!steps.length) return '';
  const readings = (values: number[]) => values.map((ms) => ms.toFixed(1)).join(', ');
  return `; around each step (and each page the panel opens on, each editor the typing step types into, each part of the scale step): right before it, between the page loads' launches, and right after it, whose median its goals are scaled by: ${steps.map(([name, values]) => `${name} ${medianReading(values).toFixed(1)} ms (${readings(values)})`).join(', ')}`;
}

export function machineLine(machine: Machine): string {
  return `${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB memory; ${machine.os}; Node ${machine.node}; ${machine.chromium}, headless; reference workload ${machine.speed.referenceMs.toFixed(1)} ms (a fixed script timed in two pages of Chromium without Inplace at once, median of ${machine.speed.runs.length}: the lower, the faster the machine; ${machine.speed.aloneMs.toFixed(1)} ms in one page alone)${stepSpeeds(machine)}`;
}

export function markdownReport(report: Report, intro: string[]): string {
  const missed = report.figures.filter((f) => f.pass === false);
  return [
    '# Inplace benchmark',
    '',
    ...intro,
    '',
    `Run on ${report.date.slice(0, 10)} in ${Math.round(report.durationSeconds)} s. Machine: ${machineLine(report.machine)}; load average ${report.loadAverage.start} at the start, ${report.loadAverage.end} at the end.`,
    `Build: \`${report.build.path}\`, version ${report.build.version}.${report.build.changedDuringRun ? ' **The build changed during the run: run it again.**' : ''}`,
    '',
    markdownTable(report.figures),
    '',
    missed.length ? `Goals missed: ${missed.map((f) => `${f.section.split(' ')[0]} ${f.name}`).join('; ')}.` : 'Every goal is met.',
    '',
  ].join('\n');
}

export function writeReport(report: Report, intro: string[], jsonPath: string, mdPath: string): void {
  writeFileSync(jsonPath, `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(mdPath, markdownReport(report, intro));
}
