import fc from 'fast-check';
import { afterEach, describe, expect, test } from 'vitest';
import { HostReadings } from '../../../bench/measure/host-readings';
import { figure, goals, GOAL_HOST_MS, judgeOnHost } from '../../../bench/measure/report';
import { binomialCdf, median, orderings, pairedDifferences, quantileInterval } from '../../../bench/measure/stats';

describe('confidence intervals of the bench', () => {
  test('the binomial distribution sums as tables give it', () => {
    expect(binomialCdf(5, 21, 0.5)).toBeCloseTo(0.0133, 4);
    expect(binomialCdf(6, 21, 0.5)).toBeCloseTo(0.0392, 4);
    expect(binomialCdf(-1, 10, 0.3)).toBe(0);
    expect(binomialCdf(10, 10, 0.3)).toBe(1);
  });

  test("the median's interval of 21 runs is the 6th to the 16th, covering 97.3%", () => {
    const runs = Array.from({ length: 21 }, (_, i) => 21 - i); // 21 … 1, unsorted on purpose
    const interval = quantileInterval(runs, 0.5);
    expect([interval.low, interval.high]).toEqual([6, 16]);
    expect(interval.coverage).toBeCloseTo(0.9734, 3);
  });

  test('too few runs leave a side unbounded, and a rule on it fails', () => {
    const interval = quantileInterval([1, 2, 3, 4, 5], 0.5);
    expect([interval.low, interval.high]).toEqual([-Infinity, Infinity]);
    const judged = figure({ id: 'x', section: '1. s', name: 'x', unit: 'ms', runs: [1, 2, 3, 4, 5], goal: goals.upperBelow(100, '< 100 ms') });
    expect(judged.pass).toBe(false);
  });

  test('the interval holds the median and covers at least the level asked', () => {
    fc.assert(fc.property(fc.array(fc.double({ min: -1e3, max: 1e3, noNaN: true }), { minLength: 9, maxLength: 200 }), (runs) => {
      const interval = quantileInterval(runs, 0.5);
      expect(interval.low).toBeLessThanOrEqual(median(runs));
      expect(interval.high).toBeGreaterThanOrEqual(median(runs));
      expect(interval.coverage).toBeGreaterThanOrEqual(0.95);
    }));
  });

  test('a goal judged on the interval fails when the spread, not the median, reaches the limit', () => {
    // Median 3 ms, but half the runs near the limit: not met with confidence.
    const runs = [1, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3, 4, 4.5, 4.6, 4.7, 4.9, 6, 7, 8, 9, 10];
    const shown = figure({ id: 'x', section: '2. s', name: 'added', unit: 'ms', runs, goal: goals.upperBelow(5, '< 5 ms') });
    expect(shown.median).toBe(3);
    expect(shown.interval.high).toBe(4.9);
    expect(shown.pass).toBe(true);
    const worse = figure({ id: 'x', section: '2. s', name: 'added', unit: 'ms', runs: runs.map((r) => r + 0.2), goal: goals.upperBelow(5, '< 5 ms') });
    expect(worse.median).toBe(3.2);
    expect(worse.pass).toBe(false);
    expect(worse.rule).toBe('upper bound of the 95% confidence interval of the median of 21 < 5 ms');
  });

  test('percentiles of pooled samples state their rule', () => {
    const runs = Array.from({ length: 100 }, (_, i) => i / 10); // 0 … 9.9
    const shown = figure({ id: 'x', section: '4. s', name: 'processing', unit: 'ms', runs, statistic: { kind: 'percentile', p: 95 }, goal: goals.valueBelow(8, '< 8 ms') });
    expect(shown.value).toBeCloseTo(9.405, 2);
    expect(shown.pass).toBe(false);
    expect(shown.rule).toBe('p95 of 100 pooled < 8 ms');
  });

  test('paired runs must match in number', () => {
    expect(pairedDifferences([3, 5], [1, 1])).toEqual([2, 4]);
    expect(() => pairedDifferences([1], [1, 2])).toThrow(/differ in number/);
  });
});

