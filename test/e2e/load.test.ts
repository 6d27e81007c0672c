// Load end to end: 1,000 API calls fired at once from one extension page. The quota ledger
// decides one request at a time, so a burst never overshoots the hourly limit, everything sent
// is counted, and the ledger equals what the site received.
import { createHash } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { HOURLY_LIMIT, WINDOW_MS } from '../../src/api/limits.ts';
import { siteControl } from '../site/control.ts';
import { BROWSERS } from './support/browsers.ts';
import type { TestPage } from './support/driver.ts';
import { siteAndBrowser } from './support/fixture.ts';
import { addSite, sendAsExtensionPage, startReferenceSite } from './support/flows.ts';

const BURST = 1_000;
/** Requests the ledger is given as made earlier this hour, so that the burst crosses the limit. */
const EARLIER = HOURLY_LIMIT - 500 - 1;

interface Outcome {
  ok: boolean;
  code?: string;
  apiCode?: string;
  source?: string;
  retryAt?: number;
}
type Envelope<T> = { ok: true; value: T } | { ok: false; error: { code: string; message: string } };
type Quota = { used: number; left: number; limit: number; nextFreeAt: number | null; blockedUntil: number | null };

/** `count` pages.get calls at once, in one evaluate; what each came back with, in order. */
function burst(page: TestPage, origin: string, count: number): Promise<{ outcomes: Outcome[]; ms: number }> {
  return page.evaluate(
    async ({ origin, count }) => {
      const api = (globalThis as unknown as { browser?: typeof chrome }).browser ?? chrome;
      const started = performance.now();
      const replies = await Promise.all(
        Array.from({ length: count }, (_, i) => api.runtime.sendMessage({ type: 'site/operation', origin, operation: { op: 'page/open', id: 1 + (i % 6) } })),
      );
      const outcomes = replies.map((reply) => {
        const r = reply as { ok: boolean; error?: { code: string; api?: { code: string; source: string; retryAt?: number } } };
        return r.ok ? { ok: true } : { ok: false, code: r.error?.code, apiCode: r.error?.api?.code, source: r.error?.api?.source, retryAt: r.error?.api?.retryAt };
      });
      return { outcomes, ms: Math.round(performance.now() - started) };
    },
    { origin, count },
  );
}

async function quota(page: TestPage, origin: string): Promise<Quota> {
  const reply = await sendAsExtensionPage<Envelope<Quota>>(page, { type: 'quota/status', origin });
  if (!reply.ok) throw new Error(`quota/status refused: ${reply.error.message}`);
  return reply.value;
}

/** The ledger's key: a SHA-256 of the token, as the extension keys it. */
const ledgerKey = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Adds `count` requests sent before any in the ledger of `token` (the extension's own IndexedDB,
 * which its pages share with the background): requests made earlier this hour, from this
 * browser, that the burst adds to once the background reads the ledger again. Returns when the oldest of them was sent.
 */
function recordEarlierRequests(page: TestPage, token: string, count: number): Promise<number> {
  return page.evaluate(
    ({ key, count }) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('inplace-quota');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const store = db.transaction('ledgers', 'readwrite').objectStore('ledgers');
          const read = store.get(key);
          read.onsuccess = () => {
            // Kept with the version of its shape: { v, data }.
            const stored = read.result as { v: number; data: { sent: number[]; blockedUntil: number; limitAnswers: number } };
            const ledger = stored.data;
            const first = ledger.sent[0]!;
            // One every 5 ms, ending before the first real one: a minute or so ago.
            const oldest = first - 60_000;
            const earlier = Array.from({ length: count }, (_, i) => oldest + i * 5);
            const write = store.put({ ...stored, data: { ...ledger, sent: [...earlier, ...ledger.sent] } }, key);
            write.onsuccess = () => {
              db.close();
              resolve(oldest);
            };
            write.onerror = () => reject(write.error);
          };
          read.onerror = () => reject(read.error);
        };
      }),
    { key: ledgerKey(token), count },
  );
}

