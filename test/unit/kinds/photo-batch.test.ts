// A batch of photo uploads: one after another, a failed file tried once more and then left with
// its reason, a pause at the hourly limit until the time it gives, and nothing sent twice.
import { describe, expect, test } from 'vitest';
import { runBatch, type BatchDeps, type BatchItem } from '@/src/kinds/photo/upload/batch';

const items = (count: number): BatchItem[] => Array.from({ length: count }, (_, index) => ({ key: `k${index + 1}`, name: `${index + 1}.jpg`, size: 1000, state: 'waiting' }));

function deps(send: (key: string) => Promise<unknown>, now = { at: 1000 }) {
  const sent: string[] = [];
  const failed: [string, string][] = [];
  const pauses: number[] = [];
  const said: { states: string; pausedUntil: number | null }[] = [];
  let stop = false;
  const given: BatchDeps = {
    send: (key) => (sent.push(key), send(key)),
    reasonOf: (error) => ({ message: (error as Error).message, retryAt: (error as { retryAt?: number }).retryAt }),
    failed: async (key, reason) => void failed.push([key, reason]),
    pauseUntil: async (at) => void (pauses.push(at), (now.at = at)),
    changed: (list, pausedUntil) => void said.push({ states: list.map((item) => item.state[0]).join(''), pausedUntil }),
    stopped: () => stop,
    now: () => now.at,
  };
  return { given, sent, failed, pauses, said, stopAfter: () => (stop = true) };
}

describe('a batch of photos', () => {
  test('each file sent once, in order, each answer kept', async () => {
    const batch = items(3);
    const run = deps(async (key) => ({ photo_direct_url: `/_ph/1/${key}.jpg` }));
    await runBatch(batch, run.given);
    expect(run.sent).toEqual(['k1', 'k2', 'k3']);
    expect(batch.map((item) => item.state)).toEqual(['done', 'done', 'done']);
    expect(batch[1]!.answer).toEqual({ photo_direct_url: '/_ph/1/k2.jpg' });
    expect(run.said.map((step) => step.states)).toEqual(['sww', 'dww', 'dsw', 'ddw', 'dds', 'ddd']);
  });

  test('a failure is tried once more; failing again, the file keeps its reason and the rest go on', async () => {
    const batch = items(3);
    const run = deps(async (key) => {
      if (key === 'k2') throw new Error('The site did not take the file.');
      return {};
    });
    await runBatch(batch, run.given);
    expect(run.sent).toEqual(['k1', 'k2', 'k2', 'k3']);
    expect(batch.map((item) => item.state)).toEqual(['done', 'failed', 'done']);
    expect(run.failed).toEqual([['k2', 'The site did not take the file.']]);
  });

  test('one failure then success: sent twice, done', async () => {
    let first = true;
    const batch = items(1);
    const run = deps(async () => {
      if (first) throw ((first = false), new Error('Timed out'));
      return {};
    });
    await runBatch(batch, run.given);
    expect(run.sent).toEqual(['k1', 'k1']);
    expect(batch[0]!.state).toBe('done');
  });

  test('at the hourly limit it pauses until the time the limit gives, then goes on, the file’s tries untouched', async () => {
    const now = { at: 1000 };
    let limited = 2;
    const batch = items(2);
    const run = deps(async (key) => {
      if (key === 'k2' && limited-- > 0) throw Object.assign(new Error('No requests left this hour'), { retryAt: now.at + 60_000 });
      return {};
    }, now);
    await runBatch(batch, run.given);
    expect(run.pauses).toEqual([61_000, 121_000]);
    expect(run.said.filter((step) => step.pausedUntil !== null).map((step) => step.pausedUntil)).toEqual([61_000, 121_000]);
    expect(batch.map((item) => item.state)).toEqual(['done', 'done']);
    expect(run.failed).toEqual([]);
  });

  test('stopped (the panel closes), it sends nothing more; what waits stays waiting', async () => {
    const batch = items(3);
    const run = deps(async () => (run.stopAfter(), {}));
    await runBatch(batch, run.given);
    expect(run.sent).toEqual(['k1']);
    expect(batch.map((item) => item.state)).toEqual(['done', 'waiting', 'waiting']);
  });

  test('what is done or failed already is not sent again', async () => {
    const batch = items(3);
    batch[0]!.state = 'done';
    batch[1]!.state = 'failed';
    const run = deps(async () => ({}));
    await runBatch(batch, run.given);
    expect(run.sent).toEqual(['k3']);
  });
});
