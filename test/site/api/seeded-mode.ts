// What the site's seeded answer modes share (sparse records, variants): on or off, a seed, one
// draw of a master generator per answer so that each answer has its own reproducible sequence,
// and the small helpers both use to loosen values.
import { seededRandom } from '../../support/seeded-random.ts';

export type Random = () => number;

/** Probability that an integer comes as a numeric string. */
export const STRING_INT = 0.5;

export class SeededMode {
  on = false;
  seed = 1;
  private master: Random = seededRandom(1);

  set(on: boolean, seed = 1): void {
    this.on = on;
    this.seed = seed;
    this.master = seededRandom(seed);
  }

  /** The generator of the next answer. */
  protected nextAnswer(): Random {
    return seededRandom(Math.floor(this.master() * 4294967296));
  }
}

/** An integer, as a numeric string half the time. */
export function looseInt(value: unknown, random: Random): unknown {
  return isInt(value) && random() < STRING_INT ? String(value) : value;
}

export function pick<T>(random: Random, options: readonly T[]): T {
  return options[Math.floor(random() * options.length)] as T;
}

export function isInt(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
