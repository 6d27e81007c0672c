// Entries of every module with an editor, in both browsers: the launcher names what the tab
// shows, the panel edits one field, and the site shows it with only that field sent. The site
// answers every read in a shape picked among those a real site may send (its variants mode).
import { describe, expect, test } from 'vitest';
import { BROWSERS } from './support/browsers.ts';
import { chooseOption, clickButton, fillField } from './support/driver.ts';
import { apiCalls, siteAndBrowser } from './support/fixture.ts';
import { axeViolations } from './support/axe.ts';
import { launcherState } from './support/launcher.ts';
import { entryUrl } from '../site/data/urls.ts';
import type { Entry } from '../site/data/types.ts';
import { openPanelOn, waitForComments, waitForFieldValue } from './support/panel.ts';
import { pointAt } from './support/point-at.ts';

/** Each module, the address of its first entry as the platform writes it (any case), and what the launcher says. */
const MODULES: [string, (entry: Entry) => string, string][] = [
  ['news', (entry) => entryUrl('news', entry), 'Edit news entry'],
  ['blog', (entry) => entryUrl('blog', entry), 'Edit blog entry'],
  ['publ', (entry) => entryUrl('publ', entry), 'Edit article'],
  ['load', (entry) => entryUrl('load', entry).replace('/load/', '/Load/'), 'Edit file entry'],
  ['board', (entry) => entryUrl('board', entry), 'Edit ad'],
  ['dir', (entry) => entryUrl('dir', entry), 'Edit directory entry'],
  ['stuff', (entry) => entryUrl('stuff', entry).replace('/stuff/', '/STUFF/'), 'Edit game entry'],
  ['faq', (entry) => entryUrl('faq', entry), 'Edit FAQ entry'],
];

