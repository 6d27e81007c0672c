// Writes a screenshot of a Chromium test page into docs/screenshots/, for the README.
import type { Page } from 'playwright-core';
import type { Page as FirefoxPage } from 'puppeteer-core';
import type { BrowserUnderTest, TestPage } from '../test/e2e/support/driver.ts';
import { addSiteById } from '../test/e2e/support/any-language.ts';
import type { RunningSite } from '../test/e2e/support/flows.ts';

const OUT = new URL('../docs/screenshots/', import.meta.url).pathname;

/** Playwright's own page under the driving surface, for what a screenshot alone needs (a held key while hovering). */
export const playwrightPage = (page: TestPage): Page => (page as unknown as { page: Page }).page;

export async function shoot(page: TestPage, name: string, size = { width: 440, height: 900 }): Promise<void> {
  const raw = playwrightPage(page);
  await raw.setViewportSize(size);
  await new Promise((r) => setTimeout(r, 300));
  await raw.screenshot({ path: `${OUT}${name}.png` });
  console.log(`wrote docs/screenshots/${name}.png`);
}

/** The same of a Firefox panel (driven through its own protocol), once its fonts are in. */
export async function shootFirefox(page: TestPage, name: string): Promise<void> {
  const raw = (page as unknown as { page: FirefoxPage }).page;
  await raw.setViewport({ width: 440, height: 900 });
  await page.waitFor(() => document.fonts.status === 'loaded');
  await raw.screenshot({ path: `${OUT}${name}.png` });
  console.log(`wrote docs/screenshots/${name}.png`);
}

/** With the site added in a browser just launched: `act`, then the browser closes whatever happened. */
export async function withSiteIn(browser: BrowserUnderTest, site: RunningSite, act: (browser: BrowserUnderTest) => Promise<void>): Promise<void> {
  try {
    await (await addSiteById(browser, site.url, site.token)).close();
    await act(browser);
  } finally {
    await browser.close();
  }
}
