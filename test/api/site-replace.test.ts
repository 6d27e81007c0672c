// Find and replace across the site, against the reference site: the scan costs the list requests
// alone (100 records a request); applying reads each ticked record again and writes its changed
// fields only; a record changed on the site after the scan is skipped, never overwritten; a
// title pushed past its limit is listed and skipped; undo gives every record back byte for byte.
import { beforeEach, describe, expect, test } from 'vitest';
import { AREAS } from '../../src/site-replace/areas';
import { applyToRecord, undoRecord } from '../../src/site-replace/apply';
import { scanSite, type FoundRecord, type ReplaceRequest } from '../../src/site-replace/scan';
import { compileFind } from '../../src/replace/pattern';
import { siteWithOperations } from '../support/site-operations.ts';

const { control, api } = siteWithOperations();
const OLD = '+7 (495) 000-00-00';
const NEW = '+7 (495) 123-45-67';
const request = (more: Partial<ReplaceRequest> = {}): ReplaceRequest => ({ find: OLD, replacement: NEW, matchCase: true, wholeWords: false, regex: false, everywhere: false, ...more });
const pagesAndNews = AREAS.filter((area) => area.name === 'page' || area.name === 'news');

async function scan(wanted: ReplaceRequest) {
  const compiled = compileFind(wanted);
  if (!compiled.ok) throw new Error(compiled.problem);
  return scanSite(api, pagesAndNews, compiled.regex, wanted, () => {}, new AbortController().signal);
}
const areaOf = (record: FoundRecord) => AREAS.find((area) => area.name === record.area)!;
const apply = (record: FoundRecord) => applyToRecord(api, areaOf(record), record, record.fields);

beforeEach(async () => {
  await control.reset();
  // 150 pages and 20 news entries, a third of them with the old number in their text, one in an attribute only.
  const pages = Array.from({ length: 150 }, (_, index) => ({
    name: `Страница ${index + 1}`,
    message: index % 3 === 0 ? `<p>Звоните: ${OLD}</p><p><a href="tel:${OLD}" title="${OLD}">позвонить</a></p>` : '<p>Без телефона</p>',
  }));
  await control.addContent({ pages: [...pages, { name: 'Только ссылка', message: `<a href="tel:${OLD}">телефон</a>` }] });
  for (let id = 1; id <= 3; id++) await control.setRecord('news', id, { message: `<p>Наш телефон ${OLD}, пишите.</p>` });
});

describe('find and replace across the site', () => {
  test('the scan reads the lists alone; each match is in the text a visitor reads, never in the attribute', async () => {
    const mark = await control.mark();
    const found = await scan(request());
    const log = await control.log(mark);
    const state = await control.state();
    // Pages: 160 or so records, two list requests of 100; news: one.
    expect(log.map((entry) => `${entry.method} ${entry.path}`)).toEqual(['GET /pages', 'GET /pages', 'GET /news']);
    expect(state.pages.length).toBeGreaterThan(100);
    const expected = state.pages.filter((page) => page.message.includes(`Звоните: ${OLD}`)).length + state.pages.filter((page) => page.message.includes(`<p>${OLD}`) || page.message.includes(`: ${OLD}<br>`)).length;
    expect(found.filter((record) => record.area === 'page').length).toBe(expected);
    expect(found.filter((record) => record.area === 'news').map((record) => record.id)).toEqual([1, 2, 3]);
    expect(found.flatMap((record) => record.fields.flatMap((field) => field.matches)).every((match) => match.found === OLD && match.replacement === NEW)).toBe(true);
    expect(found.find((record) => record.name === 'Только ссылка')).toBeUndefined();
  });

  test('applied: one read and one write a record, only the replaced field; a record changed since is skipped; undo restores each byte for byte', async () => {
    const found = await scan(request());
    const before = await control.state();
    const [changedOne, ...rest] = found;
    await control.setRecord(changedOne!.area === 'page' ? 'pages' : 'news', changedOne!.id, { message: `<p>Новый текст ${OLD}</p>` });
    const mark = await control.mark();
    const outcomes = [await apply(changedOne!), ...(await Promise.all(rest.slice(0, 5).map(apply)))];
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['changed', 'done', 'done', 'done', 'done', 'done']);
    const log = await control.log(mark);
    expect(log.filter((entry) => entry.method === 'GET')).toHaveLength(6);
    expect(log.filter((entry) => entry.method !== 'GET')).toHaveLength(5);
    for (const write of log.filter((entry) => entry.method !== 'GET')) expect(write.bodyKeys.filter((key) => key !== 'page_id' && key !== 'id')).toEqual(['message']);
    const after = await control.state();
    const changedNow = after.pages.find((page) => page.id === changedOne!.id) ?? after.entryModules.news!.entries.find((entry) => entry.id === changedOne!.id);
    expect(changedNow!.message).toBe(`<p>Новый текст ${OLD}</p>`);
    for (const record of rest.slice(0, 5)) {
      const page = after.pages.find((each) => each.id === record.id)!;
      expect(page.message).toContain(`Звоните: ${NEW}`);
      expect(page.message).toContain(`href="tel:${OLD}"`);
    }

    // Undone: every record as it was, byte for byte.
    for (const [index, record] of rest.slice(0, 5).entries()) {
      const done = outcomes[index + 1]!;
      if (done.status !== 'done') throw new Error('not applied');
      expect((await undoRecord(api, areaOf(record), record.id, done.replaced)).status).toBe('undone');
    }
    const undone = await control.state();
    for (const record of rest.slice(0, 5)) expect(undone.pages.find((page) => page.id === record.id)!.message).toBe(before.pages.find((page) => page.id === record.id)!.message);
  });

  test('a regular expression with a group; a title pushed past 130 characters is listed and skipped', async () => {
    const found = await scan(request({ find: '\\+7 \\((\\d{3})\\) 000-00-00', replacement: '8 $1 000 00 00', regex: true }));
    expect(found[0]!.fields[0]!.matches[0]).toMatchObject({ found: OLD, replacement: '8 495 000 00 00' });
    await control.setRecord('news', 1, { title: 'Новость' });
    const [news] = await scan(request({ find: 'Новость', replacement: 'Н'.repeat(131), matchCase: true }));
    expect(news).toBeDefined();
    expect(await applyToRecord(api, areaOf(news!), news!, news!.fields)).toEqual({ status: 'invalid', reason: expect.stringContaining('130') });
  });
});
