// Counts every request of a token before it is sent, refusing those that would pass the hourly
// limit. Ledgers are persisted on every change (the service worker may stop at any moment), and
// requests of one token are decided one at a time, so concurrent callers cannot overshoot.
import { createStore, del, get, set } from 'idb-keyval';
import { z } from '../validation/z';
import { transportError } from '../api/errors';
import { HOURLY_LIMIT } from '../api/limits';
import { fromStored, storedShape, toStored } from '../storage/versioned';
import {
  decide, emptyLedger, FIRST_BACKOFF_MS, MAX_BACKOFF_MS, prune, quotaStatus, recordAccepted, recordLimitAnswer, recordSent,
  type Decision, type Ledger, type QuotaStatus,
} from './ledger';

export interface LedgerStore {
  load(key: string): Promise<Ledger | undefined>;
  save(key: string, ledger: Ledger): Promise<void>;
  remove(key: string): Promise<void>;
}

const ledgerShape = storedShape<Ledger>({
  version: 2,
  // Version 2 is the version 1 ledger inside an envelope. Where a version 1 ledger lacks the
  // block or the backoff count, they are those of an empty ledger: not blocked, no refusals.
  migrations: [
    (v1) => {
      const ledger = v1 as Partial<Ledger>;
      return { ...ledger, blockedUntil: ledger.blockedUntil ?? 0, limitAnswers: ledger.limitAnswers ?? 0 };
    },
  ],
  schema: z.object({ sent: z.array(z.number()), blockedUntil: z.number(), limitAnswers: z.number() }),
});

/** A ledger that cannot be read (a newer shape, damaged) counts as empty; the next request replaces it. */
export function idbLedgerStore(): LedgerStore {
  const store = createStore('inplace-quota', 'ledgers');
  return {
    load: async (key) => fromStored(ledgerShape, await get(key, store)),
    save: (key, ledger) => set(key, toStored(ledgerShape, ledger), store),
    remove: (key) => del(key, store),
  };
}

/** Ledgers are keyed by a hash of the token: a replaced token starts its own count, and no token is stored twice. */
export async function tokenKey(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The site counts an older key set's requests per key set: its consumer key with its token. */
export function quotaKey(credentials: { token: string; keys?: { consumerKey: string } }): Promise<string> {
  return tokenKey(credentials.keys ? `${credentials.keys.consumerKey}&${credentials.token}` : credentials.token);
}

export interface QuotaLimiter {
  /** Counts one request, or throws QUOTA_EXHAUSTED / TOKEN_BLOCKED with the time it may go. */
  reserve(key: string): Promise<void>;
  /** The site answered REQUESTS_LIMIT; `until`: when it said the block ends. */
  noteLimitAnswer(key: string, until?: number): Promise<void>;
  noteAccepted(key: string): Promise<void>;
  status(key: string): Promise<QuotaStatus>;
  /** Forgets the ledger (its site was removed): after the requests already queued on it. */
  forget(key: string): Promise<void>;
}

export function createQuotaLimiter(store: LedgerStore, now: () => number = Date.now, limit = HOURLY_LIMIT): QuotaLimiter {
  const queues = new Map<string, Promise<unknown>>();
  // Each ledger as last read or written: this limiter is its one writer while it lives (the
  // background's), so after the first read a request waits only for its own write, not for a
  // read of up to 10,000 times and their check. A background that stops loses it; the next reads.
  const known = new Map<string, Ledger>();
  // A REQUESTS_LIMIT answer must stop the requests already queued behind it, before its own
  // turn in the queue comes: it is known here at once (at least the first backoff), and the
  // ledger records the block in turn.
  const heardBlocks = new Map<string, number>();

  /** Runs `change` after every earlier change of the same ledger. */
  function serial<T>(key: string, change: (ledger: Ledger, at: number) => { ledger: Ledger; result: T; changed: boolean }): Promise<T> {
    const run = (queues.get(key) ?? Promise.resolve()).then(async () => {
      const at = now();
      const ledger = prune(known.get(key) ?? (await store.load(key)) ?? emptyLedger(), at);
      const outcome = change(ledger, at);
      // Kept once stored: a change whose write failed (its request not sent) is not counted.
      if (outcome.changed) await store.save(key, outcome.ledger);
      known.set(key, outcome.changed ? outcome.ledger : ledger);
      return outcome.result;
    });
    queues.set(key, run.catch(() => {}));
    return run;
  }

  const withHeardBlock = (key: string, ledger: Ledger): Ledger => ({ ...ledger, blockedUntil: Math.max(ledger.blockedUntil, heardBlocks.get(key) ?? 0) });

  return {
    async reserve(key) {
      const decision = await serial<Decision>(key, (ledger, at) => {
        const verdict = decide(withHeardBlock(key, ledger), at, limit);
        return verdict.ok
          ? { ledger: recordSent(ledger, at), result: verdict, changed: true }
          : { ledger, result: verdict, changed: false };
      });
      if (!decision.ok) {
        throw transportError(decision.reason === 'blocked' ? 'TOKEN_BLOCKED' : 'QUOTA_EXHAUSTED', { retryAt: decision.retryAt });
      }
    },
    noteLimitAnswer: (key, until) => {
      const heard = now();
      const atLeast = until !== undefined && until > heard ? Math.min(until, heard + MAX_BACKOFF_MS) : heard + FIRST_BACKOFF_MS;
      heardBlocks.set(key, Math.max(heardBlocks.get(key) ?? 0, atLeast));
      return serial(key, (ledger, at) => ({ ledger: recordLimitAnswer(ledger, at, until), result: undefined, changed: true }));
    },
    noteAccepted: (key) =>
      serial(key, (ledger, at) => {
        // An answer to a request sent before a block was heard does not lift that block.
        if ((heardBlocks.get(key) ?? 0) > at) return { ledger, result: undefined, changed: false };
        const next = recordAccepted(ledger, at);
        return { ledger: next, result: undefined, changed: next !== ledger };
      }),
    status: (key) => serial(key, (ledger, at) => ({ ledger, result: quotaStatus(withHeardBlock(key, ledger), at, limit), changed: false })),
    async forget(key) {
      const run = (queues.get(key) ?? Promise.resolve()).then(async () => {
        await store.remove(key);
        known.delete(key);
        heardBlocks.delete(key);
      });
      queues.set(key, run.catch(() => {}));
      await run;
    },
  };
}
