// The bench's trace arithmetic, on a trace recorded from a page of the registered site loading
// (the reference site's home page with Inplace's content script; cut down to the events that matter).
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { scriptMainThreadTime, type TraceEvent } from '../../../bench/measure/trace';

const recorded = JSON.parse(readFileSync(new URL('../../fixtures/trace-registered-page.json', import.meta.url), 'utf8')) as TraceEvent[];
const CONTENT_SCRIPT = 'chrome-extension://mgfkmjdhjkobcnppioojnccgbepnleon/content-scripts/';
const PAGE = 'http://127.0.0.1:45637/';
const rounded = (value: number) => Math.round(value * 1000) / 1000;

describe('scriptMainThreadTime', () => {
  test('the content script: its evaluation (its compilation inside) and its idle callback, once each', () => {
    const time = scriptMainThreadTime(recorded, CONTENT_SCRIPT);
    expect(rounded(time.ms)).toBe(4.118);
    expect(rounded(time.cpuMs)).toBe(3.954);
    expect(time.slices).toBe(2);
    expect(Object.fromEntries(Object.entries(time.byEvent).map(([name, ms]) => [name, rounded(ms)]))).toEqual({ EvaluateScript: 2.582, FunctionCall: 1.536 });
  });

  test("the page's own scripts apart from it; a document loaded or an image painted is no script's time", () => {
    const time = scriptMainThreadTime(recorded, PAGE);
    expect(rounded(time.ms)).toBe(2.256);
    expect(time.slices).toBe(2);
  });

  test('a script the trace does not name costs nothing', () => {
    expect(scriptMainThreadTime(recorded, 'chrome-extension://another/')).toEqual({ ms: 0, cpuMs: 0, slices: 0, byEvent: {} });
  });

  test('only renderer main threads count: the same script on another thread (here the compositor) adds nothing', () => {
    const compositor = recorded.find((event) => event.ph === 'M' && event.args?.name === 'Compositor')!;
    const evaluation = recorded.find((event) => event.name === 'EvaluateScript' && String(event.args?.data?.url).startsWith(CONTENT_SCRIPT))!;
    const elsewhere = { ...evaluation, pid: compositor.pid, tid: compositor.tid };
    expect(rounded(scriptMainThreadTime([...recorded, elsewhere], CONTENT_SCRIPT).ms)).toBe(4.118);
  });

  test('an event that starts inside another and ends after it adds only its own part past it', () => {
    const main = recorded.find((event) => event.ph === 'M' && event.args?.name === 'CrRendererMain')!;
    const at = (name: string, ts: number, dur: number): TraceEvent => ({
      name, ph: 'X', pid: main.pid, tid: main.tid, ts, dur, tdur: dur / 2, args: { data: { url: `${CONTENT_SCRIPT}content.js` } },
    });
    const time = scriptMainThreadTime([main, at('EvaluateScript', 1000, 2000), at('FunctionCall', 2500, 1000)], CONTENT_SCRIPT);
    expect(time.ms).toBe(2.5);
    expect(time.cpuMs).toBe(1.25);
  });
});
