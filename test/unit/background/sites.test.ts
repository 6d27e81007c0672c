import { withExpiry } from '@/src/ui/adding/add-site';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { platformError } from '@/src/api/errors';
import { addSite, recheckSite, removeSite, replaceToken, restoreContentScripts, setSiteChoice, siteSummaries } from '@/src/background/sites';
import { createQuotaLimiter, quotaKey } from '@/src/quota/limiter';
import type { Ledger } from '@/src/quota/ledger';
import { deleteSite, getSite, listSites } from '@/src/vault/site-store';
import { keepVersion, versionsOf } from '@/src/drafts/history';

type Script = { id: string; matches?: string[]; js?: string[] };
let registered: Script[];
let granted: Set<string>;
let siteAnswer: () => unknown;
const ledgers = new Map<string, Ledger>();
const limiter = createQuotaLimiter({ load: async (k) => ledgers.get(k), save: async (k, l) => void ledgers.set(k, l), remove: async (k) => void ledgers.delete(k) });
const deps = {
  limiter,
  caller: { call: vi.fn(async () => siteAnswer()) },
};

beforeEach(async () => {
  fakeBrowser.reset();
  for (const site of await listSites()) await deleteSite(site.origin);
  registered = [];
  ledgers.clear();
  siteAnswer = () => ({ pages: [] });
  granted = new Set(['http://127.0.0.1/*', 'https://example.ucoz.net/*']);
  // The fake browser has no scripting or permissions: small in-memory stand-ins.
  vi.spyOn(fakeBrowser.permissions, 'contains').mockImplementation(async ({ origins }) => (origins ?? []).every((o) => granted.has(o)));
  vi.spyOn(fakeBrowser.permissions, 'remove').mockImplementation(async ({ origins }) => {
    (origins ?? []).forEach((o) => granted.delete(o));
    return true;
  });
  vi.spyOn(fakeBrowser.scripting, 'getRegisteredContentScripts').mockImplementation(async () => structuredClone(registered) as never);
  vi.spyOn(fakeBrowser.scripting, 'registerContentScripts').mockImplementation(async (scripts) => {
    registered.push(...(scripts as Script[]));
  });
  vi.spyOn(fakeBrowser.scripting, 'unregisterContentScripts').mockImplementation(async (filter) => {
    registered = registered.filter((s) => !filter?.ids?.includes(s.id));
  });
});

describe('adding a site', () => {
  test('stores it under its origin, registers the content script for it only, and returns no token', async () => {
    const site = await addSite(deps, 'https://example.ucoz.net/news/2025-01-01-3', { token: ' sk_live_abc ' });
    expect(site).toEqual({
      origin: 'https://example.ucoz.net',
      apiBase: 'https://example.ucoz.net/uapi',
      label: 'example.ucoz.net',
      addedAt: expect.any(Number),
      lastCheck: { at: expect.any(Number), state: 'working' },
      tokenExpiresAt: undefined,
    });
    expect(JSON.stringify(site)).not.toContain('sk_live_abc');
    expect((await getSite('https://example.ucoz.net'))?.token).toBe('sk_live_abc');
    expect(registered).toEqual([
      expect.objectContaining({ matches: ['https://example.ucoz.net/*'], js: ['/content-scripts/content.js'] }),
    ]);
  });

  test('is refused, storing nothing, without the site permission', async () => {
    await expect(addSite(deps, 'https://other.ucoz.net', { token: 'tok' })).rejects.toThrow(/needs access to https:\/\/other\.ucoz\.net/);
    expect(await listSites()).toEqual([]);
    expect(registered).toEqual([]);
  });

  test('is refused for plain http beyond this machine, and for an empty token', async () => {
    await expect(addSite(deps, 'http://example.ucoz.net', { token: 'tok' })).rejects.toThrow(/Use https/);
    await expect(addSite(deps, 'https://example.ucoz.net', { token: '   ' })).rejects.toThrow(/API token/);
    expect(await listSites()).toEqual([]);
  });

  test('adding it again replaces the token and keeps one registration', async () => {
    await addSite(deps, 'http://127.0.0.1:8080', { token: 'first' });
    await addSite(deps, 'http://127.0.0.1:8080/index/0-2', { token: 'second' });
    expect((await getSite('http://127.0.0.1:8080'))?.token).toBe('second');
    expect(registered).toHaveLength(1);
    expect(await siteSummaries(deps)).toHaveLength(1);
  });
});

