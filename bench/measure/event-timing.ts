// Keystrokes as the browser itself times them: Chromium's Event Timing entries, read from a
// DevTools trace ("EventTiming" events of the devtools.timeline category). The trace has every
// event, where PerformanceObserver reports only those of 16 ms and more, rounded to 8 ms.

/** One EventTiming trace event's data: times in ms from the frame's time origin. */
export interface EventTimingData {
  type: string;
  frame: string;
  /** Keystrokes and clicks carry one; events within them (beforeinput, input) have 0. */
  interactionId: number;
  timeStamp: number;
  processingStart: number;
  processingEnd: number;
  duration: number;
}

export interface TraceEvent {
  name: string;
  ph?: string;
  args?: { data?: Record<string, unknown> };
}

export interface Keystroke {
  /** The keydown's timestamp (the hardware event) → its handlers start. */
  inputDelay: number;
  /**
   * Time on the main thread running the keystroke's handlers and default actions (the text
   * going into the field): the union of its events' processing spans, so an input event
   * nested in its keypress counts once.
   */
  processing: number;
  /** The interaction's duration as Event Timing reports it: the longest of its events, to the frame that showed it. */
  duration: number;
  /** Its events' processing spans, [start, end] in ms from the frame's time origin. */
  spans: Array<{ type: string; start: number; end: number }>;
}

const KEY_EVENTS = new Set(['keydown', 'keypress', 'keyup']);
const WITHIN_KEY = new Set(['beforeinput', 'input']);

/** The Event Timing data of a trace's events, of one frame, in time order. */
export function eventTimings(events: TraceEvent[], frame: string): EventTimingData[] {
  return events
    .filter((event) => event.name === 'EventTiming' && event.ph === 'b' && event.args?.data?.frame === frame)
    .map((event) => event.args!.data as unknown as EventTimingData)
    .sort((a, b) => a.timeStamp - b.timeStamp);
}

function unionLength(spans: [number, number][]): number {
  const sorted = [...spans].sort((a, b) => a[0] - b[0]);
  let total = 0;
  let end = -Infinity;
  for (const [start, stop] of sorted) {
    if (stop <= end) continue;
    total += stop - Math.max(start, end);
    end = stop;
  }
  return total;
}

/**
 * One entry per keystroke (per keydown), in order. A keystroke's events are those sharing its
 * interaction id (keydown, keypress, keyup) and the beforeinput/input events dispatched between
 * its keydown and the next keystroke's.
 */
export function keystrokes(timings: EventTimingData[]): Keystroke[] {
  const keydowns = timings.filter((t) => t.type === 'keydown' && t.interactionId > 0);
  return keydowns.map((keydown, i) => {
    const next = keydowns[i + 1]?.timeStamp ?? Infinity;
    const own = timings.filter((t) =>
      (KEY_EVENTS.has(t.type) && t.interactionId === keydown.interactionId)
      || (WITHIN_KEY.has(t.type) && t.timeStamp >= keydown.timeStamp && t.timeStamp < next));
    return {
      inputDelay: keydown.processingStart - keydown.timeStamp,
      processing: unionLength(own.map((t) => [t.processingStart, t.processingEnd])),
      duration: Math.max(...own.filter((t) => KEY_EVENTS.has(t.type)).map((t) => t.duration)),
      spans: own.map((t) => ({ type: t.type, start: t.processingStart, end: t.processingEnd })),
    };
  });
}
