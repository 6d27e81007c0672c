// Writes a screenshot of a Chromium test page into docs/screenshots/, for the README.
import type { Page } from 'playwright-core';
import type { Page as FirefoxPage } from 'puppeteer-core';
import type { TestPage } from '../test/e2e/support/driver.ts';

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
