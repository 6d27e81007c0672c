// Reading the site as the platform answers, in both browsers: with the reference site answering
// every read in a shape picked among those a real site may send (records under the module's own
// key or at the top level, ids and counts as strings, pages_list a number or a list, dates as
// strings or unix times: its variants mode), every section of All of the site lists what the site
// holds, Design lists the templates of a news entry, an ad's category picker groups categories
// by section, and a new article whose answer was lost is found again rather than made twice.
import { describe, expect, test } from 'vitest';
import { BROWSERS } from './support/browsers.ts';
import { clickButton, fillField, type TestPage } from './support/driver.ts';
import { apiCalls, siteAndBrowser } from './support/fixture.ts';
import { openPanelOn, waitForFieldValue } from './support/panel.ts';
import { entryUrl } from '../site/data/urls.ts';

type State = Awaited<ReturnType<ReturnType<typeof siteAndBrowser>['control']['state']>>;

/** Each section of All of the site: its heading, its button, and the names the site holds for it. */
const SECTIONS: [string, string, (state: State) => string[]][] = [
  ['Pages', 'Show pages', (state) => [...state.pages].sort((a, b) => a.id - b.id).map((page) => page.name)],
  ['News', 'Show news', (state) => state.entryModules.news!.entries.map((entry) => entry.title)],
  ['Blog', 'Show blog', (state) => state.entryModules.blog!.entries.map((entry) => entry.title)],
  ['Articles', 'Show articles', (state) => state.entryModules.publ!.entries.map((entry) => entry.title)],
  ['File catalog', 'Show files', (state) => state.entryModules.load!.entries.map((entry) => entry.title)],
  ['Ad board', 'Show ads', (state) => state.entryModules.board!.entries.map((entry) => entry.title)],
  ['Site directory', 'Show directory entries', (state) => state.entryModules.dir!.entries.map((entry) => entry.title)],
  ['Online games', 'Show games', (state) => state.entryModules.stuff!.entries.map((entry) => entry.title)],
  ['FAQ', 'Show FAQ entries', (state) => state.entryModules.faq!.entries.map((entry) => entry.title)],
  ['Menus', 'Show menus', (state) => state.menus.map((menu) => menu.title)],
];

/** The names a section lists, once it has all of them. */
async function listed(panel: TestPage, section: string): Promise<string[]> {
  await panel.waitFor((section) => document.querySelector(`section[aria-label="${section}"] ul.list:not([aria-busy])`), section);
  // Each record by its name (a hidden page's mark beside it is not its name).
  return panel.evaluate((section) => [...document.querySelectorAll(`section[aria-label="${section}"] ul.list li > button`)].map((button) => button.textContent ?? ''), section);
}

describe.each(BROWSERS)('%s: the site read as the platform answers', (name) => {
  const setting = siteAndBrowser(name, { siteAdded: true, variants: 16 });

  /** The panel on the page of an entry, once its title shows; and the site's state before. */
  async function openEntry(module: 'news' | 'board', id: number) {
    const state = await setting.control.state();
    const entry = state.entryModules[module]!.entries.find((item) => item.id === id)!;
    const { site: tab, panel } = await openPanelOn(setting.browser, `${setting.site.url}${entryUrl(module, entry)}`);
    await waitForFieldValue(panel, 'Title', entry.title);
    return { state, tab, panel };
  }

  test('every section of All of the site lists what the site holds, none empty, none unknown', async () => {
    const state = await setting.control.state();
    const { site: tab, panel } = await openPanelOn(setting.browser, `${setting.site.url}/`);
    await clickButton(panel, 'All of the site');
    for (const [section, show, names] of SECTIONS) {
      await clickButton(panel, show);
      const expected = names(state);
      expect(expected.length, section).toBeGreaterThan(0);
      expect((await listed(panel, section)).sort(), section).toEqual([...expected].sort());
      // Read whole, the section says how many.
      expect(await panel.evaluate((section) => document.querySelector(`section[aria-label="${section}"] h3 .count`)?.textContent, section), section).toBe(` · ${expected.length}`);
    }
    expect(await panel.evaluate(() => document.body.innerText.includes('does not know'))).toBe(false);
    await panel.close();
    await tab.close();
  });

  test('Design lists the templates of a news entry by their numbers in the tree', async () => {
    const { tab, panel } = await openEntry('news', 2);
    await clickButton(panel, 'Design');
    await panel.waitFor(() => document.querySelectorAll('.design-list [data-path]').length > 0);
    const paths = await panel.evaluate(() => [...document.querySelectorAll<HTMLElement>('.design-list [data-path]')].map((button) => button.dataset.path ?? ''));
    // The news module's own templates (numbered within module 6), the blocks the page shows, the CSS.
    const newsTemplates = paths.filter((path) => path.startsWith('6/'));
    expect(newsTemplates.length).toBeGreaterThan(0);
    expect(newsTemplates.every((path) => /^6\/\d+$/.test(path))).toBe(true);
    expect(paths).toContain('3/3');
    expect(paths).toEqual(expect.arrayContaining(['1/AHEADER', '1/BFOOTER']));
    await panel.close();
    await tab.close();
  });

  test('an ad is filed under a category of a section: the picker groups categories by section and offers no section', async () => {
    const { state, tab, panel } = await openEntry('board', 1);
    await panel.evaluate(() => document.getElementById('f-category')!.focus());
    await panel.waitFor(() => document.querySelectorAll('#f-category optgroup').length > 0);
    const groups = await panel.evaluate(() =>
      [...document.querySelectorAll('#f-category optgroup')].map((group) => [group.getAttribute('label'), [...group.querySelectorAll('option')].map((option) => option.textContent)]),
    );
    const categories = state.entryModules.board!.categories;
    const sections = categories.filter((item) => item.type === 'section');
    expect(groups).toEqual(sections.map((section) => [section.name, categories.filter((item) => item.section_id === section.id).map((item) => item.name)]));
    await panel.close();
    await tab.close();
  });

  test('a new article whose answer was lost is found again on the next Save, shown, and finished, not made twice', async () => {
    const { site: tab, panel } = await openPanelOn(setting.browser, `${setting.site.url}/`);
    await clickButton(panel, 'All of the site');
    await clickButton(panel, 'New article');
    const title = `Lost and found (${name})`;
    await fillField(panel, 'Title', title);
    await setting.control.injectFault({ kind: 'lost', method: 'POST' });
    await clickButton(panel, 'Save');
    await panel.waitFor(() => document.body.innerText.includes('The new one may have been made all the same'));
    const made = () => setting.control.state().then((state) => state.entryModules.publ!.entries.filter((entry) => entry.title === title));
    expect(await made()).toHaveLength(1);
    const mark = await setting.control.mark();
    await clickButton(panel, 'Save');
    // It looked for the article among the list (in whatever shape the site sent it), and shows
    // what it found before writing anything.
    await panel.waitFor((title) => document.body.innerText.includes(`made “${title}” on the site after all`), title);
    const calls = apiCalls(await setting.control.log(mark));
    expect(calls.filter((call) => !call.startsWith('GET'))).toEqual([]);
    expect(calls).toContain('GET /publ');
    await clickButton(panel, 'Finish it');
    await panel.waitFor((title) => document.body.innerText.includes(`Edit article: ${title}`), title);
    expect(apiCalls(await setting.control.log(mark)).filter((call) => !call.startsWith('GET'))).toEqual([]);
    expect(await made()).toHaveLength(1);
    await panel.close();
    await tab.close();
  });
});
