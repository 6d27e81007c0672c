// The pipe, end to end in each browser: the built extension loads, its content script runs on
// the reference site once the owner registers it (and nowhere else), and the side panel renders.
import { describe, expect, test } from 'vitest';
import { BROWSERS } from './support/browsers.ts';
import { textOf, type BrowserUnderTest } from './support/driver.ts';
import { siteAndBrowser } from './support/fixture.ts';
import { addSite, otherOrigin, tabIdOf } from './support/flows.ts';
import { LAUNCHER } from './support/panel.ts';

declare const chrome: {
  action: { getBadgeText(details: { tabId: number }): Promise<string> };
  scripting: { getRegisteredContentScripts(): Promise<{ matches?: string[] }[]> };
};

/** Where the browser would start Inplace's content script: the patterns it has registered. */
async function contentScriptMatches(browser: BrowserUnderTest): Promise<string[]> {
  const options = await browser.newPage(`${browser.extensionBase}options.html`);
  const matches = await options.evaluate(async () => {
    const api = (globalThis as unknown as { browser?: typeof chrome }).browser ?? chrome;
    return (await api.scripting.getRegisteredContentScripts()).flatMap((script) => script.matches ?? []);
  });
  await options.close();
  return matches;
}

describe.each(BROWSERS)('%s: the extension on the reference site', (name) => {
  const setting = siteAndBrowser(name);

  test('before the site is added, no content script runs on it', async () => {
    const page = await setting.browser.newPage(setting.site.url);
    await page.waitFor(() => document.readyState === 'complete');
    // Nothing is registered to run there, so nothing will: no need to watch for it.
    expect(await contentScriptMatches(setting.browser)).toEqual([]);
    expect(await page.evaluate((tag) => document.querySelector(tag) !== null, LAUNCHER)).toBe(false);
    await page.close();
  });

  test('adding the site in the options page lists it', async () => {
    const options = await addSite(setting.browser, setting.site.url, setting.site.token);
    expect(await textOf(options, 'ul.sites')).toContain(new URL(setting.site.url).host);
    await options.close();
  });

  test('the content script runs on the registered site: the launcher shows, the toolbar button gets its badge', async () => {
    const page = await setting.browser.newPage(`${setting.site.url}/index/0-2`);
    await page.waitFor((tag) => document.querySelector(tag) !== null, LAUNCHER);
    const options = await setting.browser.newPage(`${setting.browser.extensionBase}options.html`);
    const tabId = await tabIdOf(options, `${setting.site.url}/index/0-2`);
    const badge = await options.evaluate(async (tabId) => {
      const api = (globalThis as unknown as { browser?: typeof chrome }).browser ?? chrome;
      return api.action.getBadgeText({ tabId });
    }, tabId);
    expect(badge).toBe('✎');
    await options.close();
    await page.close();
  });

  test('the content script does not run on another origin of the same server', async () => {
    const page = await setting.browser.newPage(`${otherOrigin(setting.site.url)}/index/0-2`);
    await page.waitFor(() => document.readyState === 'complete');
    // Registered for the site's host alone (a match pattern names no port): not this one.
    const matches = await contentScriptMatches(setting.browser);
    expect(matches).toEqual([`http://${new URL(setting.site.url).hostname}/*`]);
    expect(new URL(otherOrigin(setting.site.url)).hostname).not.toBe(new URL(setting.site.url).hostname);
    expect(await page.evaluate((tag) => document.querySelector(tag) !== null, LAUNCHER)).toBe(false);
    await page.close();
  });

  test('the side panel renders the site of the tab it is bound to', async () => {
    const sitePage = await setting.browser.newPage(`${setting.site.url}/`);
    await sitePage.waitFor((tag) => document.querySelector(tag) !== null, LAUNCHER);
    const panel = await setting.browser.newPage(`${setting.browser.extensionBase}sidepanel.html`);
    const tabId = await tabIdOf(panel, `${setting.site.url}/`);
    await panel.goto(`${setting.browser.extensionBase}sidepanel.html?tab=${tabId}`);
    await panel.waitFor((host) => document.querySelector('[data-testid="panel-status"]')?.textContent?.includes(host), new URL(setting.site.url).host);
    expect(await textOf(panel, 'h1')).toBe('Inplace');
    await panel.close();
    await sitePage.close();
  });
});
