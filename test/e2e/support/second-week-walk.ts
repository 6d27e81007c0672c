// An owner's second week, walked in either language, asserting what they see: the settings page
// leads with their sites and teaches the gesture; in a panel as narrow as the browser's, the first
// field starts within 200 px of the top and the visual editor's toolbar is one row of named icons,
// no two buttons named alike; the Point to edit switch looks pressed while on, and the page shows
// the mode meanwhile; on the news list the button says Edit news and the panel lists them; no
// accessibility violation in any view walked.
import { expect } from 'vitest';
import type { SiteControl } from '../../site/control.ts';
import { entryUrl } from '../../site/data/urls.ts';
import { clickButton, eventually, type BrowserUnderTest, type TestPage } from './driver.ts';
import { lookAt, wordsIn } from './first-week-walk.ts';
import { closedRootText, launcherState } from './launcher.ts';
import { inplaceHost, LAUNCHER, openPanelOn, waitForFieldValue } from './panel.ts';

/** As wide as the browser's side panel is by default; the owner's rows wrap as they would there. */
const PANEL_WIDTH = 420;
/** Where the first field must start, at most (px from the top). */
const FIRST_FIELD_TOP = 200;

/** Lays the panel out as wide as the browser's side panel; gives the top of `field` then. */
async function fieldTopInNarrowPanel(panel: TestPage, field: string): Promise<number> {
  return panel.evaluate(({ width, field }) => {
    document.documentElement.style.width = `${width}px`;
    return document.getElementById(field)!.getBoundingClientRect().top;
  }, { width: PANEL_WIDTH, field });
}

/** The names of the panel's buttons as assistive technology and the owner get them: text, or label where it shows an icon. */
const buttonNames = (panel: TestPage, within: string) => panel.evaluate((within) => [...document.querySelectorAll(`${within} button`)]
  .map((button) => button.textContent?.trim() || button.getAttribute('aria-label') || ''), within);

export async function secondWeekWalk(browser: BrowserUnderTest, siteUrl: string, control: SiteControl, language: 'en' | 'ru'): Promise<void> {
  const say = wordsIn(language);
  const seeded = await control.state();

  // The settings: the owner's sites first, and how to edit any part of one.
  const extension = await browser.newPage(`${browser.extensionBase}options.html`);
  await extension.waitFor(() => document.querySelector('ul.sites li'));
  expect(await extension.evaluate(() => document.querySelector('h2')?.textContent)).toBe(say('your_sites'));
  expect(await extension.evaluate(() => document.body.innerText)).toContain(say('options_gesture', 'Alt'));
  expect(await extension.evaluate(() => [...document.querySelectorAll('button')].every((b) => b.offsetParent !== null))).toBe(true);
  // Open site: the site in a tab of its own, where the launcher waits.
  const openSite = `ul.sites li[data-origin="${new URL(siteUrl).origin}"] a.button`;
  expect(await extension.evaluate((link) => document.querySelector(link)?.textContent, openSite)).toBe(say('open_site'));
  await extension.click(openSite);
  const siteTab = await browser.openedPage(`${siteUrl}/`);
  await siteTab.waitFor((tag) => document.querySelector(tag), LAUNCHER);
  await siteTab.close();

  // A page: its Name within reach, the toolbar one row of icons, each named and explained.
  const services = seeded.pages.find((page) => page.id === 3)!;
  const { site: tab, panel } = await openPanelOn(browser, `${siteUrl}/index/0-3`);
  await waitForFieldValue(panel, say('field_name'), services.name);
  expect(await fieldTopInNarrowPanel(panel, 'f-name')).toBeLessThanOrEqual(FIRST_FIELD_TOP);
  await panel.waitFor(() => document.querySelectorAll('.toolbar .tool').length === 11 && !document.querySelector('#f-message[aria-busy="true"]'));
  const tools = await panel.evaluate(() => [...document.querySelectorAll<HTMLButtonElement>('.toolbar .tool')].map((tool) => ({
    top: tool.offsetTop, name: tool.getAttribute('aria-label') ?? '', tip: tool.title, icon: tool.querySelector('svg') !== null, text: tool.textContent?.trim() ?? '',
  })));
  expect(new Set(tools.map((tool) => tool.top)).size).toBe(1);
  expect(tools.map((tool) => tool.name)).toContain(say('tool_undo'));
  for (const tool of tools) expect(tool.name && tool.tip && tool.icon && tool.text === '', JSON.stringify(tool)).toBe(true);
  // Undo (of the text) and Discard (of the changes) are two actions: never one name.
  const names = await buttonNames(panel, '.editor');
  expect(names.filter((name, at) => names.indexOf(name) !== at)).toEqual([]);
  await lookAt(panel, 'a page, 420 px wide');

  // Point to edit: pressed while on, and the page says the mode; off, the bar goes.
  await clickButton(panel, say('point_switch'));
  await panel.waitFor(() => document.querySelector('.point-switch button')?.getAttribute('aria-pressed') === 'true');
  expect(await panel.evaluate(() => getComputedStyle(document.querySelector('.point-switch button')!).backgroundColor)).not.toMatch(/^(transparent|rgba\(0, 0, 0, 0\))$/);
  const bar = () => closedRootText(extension, tab, inplaceHost('point'), '.bar');
  await tab.waitFor((host) => document.querySelector(host), inplaceHost('point'));
  await eventually(async () => (await bar()) === say('point_bar'), 'the page to show the bar of Point to edit');
  await lookAt(panel, 'Point to edit on');
  await clickButton(panel, say('point_switch'));
  await panel.waitFor(() => document.querySelector('.point-switch button')?.getAttribute('aria-pressed') === 'false');
  await eventually(async () => (await bar()) === null, 'the bar of Point to edit to go');
  await panel.close();
  await tab.close();

  // An entry, with two visual editors: its Title within reach too.
  const entry = seeded.entryModules.news!.entries.find((news) => news.id === 1)!;
  const opened = await openPanelOn(browser, `${siteUrl}${entryUrl('news', entry)}`);
  await waitForFieldValue(opened.panel, say('field_title'), entry.title);
  expect(await fieldTopInNarrowPanel(opened.panel, 'f-title')).toBeLessThanOrEqual(FIRST_FIELD_TOP);
  // One toolbar, over the text the owner is in: the short text's first, then the full text's.
  const toolbarsOver = () => opened.panel.evaluate(() => [...document.querySelectorAll('.toolbar')].map((toolbar) => toolbar.closest('.visual')?.querySelector('.visual-area')?.id));
  await opened.panel.waitFor(() => document.querySelectorAll('.visual-area').length === 2 && document.querySelectorAll('.toolbar').length === 1);
  expect(await toolbarsOver()).toEqual(['f-description']);
  await opened.panel.click('#f-message');
  await opened.panel.waitFor(() => document.querySelector('.toolbar')?.closest('.visual')?.querySelector('#f-message'));
  expect(await toolbarsOver()).toEqual(['f-message']);
  await lookAt(opened.panel, 'a news entry, 420 px wide');
  await opened.panel.close();
  await opened.site.close();

  // The news list: its button names the news, and the panel opens on their list.
  const news = await openPanelOn(browser, `${siteUrl}/news/`);
  expect((await launcherState(extension, news.site)).label).toBe(say('launcher_list_news'));
  const entries = seeded.entryModules.news!.entries;
  await news.panel.waitFor(({ section, count }) => document.querySelectorAll(`section[aria-label="${section}"] li`).length === count, { section: say('section_news'), count: entries.length });
  await lookAt(news.panel, 'the news list');
  await news.panel.close();
  await news.site.close();
  await extension.close();
}
