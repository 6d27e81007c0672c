// The README's pictures of the shop and the site's administration: a category edited on its
// page (Chromium, Firefox, and in Russian), the currency rates with a rate refused, a product with
// New product like this one, a user, and News settings. Run after `npm run build`:
// `node scripts/screenshots-shop.ts` (writes docs/screenshots/panel-shop-category.png,
// panel-shop-category-firefox.png, panel-shop-category-ru.png, panel-currency-rates.png,
// panel-product.png, panel-user.png and panel-news-settings.png; Russian needs the browsers'
// language packs).
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

/** A product's page, New product like this one open. */
async function openProduct(browser: BrowserUnderTest, site: RunningSite) {
  const { panel } = await openPanelOn(browser, `${site.url}/shop/1/desc/smartfon-veter-x`);
  await clickButton(panel, 'New product like this one');
  await panel.waitFor(() => document.querySelectorAll('#f-new-category option').length > 1);
  return panel;
}

/** A user's profile page, the user's editor with the groups and subscriptions read. */
async function openUser(browser: BrowserUnderTest, site: RunningSite) {
  const { panel } = await openPanelOn(browser, `${site.url}/index/8-2`);
  await panel.waitFor(() => document.body.innerText.includes('Новичок') || document.body.innerText.includes('Rank'));
  await panel.waitFor(() => document.querySelector('.subscriptions select'));
  return panel;
}

/** The news list with News settings open. */
async function openSettings(browser: BrowserUnderTest, site: RunningSite) {
  const { panel } = await openPanelOn(browser, `${site.url}/news/`);
  await clickButton(panel, 'News settings');
  await panel.waitFor(() => document.getElementById('f-setting-per_page'));
  await panel.evaluate(() => document.querySelector('.module-settings')?.scrollIntoView({ block: 'start' }));
  return panel;
}

const site = await startReferenceSite();
try {
  await withSiteIn(await launchChromium(), site, async (chromium) => {
    await shoot(await openCategory(chromium, site), 'panel-shop-category');
    await shoot(await openRates(chromium, site), 'panel-currency-rates');
    await shoot(await openProduct(chromium, site), 'panel-product');
    await shoot(await openUser(chromium, site), 'panel-user');
    await shoot(await openSettings(chromium, site), 'panel-news-settings');
  });
  await withSiteIn(await launchChromium({ language: 'ru' }), site, async (russian) => shoot(await openCategory(russian, site), 'panel-shop-category-ru'));
  await withSiteIn(await launchFirefox(), site, async (firefox) => shootFirefox(await openCategory(firefox, site), 'panel-shop-category-firefox'));
} finally {
  await site.close();
}
