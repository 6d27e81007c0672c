// Summarises the typing traces the bench writes (BENCH_TRACE=dir): each keystroke whose processing
// reaches `min` ms, its events' own processing, and what ran on the panel's main thread meanwhile
// (a layout, a garbage collection, a script), the longest first.
// node bench/keystroke-summary.ts file.json [min]
import { readFileSync } from 'node:fs';
import { eventTimings, keystrokes } from './measure/event-timing.ts';
import type { TraceEvent } from './measure/trace.ts';

const [file, minArg] = process.argv.slice(2);
if (!file) throw new Error('usage: node bench/keystroke-summary.ts file.json [min]');
const { frame, typedFrom, events } = JSON.parse(readFileSync(file, 'utf8')) as { frame: string; typedFrom: number; events: TraceEvent[] };
const min = Number(minArg ?? 0);

// Event Timing's times are from the frame's time origin; the trace's own clock is in µs.
const first = events.find((event) => event.name === 'EventTiming' && event.ph === 'b' && event.args?.data?.frame === frame);
if (!first) throw new Error(`${file}: no Event Timing of frame ${frame}`);
const originMs = first.ts / 1000 - (first.args!.data!.timeStamp as number);

const mainThreads = new Set(events
  .filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
  .map((event) => `${event.pid}:${event.tid}`));
const work = events.filter((event) => event.ph === 'X' && (event.dur ?? 0) > 0 && mainThreads.has(`${event.pid}:${event.tid}`));

const nameOf = (event: TraceEvent) => {
  const data = event.args?.data ?? {};
  return [event.name, data.type, data.functionName].filter(Boolean).join(':');
};

/** Spans merged where they overlap (an input event runs inside its keypress): each moment once. */
function union(spans: number[][]): Array<[number, number]> {
  const merged: Array<[number, number]> = [];
  for (const [start, end] of [...spans].sort((a, b) => a[0]! - b[0]!)) {
    const last = merged.at(-1);
    if (last && start! <= last[1]) last[1] = Math.max(last[1], end!);
    else merged.push([start!, end!]);
  }
  return merged;
}

const typed = keystrokes(eventTimings(events as never, frame).filter((timing) => timing.timeStamp >= typedFrom));
typed.forEach((key, index) => {
  if (key.processing < min) return;
  console.log(`key ${index}: processing ${key.processing.toFixed(1)} ms, input delay ${key.inputDelay.toFixed(1)} ms (${key.spans.map((span) => `${span.type} ${(span.end - span.start).toFixed(1)}`).join(', ')})`);
  const within = new Map<string, number>();
  for (const [from, to] of union(key.spans.map((span) => [(span.start + originMs) * 1000, (span.end + originMs) * 1000]))) {
    for (const event of work) {
      const overlap = Math.min(to, event.ts + event.dur!) - Math.max(from, event.ts);
      if (overlap > 0) within.set(nameOf(event), (within.get(nameOf(event)) ?? 0) + overlap / 1000);
    }
  }
  console.log(`    ${[...within].sort((a, b) => b[1] - a[1]).slice(0, 10).map(([name, ms]) => `${name} ${ms.toFixed(1)}`).join(' | ')}`);
});
