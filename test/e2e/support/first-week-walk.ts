// An owner's first week, walked as they would in either language, asserting what they see: text
// they can read, names instead of numbers and paths, the outcome of a save beside Save wherever
// the form was scrolled, Discard undone, a new page put into a menu and a menu item linked to a
// page without typing an address, and no accessibility violation in any view walked.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect } from 'vitest';
import type { SiteControl } from '../../site/control.ts';
import { axeViolations } from './axe.ts';
import { clickButton, fillField, type BrowserUnderTest, type TestPage } from './driver.ts';
import { openPanelOn, waitForFieldValue } from './panel.ts';

export type Say = (key: string, ...subs: string[]) => string;

/** The interface's words in `language`, from the extension's own messages, as the panel says them. */
export function wordsIn(language: 'en' | 'ru'): Say {
  const messages = JSON.parse(readFileSync(resolve(import.meta.dirname, `../../../public/_locales/${language}/messages.json`), 'utf8')) as Record<string, { message: string }>;
  return (key, ...subs) => {
    const message = messages[key]?.message;
    if (message === undefined) throw new Error(`no message ${key}`);
    return message.replace(/\$(\d)/g, (_, n: string) => subs[Number(n) - 1] ?? '');
  };
}

/**
 * What the owner reads as names in the panel (headings, the places, the lists, the chosen options,
 * buttons): none may be a number ("#3") or a template's path ("1/AHEADER", "2/0").
 */
