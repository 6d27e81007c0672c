import { createHash } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { ApiError } from '@/src/api/errors';
import { WINDOW_MS } from '@/src/api/limits';
import { decide, emptyLedger, FIRST_BACKOFF_MS, prune, quotaStatus, recordLimitAnswer, recordSent, type Ledger } from '@/src/quota/ledger';
import { createQuotaLimiter, tokenKey } from '@/src/quota/limiter';

const T0 = Date.UTC(2026, 10, 21, 12);

describe('the ledger arithmetic', () => {
  test('a request leaves the window exactly 60 minutes after it was sent', () => {
    const ledger = recordSent(emptyLedger(), T0);
    expect(prune(ledger, T0 + WINDOW_MS - 1).sent).toEqual([T0]);
    expect(prune(ledger, T0 + WINDOW_MS).sent).toEqual([]);
  });

  test('at the limit the next request is refused with the time a slot frees up', () => {
    let ledger = emptyLedger();
    for (let i = 0; i < 3; i++) ledger = recordSent(ledger, T0 + i * 1000);
    expect(decide(ledger, T0 + 5000, 3)).toEqual({ ok: false, reason: 'exhausted', retryAt: T0 + WINDOW_MS });
    expect(decide(ledger, T0 + 5000, 4)).toEqual({ ok: true });
  });

  test('a REQUESTS_LIMIT answer blocks, doubling the wait each time', () => {
    const once = recordLimitAnswer(emptyLedger(), T0);
    expect(decide(once, T0 + 1, 10)).toEqual({ ok: false, reason: 'blocked', retryAt: T0 + FIRST_BACKOFF_MS });
    const twice = recordLimitAnswer(once, T0 + FIRST_BACKOFF_MS);
    expect(twice.blockedUntil).toBe(T0 + 3 * FIRST_BACKOFF_MS);
  });

  test('status: used, left and when the window frees up', () => {
    const ledger = recordSent(recordSent(emptyLedger(), T0), T0 + 10);
    expect(quotaStatus(ledger, T0 + 20, 10)).toEqual({ limit: 10, used: 2, left: 8, nextFreeAt: T0 + WINDOW_MS, blockedUntil: null });
  });
});

function memoryStore() {
  const ledgers = new Map<string, Ledger>();
  // Each load returns a copy, as IndexedDB would, and each save is a little slow.
  return {
    ledgers,
    load: async (key: string) => structuredClone(ledgers.get(key)),
    save: async (key: string, ledger: Ledger) => {
      await new Promise((r) => setTimeout(r, 1));
      ledgers.set(key, structuredClone(ledger));
    },
    remove: async (key: string) => void ledgers.delete(key),
  };
}

