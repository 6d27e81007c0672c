// An owner's second week, walked in either language, asserting what they see: the settings page
// leads with their sites and teaches the gesture; in a panel as narrow as the browser's, the first
// field starts within 200 px of the top and the visual editor's toolbar is one row of named icons,
// no two buttons named alike; the Point to edit switch looks pressed while on, and the page shows
// the mode meanwhile; on the news list the button says Edit news and the panel lists them; Alt+click
// with the panel closed downloads nothing and opens the panel at the spot; a request block the
// site forces clears by itself at its end with the form back; no accessibility violation in any
// view walked.
import { expect } from 'vitest';
import type { SiteControl } from '../../site/control.ts';
import { entryUrl } from '../../site/data/urls.ts';
import { clickButton, eventually, type BrowserUnderTest, type TestPage } from './driver.ts';
import { lookAt, wordsIn } from './first-week-walk.ts';
import { closedRootText, launchersIn, launcherState } from './launcher.ts';
import { tabIdOf } from './flows.ts';
import { closeNativeSidePanel, nativeSidePanel } from './native-side-panel.ts';
import { pointAt } from './point-at.ts';
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

  await altClickWithPanelClosed(browser, extension, siteUrl, say);

  // A request block the site forces: said with the time it ends, and the form back by itself then.
  const blockedPage = seeded.pages.find((page) => page.id === 9)!;
  await control.injectFault({ kind: 'limit', ms: 3000, method: 'GET' });
  const blocked = await openPanelOn(browser, `${siteUrl}/index/0-9`);
  await blocked.panel.waitFor((prefix) => [...document.querySelectorAll<HTMLButtonElement>('.error-banner button')].some((b) => b.disabled && b.textContent?.startsWith(prefix)), say('try_again_at', ''));
  await lookAt(blocked.panel, 'requests blocked for a while');
  await blocked.panel.waitFor((name) => (document.getElementById('f-name') as HTMLInputElement | null)?.value === name, blockedPage.name, 15_000);
  expect(await blocked.panel.evaluate(() => document.querySelector('.error-banner'))).toBeNull();
  await blocked.panel.close();
  await blocked.site.close();
  await extension.close();
}

/**
 * Alt+click on a menu link with the panel closed: nothing downloads, nothing navigates; Chrome
 * opens the panel at that item, Firefox (where a page cannot open the sidebar) says at the click
 * how to open it, and it opens at that item when the owner does; the note at the click says which.
 */
async function altClickWithPanelClosed(browser: BrowserUnderTest, extension: TestPage, siteUrl: string, say: ReturnType<typeof wordsIn>): Promise<void> {
  const tab = await browser.newPage(`${siteUrl}/about`);
  await tab.waitFor((tag) => document.querySelector(tag), LAUNCHER);
  // Chromium saves a link's page at an Alt+click of its own.
  let downloads = 0;
  (tab as { page?: { on(event: 'download', listener: () => void): void } }).page?.on('download', () => downloads++);
  const item = await tab.evaluate(() => document.querySelectorAll('#uNMenuDiv1 a')[2]!.textContent!.trim());
  await pointAt(tab, '#uNMenuDiv1 a', ['Alt'], { nth: 2 });
  const note = async () => (await launchersIn(extension, tab, inplaceHost('note')))[0]?.note ?? null;
  await tab.waitFor((host) => document.querySelector(host), inplaceHost('note'));
  let panel: Pick<TestPage, 'waitFor'>;
  if (browser.name === 'chromium') {
    panel = await nativeSidePanel(browser);
    expect(await note()).toBe(say('point_opened_note'));
  } else {
    expect(await note()).toBe(say('point_open_hint'));
    // The sidebar the owner opens, for this tab (the panel's page in a tab of its own).
    panel = await browser.newPage(`${browser.extensionBase}sidepanel.html?tab=${await tabIdOf(extension, `${siteUrl}/about`)}`);
  }
  await panel.waitFor((item) => {
    const field = document.activeElement as HTMLInputElement | null;
    return field?.closest('ol.menu-items') && field.value === item;
  }, item);
  expect(await tab.evaluate(() => location.pathname)).toBe('/about');
  expect(downloads).toBe(0);
  if (browser.name === 'chromium') expect(await closeNativeSidePanel(extension)).toBe(true);
  else await (panel as TestPage).close();
  await tab.close();
}
