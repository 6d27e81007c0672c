// An owner's regular expression runs in a worker with a time bound: its matches come back as the
// panel's own search finds them; a pattern that has not finished in time ends the worker (the
// next search starts a new one) and says so; text found as typed never needs the worker.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { findMatches } from '../../../src/replace/matches';
import { boundedFinder, PatternTooSlow, type MatchQuestion } from '../../../src/replace/timed-matches';

/** A worker as the browser gives one, answering like match-worker.ts, or never (a runaway pattern). */
class FakeWorker extends EventTarget {
  terminated = false;
  readonly answers: boolean;
  constructor(answers: boolean) {
    super();
    this.answers = answers;
  }
  postMessage(question: MatchQuestion) {
    if (!this.answers) return;
    const matches = findMatches(question.text, question.spans, new RegExp(question.source, question.flags), question.replacement, true);
    queueMicrotask(() => this.dispatchEvent(new MessageEvent('message', { data: { id: question.id, matches } })));
  }
  terminate() {
    this.terminated = true;
  }
}

afterEach(() => vi.useRealTimers());

describe('a regular expression, bounded in time', () => {
  const text = 'Звоните +7 (495) 000-00-00 или +7 (812) 000-00-00';
  const spans = [{ start: 0, end: text.length }];

  test('its matches, with their groups filled in, as found here', async () => {
    const made: FakeWorker[] = [];
    const finder = boundedFinder(() => (made.push(new FakeWorker(true)), made.at(-1) as unknown as Worker));
    const regex = /\+7 \((\d{3})\) 000-00-00/gu;
    expect(await finder.find(text, spans, regex, '8 $1 000', true)).toEqual(findMatches(text, spans, regex, '8 $1 000', true));
    expect(await finder.find(text, spans, regex, '8 $1', true)).toHaveLength(2);
    // One worker serves every text of a scan.
    expect(made).toHaveLength(1);
  });

  test('a pattern past its time: stopped, the worker ended, and a new one for the next search', async () => {
    vi.useFakeTimers();
    const made: FakeWorker[] = [];
    const finder = boundedFinder(() => (made.push(new FakeWorker(made.length > 0)), made.at(-1) as unknown as Worker), 2_000);
    const slow = finder.find('a'.repeat(40) + '!', spans, /(a+)+$/gu, 'b', true);
    const caught = slow.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(made[0]!.terminated).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await caught).toBeInstanceOf(PatternTooSlow);
    expect(made[0]!.terminated).toBe(true);
    vi.useRealTimers();
    expect(await finder.find(text, spans, /495/gu, '496', true)).toHaveLength(1);
    expect(made).toHaveLength(2);
  });

  test('text as typed is found here, with no worker', async () => {
    const start = vi.fn();
    const finder = boundedFinder(start);
    expect(await finder.find(text, spans, /000-00-00/gu, 'x', false)).toHaveLength(2);
    expect(start).not.toHaveBeenCalled();
  });
});
