// The README's pictures of Find and replace: a phone number found on pages, news and the footer,
// each match in its context with its tick (Chromium, Firefox, and in Russian), and the History
// entry of the replacement with its Undo. Run after `npm run build` and `npm run build:firefox`:
// `node scripts/screenshots-replace.ts` (writes docs/screenshots/panel-find-replace*.png;
// Russian needs the browsers' language packs).
import { shoot, shootFirefox, withSiteIn } from './shoot.ts';
import { launchChromium } from '../test/e2e/support/chromium.ts';
import { launchFirefox } from '../test/e2e/support/firefox.ts';
import { clickButton, fillField, type BrowserUnderTest } from '../test/e2e/support/driver.ts';
import { startReferenceSite, type RunningSite } from '../test/e2e/support/flows.ts';
import { changeBehindThePanel, openPanelOn } from '../test/e2e/support/panel.ts';

const OLD = '+7 (495) 000-00-00';

/** A few pages and news entries that give the old number. */
async function seed(site: RunningSite) {
  for (const [name, text] of [['Доставка', 'Курьер позвонит с номера'], ['Оптовикам', 'Менеджер по оптовым заказам:'], ['Гарантия', 'Сервисный центр, звоните']]) {
    await changeBehindThePanel(site.url, site.token, '/pages', 'POST', { name: name!, message: `<p>${text} ${OLD}, с 9 до 18.</p>` });
  }
  await changeBehindThePanel(site.url, site.token, '/news?id=1', 'PUT', { id: '1', message: `<p>Новый номер для заказов: ${OLD}.</p>` });
  await changeBehindThePanel(site.url, site.token, '/templates/1/BFOOTER', 'PUT', { content: `<div class="footer-links">Звоните: ${OLD} · <a href="/index/0-6">Контакты</a></div>` });
}

async function openFound(browser: BrowserUnderTest, site: RunningSite, words: { all: string; place: string; find: string; replace: string; scan: string }) {
  const { panel } = await openPanelOn(browser, `${site.url}/`);
  await clickButton(panel, words.all);
  await clickButton(panel, words.place);
  await fillField(panel, words.find, OLD);
  await fillField(panel, words.replace, '+7 (495) 123-45-67');
  await clickButton(panel, words.scan);
  await panel.waitFor(() => document.querySelector('.replace-matches'));
  await panel.evaluate(() => (document.querySelectorAll<HTMLInputElement>('.replace-matches label.match input')[1]?.click(), document.querySelector('.find-replace [role="status"]')?.scrollIntoView({ block: 'start' })));
  return panel;
}

const ENGLISH = { all: 'All of the site', place: 'Find and replace', find: 'Find', replace: 'Replace with', scan: 'Find matches' };
const site = await startReferenceSite();
try {
  await seed(site);
  await withSiteIn(await launchChromium(), site, async (chromium) => {
    const panel = await openFound(chromium, site, ENGLISH);
    await shoot(panel, 'panel-find-replace');
    // Applied: the job's report and its one entry in History, with Undo this replace.
    await panel.evaluate(() => [...document.querySelectorAll('button')].find((button) => button.textContent?.startsWith('Replace in '))!.click());
    await panel.waitFor(() => document.querySelector('.replace-history button.secondary'));
    await panel.evaluate(() => document.getElementById('replace-history-title')?.scrollIntoView({ block: 'center' }));
    await shoot(panel, 'panel-find-replace-history');
    await clickButton(panel, 'Undo this replace');
    await panel.waitFor(() => document.getElementById('replace-status')?.textContent?.startsWith('Undone in'));
  });
  await withSiteIn(await launchFirefox(), site, async (firefox) => shootFirefox(await openFound(firefox, site, ENGLISH), 'panel-find-replace-firefox'));
  await withSiteIn(await launchChromium({ language: 'ru' }), site, async (russian) =>
    shoot(await openFound(russian, site, { all: 'Весь сайт', place: 'Найти и заменить', find: 'Найти', replace: 'Заменить на', scan: 'Найти совпадения' }), 'panel-find-replace-ru'));
} finally {
  await site.close();
}
