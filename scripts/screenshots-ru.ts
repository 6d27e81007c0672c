// The README's pictures of the interface in Russian: the built extension in Chromium started in
// Russian, against the reference site. Run after `npm run build`: `node scripts/screenshots-ru.ts`
// (writes docs/screenshots/options-ru.png and panel-page-ru.png; needs Chromium's Russian
// language pack, Debian: chromium-l10n).
import { shoot } from './shoot.ts';
import { addSiteById, browserLanguage } from '../test/e2e/support/any-language.ts';
import { launchChromium } from '../test/e2e/support/chromium.ts';
import { startReferenceSite } from '../test/e2e/support/flows.ts';
import { openPanelOn, waitForFieldValue } from '../test/e2e/support/panel.ts';


const site = await startReferenceSite();
const browser = await launchChromium({ language: 'ru' });
try {
  const options = await addSiteById(browser, site.url, site.token);
  const language = await browserLanguage(options);
  if (!language.startsWith('ru')) throw new Error(`Chromium runs in ${language}, not Russian: install its Russian language pack (Debian: chromium-l10n)`);
  await shoot(options, 'options-ru', { width: 900, height: 640 });
  await options.close();

  // A page, with a change typed into its content (HTML source mode).
  const { site: tab, panel } = await openPanelOn(browser, `${site.url}/about`);
  await waitForFieldValue(panel, 'Название', 'О нас');
  await panel.click('#f-message-label ~ .mode-switch button:last-child');
  await panel.fill('#f-message-html', '<h2>О студии</h2>\n<p>Мы работаем с 2012 года. <strong>Теперь нас шестеро.</strong></p>');
  await tab.waitFor(() => document.querySelector('[data-inplace-preview]'));
  await shoot(panel, 'panel-page-ru');
  await panel.close();
  await tab.close();
} finally {
  await browser.close();
  await site.close();
}
