import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { eventTimings, keystrokes, type EventTimingData, type TraceEvent } from '../../../bench/measure/event-timing';

// Three keys typed into a bare <input> in headless Chromium, as its DevTools trace wrote them,
// plus one keydown of another frame.
const recorded = JSON.parse(readFileSync(new URL('../../fixtures/event-timing-trace.json', import.meta.url), 'utf8')) as { frame: string; events: TraceEvent[] };

describe('keystrokes from Event Timing trace events', () => {
  test("a recorded trace gives one keystroke per key typed, of the page's own frame", () => {
    const typed = keystrokes(eventTimings(recorded.events, recorded.frame));
    expect(typed).toHaveLength(3);
    for (const key of typed) {
      expect(key.inputDelay).toBeGreaterThanOrEqual(0);
      expect(key.processing).toBeGreaterThan(0);
      // The interaction lasts at least until its handlers are done.
      expect(key.duration).toBeGreaterThanOrEqual(key.inputDelay + key.processing);
    }
  });

  test('input delay, processing counted once where events nest, and the longest duration', () => {
    const at = (type: string, interactionId: number, timeStamp: number, processingStart: number, processingEnd: number, duration: number): EventTimingData =>
      ({ type, frame: 'F', interactionId, timeStamp, processingStart, processingEnd, duration });
    const [first, second] = keystrokes([
      at('keydown', 7, 100, 103, 105, 24),
      at('keypress', 7, 100, 105.5, 110, 24),
      at('beforeinput', 0, 106, 106, 107, 18), // inside the keypress
      at('input', 0, 109, 109, 109.5, 15),
      at('keyup', 7, 140, 141, 142, 30),
      at('keydown', 9, 200, 200.5, 201, 16),
      at('input', 0, 200.8, 200.8, 200.9, 16),
      at('keyup', 9, 230, 230, 230.2, 8),
    ]);
    expect(first).toMatchObject({ inputDelay: 3, processing: 2 + 4.5 + 1, duration: 30 });
    // Each of its events' own span, for a look at what ran in them (bench/keystroke-summary.ts).
    expect(first!.spans).toEqual([
      { type: 'keydown', start: 103, end: 105 },
      { type: 'keypress', start: 105.5, end: 110 },
      { type: 'beforeinput', start: 106, end: 107 },
      { type: 'input', start: 109, end: 109.5 },
      { type: 'keyup', start: 141, end: 142 },
    ]);
    expect(second!.inputDelay).toBeCloseTo(0.5);
    expect(second!.processing).toBeCloseTo(0.5 + 0.2);
    expect(second!.duration).toBe(16);
  });
});
