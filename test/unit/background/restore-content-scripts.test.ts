import { beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { restoreContentScripts } from '@/src/background/sites';
import { syncContentScripts } from '@/src/vault/site-access';
import type { SiteRecord } from '@/src/vault/site-record';
import { deleteSite, listSites, putSite } from '@/src/vault/site-store';

type Script = { id: string; matches?: string[]; js?: string[]; runAt?: string; allFrames?: boolean; persistAcrossSessions?: boolean };
let registered: Script[];
let injected: number[];
let unscriptable: Set<number>;
/** Settles when a registration completes (at once unless a test holds it). */
let registering: Promise<void>;

const SCRIPT = 'content-scripts/content.js';

let added = 0;

async function storeSite(origin: string): Promise<void> {
  const site: SiteRecord = { origin, apiBase: `${origin}/uapi`, label: new URL(origin).host, token: 'tok', addedAt: ++added };
  await putSite(site);
}

async function openTab(url?: string): Promise<number> {
  return (await fakeBrowser.tabs.create({ url })).id!;
}

beforeEach(async () => {
  fakeBrowser.reset();
  for (const site of await listSites()) await deleteSite(site.origin);
  registered = [];
  injected = [];
  unscriptable = new Set();
  registering = Promise.resolve();
  // The fake browser has no scripting: an in-memory stand-in as strict as the real one, which
  // refuses a second registration under an id already registered.
  vi.spyOn(fakeBrowser.scripting, 'getRegisteredContentScripts').mockImplementation(async () => structuredClone(registered) as never);
  vi.spyOn(fakeBrowser.scripting, 'registerContentScripts').mockImplementation(async (scripts) => {
    await registering;
    for (const script of scripts as Script[]) {
      if (registered.some((s) => s.id === script.id)) throw new Error(`Duplicate script ID '${script.id}'`);
    }
    registered.push(...(scripts as Script[]));
  });
  vi.spyOn(fakeBrowser.scripting, 'updateContentScripts').mockImplementation(async (scripts) => {
    for (const script of scripts as Script[]) registered = registered.map((s) => (s.id === script.id ? { ...s, ...script } : s));
  });
  vi.spyOn(fakeBrowser.scripting, 'unregisterContentScripts').mockImplementation(async (filter) => {
    registered = registered.filter((s) => !filter?.ids?.includes(s.id));
  });
  vi.spyOn(fakeBrowser.scripting, 'executeScript').mockImplementation(async (injection) => {
    const { tabId } = injection.target;
    if (unscriptable.has(tabId)) throw new Error('Cannot access contents of the page');
    injected.push(tabId);
    return [];
  });
});

describe('restoring the content scripts (browser start, install, update, background wake)', () => {
  test('registers each stored site once and starts the script in the open tabs of those sites only', async () => {
    await storeSite('https://example.ucoz.net');
    await storeSite('http://127.0.0.1:8080');
    const sitePage = await openTab('https://example.ucoz.net/news/2025-01-01-3');
    const loopbackPage = await openTab('http://127.0.0.1:8080/index/0-4');
    await openTab('http://127.0.0.1:9090/'); // the same match pattern, but not a site the owner added
    await openTab('https://example.ucoz.net.evil.example/');
    await openTab('https://elsewhere.example/');
    await openTab(); // no URL: a page the extension has no access to

    await restoreContentScripts();

    expect(registered.map((s) => s.matches)).toEqual([['https://example.ucoz.net/*'], ['http://127.0.0.1/*']]);
    expect(fakeBrowser.scripting.registerContentScripts).toHaveBeenCalledTimes(1);
    expect(injected.sort()).toEqual([sitePage, loopbackPage].sort());
    expect(fakeBrowser.scripting.executeScript).toHaveBeenCalledWith({ target: { tabId: sitePage }, files: [`/${SCRIPT}`] });
  });

  test('is idempotent: again, it registers nothing twice; scripts lost meanwhile come back', async () => {
    await storeSite('https://example.ucoz.net');
    await restoreContentScripts();
    await restoreContentScripts();
    expect(registered).toHaveLength(1);
    expect(fakeBrowser.scripting.registerContentScripts).toHaveBeenCalledTimes(1);
    expect(fakeBrowser.scripting.updateContentScripts).not.toHaveBeenCalled();

    registered = [];
    await restoreContentScripts();
    expect(registered.map((s) => s.id)).toEqual(['inplace-site:https://example.ucoz.net/*']);
  });

  test('a worker that merely wakes, with the scripts still registered, starts nothing in the open tabs', async () => {
    await storeSite('https://example.ucoz.net');
    const tab = await openTab('https://example.ucoz.net/');
    await restoreContentScripts();
    expect(injected).toEqual([tab]);
    await restoreContentScripts();
    await restoreContentScripts();
    expect(injected).toEqual([tab]);
    // Scripts gone (the browser restarted): the tabs get them again.
    registered = [];
    await restoreContentScripts();
    expect(injected).toEqual([tab, tab]);
  });

  test('triggers that come together (module load, onInstalled, onStartup) share one restore', async () => {
    await storeSite('https://example.ucoz.net');
    const tab = await openTab('https://example.ucoz.net/');
    const runs = [restoreContentScripts(), restoreContentScripts(), restoreContentScripts()];
    expect(runs[1]).toBe(runs[0]);
    await Promise.all(runs);
    expect(fakeBrowser.scripting.getRegisteredContentScripts).toHaveBeenCalledTimes(1);
    expect(registered).toHaveLength(1);
    expect(injected).toEqual([tab]);
  });

  test('a site added while a restore is registering is registered once, without a duplicate-id failure', async () => {
    await storeSite('https://example.ucoz.net');
    // The restore's registration takes a while…
    let release!: () => void;
    registering = new Promise<void>((resolve) => (release = resolve));
    const restoring = restoreContentScripts();
    await vi.waitFor(() => expect(fakeBrowser.scripting.registerContentScripts).toHaveBeenCalledTimes(1));
    // …and meanwhile the owner adds a second site.
    await storeSite('https://second.ucoz.net');
    const adding = syncContentScripts(['https://example.ucoz.net', 'https://second.ucoz.net']);
    await new Promise((resolve) => setTimeout(resolve, 0)); // let any work that does not wait its turn run now
    release();
    await expect(Promise.all([restoring, adding])).resolves.toBeDefined();
    expect(registered.map((s) => s.id).sort()).toEqual(['inplace-site:https://example.ucoz.net/*', 'inplace-site:https://second.ucoz.net/*']);
  });

  test("an older build's registration is updated, and one of a removed site is dropped", async () => {
    await storeSite('https://example.ucoz.net');
    registered = [
      { id: 'inplace-site:https://example.ucoz.net/*', matches: ['https://example.ucoz.net/*'], js: ['content-scripts/old.js'], runAt: 'document_idle', allFrames: false },
      { id: 'inplace-site:https://gone.ucoz.net/*', matches: ['https://gone.ucoz.net/*'], js: [SCRIPT] },
      { id: 'someone-else', matches: ['https://example.ucoz.net/*'], js: ['other.js'] },
    ];
    await restoreContentScripts();
    expect(registered).toEqual([
      expect.objectContaining({ id: 'inplace-site:https://example.ucoz.net/*', js: [`/${SCRIPT}`] }),
      expect.objectContaining({ id: 'someone-else' }),
    ]);
    expect(fakeBrowser.scripting.registerContentScripts).not.toHaveBeenCalled();
  });

  test('a registration as the browser reports it (path without its leading slash) is left alone', async () => {
    await storeSite('https://example.ucoz.net');
    registered = [
      { id: 'inplace-site:https://example.ucoz.net/*', matches: ['https://example.ucoz.net/*'], js: [SCRIPT], runAt: 'document_idle', allFrames: false, persistAcrossSessions: true },
    ];
    await restoreContentScripts();
    expect(fakeBrowser.scripting.updateContentScripts).not.toHaveBeenCalled();
    expect(fakeBrowser.scripting.registerContentScripts).not.toHaveBeenCalled();
  });

  test('a tab that cannot take the script does not keep the others from getting it', async () => {
    await storeSite('https://example.ucoz.net');
    const broken = await openTab('https://example.ucoz.net/error');
    const fine = await openTab('https://example.ucoz.net/');
    unscriptable.add(broken);
    await expect(restoreContentScripts()).resolves.toBeUndefined();
    expect(injected).toEqual([fine]);
  });

  test('with no sites it registers nothing and touches no tab', async () => {
    await openTab('https://example.ucoz.net/');
    await restoreContentScripts();
    expect(registered).toEqual([]);
    expect(fakeBrowser.scripting.executeScript).not.toHaveBeenCalled();
  });
});