describe.each(BROWSERS)('%s: entries of every module', (name) => {
  const setting = siteAndBrowser(name, { siteAdded: true, variants: 28 });

  test.each(MODULES)('%s: named by the launcher, one field edited, only that field sent, the site shows it', async (module, path, label) => {
    const entryOf = async () => (await setting.control.state()).entryModules[module as 'publ']!.entries.find((entry) => entry.id === 1)!;
    const before = await entryOf();
    const mark = await setting.control.mark();
    const { site: tab, panel } = await openPanelOn(setting.browser, `${setting.site.url}${path(before)}`);
    expect((await launcherState(panel, tab)).label).toBe(label);
    await waitForFieldValue(panel, 'Title', before.title);
    // The entry and its comments opened it, one GET each, side by side.
    await waitForComments(panel);
    expect(apiCalls(await setting.control.log(mark)).sort()).toEqual(['GET /comments', `GET /${module}`].sort());
    // What else the site sent is shown read-only (and, below, left as it was).
    expect(await panel.evaluate(() => [...document.querySelectorAll('.site-only dt')].map((term) => term.textContent))).toEqual(expect.arrayContaining(['Author', 'Views', 'Added']));
    const title = `${before.title} (${name})`;
    await fillField(panel, 'Title', title);
    // The page shows the title as typed, before it is saved.
    await tab.waitFor((title) => document.querySelector('.eTitle')?.textContent === title, title);
    const beforeSave = await setting.control.mark();
    await clickButton(panel, 'Save');
    await panel.waitFor(() => document.body.innerText.includes('Saved '));

    // The save checked the site's copy and wrote the title alone.
    const log = await setting.control.log(beforeSave);
    expect(apiCalls(log)).toEqual([`GET /${module}`, `PUT /${module}`]);
    expect(log[1]!.query).toMatchObject({ id: '1' });
    expect(log[1]!.bodyKeys).toEqual(['title']);
    const { upd_date: _a, ...after } = await entryOf();
    const { upd_date: _b, ...was } = before;
    expect(after).toEqual({ ...was, title });
    // The page reloads after a save: the visitor's page shows the new title.
    await tab.waitFor((title) => document.querySelector('.eTitle')?.textContent === title, title);
    await panel.close();
    await tab.close();
  });

  test("the news list: News settings, each in its type; a number that is none refused; one value changed and only it sent", async () => {
    const { site: tab, panel } = await openPanelOn(setting.browser, `${setting.site.url}/news/`);
    expect((await launcherState(panel, tab)).label).toBe('Edit news');
    await clickButton(panel, 'News settings');
    await waitForFieldValue(panel, 'Entries per page', '10');
    expect(await panel.evaluate(() => (document.getElementById('f-setting-comments') as HTMLInputElement).checked)).toBe(true);
    expect(await axeViolations(panel, ['.module-settings'])).toEqual([]);
    const mark = await setting.control.mark();
    await fillField(panel, 'Entries per page', 'пятнадцать');
    await clickButton(panel, 'Save settings');
    await panel.waitFor(() => document.getElementById('f-setting-per_page-error')?.textContent === 'A number, such as 10.');
    expect(apiCalls(await setting.control.log(mark))).toEqual([]);
    await fillField(panel, 'Entries per page', '15');
    await clickButton(panel, 'Save settings');
    await panel.waitFor(() => document.body.innerText.includes('Saved: 1 changed.'));
    const log = await setting.control.log(mark);
    expect(apiCalls(log)).toEqual(['PUT /news/setup']);
    expect(log[0]!.bodyKeys).toEqual(['per_page']);
    expect((await setting.control.state()).setup.news).toMatchObject({ per_page: 15, comments: 1, title: 'Новости сайта' });
    await panel.close();
    await tab.close();
  });

  test("a user's profile: Edit user, the rank by its name, the group changed by its name and only it sent; a subscription paused; the profile by login", async () => {
    const { site: tab, panel } = await openPanelOn(setting.browser, `${setting.site.url}/index/8-2`);
    expect((await launcherState(panel, tab)).label).toBe('Edit user');
    await waitForFieldValue(panel, 'Name', 'Иван Петров');
    await panel.waitFor(() => document.body.innerText.includes('Rank: Новичок'));
    // Point to edit: Alt+click on the user's name on the profile page comes back to the user.
    await clickButton(panel, 'All of the site');
    // Pointable once the page (reloaded by a save) has Inplace's pointing in it.
    await tab.waitFor(() => document.querySelector('span[data-inplace="point"]'));
    await pointAt(tab, 'h1', ['Alt']);
    await panel.bringToFront();
    await waitForFieldValue(panel, 'Name', 'Иван Петров');
    expect(await axeViolations(panel)).toEqual([]);
    const mark = await setting.control.mark();
    await chooseOption(panel, 'Group', 'Модераторы');
    await clickButton(panel, 'Save');
    await panel.waitFor(() => document.body.innerText.includes('Saved '));
    const log = await setting.control.log(mark);
    expect(apiCalls(log).filter((call) => !call.startsWith('GET'))).toEqual(['PUT /user/2']);
    expect(log.find((entry) => entry.method === 'PUT')!.bodyKeys).toEqual(['group_id']);
    expect((await setting.control.state()).users.find((user) => user.id === 2)).toMatchObject({ group_id: 3, name: 'Иван Петров', email: 'ivan@example.com' });
    await tab.waitFor(() => document.body?.textContent?.includes('Модераторы'));
    // The subscription's status, changed at once.
    const subscriptionMark = await setting.control.mark();
    await chooseOption(panel, 'Basic', 'Paused');
    await panel.waitFor(() => document.body.innerText.includes('Saved: the subscription is now “Paused”.'));
    expect(apiCalls(await setting.control.log(subscriptionMark))).toEqual(['PUT /subscriptions/user']);
    expect((await setting.control.state()).subscriptions.find((each) => each.user_id === 2)).toMatchObject({ plan_id: 1, status: 'paused' });
    await panel.close();
    await tab.close();

    // The same page by login: Edit user too, the user found by the login in the site's list.
    const byLogin = await openPanelOn(setting.browser, `${setting.site.url}/index/8-0-Maria`);
    expect((await launcherState(byLogin.panel, byLogin.site)).label).toBe('Edit user');
    await waitForFieldValue(byLogin.panel, 'Name', 'Maria Lopez');
    expect(await byLogin.panel.evaluate(() => document.querySelector('h2')?.textContent)).toBe('Edit user: Maria Lopez');
    await byLogin.panel.close();
    await byLogin.site.close();
  });

  test('a new article from the panel: created with one write, open for editing, on the site', async () => {
    const { site: tab, panel } = await openPanelOn(setting.browser, `${setting.site.url}/`);
    await clickButton(panel, 'All of the site');
    await clickButton(panel, 'New article');
    const title = `How to choose hosting (${name})`;
    await fillField(panel, 'Title', title);
    expect(await axeViolations(panel)).toEqual([]);
    const before = await setting.control.mark();
    await clickButton(panel, 'Save');
    await panel.waitFor((title) => document.body.innerText.includes(`Edit article: ${title}`), title);
    expect(apiCalls(await setting.control.log(before)).slice(0, 2)).toEqual(['GET /publ', 'POST /publ']);
    expect(apiCalls(await setting.control.log(before)).filter((call) => call.startsWith('POST'))).toEqual(['POST /publ']);
    const created = (await setting.control.state()).entryModules.publ!.entries.find((entry) => entry.title === title)!;
    const page = await setting.browser.newPage(`${setting.site.url}/publ/${created.category}-1-0-${created.id}`);
    expect(await page.evaluate(() => document.querySelector('.eTitle')?.textContent)).toBe(title);
    await page.close();
    await panel.close();
    await tab.close();
  });
});
