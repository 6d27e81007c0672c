import { beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { addSite, listPublicSites, removeSite, restoreContentScripts } from '@/src/background/sites';
import { deleteSite, getSite, listSites } from '@/src/vault/site-store';

type Script = { id: string; matches?: string[]; js?: string[] };
let registered: Script[];
let granted: Set<string>;

beforeEach(async () => {
  fakeBrowser.reset();
  for (const site of await listSites()) await deleteSite(site.origin);
  registered = [];
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
    const site = await addSite('https://example.ucoz.net/news/2025-01-01-3', ' sk_live_abc ');
    expect(site).toEqual({
      origin: 'https://example.ucoz.net',
      apiBase: 'https://example.ucoz.net/uapi',
      label: 'example.ucoz.net',
      addedAt: expect.any(Number),
    });
    expect(JSON.stringify(site)).not.toContain('sk_live_abc');
    expect((await getSite('https://example.ucoz.net'))?.token).toBe('sk_live_abc');
    expect(registered).toEqual([
      expect.objectContaining({ matches: ['https://example.ucoz.net/*'], js: ['/content-scripts/content.js'] }),
    ]);
  });

  test('is refused, storing nothing, without the site permission', async () => {
    await expect(addSite('https://other.ucoz.net', 'tok')).rejects.toThrow(/needs access to https:\/\/other\.ucoz\.net/);
    expect(await listSites()).toEqual([]);
    expect(registered).toEqual([]);
  });

  test('is refused for plain http beyond this machine, and for an empty token', async () => {
    await expect(addSite('http://example.ucoz.net', 'tok')).rejects.toThrow(/Use https/);
    await expect(addSite('https://example.ucoz.net', '   ')).rejects.toThrow(/API token/);
    expect(await listSites()).toEqual([]);
  });

  test('adding it again replaces the token and keeps one registration', async () => {
    await addSite('http://127.0.0.1:8080', 'first');
    await addSite('http://127.0.0.1:8080/index/0-2', 'second');
    expect((await getSite('http://127.0.0.1:8080'))?.token).toBe('second');
    expect(registered).toHaveLength(1);
    expect(await listPublicSites()).toHaveLength(1);
  });
});

describe('removing a site', () => {
  test('deletes it, unregisters its script and gives back its permission', async () => {
    await addSite('https://example.ucoz.net', 'tok');
    expect(await removeSite('https://example.ucoz.net')).toEqual({ removed: true });
    expect(await listSites()).toEqual([]);
    expect(registered).toEqual([]);
    expect(granted.has('https://example.ucoz.net/*')).toBe(false);
  });

  test('keeps a permission another loopback site still needs', async () => {
    await addSite('http://127.0.0.1:8080', 'a');
    await addSite('http://127.0.0.1:9090', 'b');
    await removeSite('http://127.0.0.1:8080');
    expect(granted.has('http://127.0.0.1/*')).toBe(true);
    expect(registered).toHaveLength(1);
  });

  test('of an unknown site changes nothing', async () => {
    expect(await removeSite('https://nowhere.example')).toEqual({ removed: false });
  });
});

test('content scripts lost on a browser restart are registered again', async () => {
  await addSite('https://example.ucoz.net', 'tok');
  registered = [];
  await restoreContentScripts();
  expect(registered.map((s) => s.matches)).toEqual([['https://example.ucoz.net/*']]);
});
