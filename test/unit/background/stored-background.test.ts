// Sites, quota ledgers and settings written by the shape before versions began still open after
// an update; ones this code cannot read are left out or fall back, never thrown at the owner.
import { clear, createStore, get, set } from 'idb-keyval';
import { beforeEach, describe, expect, test } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { DEFAULT_TIMEOUT_MS } from '@/src/api/transport';
import { readSettings, TIMEOUT_RANGE_MS } from '@/src/background/settings';
import { WINDOW_MS } from '@/src/api/limits';
import { FIRST_BACKOFF_MS } from '@/src/quota/ledger';
import { createQuotaLimiter, idbLedgerStore } from '@/src/quota/limiter';
import { getSite, listSites, putSite } from '@/src/vault/site-store';

const vault = createStore('inplace-vault', 'sites');
const ledgers = createStore('inplace-quota', 'ledgers');
const settings = createStore('inplace-settings', 'settings');

beforeEach(async () => {
  await clear(vault);
  await clear(ledgers);
  await clear(settings);
  fakeBrowser.reset();
});

describe('sites', () => {
  /** A site exactly as the earlier code kept it: the bare record under its origin. */
  const previousShapeSite = {
    origin: 'https://example.ucoz.net',
    apiBase: 'https://example.ucoz.net/uapi',
    label: 'example.ucoz.net',
    token: 'token-of-example',
    addedAt: 1_700_000_000_000,
    tokenExpiresAt: 1_800_000_000_000,
    lastCheck: { at: 1_700_000_000_500, state: 'working' as const },
    launcherHidden: true,
  };

  test('a site kept by the previous shape opens, token and all', async () => {
    await set(previousShapeSite.origin, previousShapeSite, vault);
    expect(await getSite(previousShapeSite.origin)).toEqual(previousShapeSite);
    expect(await listSites()).toEqual([previousShapeSite]);
  });

  test('a previous-shape site without API address or label gets them from its origin', async () => {
    const { apiBase: _apiBase, label: _label, ...bare } = previousShapeSite;
    await set(bare.origin, bare, vault);
    expect(await getSite(bare.origin)).toMatchObject({ apiBase: 'https://example.ucoz.net/uapi', label: 'example.ucoz.net', token: 'token-of-example' });
  });

  test('a site is written in the current shape', async () => {
    await putSite(previousShapeSite);
    expect(await get(previousShapeSite.origin, vault)).toEqual({ v: 2, data: previousShapeSite });
  });

  test('a last check this code cannot read is dropped; the site still opens', async () => {
    await set(previousShapeSite.origin, { ...previousShapeSite, lastCheck: { at: 1, state: 'rate-limited-forever' } }, vault);
    const site = await getSite(previousShapeSite.origin);
    expect(site?.token).toBe('token-of-example');
    expect(site?.lastCheck).toBeUndefined();
  });

  test.each<[string, unknown]>([
    ['a newer shape', { v: 3, data: { ...previousShapeSite, tokens: ['a', 'b'] } }],
    ['no token', { ...previousShapeSite, token: undefined }],
    ['an origin that is not an address', { origin: 'not an origin', token: 'x', addedAt: 1 }],
  ])('a site kept in %s is not found nor listed, and stays stored', async (_name, stored) => {
    const other = { ...previousShapeSite, origin: 'https://other.ucoz.net', addedAt: 2 };
    await putSite(other);
    await set('https://broken.ucoz.net', stored, vault);
    expect(await getSite('https://broken.ucoz.net')).toBeUndefined();
    expect(await listSites()).toEqual([other]);
    expect(await get('https://broken.ucoz.net', vault)).toEqual(stored);
  });
});

