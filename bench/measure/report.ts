// Figures as the report states them: runs, min, median, max, the goal and whether it is met;
// written as bench/report.json and as one Markdown table in bench/report.md.
import { writeFileSync } from 'node:fs';
import type { Machine } from './machine.ts';
import { round, summarize, type Summary } from './stats.ts';

export type Unit = 'ms' | 'bytes' | 'ratio' | 'requests';

export interface Figure {
  id: string;
  section: string;
  name: string;
  unit: Unit;
  runs: number[];
  min: number;
  median: number;
  max: number;
  goal: string | null;
  pass: boolean | null;
  /** Shown instead of the median when a number alone says too little (e.g. "1 GET + 1 PUT"). */
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
  goal?: string;
  /** Judges the goal; without it the figure has no goal. */
  pass?: (summary: Summary) => boolean;
  shown?: string;
  note?: string;
  detail?: unknown;
}

export function figure(input: FigureInput): Figure {
  const summary = summarize(input.runs);
  const digits = input.unit === 'ratio' ? 3 : input.unit === 'ms' ? 2 : 0;
  return {
    id: input.id,
    section: input.section,
    name: input.name,
    unit: input.unit,
    runs: input.runs.map((value) => round(value, digits)),
    min: round(summary.min, digits),
    median: round(summary.median, digits),
    max: round(summary.max, digits),
    goal: input.goal ?? null,
    pass: input.pass ? input.pass(summary) : null,
    ...(input.shown !== undefined && { shown: input.shown }),
    ...(input.note !== undefined && { note: input.note }),
    ...(input.detail !== undefined && { detail: input.detail }),
  };
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

/** The one table: a heading row per section, then its figures. */
export function markdownTable(figures: Figure[]): string {
  const lines = ['| figure | median | min – max | runs | goal | result |', '|---|---|---|---|---|---|'];
  let section = '';
  for (const f of figures) {
    if (f.section !== section) {
      section = f.section;
      lines.push(`| **${cell(section)}** | | | | | |`);
    }
    const median = f.shown ?? formatValue(f.median, f.unit);
    const range = f.min === f.max ? formatValue(f.min, f.unit) : `${formatValue(f.min, f.unit)} – ${formatValue(f.max, f.unit)}`;
    const result = f.pass === null ? '' : f.pass ? 'pass' : '**missed**';
    lines.push(`| ${cell(f.name)} | ${cell(median)} | ${cell(range)} | ${f.runs.length} | ${cell(f.goal ?? '')} | ${result} |`);
  }
  return lines.join('\n');
}

export function machineLine(machine: Machine): string {
  return `${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB memory; ${machine.os}; Node ${machine.node}; ${machine.chromium}, headless`;
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
