// Takes the README's screenshots: the built extension in Chromium against the reference site.
// Run after `npm run build`: `node scripts/screenshots.ts` (writes docs/screenshots/*.png).
import { playwrightPage, shoot } from './shoot.ts';
import { siteControl } from '../test/site/control.ts';
import { launchChromium } from '../test/e2e/support/chromium.ts';
import { clickButton, fillField } from '../test/e2e/support/driver.ts';
import { addSite, startReferenceSite } from '../test/e2e/support/flows.ts';
import { changeBehindThePanel, clickInMenuItem, openPanelOn, typeContentHtml, waitForFieldValue } from '../test/e2e/support/panel.ts';


const site = await startReferenceSite();
const browser = await launchChromium();
try {
  const options = await addSite(browser, site.url, site.token);
  await shoot(options, 'options', { width: 900, height: 640 });
  await options.close();

  // A page: the launcher on the site, then the panel with a change shown live in the page.
  const { site: tab, panel } = await openPanelOn(browser, `${site.url}/about`);
  await shoot(tab, 'site-launcher', { width: 1100, height: 640 });
  await waitForFieldValue(panel, 'Name', 'О нас');
  await typeContentHtml(panel, '<h2>О студии</h2>\n<p>Мы работаем с 2012 года. <strong>Теперь нас шестеро.</strong></p>');
  await tab.waitFor(() => document.querySelector('[data-inplace-preview]'));
  await shoot(panel, 'panel-page');
  await shoot(tab, 'site-live-preview', { width: 1100, height: 640 });
  await clickButton(panel, 'Discard changes');
  // Point to edit: Alt held over a menu item of the page outlines it, with its label.
  const page = playwrightPage(tab);
  await page.setViewportSize({ width: 1100, height: 640 });
  const item = await tab.evaluate(() => {
    const box = document.querySelectorAll('#uNMenuDiv1 a')[2]!.getBoundingClientRect();
    return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
  });
  await page.mouse.move(item.x, item.y);
  await page.keyboard.down('Alt');
  await page.mouse.move(item.x + 2, item.y);
  await shoot(tab, 'site-point', { width: 1100, height: 640 });
  await page.keyboard.up('Alt');
  // The switch on: the page's bar says the mode, the label leads with what a click does.
  await clickButton(panel, 'Point to edit');
  await panel.waitFor(() => document.querySelector('.point-switch button')?.getAttribute('aria-pressed') === 'true');
  await page.mouse.move(item.x, item.y + 40);
  await page.mouse.move(item.x, item.y);
  await tab.evaluate(() => new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame))));
  await shoot(tab, 'site-point-mode', { width: 1100, height: 640 });
  await clickButton(panel, 'Point to edit');
  await panel.close();
  await tab.close();

  // A news entry.
  const entry = await (await fetch(`${site.url}/uapi/news?id=1`, { headers: { Authorization: `Bearer ${site.token}` } })).json();
  const news = await openPanelOn(browser, new URL(entry.success.url, site.url).href);
  await waitForFieldValue(news.panel, 'Title', entry.success.title);
  await shoot(news.panel, 'panel-entry');
  await news.panel.close();
  await news.site.close();

  // An article (publisher), and its comments to moderate, a spam one selected.
  const control = siteControl(site.url);
  await control.addComment({ module: 'publ', entry_id: 1, name: 'Alex', message: 'Thanks, this helped me pick a .com.' });
  const spam = await control.addComment({ module: 'publ', entry_id: 1, name: 'promo-bot', message: 'Cheap watches at cheap-watches.example' });
  const article = await openPanelOn(browser, `${site.url}/publ/choosing-a-domain-name/1-1-0-1`);
  await waitForFieldValue(article.panel, 'Title', 'Choosing a domain name');
  await shoot(article.panel, 'panel-article');
  await shoot(article.site, 'site-article', { width: 1100, height: 640 });
  await article.panel.waitFor(() => document.querySelector('.comment-list'));
  await article.panel.click(`#comment-${spam}`);
  await article.panel.evaluate(() => document.getElementById('comments-title')?.scrollIntoView());
  await shoot(article.panel, 'panel-comments');
  await article.panel.close();
  await article.site.close();

  // A menu, being rearranged.
  const menu = await openPanelOn(browser, `${site.url}/index/0-2`);
  await clickButton(menu.panel, 'Menu: Главная, О нас, Услуги');
  await menu.panel.waitFor(() => document.querySelector('ol.menu-items > li'));
  await clickInMenuItem(menu.panel, 'Контакты', 'Move up');
  // The last item's ⋯ open: the moves it cannot make, disabled with their reason.
  await menu.panel.evaluate(() => [...document.querySelectorAll('ol.menu-items > li')].at(-1)?.querySelector<HTMLButtonElement>('.menu-row .more')?.click());
  await menu.panel.waitFor(() => document.querySelector('.item-more'));
  await shoot(menu.panel, 'panel-menu', { width: 440, height: 1100 });
  // A new item, linked through Link to… by a page's name; the tab shows the menu as edited.
  await clickButton(menu.panel, 'Add item');
  await menu.panel.waitFor(() => document.querySelectorAll('.link-choices button').length > 0);
  await menu.panel.typeAtMachineSpeed('Цен');
  await menu.panel.waitFor(() => document.querySelectorAll('.link-choices button').length === 1);
  await menu.panel.evaluate(() => document.querySelector('.link-picker')?.scrollIntoView({ block: 'center' }));
  await shoot(menu.panel, 'panel-menu-link', { width: 440, height: 900 });
  // Anything else through the site's search, each place found with its address under its name.
  await menu.panel.evaluate(() => {
    const find = document.querySelector<HTMLInputElement>('.link-picker input[type="search"]');
    find?.focus();
    find?.select();
  });
  await menu.panel.typeAtMachineSpeed('сайт');
  await clickButton(menu.panel, 'Search the whole site for “сайт”');
  await menu.panel.waitFor(() => document.querySelector('.link-choices .address'));
  // An address no link may have, refused in plain words under it.
  await menu.panel.fill('.link-picker input:not([type="search"])', 'javascript:alert(1)');
  await menu.panel.waitFor(() => document.querySelector('.link-picker .error'));
  await menu.panel.evaluate(() => document.querySelector('.link-picker')?.scrollIntoView({ block: 'center' }));
  await shoot(menu.panel, 'panel-menu-link-found', { width: 440, height: 900 });
  await menu.panel.close();
  await menu.site.close();

  // The design of the contacts page: its templates, the site's CSS in the code editor, its mail form.
  const design = await openPanelOn(browser, `${site.url}/index/0-6`);
  await clickButton(design.panel, 'Design');
  await design.panel.waitFor(() => document.querySelectorAll('.design-list [data-path]').length > 0);
  await shoot(design.panel, 'panel-design');
  await clickButton(design.panel, 'Таблица стилей (CSS)');
  await design.panel.waitFor(() => document.querySelector('#f-content')?.textContent?.includes('body{'));
  await shoot(design.panel, 'panel-css');
  await clickButton(design.panel, 'Design');
  await clickButton(design.panel, 'Form: Имя, E-mail, Сообщение');
  await waitForFieldValue(design.panel, 'Name', 'Обратная связь');
  await design.panel.evaluate(() => document.querySelector('fieldset.mail-fields')?.scrollIntoView());
  await shoot(design.panel, 'panel-mailform', { width: 440, height: 1100 });
  await design.panel.close();
  await design.site.close();

  // Saved: the outcome beside Save, with the way to the page on the site.
  const saved = await openPanelOn(browser, `${site.url}/index/0-4`);
  await waitForFieldValue(saved.panel, 'Name', 'Веб-дизайн');
  await fillField(saved.panel, 'Name', 'Веб-дизайн под ключ');
  await clickButton(saved.panel, 'Save');
  await saved.panel.waitFor(() => document.querySelector('.save-status')?.textContent?.includes('View on site'));
  await shoot(saved.panel, 'panel-saved');
  await saved.panel.close();
  await saved.site.close();

  // Someone changed the page meanwhile: the conflict view.
  const conflict = await openPanelOn(browser, `${site.url}/index/0-5`);
  await waitForFieldValue(conflict.panel, 'Name', 'Hosting');
  await fillField(conflict.panel, 'Name', 'Hosting and domains');
  await changeBehindThePanel(site.url, site.token, '/pages', 'PUT', { page_id: '5', name: 'Hosting plans', message: '<p>Three plans.</p>' });
  await clickButton(conflict.panel, 'Save');
  await conflict.panel.waitFor(() => document.querySelector('.conflict'));
  await shoot(conflict.panel, 'panel-conflict');
  await siteControl(site.url).reset();
} finally {
  await browser.close();
  await site.close();
}
