// Editing in place, end to end: open a page of the reference site, see it in the panel, edit,
// watch the live preview, save, and see the change on the site; the request log proves the
// costs (one GET to open; one GET and one write to save).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { siteControl, type SiteControl } from '../site/control.ts';
import { clickButton, fillField, textOf, type BrowserUnderTest } from './support/driver.ts';
import { launchBrowser } from './support/browsers.ts';
import { addSite, startReferenceSite, type RunningSite } from './support/flows.ts';
import { clickInMenuItem, LAUNCHER, openPanelOn, panelText, renameMenuItem, typeContentHtml, waitForFieldValue } from './support/panel.ts';

const apiCalls = (log: { method: string; path: string }[]) => log.map((entry) => `${entry.method} ${entry.path}`);

describe.each(['chromium'] as const)('%s: editing a page in place', (name) => {
  let site: RunningSite;
  let control: SiteControl;
  let browser: BrowserUnderTest;

  beforeAll(async () => {
    site = await startReferenceSite();
    control = siteControl(site.url);
    browser = await launchBrowser(name);
    await (await addSite(browser, site.url, site.token)).close();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  test('launcher names it, panel opens it with one GET, preview shows the draft, save writes once and the page shows it', async () => {
    const url = `${site.url}/index/0-3`;
    const before = await control.mark();
    const { site: tab, panel } = await openPanelOn(browser, url);
    expect(await tab.evaluate((tag) => document.querySelector(tag)?.shadowRoot?.querySelector('button')?.textContent, LAUNCHER)).toBe('Edit page');

    await waitForFieldValue(panel, 'Name', 'Услуги');
    expect(apiCalls(await control.log(before))).toEqual(['GET /pages/3']);

    await fillField(panel, 'Name', 'Услуги и цены');
    await typeContentHtml(panel, '<p>Новый текст <strong>услуг</strong></p>');
    // The tab shows the draft in the page's content region while typing.
    await tab.waitFor(() => document.querySelector('#content')?.textContent?.includes('Новый текст услуг'));

    const beforeSave = await control.mark();
    await clickButton(panel, 'Save');
    await panel.waitFor(() => document.body.innerText.includes('Saved.'));
    expect(apiCalls(await control.log(beforeSave))).toEqual(['GET /pages/3', 'PUT /pages']);

    // The tab reloads and shows the saved page.
    await tab.waitFor(() => document.querySelector('#content strong')?.textContent === 'услуг' && !document.querySelector('[data-inplace-preview]'));
    expect(await textOf(tab, 'title')).toContain('Услуги и цены');
    expect(await panelText(panel)).toContain('No unsaved changes');
    await panel.close();
    await tab.close();
  });

  test('a news entry: title with its live count, save, and the entry page shows the new title; its format stays as loaded', async () => {
    const entryUrl = await (async () => {
      const res = await fetch(`${site.url}/uapi/news?id=1`, { headers: { Authorization: `Bearer ${site.token}` } });
      return new URL((await res.json()).success.url, site.url).href;
    })();
    const before = await control.mark();
    const { site: tab, panel } = await openPanelOn(browser, entryUrl);
    expect(await tab.evaluate((tag) => document.querySelector(tag)?.shadowRoot?.querySelector('button')?.textContent, LAUNCHER)).toBe('Edit news entry');
    await waitForFieldValue(panel, 'Title', 'Мы запустили новый сайт');
    expect(apiCalls(await control.log(before))).toEqual(['GET /news']);
    expect(await panelText(panel)).toContain('23 / 130 characters');

    await fillField(panel, 'Title', 'Мы запустили новый сайт!!');
    await panel.waitFor(() => document.body.innerText.includes('25 / 130 characters'));
    const beforeSave = await control.mark();
    await clickButton(panel, 'Save');
    await panel.waitFor(() => document.body.innerText.includes('Saved.'));
    expect(apiCalls(await control.log(beforeSave))).toEqual(['GET /news', 'PUT /news']);
    await tab.waitFor(() => document.querySelector('.eTitle')?.textContent?.includes('Мы запустили новый сайт!!'));

    const stored = (await control.state()).entryModules.news!.entries.find((entry) => entry.id === 1)!;
    expect(stored).toMatchObject({ title: 'Мы запустили новый сайт!!', message_type: 'html', description_type: 'html' });
    await panel.close();
    await tab.close();
  });

  test('a menu: rename an item, reorder and nest by buttons; one PUT of the tree; the rendered menu changes', async () => {
    const { site: tab, panel } = await openPanelOn(browser, `${site.url}/index/0-2`);
    await clickButton(panel, 'Menu #1');
    await waitForFieldValue(panel, 'Menu title', (await control.state()).menus.find((m) => m.id === 1)!.title);

    await renameMenuItem(panel, 'Главная', 'Главная страница');
    await clickInMenuItem(panel, 'Контакты', 'Move up');
    await clickInMenuItem(panel, 'Новости', 'Indent');
    const beforeSave = await control.mark();
    await clickButton(panel, 'Save');
    await panel.waitFor(() => document.body.innerText.includes('Saved.'));
    expect(apiCalls(await control.log(beforeSave))).toEqual(['GET /menus/1', 'PUT /menus/1/items']);

    await tab.waitFor(() => document.querySelector('#uNMenuDiv1')?.textContent?.includes('Главная страница'));
    const rendered = await tab.evaluate(() =>
      [...document.querySelectorAll('#uNMenuDiv1 .uMenuRoot > li')].map((li) => ({
        label: li.querySelector(':scope > a')?.textContent,
        children: [...li.querySelectorAll(':scope > ul > li > a')].map((a) => a.textContent),
      })),
    );
    expect(rendered.map((item) => item.label)).toEqual(['Главная страница', 'О нас', 'Услуги', 'Контакты', 'Блог']);
    expect(rendered[2]!.children).toEqual(['Веб-дизайн', 'Hosting', 'Новости']);

    // A new title alone costs one PUT /menus/{id}, and no PUT of the items.
    await fillField(panel, 'Menu title', 'Навигация по сайту');
    const beforeRename = await control.mark();
    await clickButton(panel, 'Save');
    await panel.waitFor(() => document.body.innerText.includes('Saved.'));
    expect(apiCalls(await control.log(beforeRename))).toEqual(['GET /menus/1', 'PUT /menus/1']);
    await panel.close();
    await tab.close();
  });

  test('every menu item needs a URL: an empty one is refused before any request', async () => {
    const { site: tab, panel } = await openPanelOn(browser, `${site.url}/index/0-2`);
    await clickButton(panel, 'Menu #2');
    await panel.waitFor(() => document.querySelector('ol.menu-items > li'));
    await clickButton(panel, 'Add item');
    const before = await control.mark();
    await clickButton(panel, 'Save');
    await panel.waitFor(() => document.body.innerText.includes('Every item needs a URL'));
    expect(await control.log(before)).toEqual([]);
    await panel.close();
    await tab.close();
  });
});
