import { beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { TabContext } from '@/src/messages/protocol';

const context = (url: string, documentId = 'doc-1'): TabContext => ({
  tabId: 7,
  url,
  documentId,
  site: { origin: new URL(url).origin, label: 'site', apiBase: `${new URL(url).origin}/uapi` } as TabContext['site'],
  blocks: [],
  parts: [],
  resource: { kind: 'page', id: 2 } as TabContext['resource'],
});

// A fresh module each time: its memory must not carry over between tests.
async function contexts() {
  vi.resetModules();
  return import('@/src/background/tab-contexts');
}

beforeEach(() => fakeBrowser.reset());

describe('a tab context follows the tab', () => {
  test('another page, or a page Inplace may not see, forgets it; the same page or a #fragment keeps it', async () => {
    const tabs = await contexts();
    await tabs.rememberTab(context('https://a.ucoz.net/index/0-2'));
    await tabs.forgetTabLeaving(7, 'https://a.ucoz.net/index/0-2#top');
    expect((await tabs.recallTab(7))?.url).toBe('https://a.ucoz.net/index/0-2');
    await tabs.forgetTabLeaving(7, 'https://a.ucoz.net/index/0-2');
    expect(await tabs.recallTab(7)).not.toBeNull();
    await tabs.forgetTabLeaving(7, 'https://a.ucoz.net/index/0-3');
    expect(await tabs.recallTab(7)).toBeNull();

    await tabs.rememberTab(context('https://a.ucoz.net/index/0-2'));
    await tabs.forgetTabLeaving(7, undefined);
    expect(await tabs.recallTab(7)).toBeNull();
  });

  test("a page whose script changed the address before it reported: the browser's word of that change, coming after, keeps it", async () => {
    const tabs = await contexts();
    await tabs.rememberTab({ ...context('https://a.ucoz.net/index/0-9'), shownAs: 'https://a.ucoz.net/index/0-2' });
    await tabs.forgetTabLeaving(7, 'https://a.ucoz.net/index/0-2');
    expect((await tabs.recallTab(7))?.url).toBe('https://a.ucoz.net/index/0-9');
    await tabs.forgetTabLeaving(7, 'https://a.ucoz.net/index/0-4');
    expect(await tabs.recallTab(7)).toBeNull();
  });

  test('forgotten in session storage too, so a background that wakes again does not bring it back', async () => {
    let tabs = await contexts();
    await tabs.rememberTab(context('https://a.ucoz.net/index/0-2'));
    await tabs.forgetTabLeaving(7, 'https://other.example/');
    tabs = await contexts();
    expect(await tabs.recallTab(7)).toBeNull();
  });

  test('the new page that reported while the old one was being looked up stays', async () => {
    const tabs = await contexts();
    await tabs.rememberTab(context('https://a.ucoz.net/index/0-2'));
    // The background woke: memory is empty, the lookup goes to session storage, and the new page reports meanwhile.
    const fresh = await contexts();
    const leaving = fresh.forgetTabLeaving(7, 'https://a.ucoz.net/index/0-3');
    await fresh.rememberTab(context('https://a.ucoz.net/index/0-3', 'doc-2'));
    await leaving;
    expect((await fresh.recallTab(7))?.documentId).toBe('doc-2');
  });
});
