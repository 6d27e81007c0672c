// The README's pictures of the shop: a category edited on its page (Chromium, Firefox, and in
// Russian) and the currency rates with a rate refused. Run after `npm run build`:
// `node scripts/screenshots-shop.ts` (writes docs/screenshots/panel-shop-category.png,
// panel-shop-category-firefox.png, panel-shop-category-ru.png and panel-currency-rates.png;
// Russian needs the browsers' language packs).
import { shoot, shootFirefox, withSiteIn } from './shoot.ts';
import { launchChromium } from '../test/e2e/support/chromium.ts';
import { clickButton, fillField, type BrowserUnderTest } from '../test/e2e/support/driver.ts';
import { launchFirefox } from '../test/e2e/support/firefox.ts';
import { startReferenceSite, type RunningSite } from '../test/e2e/support/flows.ts';
import { openPanelOn } from '../test/e2e/support/panel.ts';

/** The phones category's page, its editor open with the groups read. */
async function openCategory(browser: BrowserUnderTest, site: RunningSite) {
  const { panel } = await openPanelOn(browser, `${site.url}/shop/electronics/phones`);
  await panel.waitFor(() => (document.getElementById('f-name') as HTMLInputElement | null)?.value === 'Смартфоны' && document.querySelector('[id^="f-view_groups-"]'));
  return panel;
}

/** All of the site with the currency rates open, one of them typed wrong. */
async function openRates(browser: BrowserUnderTest, site: RunningSite) {
  const { panel } = await openPanelOn(browser, `${site.url}/`);
  await clickButton(panel, 'All of the site');
  await clickButton(panel, 'Currency rates');
  await panel.waitFor(() => document.getElementById('f-rate-USD'));
  await fillField(panel, 'USD ($)', '0');
  await clickButton(panel, 'Save rates');
  await panel.waitFor(() => document.getElementById('f-rate-USD-error'));
  await panel.evaluate(() => document.querySelector('.currency-rates')?.scrollIntoView({ block: 'center' }));
  return panel;
}

const site = await startReferenceSite();
try {
  await withSiteIn(await launchChromium(), site, async (chromium) => {
    await shoot(await openCategory(chromium, site), 'panel-shop-category');
    await shoot(await openRates(chromium, site), 'panel-currency-rates');
  });
  await withSiteIn(await launchChromium({ language: 'ru' }), site, async (russian) => shoot(await openCategory(russian, site), 'panel-shop-category-ru'));
  await withSiteIn(await launchFirefox(), site, async (firefox) => shootFirefox(await openCategory(firefox, site), 'panel-shop-category-firefox'));
} finally {
  await site.close();
}