describe('the limiter', () => {
  test('forget: after the requests already queued, the ledger is gone, and a block heard on it too', async () => {
    const store = memoryStore();
    const limiter = createQuotaLimiter(store, () => T0, 500);
    const queued = Promise.allSettled([limiter.reserve('k'), limiter.reserve('k')]);
    await limiter.noteLimitAnswer('k');
    await limiter.forget('k');
    await queued;
    expect(store.ledgers.has('k')).toBe(false);
    expect(await limiter.status('k')).toMatchObject({ used: 0, blockedUntil: null });
  });

  test('1,000 concurrent requests against a limit of 500: exactly 500 are counted, the rest refused with a time', async () => {
    const store = memoryStore();
    let now = T0;
    const limiter = createQuotaLimiter(store, () => now, 500);
    const results = await Promise.allSettled(Array.from({ length: 1000 }, () => limiter.reserve('k')));
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(results.length - refused.length).toBe(500);
    expect(refused).toHaveLength(500);
    expect(refused.every((r) => r.reason instanceof ApiError && r.reason.code === 'QUOTA_EXHAUSTED' && r.reason.details.retryAt === T0 + WINDOW_MS)).toBe(true);
    expect(store.ledgers.get('k')?.sent).toHaveLength(500);
    now += WINDOW_MS;
    await expect(limiter.reserve('k')).resolves.toBeUndefined();
  });

  test('the count survives a restart: a new limiter over the same store goes on counting', async () => {
    const store = memoryStore();
    await createQuotaLimiter(store, () => T0, 3).reserve('k');
    await createQuotaLimiter(store, () => T0, 3).reserve('k');
    const afterRestart = createQuotaLimiter(store, () => T0 + 1, 3);
    expect((await afterRestart.status('k')).used).toBe(2);
    await afterRestart.reserve('k');
    await expect(afterRestart.reserve('k')).rejects.toMatchObject({ code: 'QUOTA_EXHAUSTED' });
  });

  test('a request waits for its own write only: the ledger is read once, then kept; every change is still written', async () => {
    const store = memoryStore();
    let loads = 0;
    const limiter = createQuotaLimiter({ ...store, load: (key) => (loads++, store.load(key)) }, () => T0, 500);
    for (let i = 0; i < 5; i++) await limiter.reserve('k');
    await limiter.noteAccepted('k');
    expect((await limiter.status('k')).used).toBe(5);
    expect(loads).toBe(1);
    expect(store.ledgers.get('k')?.sent).toHaveLength(5);
  });

  test('a request whose count could not be written is refused and not counted', async () => {
    const store = memoryStore();
    const limiter = createQuotaLimiter(store, () => T0, 500);
    await limiter.reserve('k');
    const failing = createQuotaLimiter({ ...store, save: async () => { throw new Error('disk full'); } }, () => T0, 500);
    await failing.status('k');
    await expect(failing.reserve('k')).rejects.toThrow('disk full');
    expect((await failing.status('k')).used).toBe(1);
  });

  test('after a REQUESTS_LIMIT answer nothing is sent until the block ends; an accepted request clears the backoff', async () => {
    const store = memoryStore();
    let now = T0;
    const limiter = createQuotaLimiter(store, () => now);
    await limiter.noteLimitAnswer('k');
    await expect(limiter.reserve('k')).rejects.toMatchObject({ code: 'TOKEN_BLOCKED', details: { retryAt: T0 + FIRST_BACKOFF_MS } });
    now += FIRST_BACKOFF_MS;
    await limiter.reserve('k');
    await limiter.noteAccepted('k');
    expect(store.ledgers.get('k')?.limitAnswers).toBe(0);
  });

  test('tokens are keyed by their SHA-256, never stored as they are', async () => {
    const token = 'sk_live_0123456789abcdef0123456789abcdef';
    const key = await tokenKey(token);
    expect(key).toBe(createHash('sha256').update(token).digest('hex'));
    expect(await tokenKey(`${token}x`)).not.toBe(key);
    const store = memoryStore();
    await createQuotaLimiter(store, () => T0).reserve(key);
    const kept = JSON.stringify([...store.ledgers]);
    expect(kept).toContain(key);
    expect(kept).not.toContain(token);
    expect(kept).not.toContain(token.slice(8));
  });
});

describe("the site's own word on the block", () => {
  test('Retry-After decides how long the token waits, capped at an hour', () => {
    expect(recordLimitAnswer(emptyLedger(), T0, T0 + 1000).blockedUntil).toBe(T0 + 1000);
    expect(recordLimitAnswer(emptyLedger(), T0, T0 + 10 * WINDOW_MS).blockedUntil).toBe(T0 + WINDOW_MS);
    expect(recordLimitAnswer(emptyLedger(), T0, T0 - 5).blockedUntil).toBe(T0 + FIRST_BACKOFF_MS);
  });
});

describe('a burst that meets REQUESTS_LIMIT', () => {
  test('requests queued behind the first refusal are refused locally, and the burst counts as one block', async () => {
    const store = memoryStore();
    // The first request's count is still being written when its answer, REQUESTS_LIMIT, comes.
    let written = () => {};
    const writing = new Promise<void>((resolve) => (written = resolve));
    let counted = () => {};
    const counting = new Promise<void>((resolve) => (counted = resolve));
    let saves = 0;
    const save = async (key: string, ledger: Ledger) => {
      if (saves++ === 0) {
        counted();
        await writing;
      }
      await store.save(key, ledger);
    };
    const limiter = createQuotaLimiter({ ...store, save }, () => T0);
    const first = limiter.reserve('k');
    const queued = Array.from({ length: 20 }, () => limiter.reserve('k'));
    await counting;
    // Heard while the others still wait for their turn, and while their turns come before the
    // ledger's own record of the block.
    const answers = [limiter.noteLimitAnswer('k'), limiter.noteLimitAnswer('k')];
    written();
    await first;
    const results = await Promise.allSettled(queued);
    await Promise.all(answers);
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(20);
    expect(store.ledgers.get('k')).toMatchObject({ sent: [T0], blockedUntil: T0 + FIRST_BACKOFF_MS, limitAnswers: 1 });
  });

  test('a late success does not lift a block heard after it was sent', async () => {
    const store = memoryStore();
    const limiter = createQuotaLimiter(store, () => T0);
    await limiter.reserve('k');
    await limiter.noteLimitAnswer('k');
    await limiter.noteAccepted('k');
    await expect(limiter.reserve('k')).rejects.toMatchObject({ code: 'TOKEN_BLOCKED' });
  });
});
