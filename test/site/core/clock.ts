// The site's clock: a base source (Date.now unless a test gives one) plus an offset that the
// control hook can advance, so sliding windows and blocks are testable without waiting.
export class SiteClock {
  private readonly base: () => number;
  private offset = 0;

  constructor(base: () => number = Date.now) {
    this.base = base;
  }

  now(): number {
    return this.base() + this.offset;
  }

  /** Unix seconds, the platform's date format in records. */
  seconds(): number {
    return Math.floor(this.now() / 1000);
  }

  advance(ms: number): void {
    this.offset += ms;
  }

  reset(): void {
    this.offset = 0;
  }
}
