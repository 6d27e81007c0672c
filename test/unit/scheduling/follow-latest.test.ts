// The page follows typing: each run is for the newest value, one run at a time, never a backlog.
import { expect, test } from 'vitest';
import { followLatest } from '@/src/scheduling/follow-latest';

function slowJob() {
  const runs: string[] = [];
  const ends: (() => void)[] = [];
  const job = (value: string) => {
    runs.push(value);
    return new Promise<void>((end) => ends.push(end));
  };
  return { runs, ends, job };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

test('the first value runs at once; those that come during a run leave only the newest, run after it', async () => {
  const { runs, ends, job } = slowJob();
  const follow = followLatest(job);
  follow.push('a');
  expect(runs).toEqual(['a']);
  follow.push('ab');
  follow.push('abc');
  follow.push('abcd');
  expect(runs).toEqual(['a']);
  ends[0]!();
  await tick();
  expect(runs).toEqual(['a', 'abcd']);
  ends[1]!();
  await tick();
  expect(runs).toEqual(['a', 'abcd']);
});

test('a failed run does not stop the ones after it; cancel drops what waits', async () => {
  const runs: string[] = [];
  const follow = followLatest(async (value: string) => {
    runs.push(value);
    if (value === 'bad') throw new Error('no page');
  });
  follow.push('bad');
  follow.push('good');
  await tick();
  await tick();
  expect(runs).toEqual(['bad', 'good']);
  const { runs: slowRuns, ends, job } = slowJob();
  const slow = followLatest(job);
  slow.push('x');
  slow.push('y');
  slow.cancel();
  ends[0]!();
  await tick();
  expect(slowRuns).toEqual(['x']);
});

test('runs start at least the gap apart', async () => {
  const starts: number[] = [];
  const follow = followLatest(async () => void starts.push(performance.now()), 30);
  follow.push(1);
  await tick();
  follow.push(2);
  await new Promise((resolve) => setTimeout(resolve, 60));
  expect(starts).toHaveLength(2);
  expect(starts[1]! - starts[0]!).toBeGreaterThanOrEqual(29);
});
