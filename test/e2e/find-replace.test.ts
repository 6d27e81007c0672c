// Find and replace across the site in both browsers: a phone number on 40 records of 4 kinds
// (pages, news, a menu, the footer block), found by a regular expression with a group, and in
// links' addresses too (left alone); the scan reads the lists and the design's parts alone; a
// page shown on the site with the replacement in place before anything is written; a page
// changed on the site after the search is skipped; the panel closed midway and opened again
// goes on and writes no record twice; Undo this replace, from the site's History, gives all 39
// written records back byte for byte with one read and one write each.
import { describe, expect, test } from 'vitest';
import { BROWSERS } from './support/browsers.ts';
import { clickButton, fillField } from './support/driver.ts';
import { apiCalls, siteAndBrowser } from './support/fixture.ts';
import { axeViolations } from './support/axe.ts';
import { changeBehindThePanel, openPanelOn } from './support/panel.ts';

const OLD = '+7 (495) 000-00-00';
const NEW = '+7 (495) 123-45-67';
const FOOTER = `<div class="footer-links">Звоните: ${OLD} · <a href="tel:${OLD}">позвонить</a></div>`;

describe.each(BROWSERS)('%s: find and replace across the site', (name) => {
  const setting = siteAndBrowser(name, { siteAdded: true });

  test('40 records of 4 kinds by a regular expression with a group; a changed one skipped; the panel closed midway goes on; undone byte for byte', async () => {
    const pages = Array.from({ length: 34 }, (_, index) => ({ name: `Филиал ${index + 1} (${name})`, message: `<p>Звоните: ${OLD}</p><p><a href="tel:${OLD}">позвонить</a></p>` }));
    const added = (await setting.control.addContent({ pages })).pages.map((page) => Number(page.id));
    for (const id of [1, 2, 3]) await setting.control.setRecord('news', id, { message: `<p>Наш телефон ${OLD}.</p>` });
    const menu = (await setting.control.state()).menus[0]!;
    await setting.control.setRecord('menus', menu.id, { items: [{ name: `Звоните ${OLD}`, url: `tel:${OLD}` }, ...menu.items] });
    await changeBehindThePanel(setting.site.url, setting.site.token, '/templates/1/BFOOTER', 'PUT', { content: FOOTER });
    const before = await setting.control.state();
    const holding = (state: typeof before) => [
      ...state.pages.filter((page) => page.message.includes(OLD) || page.message.includes(NEW)).map((page) => [`page ${page.id}`, page.message]),
      ...state.entryModules.news!.entries.filter((entry) => entry.message.includes(OLD) || entry.message.includes(NEW)).map((entry) => [`news ${entry.id}`, entry.message]),
      ['menu', JSON.stringify(state.menus.find((each) => each.id === menu.id)!.items)],
      ['footer', state.gblocks.find((block) => block.id === 'BFOOTER')!.pda],
    ];

    let { site: tab, panel } = await openPanelOn(setting.browser, `${setting.site.url}/`);
    await clickButton(panel, 'All of the site');
    await clickButton(panel, 'Find and replace');
    await fillField(panel, 'Find', String.raw`\+7 \((\d{3})\) 000-00-00`);
    await fillField(panel, 'Replace with', '+7 ($1) 123-45-67');
    await panel.evaluate(() => (document.getElementById('f-replace-regex') as HTMLInputElement).click());
    expect(await axeViolations(panel)).toEqual([]);
    const scanMark = await setting.control.mark();
    await clickButton(panel, 'Find matches');
    await panel.waitFor(() => [...document.querySelectorAll('button')].some((button) => button.textContent?.startsWith('Replace in ')));
    // The scan: the lists, the template tree and each block on its own; no page, entry or menu read by itself.
    const scanned = (await setting.control.log(scanMark)).map((entry) => ({ method: entry.method, path: entry.path }));
    expect(scanned.filter((call) => call.method !== 'GET' || /^\/(pages|news|menus)\/\d+/.test(call.path))).toEqual([]);
    // The 34 pages and the seeded contacts page, three news entries, the menu, the footer; none found in an address.
    expect(await panel.evaluate(() => document.querySelectorAll('.replace-matches > li').length)).toBe(40);
    expect(await panel.evaluate(() => document.body.innerText.includes('+7 (495) 123-45-67'))).toBe(true);
    expect(await axeViolations(panel)).toEqual([]);

    // Show on the site: the page opens in a new tab with the replacement in place, nothing saved.
    const shownId = added[1]!;
    await panel.evaluate((label) => [...document.querySelectorAll('button')].find((button) => button.getAttribute('aria-label') === label)!.click(), `Show on the site: “Филиал 2 (${name})”, with the replacement`);
    const shownTab = await setting.browser.openedPage(`${setting.site.url}/index/0-${shownId}`);
    await shownTab.waitFor((phone) => document.body.innerText.includes(`Звоните: ${phone}`), NEW);
    expect((await setting.control.state()).pages.find((page) => page.id === shownId)!.message).toContain(OLD);
    await shownTab.close();

    // Changed on the site after the search: skipped, never overwritten.
    const changedId = added[0]!;
    await setting.control.setRecord('pages', changedId, { message: `<p>Новый номер скоро. ${OLD}</p>` });
    // Slowed reads, so that the panel is closed midway.
    await setting.control.injectFault({ kind: 'delay', ms: 150, method: 'GET', count: 100 });
    const applyMark = await setting.control.mark();
    await clickButton(panel, 'Replace in 40 records');
    await setting.control.nextRequest({ method: 'PUT', since: applyMark, timeoutMs: 20_000 });
    await panel.close();
    await tab.close();
    await setting.control.clearFaults();

    // Opened again: the panel offers to go on, and the job ends where it stopped.
    ({ site: tab, panel } = await openPanelOn(setting.browser, `${setting.site.url}/`));
    await panel.waitFor(() => document.body.innerText.includes('A replacement across the site stopped before its end.'));
    await clickButton(panel, 'Go on');
    await panel.waitFor(() => document.body.innerText.includes('Stopped before its end'));
    await clickButton(panel, 'Go on');
    await panel.waitFor(() => document.body.innerText.includes('Done in 39 records; 1 skipped, 0 failed.'), undefined, 30_000);
    // 39 records changed, in 39 writes: none written twice, though the panel closed midway. Only
    // each one's text is written: content, a menu's items, a block's template.
    const writes = (await setting.control.log(applyMark)).filter((entry) => entry.method !== 'GET');
    expect(writes).toHaveLength(39);
    for (const write of writes) expect(write.bodyKeys.filter((key) => !/^(page_id|id|message_type|includehtml_msg|end2br_msg)$/.test(key))).toEqual([expect.stringMatching(/^(message|items|content)$/)]);
    const after = await setting.control.state();
    expect(after.pages.find((page) => page.id === changedId)!.message).toBe(`<p>Новый номер скоро. ${OLD}</p>`);
    expect(after.pages.find((page) => page.id === added[1])!.message).toBe(`<p>Звоните: ${NEW}</p><p><a href="tel:${OLD}">позвонить</a></p>`);
    expect(after.menus.find((each) => each.id === menu.id)!.items[0]).toMatchObject({ name: `Звоните ${NEW}`, url: `tel:${OLD}` });
    expect(after.gblocks.find((block) => block.id === 'BFOOTER')!.pda).toBe(FOOTER.replace(`Звоните: ${OLD}`, `Звоните: ${NEW}`));

    // Undone from the site's History: one read and one write a record, every one back byte for byte.
    const undoMark = await setting.control.mark();
    await clickButton(panel, 'Undo this replace');
    await panel.waitFor(() => document.body.innerText.includes('Undone in 39 records; 0 skipped, 0 failed.'), undefined, 30_000);
    const undoCalls = apiCalls(await setting.control.log(undoMark));
    expect(undoCalls.filter((call) => call.startsWith('GET '))).toHaveLength(39);
    expect(undoCalls.filter((call) => !call.startsWith('GET '))).toHaveLength(39);
    const undone = await setting.control.state();
    const expected = holding(before).map(([key, text]) => [key, key === `page ${changedId}` ? `<p>Новый номер скоро. ${OLD}</p>` : text]);
    expect(holding(undone)).toEqual(expected);
    await panel.close();
    await tab.close();
  });

  test('a regular expression that runs away is stopped on its record with a plain message; nothing is written', async () => {
    await setting.control.addContent({ pages: [{ name: `Повторы (${name})`, message: `<p>${'a'.repeat(40)}!</p>` }] });
    const { site: tab, panel } = await openPanelOn(setting.browser, `${setting.site.url}/`);
    await clickButton(panel, 'All of the site');
    await clickButton(panel, 'Find and replace');
    await fillField(panel, 'Find', '(a+)+$');
    await panel.evaluate(() => (document.getElementById('f-replace-regex') as HTMLInputElement).click());
    const mark = await setting.control.mark();
    await clickButton(panel, 'Find matches');
    await panel.waitFor((name) => document.querySelector('[role="alert"]')?.textContent?.startsWith(`The pattern ran too long on “Повторы (${name})” and was stopped`), name);
    // The panel answered meanwhile, and nothing is offered to replace.
    expect(await panel.evaluate(() => [...document.querySelectorAll('button')].some((button) => button.textContent?.startsWith('Replace in ')))).toBe(false);
    expect(apiCalls(await setting.control.log(mark)).filter((call) => !call.startsWith('GET '))).toEqual([]);
    await panel.close();
    await tab.close();
  });
});
