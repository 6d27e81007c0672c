// The hourly request limit per token: a sliding 60-minute window of accepted requests. A request
// past the limit is refused with REQUESTS_LIMIT and blocks the token for `blockMs`; while blocked
// every request is refused. After the block, requests pass again once the window has room
// (a request into a still-full window blocks the token again).
import type { SiteClock } from './clock.ts';

export const HOUR_MS = 60 * 60 * 1000;
export const DEFAULT_LIMIT = 10_000;
export const DEFAULT_BLOCK_MS = 10 * 60 * 1000;

export interface LimitDecision {
  ok: boolean;
  used: number;
  limit: number;
  blockedUntil?: number;
}

export class HourlyLimiter {
  limit: number;
  readonly blockMs: number;
  private readonly clock: SiteClock;
  private readonly windows = new Map<string, number[]>();
  private readonly blockedUntil = new Map<string, number>();

  constructor(clock: SiteClock, limit = DEFAULT_LIMIT, blockMs = DEFAULT_BLOCK_MS) {
    this.clock = clock;
    this.limit = limit;
    this.blockMs = blockMs;
  }

  /** Counts the request when it is accepted. */
  take(tokenId: string): LimitDecision {
    const now = this.clock.now();
    const until = this.blockedUntil.get(tokenId);
    if (until !== undefined && now < until) return { ok: false, used: this.used(tokenId, now), limit: this.limit, blockedUntil: until };
    const window = this.prune(tokenId, now);
    if (window.length >= this.limit) {
      const blockedUntil = now + this.blockMs;
      this.blockedUntil.set(tokenId, blockedUntil);
      return { ok: false, used: window.length, limit: this.limit, blockedUntil };
    }
    window.push(now);
    return { ok: true, used: window.length, limit: this.limit };
  }

  status(tokenId: string): { used: number; limit: number; blockedUntil: number | null } {
    const now = this.clock.now();
    const until = this.blockedUntil.get(tokenId);
    return { used: this.used(tokenId, now), limit: this.limit, blockedUntil: until !== undefined && until > now ? until : null };
  }

  clear(): void {
    this.windows.clear();
    this.blockedUntil.clear();
  }

  private used(tokenId: string, now: number): number {
    return this.prune(tokenId, now).length;
  }

  private prune(tokenId: string, now: number): number[] {
    const window = (this.windows.get(tokenId) ?? []).filter((time) => time > now - HOUR_MS);
    this.windows.set(tokenId, window);
    return window;
  }
}