describe('the token check when adding a site', () => {
  test('a token the site does not accept is refused with the reason, and nothing is stored', async () => {
    siteAnswer = () => {
      throw platformError('INVALID_API_KEY', 'bad key');
    };
    await expect(addSite(deps, 'https://example.ucoz.net', { token: 'wrong' })).rejects.toThrow(/does not accept this API token/);
    expect(await listSites()).toEqual([]);
    expect(registered).toEqual([]);
  });

  test('a disabled token is refused with its remedy', async () => {
    siteAnswer = () => {
      throw platformError('API_KEY_INACTIVE', 'inactive');
    };
    await expect(addSite(deps, 'https://example.ucoz.net', { token: 'off' })).rejects.toThrow(/switched off.*Switch the token on/);
  });

  test('an expired JWT is refused without any request', async () => {
    deps.caller.call.mockClear();
    const expired = jwt({ exp: Math.floor(Date.now() / 1000) - 60 });
    await expect(addSite(deps, 'https://example.ucoz.net', withExpiry({ token: expired }))).rejects.toThrow(/expired/);
    expect(deps.caller.call).not.toHaveBeenCalled();
  });

  test('a module with its API switched off still proves the token works', async () => {
    siteAnswer = () => {
      throw platformError('API_ACCESS_DENY', 'off');
    };
    const site = await addSite(deps, 'https://example.ucoz.net', { token: 'tok' });
    expect(site.lastCheck?.state).toBe('working');
  });

  test("a JWT's expiry, read by the page the token was typed in, is kept; an opaque token has none; a key set's token none", async () => {
    const exp = Math.floor(Date.now() / 1000) + 3600;
    expect((await addSite(deps, 'https://example.ucoz.net', withExpiry({ token: jwt({ exp }) }))).tokenExpiresAt).toBe(exp * 1000);
    expect((await addSite(deps, 'https://example.ucoz.net', withExpiry({ token: 'sk_live_abc' }))).tokenExpiresAt).toBeUndefined();
    // An expiry past any date there can be is none.
    expect((await addSite(deps, 'https://example.ucoz.net', withExpiry({ token: jwt({ exp: 1e15 }) }))).tokenExpiresAt).toBeUndefined();
    const keys = { consumerKey: 'c', consumerSecret: 's', tokenSecret: 't' };
    expect((await addSite(deps, 'https://example.ucoz.net', { token: 'tok', keys, tokenExpiresAt: exp * 1000 })).tokenExpiresAt).toBeUndefined();
  });

  test('replacing the token checks the new one and keeps the old one if it is refused', async () => {
    await addSite(deps, 'https://example.ucoz.net', { token: 'good' });
    siteAnswer = () => {
      throw platformError('INVALID_API_KEY', 'bad');
    };
    await expect(replaceToken(deps, 'https://example.ucoz.net', { token: 'bad' })).rejects.toBeInstanceOf(Error);
    expect((await getSite('https://example.ucoz.net'))?.token).toBe('good');
    siteAnswer = () => ({});
    await replaceToken(deps, 'https://example.ucoz.net', { token: 'better' });
    expect((await getSite('https://example.ucoz.net'))?.token).toBe('better');
  });
});

