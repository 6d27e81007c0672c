// The README's pictures of the side panel in Firefox, in English and in Russian: the built
// Firefox extension in Firefox ESR against the reference site. Run after `npm run build`:
// `node scripts/screenshots-firefox.ts` (writes docs/screenshots/panel-page-firefox*.png;
// Russian needs Firefox's language pack, Debian: firefox-esr-l10n-ru).
import type { Page } from 'puppeteer-core';
import { addSiteById } from '../test/e2e/support/any-language.ts';
import type { TestPage } from '../test/e2e/support/driver.ts';
import { launchFirefox } from '../test/e2e/support/firefox.ts';
import { startReferenceSite } from '../test/e2e/support/flows.ts';
import { openPanelOn } from '../test/e2e/support/panel.ts';

const OUT = new URL('../docs/screenshots/', import.meta.url).pathname;
const pageOf = (page: TestPage) => (page as unknown as { page: Page }).page;

for (const [language, name] of [['en-US', 'panel-page-firefox'], ['ru', 'panel-page-firefox-ru']] as const) {
  const site = await startReferenceSite();
  const browser = await launchFirefox({ language });
  try {
    await (await addSiteById(browser, site.url, site.token)).close();
    const { site: tab, panel } = await openPanelOn(browser, `${site.url}/about`);
    await panel.waitFor(() => (document.getElementById('f-name') as HTMLInputElement | null)?.value);
    await pageOf(panel).setViewport({ width: 440, height: 900 });
    await new Promise((r) => setTimeout(r, 500));
    await pageOf(panel).screenshot({ path: `${OUT}${name}.png` });
    console.log(`wrote docs/screenshots/${name}.png`);
    await panel.close();
    await tab.close();
  } finally {
    await browser.close();
    await site.close();
  }
}
