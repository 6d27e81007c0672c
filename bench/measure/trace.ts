// A Chrome trace of a page (CDP Tracing) and the main-thread time a script spends in it: what
// Performance.getMetrics cannot tell, since it counts every task of the document together.
import type { CDPSession } from 'playwright-core';

/** One event of the Trace Event Format as Chromium writes it. */
export interface TraceEvent {
  name: string;
  cat?: string;
  /** 'X' complete (with dur), 'B'/'E' begin/end, 'M' metadata, 'I' instant, … */
  ph: string;
  pid: number;
  tid: number;
  /** Microseconds. */
  ts: number;
  dur?: number;
  /** Thread (CPU) time of a complete event, microseconds. */
  tdur?: number;
  args?: { name?: string; data?: Record<string, unknown> } & Record<string, unknown>;
}

/** What a script's main-thread work is recorded under: its top-level runs, compiles and callbacks. */
export const TRACE_CATEGORIES = ['devtools.timeline', 'v8.execute', 'disabled-by-default-devtools.timeline'];

export interface Trace {
  /** Stops the trace and hands back every event it recorded. */
  stop(): Promise<TraceEvent[]>;
}

/** Starts tracing the page of `session`; its events come back from stop(). */
export async function startTrace(session: CDPSession, categories: string[] = TRACE_CATEGORIES): Promise<Trace> {
  const events: TraceEvent[] = [];
  const collect = ({ value }: { value: object[] }) => events.push(...(value as TraceEvent[]));
  session.on('Tracing.dataCollected', collect);
  await session.send('Tracing.start', { traceConfig: { includedCategories: categories }, transferMode: 'ReportEvents' });
  return {
    async stop() {
      const complete = new Promise<void>((done) => session.once('Tracing.tracingComplete', () => done()));
      await session.send('Tracing.end');
      await complete;
      session.off('Tracing.dataCollected', collect);
      return events;
    },
  };
}

/**
 * Events that run or compile a script and name it in data.url: its evaluation, compilation and
 * code cache, and the calls into it (timers, idle callbacks, event listeners, messages).
 * Other events carry a data.url too (a document loaded, an image painted): not a script's time.
 */
const SCRIPT_EVENTS = new Set(['EvaluateScript', 'v8.compile', 'v8.compileModule', 'v8.evaluateModule', 'v8.produceCache', 'v8.produceModuleCache', 'FunctionCall']);

function scriptUrlOf(event: TraceEvent): string {
  const url = event.args?.data?.url;
  return SCRIPT_EVENTS.has(event.name) && typeof url === 'string' ? url : '';
}

interface Span {
  thread: string;
  name: string;
  start: number;
  end: number;
  /** Thread (CPU) time, where the event has it. */
  cpu: number;
}

/** The renderers' main threads ("CrRendererMain"), as pid:tid. */
function rendererMainThreads(events: TraceEvent[]): Set<string> {
  const threads = new Set<string>();
  for (const event of events) {
    if (event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain') threads.add(`${event.pid}:${event.tid}`);
  }
  return threads;
}

export interface ScriptTime {
  /** Main-thread time (ms, wall clock) of the events that ran the script, nested ones counted once. */
  ms: number;
  /** The same events' thread time (ms): what they cost the CPU, without the waits of a busy machine. */
  cpuMs: number;
  /** How many top-level stretches that time came in. */
  slices: number;
  /** Wall time per event name (ms) among the top-level ones, to tell compiling from running. */
  byEvent: Record<string, number>;
}

/**
 * The main-thread time attributable to the scripts whose URL starts with `urlPrefix`: every
 * complete script event (SCRIPT_EVENTS) on a renderer's main thread that names such a script,
 * an event nested in another counted once. Not in it: work the script leaves to the browser (style,
 * layout, paint) and microtask checkpoints, which the timeline does not tie to a script.
 */
export function scriptMainThreadTime(events: TraceEvent[], urlPrefix: string): ScriptTime {
  const main = rendererMainThreads(events);
  const spans: Span[] = [];
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.ph !== 'X' || event.dur === undefined || !main.has(thread) || !scriptUrlOf(event).startsWith(urlPrefix)) continue;
    spans.push({ thread, name: event.name, start: event.ts, end: event.ts + event.dur, cpu: event.tdur ?? event.dur });
  }
  // Outer events first: at the same start, the longer one.
  spans.sort((a, b) => (a.thread < b.thread ? -1 : a.thread > b.thread ? 1 : 0) || a.start - b.start || b.end - a.end);
  const time: ScriptTime = { ms: 0, cpuMs: 0, slices: 0, byEvent: {} };
  let last: Span | null = null;
  for (const span of spans) {
    const sameThread = last?.thread === span.thread;
    if (sameThread && span.end <= last!.end) continue;
    // One that starts inside the last but ends after it adds only its part past the last.
    const from = sameThread ? Math.max(span.start, last!.end) : span.start;
    const share = span.end > span.start ? (span.end - from) / (span.end - span.start) : 1;
    time.ms += (span.end - from) / 1000;
    time.cpuMs += (span.cpu * share) / 1000;
    time.slices++;
    time.byEvent[span.name] = (time.byEvent[span.name] ?? 0) + (span.end - from) / 1000;
    last = span;
  }
  return time;
}