describe('quota ledgers', () => {
  const NOW = 1_700_000_000_000;
  const limiterAt = (now: number) => createQuotaLimiter(idbLedgerStore(), () => now);

  test('a ledger kept by the previous shape still counts its requests', async () => {
    await set('token-hash', { sent: [NOW - 2_000, NOW - 1_000], blockedUntil: 0, limitAnswers: 0 }, ledgers);
    expect((await limiterAt(NOW).status('token-hash')).used).toBe(2);
  });

  test('a previous-shape block still holds', async () => {
    await set('token-hash', { sent: [], blockedUntil: NOW + 60_000, limitAnswers: 1 }, ledgers);
    await expect(limiterAt(NOW).reserve('token-hash')).rejects.toMatchObject({ code: 'TOKEN_BLOCKED' });
  });

  test('a previous-shape ledger without block or backoff count starts from none', async () => {
    await set('token-hash', { sent: [NOW - 1_000] }, ledgers);
    expect(await idbLedgerStore().load('token-hash')).toEqual({ sent: [NOW - 1_000], blockedUntil: 0, limitAnswers: 0 });
    await limiterAt(NOW).noteLimitAnswer('token-hash');
    expect((await limiterAt(NOW).status('token-hash')).blockedUntil).toBe(NOW + FIRST_BACKOFF_MS);
  });

  test('the next request writes the ledger in the current shape', async () => {
    await set('token-hash', { sent: [NOW - 1_000], blockedUntil: 0, limitAnswers: 0 }, ledgers);
    await limiterAt(NOW).reserve('token-hash');
    expect(await get('token-hash', ledgers)).toEqual({ v: 2, data: { sent: [NOW - 1_000, NOW], blockedUntil: 0, limitAnswers: 0 } });
  });

  test.each<[string, unknown]>([
    ['a newer shape', { v: 3, data: { windows: [] } }],
    ['damaged data', { sent: 'many', blockedUntil: 0, limitAnswers: 0 }],
    ['not a record at all', null],
  ])('a ledger kept in %s counts as empty rather than failing', async (_name, stored) => {
    await set('token-hash', stored, ledgers);
    expect(await idbLedgerStore().load('token-hash')).toBeUndefined();
    const limiter = limiterAt(NOW);
    await limiter.reserve('token-hash');
    expect(await limiter.status('token-hash')).toMatchObject({ used: 1, nextFreeAt: NOW + WINDOW_MS });
  });
});

describe('settings', () => {
  const stored = (value: unknown) => set('settings', value, settings);

  test('nothing stored: the defaults', async () => {
    expect(await readSettings()).toEqual({ apiTimeoutMs: DEFAULT_TIMEOUT_MS });
  });

  test('settings in storage.local, which content scripts can write, are not taken and are removed', async () => {
    await fakeBrowser.storage.local.set({ settings: { apiTimeoutMs: 1_000 } });
    expect(await readSettings()).toEqual({ apiTimeoutMs: DEFAULT_TIMEOUT_MS });
    expect(await fakeBrowser.storage.local.get('settings')).toEqual({});
  });

  test('settings kept by the previous shape apply', async () => {
    await stored({ apiTimeoutMs: 5_000 });
    expect(await readSettings()).toEqual({ apiTimeoutMs: 5_000 });
  });

  test('settings kept in the current shape apply', async () => {
    await stored({ v: 2, data: { apiTimeoutMs: 7_000 } });
    expect(await readSettings()).toEqual({ apiTimeoutMs: 7_000 });
  });

  test.each([
    [10, TIMEOUT_RANGE_MS.min],
    [10_000_000, TIMEOUT_RANGE_MS.max],
  ])('a wait of %i ms is kept within the range allowed', async (ms, kept) => {
    await stored({ apiTimeoutMs: ms });
    expect((await readSettings()).apiTimeoutMs).toBe(kept);
  });

  test.each<[string, unknown]>([
    ['a newer shape', { v: 3, data: { timeouts: { api: 5_000 } } }],
    ['a wait that is not a number', { apiTimeoutMs: 'soon' }],
    ['not a record at all', 'fast'],
  ])('settings kept in %s fall back to the defaults', async (_name, settings) => {
    await stored(settings);
    expect(await readSettings()).toEqual({ apiTimeoutMs: DEFAULT_TIMEOUT_MS });
  });
});
