// Find and replace across the site in both browsers: a phone number on thirty pages and three
// news entries (and in a link's address, left alone); the scan reads the lists alone; a page
// changed on the site after the search is skipped; the rest replaced with one read and one write
// each, only their content written; Undo this replace gives every record back byte for byte.
import { describe, expect, test } from 'vitest';
import { BROWSERS } from './support/browsers.ts';
import { clickButton, fillField } from './support/driver.ts';
import { apiCalls, siteAndBrowser } from './support/fixture.ts';
import { axeViolations } from './support/axe.ts';
import { openPanelOn } from './support/panel.ts';

const OLD = '+7 (495) 000-00-00';
const NEW = '+7 (495) 123-45-67';

describe.each(BROWSERS)('%s: find and replace across the site', (name) => {
  const setting = siteAndBrowser(name, { siteAdded: true });

  test('a phone number replaced on pages and news, a record changed since skipped, the attribute left alone; undone byte for byte', async () => {
    const pages = Array.from({ length: 30 }, (_, index) => ({ name: `Филиал ${index + 1} (${name})`, message: `<p>Звоните: ${OLD}</p><p><a href="tel:${OLD}">позвонить</a></p>` }));
    const added = (await setting.control.addContent({ pages })).pages.map((page) => Number(page.id));
    for (const id of [1, 2, 3]) await setting.control.setRecord('news', id, { message: `<p>Наш телефон ${OLD}.</p>` });
    const before = await setting.control.state();
    const holding = (state: typeof before) => [
      ...state.pages.filter((page) => page.message.includes(OLD) || page.message.includes(NEW)).map((page) => [`page ${page.id}`, page.message]),
      ...state.entryModules.news!.entries.filter((entry) => entry.message.includes(OLD) || entry.message.includes(NEW)).map((entry) => [`news ${entry.id}`, entry.message]),
    ];

    const { site: tab, panel } = await openPanelOn(setting.browser, `${setting.site.url}/`);
    await clickButton(panel, 'All of the site');
    await clickButton(panel, 'Find and replace');
    await fillField(panel, 'Find', OLD);
    await fillField(panel, 'Replace with', NEW);
    expect(await axeViolations(panel)).toEqual([]);
    const scanMark = await setting.control.mark();
    await clickButton(panel, 'Find matches');
    await panel.waitFor(() => [...document.querySelectorAll('button')].some((button) => button.textContent?.startsWith('Replace in ')));
    // The scan: list requests only, none per record.
    const scanned = apiCalls(await setting.control.log(scanMark));
    expect(scanned.every((call) => call.startsWith('GET ') && !/\/\d+$/.test(call))).toBe(true);
    const found = (await panel.evaluate(() => document.querySelectorAll('.replace-matches > li').length)) as number;
    // The thirty pages, the seeded contacts page and three news entries; none found in an address.
    expect(found).toBe(34);
    expect(await axeViolations(panel)).toEqual([]);

    // Changed on the site after the search: skipped, never overwritten.
    const changedId = added[0]!;
    await setting.control.setRecord('pages', changedId, { message: `<p>Новый номер скоро. ${OLD}</p>` });
    const applyMark = await setting.control.mark();
    await clickButton(panel, 'Replace in 34 records');
    await panel.waitFor(() => document.body.innerText.includes('Done in 33 records; 1 skipped, 0 failed.'));
    const applied = await setting.control.log(applyMark);
    expect(applied.filter((entry) => entry.method === 'GET')).toHaveLength(34);
    const writes = applied.filter((entry) => entry.method !== 'GET');
    expect(writes).toHaveLength(33);
    // Only the content is written (an entry's text goes with its format, so that the site keeps it as HTML).
    for (const write of writes) expect(write.bodyKeys.filter((key) => !/^(page_id|id|message_type|includehtml_msg|end2br_msg)$/.test(key))).toEqual(['message']);
    expect(await panel.evaluate(() => document.body.innerText.includes('Changed since you searched: left as it is'))).toBe(true);
    const after = await setting.control.state();
    expect(after.pages.find((page) => page.id === changedId)!.message).toBe(`<p>Новый номер скоро. ${OLD}</p>`);
    expect(after.pages.find((page) => page.id === added[1])!.message).toBe(`<p>Звоните: ${NEW}</p><p><a href="tel:${OLD}">позвонить</a></p>`);

    // Undone: every record written goes back, byte for byte.
    await clickButton(panel, 'Undo this replace');
    await panel.waitFor(() => document.body.innerText.includes('Done in 33 records; 0 skipped, 0 failed.'));
    const undone = await setting.control.state();
    const expected = holding(before).map(([key, message]) => [key, key === `page ${changedId}` ? `<p>Новый номер скоро. ${OLD}</p>` : message]);
    expect(holding(undone)).toEqual(expected);
    await panel.close();
    await tab.close();
  });
});
