// Besides what the tab shows, the panel opens anything of the site: from its lists (each read
// once per panel session) and from the site's search.
import { describe, expect, test } from 'vitest';
import { BROWSERS } from './support/browsers.ts';
import { clickButton, fillField } from './support/driver.ts';
import { apiCalls, siteAndBrowser } from './support/fixture.ts';
import { openPanelOn, waitForComments, waitForFieldValue } from './support/panel.ts';

describe.each(BROWSERS)('%s: all of the site from the panel', (name) => {
  const setting = siteAndBrowser(name, { siteAdded: true });

  test('lists of pages, news, blog entries and menus open what is picked; each list costs one request', async () => {
    const { site, panel } = await openPanelOn(setting.browser, `${setting.site.url}/news/`);
    // The tab shows the news: the panel lists them at once, as its button said (Edit news).
    const news = (await setting.control.state()).entryModules.news!.entries.length;
    await panel.waitFor((count) => document.querySelectorAll('section[aria-label="News"] li').length === count, news);
    const before = await setting.control.mark();
    await clickButton(panel, 'Show pages');
    await clickButton(panel, 'Hosting');
    await waitForFieldValue(panel, 'Name', 'Hosting');
    await clickButton(panel, 'All of the site');
    await clickButton(panel, 'Show blog');
    const blogTitle = (await setting.control.state()).entryModules.blog!.entries.find((e) => e.id === 2)!.title;
    await clickButton(panel, blogTitle);
    await waitForFieldValue(panel, 'Title', blogTitle);
    await waitForComments(panel);
    await clickButton(panel, 'All of the site');
    await clickButton(panel, 'Show menus');
    await clickButton(panel, 'Главное меню');
    await panel.waitFor(() => document.querySelector('ol.menu-items > li'));
    // An entry opens with its comments, read side by side.
    const calls = apiCalls(await setting.control.log(before));
    expect([...calls.slice(0, 3), ...calls.slice(3, 5).sort(), ...calls.slice(5)]).toEqual(['GET /pages', 'GET /pages/5', 'GET /blog', 'GET /blog', 'GET /comments', 'GET /menus', 'GET /menus/1']);
    await panel.close();
    await site.close();
  });

  test("the site's search finds a page and opens it", async () => {
    const { site, panel } = await openPanelOn(setting.browser, `${setting.site.url}/news/`);
    await fillField(panel, 'Search the site', 'Hosting');
    await clickButton(panel, 'Search');
    await clickButton(panel, 'Hosting');
    await waitForFieldValue(panel, 'Name', 'Hosting');
    await panel.close();
    await site.close();
  });
});