const tally = (outcomes: Outcome[]) => {
  const counts: Record<string, number> = {};
  for (const o of outcomes) {
    const key = o.ok ? 'ok' : `${o.code}/${o.apiCode ?? '-'}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
};

describe.each(BROWSERS)('%s: 1,000 calls at once', (name) => {
  const setting = siteAndBrowser(name, { siteAdded: true });

  test('across the hourly limit: exactly the 500 left go, 500 are refused locally with the time they may go, and the ledger equals the log', async () => {
    const origin = new URL(setting.site.url).origin;
    const before = await setting.browser.newPage(`${setting.browser.extensionBase}options.html`);
    expect((await quota(before, origin)).used).toBe(1);
    const oldest = await recordEarlierRequests(before, setting.site.token, EARLIER);
    // The background keeps the ledger it read while it lives (it is the ledger's one writer): the
    // requests written in behind its back count from its next start, as those of an earlier
    // session of the browser do.
    await before.close();
    setting.browser = await setting.browser.restart();
    const page = await setting.browser.newPage(`${setting.browser.extensionBase}options.html`);
    expect((await quota(page, origin)).used).toBe(HOURLY_LIMIT - 500);
    // The site holds the same line: one more request than the extension allows would be a REQUESTS_LIMIT.
    await setting.control.setLimit(501);
    const mark = await setting.control.mark();

    const { outcomes, ms } = await burst(page, origin, BURST);
    expect(tally(outcomes)).toEqual({ ok: 500, 'API_ERROR/QUOTA_EXHAUSTED': 500 });
    // The first 500 to be decided went; the ledger decides in the order the calls came.
    expect(outcomes.slice(0, 500).every((o) => o.ok)).toBe(true);
    for (const refused of outcomes.filter((o) => !o.ok)) {
      expect(refused.source).toBe('local');
      // It may go when the oldest request leaves the 60-minute window: about an hour ahead.
      expect(refused.retryAt).toBe(oldest + WINDOW_MS);
    }
    expect(oldest + WINDOW_MS - Date.now()).toBeGreaterThan(55 * 60_000);

    const log = await setting.control.log(mark);
    expect(log).toHaveLength(500);
    expect(log.every((entry) => entry.status === 200 && entry.method === 'GET')).toBe(true);
    const status = await quota(page, origin);
    expect(status).toMatchObject({ used: HOURLY_LIMIT, left: 0, limit: HOURLY_LIMIT, nextFreeAt: oldest + WINDOW_MS });
    // The ledger equals the log: everything this browser sent (the token check and the burst)
    // plus the earlier requests it was given.
    expect(status.used - EARLIER).toBe((await setting.control.log()).length);
    expect((await setting.control.tokens()).find((t) => t.token === setting.site.token)!.used).toBe(501);

    // One more is refused without reaching the site.
    const more = await burst(page, origin, 1);
    expect(more.outcomes[0]).toMatchObject({ ok: false, apiCode: 'QUOTA_EXHAUSTED' });
    expect(await setting.control.log(mark + 500)).toEqual([]);
    console.info(`${name}: ${BURST} calls across the limit answered in ${ms} ms`);
    await page.close();
  });

  test('at a site whose own limit (500) is below the hourly one: exactly 500 succeed, every request sent is counted, then the token waits locally', async () => {
    // The extension cannot know a lower limit in advance: it learns it from the site's
    // REQUESTS_LIMIT answer (and its Retry-After). Whatever was sent is counted, whether the site
    // refused it or not; the rest waits locally (TOKEN_BLOCKED).
    const site = await startReferenceSite({ limit: 500 });
    const control = siteControl(site.url);
    try {
      const page = await addSite(setting.browser, site.url, site.token);
      const origin = new URL(site.url).origin;
      // The token check took one request of the window: start the site's count afresh.
      await control.reset();
      const start = Date.now();

      const { outcomes, ms } = await burst(page, origin, BURST);
      const counts = tally(outcomes);
      expect(counts.ok).toBe(500);
      expect(Object.keys(counts).every((key) => ['ok', 'API_ERROR/REQUESTS_LIMIT', 'API_ERROR/TOKEN_BLOCKED'].includes(key))).toBe(true);
      for (const refused of outcomes.filter((o) => !o.ok)) expect(refused.retryAt).toBeGreaterThan(start);

      const log = await control.log();
      expect(log.filter((entry) => entry.status === 200)).toHaveLength(500);
      expect(log.filter((entry) => entry.status !== 200).every((entry) => entry.code === 'REQUESTS_LIMIT')).toBe(true);
      // Every request the site received was counted, and none that it did not.
      expect(log).toHaveLength(500 + (counts['API_ERROR/REQUESTS_LIMIT'] ?? 0));
      expect((await quota(page, origin)).used - 1).toBe(log.length);

      // Now the token waits locally until the site's block ends: nothing more is sent.
      const more = await burst(page, origin, 1);
      expect(more.outcomes[0]).toMatchObject({ ok: false, apiCode: 'TOKEN_BLOCKED', source: 'local' });
      expect(await control.log()).toHaveLength(log.length);
      const firstRefusal = log.find((entry) => entry.status !== 200)?.time ?? Infinity;
      const sentAfterRefusal = log.filter((entry) => entry.time > firstRefusal + 100).length;
      console.info(`${name}: ${BURST} calls at a site limited to 500 answered in ${ms} ms: ${JSON.stringify(counts)}; ${sentAfterRefusal} reached the site over 100 ms after its first REQUESTS_LIMIT`);
      await page.close();
    } finally {
      await site.close();
    }
  });
});

// In extension pages Firefox offers `browser`, Chrome `chrome`.
declare const chrome: { runtime: { sendMessage(message: unknown): Promise<unknown> } };
