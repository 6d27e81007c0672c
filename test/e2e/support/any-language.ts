// Steps that do not depend on the words of the interface, for browsers in other languages:
// fields and buttons by id and role instead of by their English labels.
import type { BrowserUnderTest, TestPage } from './driver.ts';
import { openOptions } from './flows.ts';

/** Adds a site in the options page, whatever its language, and waits until it is listed. */
export async function addSiteById(browser: BrowserUnderTest, siteUrl: string, token: string): Promise<TestPage> {
  const { protocol, hostname, origin } = new URL(siteUrl);
  await browser.allowSiteAccess(`${protocol}//${hostname}/*`);
  const options = await openOptions(browser);
  await options.waitFor(() => document.getElementById('site-address'));
  await options.fill('#site-address', siteUrl);
  await options.fill('#site-token', token);
  await options.click('form:has(#site-address) button[type="submit"]');
  await options.waitFor((origin) => document.querySelector('ul.sites')?.textContent?.includes(origin), origin);
  return options;
}

/** The browser's own interface language, asked from an extension page. */
export function browserLanguage(extensionPage: TestPage): Promise<string> {
  return extensionPage.evaluate(() => {
    const api = (globalThis as unknown as { browser?: typeof chrome }).browser ?? chrome;
    return api.i18n.getUILanguage();
  });
}

declare const chrome: { i18n: { getUILanguage(): string } };
