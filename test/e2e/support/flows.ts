// Steps that several end-to-end flows share, written as a user would do them.
import { startSite } from '../../site/server.ts';
import { clickButton, fillField, type BrowserUnderTest, type TestPage } from './driver.ts';

export type RunningSite = Awaited<ReturnType<typeof startSite>>;

export function startReferenceSite(options: { limit?: number } = {}): Promise<RunningSite> {
  return startSite({ port: 0, ...options });
}

/** The same server under another origin, which the owner has not registered. */
export function otherOrigin(siteUrl: string): string {
  const url = new URL(siteUrl);
  url.hostname = 'localhost';
  return url.origin;
}

export async function openOptions(browser: BrowserUnderTest): Promise<TestPage> {
  return browser.newPage(`${browser.extensionBase}options.html`);
}

/** Adds a site in the options page and waits until it is listed. */
export async function addSite(browser: BrowserUnderTest, siteUrl: string, token: string): Promise<TestPage> {
  await browser.allowSiteAccess(`${new URL(siteUrl).protocol}//${new URL(siteUrl).hostname}/*`);
  const options = await openOptions(browser);
  await fillField(options, 'Site address', siteUrl);
  await fillField(options, 'API token', token);
  await clickButton(options, 'Add site');
  await options.waitFor((origin) => document.querySelector('ul.sites')?.textContent?.includes(origin), new URL(siteUrl).origin);
  return options;
}

/** The browser's id of the tab showing `url`, asked from an extension page. */
export async function tabIdOf(extensionPage: TestPage, url: string): Promise<number> {
  return extensionPage.evaluate(async (target) => {
    const api = (globalThis as unknown as { browser?: typeof chrome; chrome: typeof chrome }).browser ?? chrome;
    const tabs = await api.tabs.query({});
    const tab = tabs.find((t) => t.url === target);
    if (tab?.id === undefined) throw new Error(`no tab shows ${target}`);
    return tab.id;
  }, url);
}

declare const chrome: { tabs: { query(filter: object): Promise<{ id?: number; url?: string }[]> } };
