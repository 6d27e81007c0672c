// A site with more pages than one answer holds: the panel lists them all (the first hundred at
// once, the rest as they come), reads the list once per panel session, and reads it afresh
// after it created something.
import { describe, expect, test } from 'vitest';
import { BROWSERS } from './support/browsers.ts';
import { clickButton, fillField } from './support/driver.ts';
import { apiCalls, siteAndBrowser } from './support/fixture.ts';
import { changeBehindThePanel, openPanelOn, typeContentHtml } from './support/panel.ts';

const ADDED = 130;

describe.each(BROWSERS)('%s: long lists', (name) => {
  const setting = siteAndBrowser(name, { siteAdded: true });

  test('more than 100 pages are all listed; a page created from the panel shows in the list at once', async () => {
    for (let n = 1; n <= ADDED; n++) {
      await changeBehindThePanel(setting.site.url, setting.site.token, '/pages', 'POST', { name: `Раздел ${n}`, message: `<p>${n}</p>` });
    }
    const pagesOnSite = (await setting.control.state()).pages.length;
    expect(pagesOnSite).toBeGreaterThan(100 + 1);
    const { site, panel } = await openPanelOn(setting.browser, `${setting.site.url}/`);
    const listedPages = () => panel.evaluate(() => [...document.querySelectorAll('section[aria-label="Pages"] ul.list li')].length);
    await clickButton(panel, 'All of the site');
    const before = await setting.control.mark();
    // The first hundred come at once, the rest is held up: the owner sees the first part meanwhile.
    await setting.control.injectFault({ kind: 'delay', ms: 0 });
    await setting.control.injectFault({ kind: 'delay', ms: 3000 });
    await clickButton(panel, 'Show pages');
    await panel.waitFor(() => document.body.innerText.includes('Loading the rest of the list…'));
    expect(await listedPages()).toBe(100);
    await panel.waitFor(() => document.querySelector('section[aria-label="Pages"] ul.list:not([aria-busy])'));
    expect(await panel.evaluate(() => document.body.innerText.includes('Loading the rest of the list…'))).toBe(false);
    expect(await listedPages()).toBe(pagesOnSite);
    expect(await panel.evaluate(() => document.body.innerText.includes(`Раздел 130`))).toBe(true);
    // One request per hundred.
    expect(apiCalls(await setting.control.log(before))).toEqual(['GET /pages', 'GET /pages']);

    await clickButton(panel, 'New page');
    await fillField(panel, 'Name', 'Прайс-лист 2027');
    await typeContentHtml(panel, '<p>Цены</p>');
    await clickButton(panel, 'Save');
    await panel.waitFor(() => document.body.innerText.includes('Edit page: Прайс-лист 2027'));
    await clickButton(panel, 'All of the site');
    await clickButton(panel, 'Show pages');
    await panel.waitFor(() => document.body.innerText.includes('Прайс-лист 2027'));
    expect(await listedPages()).toBe(pagesOnSite + 1);
    await panel.close();
    await site.close();
  });
});
