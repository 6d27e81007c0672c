// The usual setting of an end-to-end test file: a fresh reference site, a browser with the
// built extension, and (optionally) the site already added in the options page.
import { afterAll, beforeAll } from 'vitest';
import { siteControl, type SiteControl } from '../../site/control.ts';
import { launchBrowser } from './browsers.ts';
import type { BrowserName, BrowserUnderTest } from './driver.ts';
import { addSite, startReferenceSite, type RunningSite } from './flows.ts';

export interface E2eSetting {
  site: RunningSite;
  control: SiteControl;
  /** Reassign after `browser.restart()`. */
  browser: BrowserUnderTest;
}

/**
 * `variants`: the site answers every read in a shape picked among those a real site may send
 * (its variants mode, with this seed), so the flows prove Inplace reads them all.
 */
export function siteAndBrowser(name: BrowserName, options: { siteAdded?: boolean; variants?: number } = {}): E2eSetting {
  const setting = {} as E2eSetting;
  beforeAll(async () => {
    setting.site = await startReferenceSite();
    setting.control = siteControl(setting.site.url);
    if (options.variants !== undefined) await setting.control.setVariants(true, options.variants);
    setting.browser = await launchBrowser(name);
    if (options.siteAdded) await (await addSite(setting.browser, setting.site.url, setting.site.token)).close();
  });
  afterAll(async () => {
    await setting.browser?.close();
    await setting.site?.close();
  });
  return setting;
}

/** The site's request log as "METHOD /path" lines. */
export const apiCalls = (log: { method: string; path: string }[]) => log.map((entry) => `${entry.method} ${entry.path}`);
