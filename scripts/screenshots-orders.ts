// The README's pictures of the shop's orders: the list with three orders chosen for one change
// (Chromium, Firefox), and an order opened with a line to remove asked about (English, Russian).
// Run after `npm run build`: `node scripts/screenshots-orders.ts` (writes docs/screenshots/
// panel-orders.png, panel-orders-firefox.png, panel-order.png and panel-order-ru.png; Russian
// needs the browsers' language packs).
import { shoot, shootFirefox, withSiteIn } from './shoot.ts';
import { launchChromium } from '../test/e2e/support/chromium.ts';
import { clickButton, type BrowserUnderTest } from '../test/e2e/support/driver.ts';
import { launchFirefox } from '../test/e2e/support/firefox.ts';
import { startReferenceSite, type RunningSite } from '../test/e2e/support/flows.ts';
import { changeBehindThePanel, openPanelOn } from '../test/e2e/support/panel.ts';

/** Buyers check out: orders as the site makes them. */
async function placeOrders(site: RunningSite) {
  for (const [buyer, product] of [['Анна Смирнова', '2'], ['Boris Klein', '1'], ['Вера Орлова', '3']]) {
    await changeBehindThePanel(site.url, site.token, '/shop/basket/?mode=add', 'POST', { id: product!, cnt: '2' });
    await changeBehindThePanel(site.url, site.token, '/shop/checkout/', 'POST', { payment_id: '2', delivery_id: '2', field_1: buyer!, field_2: '+7 900 123-45-67' });
  }
}

/** Shop orders, the three newest chosen. */
async function openOrders(browser: BrowserUnderTest, site: RunningSite, words: { all: string; orders: string }) {
  const { panel } = await openPanelOn(browser, `${site.url}/`);
  await clickButton(panel, words.all);
  await clickButton(panel, words.orders);
  await panel.waitFor(() => document.querySelectorAll('ul.order-list li').length >= 4);
  await panel.evaluate(() => [...document.querySelectorAll<HTMLInputElement>('ul.order-list li > input')].slice(0, 3).forEach((box) => box.click()));
  await panel.waitFor(() => document.querySelector('.bulk'));
  return panel;
}

/** Order No. 1 opened, its cables ticked to remove and Save pressed: the question. */
async function openOrder(browser: BrowserUnderTest, site: RunningSite, words: { all: string; orders: string; order: string; save: string }) {
  const { panel } = await openPanelOn(browser, `${site.url}/`);
  await clickButton(panel, words.all);
  await clickButton(panel, words.orders);
  await clickButton(panel, words.order);
  await panel.waitFor(() => document.getElementById('f-line-remove-2'));
  await panel.click('#f-line-remove-2');
  await clickButton(panel, words.save);
  await panel.waitFor(() => document.querySelector('.order .asking'));
  await panel.evaluate(() => document.querySelector('#order-goods')?.scrollIntoView({ block: 'start' }));
  return panel;
}

const ENGLISH = { all: 'All of the site', orders: 'Shop orders', order: 'Order No. 1', save: 'Save' };
const RUSSIAN = { all: 'Весь сайт', orders: 'Заказы магазина', order: 'Заказ № 1', save: 'Сохранить' };
const site = await startReferenceSite();
try {
  await placeOrders(site);
  await withSiteIn(await launchChromium(), site, async (chromium) => {
    await shoot(await openOrders(chromium, site, ENGLISH), 'panel-orders');
    await shoot(await openOrder(chromium, site, ENGLISH), 'panel-order');
  });
  await withSiteIn(await launchChromium({ language: 'ru' }), site, async (russian) => shoot(await openOrder(russian, site, RUSSIAN), 'panel-order-ru'));
  await withSiteIn(await launchFirefox(), site, async (firefox) => shootFirefox(await openOrders(firefox, site, ENGLISH), 'panel-orders-firefox'));
} finally {
  await site.close();
}
