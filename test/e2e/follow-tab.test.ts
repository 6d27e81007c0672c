// The panel follows its tab: to another page, off the site, and (the native panel) to whichever
// tab is active. A preview reaches only the page it was made for. Tabs that merely load cost
// no request, and closing the native panel right after a key keeps that key.
import { describe, expect, test } from 'vitest';
import type { TabContext } from '../../src/messages/protocol.ts';
import { BROWSERS } from './support/browsers.ts';
import { eventually } from './support/driver.ts';
import { siteAndBrowser } from './support/fixture.ts';
import { otherOrigin, sendAsExtensionPage } from './support/flows.ts';
import { clickLauncher } from './support/launcher.ts';
import { closeNativeSidePanel, inBackground, nativeSidePanel } from './support/native-side-panel.ts';
import { LAUNCHER, openPanelOn, panelText, waitForFieldValue } from './support/panel.ts';

const NOT_A_SITE = 'Open a page of one of your sites to edit it here.';
type Reply<T> = { ok: true; value: T } | { ok: false };
const valueOf = <T,>(reply: Reply<T>): T => (reply.ok ? reply.value : (null as T));

describe.each(BROWSERS)('%s: the panel follows its tab', (name) => {
  const setting = siteAndBrowser(name, { siteAdded: true });

  test('to another page and off the site; a preview goes only to the page it was made for', async () => {
    const { site, panel, tabId } = await openPanelOn(setting.browser, `${setting.site.url}/index/0-4`);
    await waitForFieldValue(panel, 'Name', 'Веб-дизайн');
    const contextOf = async () => valueOf(await sendAsExtensionPage<Reply<TabContext | null>>(panel, { type: 'tabs/context', tabId }));
    const before = (await contextOf())!;
    const preview = (page: Pick<TabContext, 'url' | 'documentId'>) =>
      sendAsExtensionPage<Reply<{ shown: boolean }>>(panel, { type: 'preview/show', tabId, url: page.url, documentId: page.documentId, kind: 'page', html: '<p>Shown only here</p>', originalHtml: '<p>x</p>' });

    await site.goto(`${setting.site.url}/index/0-5`);
    await waitForFieldValue(panel, 'Name', 'Hosting');
    const after = (await contextOf())!;
    expect(after.url).toBe(`${setting.site.url}/index/0-5`);
    // Made for the page before: the page now in the tab does not show it.
    expect(valueOf(await preview(before))).toEqual({ shown: false });
    expect(await site.evaluate(() => document.body.innerText.includes('Shown only here'))).toBe(false);
    expect(valueOf(await preview(after))).toEqual({ shown: true });
    await site.waitFor(() => document.body.innerText.includes('Shown only here'));

    if (after.documentId) {
      // The same address loaded again is another document: the old one's preview goes nowhere.
      await site.goto(`${setting.site.url}/index/0-5`);
      await eventually(async () => {
        const now = await contextOf();
        return Boolean(now && now.documentId !== after.documentId);
      }, 'the reloaded page to report');
      expect(valueOf(await preview(after))).toEqual({ shown: false });
    }

    await site.goto(`${otherOrigin(setting.site.url)}/index/0-4`);
    await panel.waitFor((words) => document.body?.innerText.includes(words), NOT_A_SITE);
    expect(await contextOf()).toBeNull();
    expect(valueOf(await preview(after))).toEqual({ shown: false });
    await panel.close();
    await site.close();
  });

  test.runIf(name === 'chromium')('the native panel follows the active tab; tabs that merely load cost no request; closed right after a key, the key is kept', async () => {
    const url = `${setting.site.url}/index/0-4`;
    const options = await setting.browser.newPage(`${setting.browser.extensionBase}options.html`);
    const tab = await setting.browser.newPage(url);
    await tab.waitFor((tag) => document.querySelector(tag), LAUNCHER);
    await clickLauncher(options, tab);
    await options.close();
    const panel = await nativeSidePanel(setting.browser);
    await panel.waitFor(() => (document.getElementById('f-name') as HTMLInputElement | null)?.value === 'Веб-дизайн');
    // Its parent is named once the site's list of pages is read.
    await panel.waitFor(() => (document.getElementById('f-parent') as HTMLSelectElement | null)?.selectedOptions[0]?.textContent === 'Услуги');

    // Other tabs of the site open and load behind it, and this one reloads: the panel asks the site nothing.
    const quiet = await setting.control.mark();
    const behind = await inBackground(setting.browser, async (address) => (await chrome.tabs.create({ url: address, active: false })).id!, `${setting.site.url}/index/0-5`);
    await tab.goto(url);
    const loadedBehind = await inBackground(setting.browser, async (id) => {
      for (;;) {
        if ((await chrome.tabs.get(id)).status === 'complete') return true;
        await new Promise((r) => setTimeout(r, 50));
      }
    }, behind);
    expect(loadedBehind).toBe(true);
    await tab.waitFor((tag) => document.querySelector(tag), LAUNCHER);
    expect(await panel.evaluate(() => (document.getElementById('f-name') as HTMLInputElement).value)).toBe('Веб-дизайн');
    expect(await setting.control.log(quiet)).toEqual([]);

    // The owner switches to that tab: the panel shows its page.
    await inBackground(setting.browser, (id) => chrome.tabs.update(id, { active: true }).then(() => true), behind);
    await panel.waitFor(() => (document.getElementById('f-name') as HTMLInputElement | null)?.value === 'Hosting');
    await inBackground(setting.browser, async (id) => Boolean(await chrome.tabs.update(id, { url: 'about:blank' })), behind);
    await panel.waitFor((words) => document.body?.innerText.includes(words), NOT_A_SITE);

    // Back on the first tab, a word typed and the panel closed at once: the word is kept.
    await inBackground(setting.browser, (id) => chrome.tabs.update(id, { active: true }).then(() => true), (await tabIdOfPage(setting.browser, url))!);
    await panel.waitFor(() => (document.getElementById('f-name') as HTMLInputElement | null)?.value === 'Веб-дизайн');
    await panel.typeAtEnd('#f-name', ' и вёрстка');
    const extension = await setting.browser.newPage(`${setting.browser.extensionBase}options.html`);
    expect(await closeNativeSidePanel(extension)).toBe(true);
    const tabId = (await tabIdOfPage(setting.browser, url))!;
    await extension.goto(`${setting.browser.extensionBase}sidepanel.html?tab=${tabId}`);
    await waitForFieldValue(extension, 'Name', 'Веб-дизайн и вёрстка');
    expect(await panelText(extension)).toMatch(/Draft from .+: not saved to the site yet/);
    await extension.close();
    await tab.close();
  });
});

async function tabIdOfPage(browser: Parameters<typeof inBackground>[0], url: string): Promise<number | undefined> {
  return inBackground(browser, async (address) => (await chrome.tabs.query({ url: address }))[0]?.id, url);
}

declare const chrome: {
  tabs: {
    create(o: { url: string; active: boolean }): Promise<{ id?: number }>;
    get(id: number): Promise<{ status?: string }>;
    update(id: number, o: { active?: boolean; url?: string }): Promise<unknown>;
    query(o: { url: string }): Promise<{ id?: number }[]>;
  };
};