describe('the order of the cases in a run', () => {
  test('every case takes every place equally often over all the orders', () => {
    const orders = orderings(['without', 'again', 'with']);
    expect(orders).toHaveLength(6);
    expect(new Set(orders.map((order) => order.join()))).toHaveProperty('size', 6);
    for (const place of [0, 1, 2]) {
      expect(orders.filter((order) => order[place] === 'with')).toHaveLength(2);
    }
  });

  test('two cases: first one, then the other', () => {
    expect(orderings(['a', 'b'])).toEqual([['a', 'b'], ['b', 'a']]);
  });
});

describe('goals in milliseconds on hosts of other speeds', () => {
  const runs = Array.from({ length: 21 }, (_, i) => 110 + i); // 110 … 130 ms

  test('stated for a 27 ms host and judged scaled by the host’s own reference workload, both printed', () => {
    try {
      // On the reference host the time misses its goal of 100 ms.
      judgeOnHost(27);
      expect(figure({ id: 'x', section: 's', name: 'open', unit: 'ms', runs, goal: goals.msUpperBelow(100) })).toMatchObject({
        goal: '< 100 ms on a 27 ms host (< 100 ms here)', pass: false,
      });
      // A host whose workload took 51.3 ms is held to 190 ms: met.
      judgeOnHost(51.3);
      const slow = figure({ id: 'x', section: 's', name: 'open', unit: 'ms', runs, goal: goals.msUpperBelow(100) });
      expect(slow).toMatchObject({ goal: '< 100 ms on a 27 ms host (< 190 ms here)', pass: true });
      expect(slow.rule).toBe('upper bound of the 95% confidence interval of the median of 21 < 190 ms (100 ms × 51.3 / 27 ms)');
      // A faster host is held to less, and a second shows as seconds.
      judgeOnHost(13.5);
      expect(figure({ id: 'x', section: 's', name: 'typing', unit: 'ms', runs: [60, 70], goal: goals.msValueBelow(100) }).pass).toBe(false);
      expect(goals.msUpperBelow(1000).text).toBe('< 1 s on a 27 ms host (< 500 ms here)');
    } finally {
      judgeOnHost(GOAL_HOST_MS);
    }
  });
});

describe('a part of the run judged by the host’s readings around it', () => {
  const runs = Array.from({ length: 21 }, (_, i) => 110 + i); // 110 … 130 ms: the interval's top is about 125
  const opening = () => figure({ id: 'x', section: 's', name: 'open', unit: 'ms', runs, goal: goals.msUpperBelow(100) });
  afterEach(() => judgeOnHost(GOAL_HOST_MS));

  test('a fast reading right before a part does not decide alone: the one after it counts too, by their median', () => {
    const readings = new HostReadings();
    readings.before('panel', 20);
    const made = opening();
    // Judged for 20 ms so far: 74 ms here, missed.
    expect(made).toMatchObject({ goal: '< 100 ms on a 27 ms host (< 74.1 ms here)', pass: false });
    // The host read 60 ms right after: the part ran on a 40 ms host (median of 20 and 60).
    readings.before('typing', 60);
    expect(made).toMatchObject({ goal: '< 100 ms on a 27 ms host (< 148.1 ms here)', pass: true });
    expect(made.rule).toBe('upper bound of the 95% confidence interval of the median of 21 < 148.1 ms (100 ms × 40 / 27 ms)');

    // A figure of the next part is judged by its own readings, the one before it and those after.
    const typed = opening();
    readings.during(30);
    readings.during(31);
    readings.end(32);
    expect(typed).toMatchObject({ goal: '< 100 ms on a 27 ms host (< 116.7 ms here)', pass: false }); // median of 60, 30, 31, 32: 31.5
    expect(made.pass).toBe(true);
    expect(readings.byPart).toEqual({ panel: [20, 60], typing: [60, 30, 31, 32] });
  });

  test('goals that are not scaled to the host are left as they were judged', () => {
    const readings = new HostReadings();
    readings.before('sizes', 20);
    const size = figure({ id: 'y', section: 's', name: 'bundle', unit: 'bytes', runs: [900], goal: goals.everyBelow(1000, '< 1000 B') });
    readings.end(200);
    expect(size).toMatchObject({ goal: '< 1000 B', rule: 'every run < 1000 B', pass: true });
  });
});