async function namesShown(panel: TestPage): Promise<string[]> {
  return panel.evaluate(() => [...document.querySelectorAll('h2, h3, nav button, li, button, select option:checked, label')]
    .filter((element) => !element.closest('details:not([open])'))
    .map((element) => (element as HTMLElement).innerText ?? element.textContent ?? '')
    .filter((text) => /#\d|\b\d\/[A-Za-z0-9]+\b/.test(text)));
}

/** The owner sees every view in text of at least 14 px, hints smaller than labels; no violation, no number for a name. */
export async function lookAt(panel: TestPage, view: string): Promise<void> {
  const sizes = await panel.evaluate(() => {
    const px = (element: Element | null) => (element ? parseFloat(getComputedStyle(element).fontSize) : null);
    return {
      label: px(document.querySelector('label')), input: px(document.querySelector('input:not([type="checkbox"]), textarea')),
      body: px(document.body), hint: px(document.querySelector('.hint')),
    };
  });
  expect(sizes.body, view).toBeGreaterThanOrEqual(14);
  if (sizes.label !== null) expect(sizes.label, view).toBeGreaterThanOrEqual(14);
  if (sizes.input !== null) expect(sizes.input, view).toBeGreaterThanOrEqual(14);
  if (sizes.hint !== null && sizes.label !== null) expect(sizes.hint, view).toBeLessThan(sizes.label);
  expect(await namesShown(panel), view).toEqual([]);
  expect(await axeViolations(panel), view).toEqual([]);
}

const status = (panel: TestPage) => panel.evaluate(() => document.querySelector('.save-status')?.textContent ?? '');

export async function firstWeekWalk(browser: BrowserUnderTest, siteUrl: string, control: SiteControl, language: 'en' | 'ru'): Promise<void> {
  const say = wordsIn(language);
  const seeded = await control.state();
  const home = seeded.pages.find((page) => page.id === 1)!;
  const hosting = seeded.pages.find((page) => page.id === 5)!;
  const parent = seeded.pages.find((page) => page.id === hosting.parent_id)!;
  const topMenu = seeded.menus.find((menu) => menu.id === 2)!;

  // The home page: its form, and what else the page shows, each by its name.
  const { site: tab, panel } = await openPanelOn(browser, `${siteUrl}/`);
  await waitForFieldValue(panel, say('field_name'), home.name);
  const onPage = await panel.evaluate(() => [...document.querySelectorAll('.on-page button')].map((button) => button.textContent));
  expect(onPage).toContain(say('poll_showing', seeded.polls.find((poll) => poll.active === 1)!.question));
  expect(onPage.filter((name) => name?.startsWith(say('menu_showing', '')))).toHaveLength(2);
  await lookAt(panel, 'the home page');

  // A page picked from All of the site: that place stays marked, a way back, its parent by name.
  await clickButton(panel, say('all_of_site'));
  await clickButton(panel, say('show_pages'));
  // The pages as a tree: a page under the page it belongs to, one step in; a hidden page says so.
  const draftPage = seeded.pages.find((page) => page.pending === 1)!;
  await panel.waitFor((label) => document.querySelector(`section[aria-label="${label}"] ul.list:not([aria-busy])`), say('section_pages'));
  const pageRows = await panel.evaluate((label) => [...document.querySelectorAll(`section[aria-label="${label}"] ul.list > li`)].map((li) => ({
    text: li.textContent ?? '', indent: parseFloat(getComputedStyle(li).paddingInlineStart) || 0,
  })), say('section_pages'));
  const rowOf = (name: string) => pageRows.find((row) => row.text.startsWith(name))!;
  expect(rowOf(hosting.name).indent).toBeGreaterThan(rowOf(parent.name).indent);
  expect(pageRows.findIndex((row) => row.text.startsWith(hosting.name))).toBeGreaterThan(pageRows.findIndex((row) => row.text.startsWith(parent.name)));
  expect(rowOf(draftPage.name).text).toBe(`${draftPage.name} · ${say('list_hidden')}`);
  await lookAt(panel, 'All of the site');
  await clickButton(panel, hosting.name);
  await waitForFieldValue(panel, say('field_name'), hosting.name);
  await panel.waitFor((name) => (document.getElementById('f-parent') as HTMLSelectElement | null)?.selectedOptions[0]?.textContent === name, parent.name);
  expect(await panel.evaluate(() => [...document.querySelectorAll('nav .tabs button[aria-pressed="true"]')].map((b) => b.textContent))).toEqual([say('all_of_site')]);
  // Not edited blind: the tab shows another page, and the way to this one is offered.
  expect(await panel.evaluate(() => document.querySelector('.open-in-tab button')?.textContent)).toBe(say('open_in_this_tab'));
  await lookAt(panel, 'a page from All of the site');
  await clickButton(panel, say('back_to', say('all_of_site')));
  await clickButton(panel, say('show_pages'));
  await clickButton(panel, hosting.name);
  await waitForFieldValue(panel, say('field_name'), hosting.name);

  // A letter typed and taken back is no change; Discard, then Undo: the change comes back.
  await fillField(panel, say('field_name'), `${hosting.name}!`);
  await panel.waitFor((text) => document.querySelector('.save-status')?.textContent === text, say('unsaved_changes'));
  await fillField(panel, say('field_name'), hosting.name);
  await panel.waitFor((text) => document.querySelector('.save-status')?.textContent === text, say('no_unsaved_changes'));
  const renamed = `${hosting.name} 2027`;
  await fillField(panel, say('field_name'), renamed);
  await panel.waitFor((text) => document.querySelector('.save-status')?.textContent === text, say('unsaved_changes'));
  await clickButton(panel, say('discard_changes'));
  await waitForFieldValue(panel, say('field_name'), hosting.name);
  expect(await status(panel)).toBe(`${say('changes_discarded')} ${say('undo')}`);
  await clickButton(panel, say('undo'));
  await waitForFieldValue(panel, say('field_name'), renamed);

  // Saved with the form scrolled to its top: the outcome, and the way to the result, in view.
  await panel.evaluate(() => document.scrollingElement!.scrollTo(0, 0));
  await clickButton(panel, say('save'));
  const saved = new RegExp(`^${say('saved_at', '.+')} · ${say('view_on_site')}$`);
  await panel.waitFor((pattern) => new RegExp(pattern).test(document.querySelector('.save-status')?.textContent ?? ''), saved.source);
  expect(await panel.evaluate(() => {
    const box = document.querySelector('.save-status')!.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= innerHeight && box.height > 0;
  })).toBe(true);
  expect((await control.state()).pages.find((page) => page.id === 5)?.name).toBe(renamed);
  await clickButton(panel, say('view_on_site'));
  await tab.waitFor(() => location.pathname === '/index/0-5' && document.readyState === 'complete');
  await waitForFieldValue(panel, say('field_name'), renamed);
  await panel.waitFor(() => !document.querySelector('.open-in-tab'));

  // A new page, saved, then put into a menu: the menu opens with the page's item in it.
  const newName = language === 'ru' ? 'Тарифы' : 'Plans';
  await clickButton(panel, say('all_of_site'));
  await clickButton(panel, say('editor_new_page'));
  await fillField(panel, say('field_name'), newName);
  // Without content the site makes no page: said on the field before any request.
  const beforeCreate = await control.mark();
  await clickButton(panel, say('save'));
  await panel.waitFor((text) => document.body.innerText.includes(text), say('validate_page_content'));
  expect(await control.log(beforeCreate)).toEqual([]);
  await panel.click('#f-message');
  await panel.typeAtMachineSpeed(language === 'ru' ? 'Цены на 2027 год' : 'Prices for 2027');
  await clickButton(panel, say('save'));
  // A page starts hidden: nothing to view yet; its address is said instead, and Publish above the form.
  const madeAndOffered = new RegExp(`^${say('saved_at', '.+')} · ${say('add_to_menu')}${say('page_made_at', '.+')}$`);
  await panel.waitFor((pattern) => new RegExp(pattern).test(document.querySelector('.save-status')?.textContent ?? ''), madeAndOffered.source);
  expect(await panel.evaluate(() => document.querySelector('.hidden-page')?.textContent)).toBe(`${say('page_hidden_note')} ${say('publish')}`);
  await lookAt(panel, 'a page just made');
  const made = (await control.state()).pages.find((page) => page.name === newName)!;
  // Made at the address offered from its name, hidden until published.
  expect([made.ownurl, made.pending]).toEqual([language === 'ru' ? 'tarifi' : 'plans', 1]);
  await clickButton(panel, say('add_to_menu'));
  await clickButton(panel, topMenu.title);
  await waitForFieldValue(panel, say('field_menu_title'), topMenu.title);
  await panel.waitFor((name) => [...document.querySelectorAll<HTMLInputElement>('ol.menu-items > li input[id$="-name"]')].at(-1)?.value === name, newName);
  await lookAt(panel, 'a menu with a page added');

  // Another item, linked through Link to… by the page's name, never typing an address.
  const contacts = seeded.pages.find((page) => page.id === 6)!;
  await clickButton(panel, say('menu_add_item'));
  await panel.waitFor(() => document.activeElement?.matches('.link-picker input[type="search"]'));
  await panel.typeAtMachineSpeed(contacts.name.slice(0, 4));
  await lookAt(panel, 'Link to…');
  await panel.waitFor((name) => [...document.querySelectorAll('.link-choices button')].some((b) => b.textContent === name), contacts.name);
  await panel.evaluate((name) => [...document.querySelectorAll<HTMLButtonElement>('.link-choices button')].find((b) => b.textContent === name)!.setAttribute('data-walk', 'pick'), contacts.name);
  await panel.click('[data-walk="pick"]');
  await panel.waitFor((name) => [...document.querySelectorAll('.menu-row .link-to')].at(-1)?.textContent === `→ ${name}`, contacts.name);
  // The page shows the menu as it is edited: both new items, before Save.
  await tab.waitFor((names) => [...document.querySelectorAll('#uNMenuDiv2 .uMenuRoot > li > a')].slice(-2).map((a) => a.textContent).join('|') === names, `${newName}|${contacts.name}`);
  await clickButton(panel, say('save'));
  await panel.waitFor((pattern) => new RegExp(pattern).test(document.querySelector('.save-status')?.textContent ?? ''), `^${say('saved_at', '.+')}`);
  const items = (await control.state()).menus.find((menu) => menu.id === 2)!.items;
  expect(items.slice(-2).map((item) => ({ name: item.name, url: item.url }))).toEqual([
    { name: newName, url: `/${made.ownurl}` },
    { name: contacts.name, url: '/index/0-6' },
  ]);

  // The design of the page on screen, by the site's names for its parts.
  await clickButton(panel, say('design_show'));
  await panel.waitFor(() => document.querySelectorAll('.design-list [data-path]').length > 0);
  await lookAt(panel, 'Design');
  await panel.close();
  await tab.close();
}
