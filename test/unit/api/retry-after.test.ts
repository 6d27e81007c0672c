import { describe, expect, test } from 'vitest';
import { retryAfter } from '@/src/api/transport';

const NOW = Date.UTC(2026, 3, 10, 12, 0, 0);

describe('retryAfter', () => {
  test.each<[string, string, number]>([
    ['zero seconds', '0', NOW],
    ['seconds', '120', NOW + 120_000],
    ['an hour in seconds', '3600', NOW + 3_600_000],
    ['seconds with spaces around', ' 30 ', NOW + 30_000],
    ['an HTTP date', 'Fri, 10 Apr 2026 12:05:00 GMT', Date.UTC(2026, 3, 10, 12, 5, 0)],
    ['an HTTP date already past', 'Fri, 10 Apr 2026 11:00:00 GMT', Date.UTC(2026, 3, 10, 11, 0, 0)],
  ])('%s: the time to retry at', (_name, header, expected) => {
    expect(retryAfter(header, NOW)).toBe(expected);
  });

  test.each<[string, string | null]>([
    ['no header', null],
    ['an empty header', ''],
    ['words', 'soon'],
    ['a duration with its unit', '2 minutes'],
    ['digits with letters', '12abc'],
    ['infinity', 'Infinity'],
  ])('%s: no time', (_name, header) => {
    expect(retryAfter(header, NOW)).toBeUndefined();
  });

  // Text that is neither whole seconds nor an HTTP date is no time, even where Date.parse
  // would read a trailing number as a year ("-1" and "retry in 5" as 2001).
  test.each<[string, string]>([
    ['negative seconds', '-1'],
    ['words ending in a number', 'retry in 5'],
  ])('%s: no time', (_name, header) => {
    expect(retryAfter(header, NOW)).toBeUndefined();
  });

  test('uses the current time when none is given', () => {
    const before = Date.now();
    const at = retryAfter('10');
    expect(at).toBeGreaterThanOrEqual(before + 10_000);
    expect(at).toBeLessThanOrEqual(Date.now() + 10_000);
  });
});
