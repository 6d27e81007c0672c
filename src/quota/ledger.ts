// The request ledger of one token: pure arithmetic over a sliding 60-minute window.
import { HOURLY_LIMIT, WINDOW_MS } from '../api/limits';
/** After a REQUESTS_LIMIT answer the site blocks the token for an unstated time: wait, doubling. */
export const FIRST_BACKOFF_MS = 5 * 60 * 1000;
export const MAX_BACKOFF_MS = 60 * 60 * 1000;

export interface Ledger {
  /** When each request in the window was sent, oldest first (ms since epoch). */
  sent: number[];
  /** No request goes before this time (0: not blocked). */
  blockedUntil: number;
  /** REQUESTS_LIMIT answers in a row, for the backoff. */
  limitAnswers: number;
}

export interface QuotaStatus {
  limit: number;
  used: number;
  left: number;
  /** When the oldest request in the window leaves it (null: none in the window). */
  nextFreeAt: number | null;
  blockedUntil: number | null;
}

export type Decision = { ok: true } | { ok: false; reason: 'exhausted' | 'blocked'; retryAt: number };

export const emptyLedger = (): Ledger => ({ sent: [], blockedUntil: 0, limitAnswers: 0 });

export function prune(ledger: Ledger, now: number): Ledger {
  const from = now - WINDOW_MS;
  let drop = 0;
  while (drop < ledger.sent.length && ledger.sent[drop]! <= from) drop++;
  return drop ? { ...ledger, sent: ledger.sent.slice(drop) } : ledger;
}

/** May one more request go now? `ledger` must be pruned to `now`. */
export function decide(ledger: Ledger, now: number, limit = HOURLY_LIMIT): Decision {
  if (ledger.blockedUntil > now) return { ok: false, reason: 'blocked', retryAt: ledger.blockedUntil };
  if (ledger.sent.length >= limit) {
    // The request may go when enough old ones have left the window to make room.
    const oldestToLeave = ledger.sent[ledger.sent.length - limit]!;
    return { ok: false, reason: 'exhausted', retryAt: oldestToLeave + WINDOW_MS };
  }
  return { ok: true };
}

export function recordSent(ledger: Ledger, now: number): Ledger {
  return { ...ledger, sent: [...ledger.sent, now] };
}

/** The site said REQUESTS_LIMIT: wait until it said (Retry-After), else back off, doubling. */
export function recordLimitAnswer(ledger: Ledger, now: number, until?: number): Ledger {
  const announced = until !== undefined && until > now ? Math.min(until, now + MAX_BACKOFF_MS) : undefined;
  // More refusals of one burst, while the block stands, are one block: no doubling for each.
  if (ledger.blockedUntil > now) return { ...ledger, blockedUntil: Math.max(ledger.blockedUntil, announced ?? 0) };
  const backoff = Math.min(FIRST_BACKOFF_MS * 2 ** ledger.limitAnswers, MAX_BACKOFF_MS);
  return { ...ledger, blockedUntil: announced ?? now + backoff, limitAnswers: ledger.limitAnswers + 1 };
}

/** A request went through: the backoff starts over, unless a block learned since still stands. */
export function recordAccepted(ledger: Ledger, now: number): Ledger {
  if (ledger.blockedUntil > now || (!ledger.limitAnswers && !ledger.blockedUntil)) return ledger;
  return { ...ledger, limitAnswers: 0, blockedUntil: 0 };
}

export function quotaStatus(ledger: Ledger, now: number, limit = HOURLY_LIMIT): QuotaStatus {
  const used = ledger.sent.length;
  return {
    limit,
    used,
    left: Math.max(0, limit - used),
    nextFreeAt: used ? ledger.sent[0]! + WINDOW_MS : null,
    blockedUntil: ledger.blockedUntil > now ? ledger.blockedUntil : null,
  };
}