function jwt(payload: object): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}.c2lnbmF0dXJl`;
}

describe('removing a site', () => {
  test('deletes it, unregisters its script and gives back its permission', async () => {
    await addSite(deps, 'https://example.ucoz.net', { token: 'tok' });
    expect(await removeSite(deps, 'https://example.ucoz.net')).toEqual({ removed: true });
    expect(await listSites()).toEqual([]);
    expect(registered).toEqual([]);
    expect(granted.has('https://example.ucoz.net/*')).toBe(false);
  });

  test('keeps a permission another loopback site still needs', async () => {
    await addSite(deps, 'http://127.0.0.1:8080', { token: 'a' });
    await addSite(deps, 'http://127.0.0.1:9090', { token: 'b' });
    await removeSite(deps, 'http://127.0.0.1:8080');
    expect(granted.has('http://127.0.0.1/*')).toBe(true);
    expect(registered).toHaveLength(1);
  });

  test('forgets the versions saved of its records, and only its', async () => {
    await addSite(deps, 'https://example.ucoz.net', { token: 'sk_live_abc' });
    await keepVersion('https://example.ucoz.net', 'page:2', { name: 'Before' });
    await keepVersion('https://example.ucoz.net.other.net', 'page:2', { name: 'Another site' });
    await removeSite(deps, 'https://example.ucoz.net');
    expect(await versionsOf('https://example.ucoz.net', 'page:2')).toEqual([]);
    expect(await versionsOf('https://example.ucoz.net.other.net', 'page:2')).toHaveLength(1);
  });

  test("forgets the count of its token's requests, unless another site uses the same token", async () => {
    await addSite(deps, 'https://example.ucoz.net', { token: 'shared' });
    await addSite(deps, 'http://127.0.0.1:8080', { token: 'shared' });
    await addSite(deps, 'http://127.0.0.1:9090', { token: 'own' });
    // A request of each token counted.
    for (const token of ['shared', 'own']) await limiter.reserve(await quotaKey({ token }));
    expect(ledgers.size).toBe(2);
    await removeSite(deps, 'http://127.0.0.1:9090');
    expect(ledgers.size).toBe(1);
    await removeSite(deps, 'http://127.0.0.1:8080');
    expect(ledgers.size).toBe(1);
    expect((await siteSummaries(deps))[0]?.quota.used).toBeGreaterThan(0);
    await removeSite(deps, 'https://example.ucoz.net');
    expect(ledgers.size).toBe(0);
  });

  test('of an unknown site changes nothing', async () => {
    expect(await removeSite(deps, 'https://nowhere.example')).toEqual({ removed: false });
  });
});

test('content scripts lost on a browser restart are registered again', async () => {
  await addSite(deps, 'https://example.ucoz.net', { token: 'tok' });
  registered = [];
  await restoreContentScripts();
  expect(registered.map((s) => s.matches)).toEqual([['https://example.ucoz.net/*']]);
});

describe('changes of a site, one at a time', () => {
  const ORIGIN = 'https://example.ucoz.net';
  /** The site's next answer, held until the test lets it go. */
  const holdNextAnswer = () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    deps.caller.call.mockImplementationOnce(async () => (await held, siteAnswer()));
    return release;
  };

  test('adding a site again keeps the owner\'s choices: the button hidden, the preview off', async () => {
    await addSite(deps, ORIGIN, { token: 'sk_live_one' });
    await setSiteChoice(ORIGIN, { launcherHidden: true });
    await setSiteChoice(ORIGIN, { previewOff: true });
    await addSite(deps, ORIGIN, { token: 'sk_live_two' });
    expect(await getSite(ORIGIN)).toMatchObject({ token: 'sk_live_two', launcherHidden: true, previewOff: true });
  });

  test('Check again answered after Remove: the site stays removed, its token forgotten', async () => {
    await addSite(deps, ORIGIN, { token: 'sk_live_one' });
    const release = holdNextAnswer();
    const checking = recheckSite(deps, ORIGIN);
    await vi.waitFor(() => expect(deps.caller.call).toHaveBeenCalledTimes(2));
    expect(await removeSite(deps, ORIGIN)).toEqual({ removed: true });
    release();
    await expect(checking).rejects.toThrow();
    expect(await getSite(ORIGIN)).toBeUndefined();
  });

  test('a choice made while the token is checked is kept by the check', async () => {
    await addSite(deps, ORIGIN, { token: 'sk_live_one' });
    const release = holdNextAnswer();
    const checking = recheckSite(deps, ORIGIN);
    await vi.waitFor(() => expect(deps.caller.call).toHaveBeenCalledTimes(2));
    await setSiteChoice(ORIGIN, { previewOff: true });
    release();
    await checking;
    expect(await getSite(ORIGIN)).toMatchObject({ previewOff: true, lastCheck: { state: 'working' } });
  });

  test('a new token checked while the site was removed is not stored', async () => {
    await addSite(deps, ORIGIN, { token: 'sk_live_one' });
    const release = holdNextAnswer();
    const replacing = replaceToken(deps, ORIGIN, { token: 'sk_live_two' });
    await vi.waitFor(() => expect(deps.caller.call).toHaveBeenCalledTimes(2));
    await removeSite(deps, ORIGIN);
    release();
    await expect(replacing).rejects.toThrow();
    expect(await getSite(ORIGIN)).toBeUndefined();
  });
});
