// Find and replace across the site, against the reference site: the scan costs the list requests
// alone (100 records a request); applying reads each ticked record again and writes its changed
// fields only; a record changed on the site after the scan is skipped, never overwritten; a
// title pushed past its limit is listed and skipped; undo gives every record back byte for byte.
// The design too: a menu's labels (its addresses only with addresses included), a global block,
// the stylesheet; a template whose <?if?> a replacement would break is skipped. A job kept after
// each record goes on where it stopped, writes no record twice, and pauses before the hourly limit.
import { beforeEach, describe, expect, test } from 'vitest';
import { AREAS, areaNamed } from '../../src/site-replace/areas';
import { newJob, runJob, type JobHooks, type ReplaceJob } from '../../src/site-replace/job';
import { applyToRecord, undoRecord } from '../../src/site-replace/apply';
import { scanSite, type FoundRecord, type ReplaceRequest } from '../../src/site-replace/scan';
import { compileFind } from '../../src/replace/pattern';
import { PatternTooSlow } from '../../src/replace/timed-matches';
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
    await control.setRecord(changedOne!.area === 'page' ? 'pages' : 'news', changedOne!.id as number, { message: `<p>Новый текст ${OLD}</p>` });
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
      expect((await undoRecord(api, areaOf(record), record, done.replaced)).status).toBe('undone');
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

  test('the design: menu labels (addresses left alone unless included), a global block and the stylesheet, read from the tree once; undone byte for byte', async () => {
    const [menu] = (await control.state()).menus;
    await api({ op: 'menu/save-items', id: menu!.id, items: [{ name: `Звоните ${OLD}`, url: `tel:${OLD}` }, { name: 'Главная', url: '/' }] });
    await api({ op: 'template/save', module: 1, template: 'BFOOTER', content: `<div class="footer">Телефон: ${OLD} <a href="tel:${OLD}">позвонить</a></div>` });
    const design = AREAS.filter((area) => area.name === 'menu' || area.name === 'block' || area.name === 'css');
    const compiled = compileFind(request());
    if (!compiled.ok) throw new Error(compiled.problem);
    const mark = await control.mark();
    const found = await scanSite(api, design, compiled.regex, request(), () => {}, new AbortController().signal);
    const reads = (await control.log(mark)).map((entry) => `${entry.method} ${entry.path}`);
    // The menus' list, the template tree once, then each block and the stylesheet on its own.
    expect(reads.filter((read) => read === 'GET /menus' || read === 'GET /templates')).toEqual(['GET /menus', 'GET /templates']);
    expect(reads.filter((read) => read.startsWith('GET /templates/')).length).toBe((await control.state()).gblocks.length + 1);
    expect(found.map((record) => [record.area, record.fields.map((field) => field.label)])).toEqual([
      ['menu', [`Item “Звоните ${OLD}”`]],
      ['block', ['Template']],
    ]);
    const outcomes = [];
    for (const record of found) outcomes.push(await applyToRecord(api, areaOf(record), record, record.fields));
    const after = await control.state();
    expect(after.menus.find((each) => each.id === menu!.id)!.items[0]).toMatchObject({ name: `Звоните ${NEW}`, url: `tel:${OLD}` });
    expect(after.gblocks.find((block) => block.id === 'BFOOTER')!.pda).toBe(`<div class="footer">Телефон: ${NEW} <a href="tel:${OLD}">позвонить</a></div>`);
    for (const [index, record] of found.entries()) {
      const done = outcomes[index]!;
      if (done.status !== 'done') throw new Error('not applied');
      expect((await undoRecord(api, areaOf(record), record, done.replaced)).status).toBe('undone');
    }
    const undone = await control.state();
    expect(undone.menus.find((each) => each.id === menu!.id)!.items[0]).toMatchObject({ name: `Звоните ${OLD}`, url: `tel:${OLD}` });
    expect(undone.gblocks.find((block) => block.id === 'BFOOTER')!.pda).toContain(`Телефон: ${OLD} <a`);

    // With addresses included, the menu item's address changes too.
    const everywhere = request({ everywhere: true });
    const [menuAgain] = await scanSite(api, design.slice(0, 1), compiled.regex, everywhere, () => {}, new AbortController().signal);
    expect(menuAgain!.fields.map((field) => field.label)).toEqual([`Item “Звоните ${OLD}”`, `Address of “Звоните ${OLD}”`]);
  });

  test("a template: a replacement that would break its <?if?>…<?endif?> is skipped with why; the stylesheet only with addresses included", async () => {
    const path = { module: 2, template: '0' };
    const page = String(((await api({ op: 'template/open', ...path })) as { content: string }).content);
    await api({ op: 'template/save', ...path, content: `${page}<?if($USER_LOGGED_IN$)?>Позвоните ${OLD}<?endif?>` });
    const find = request({ find: '<?endif?>', replacement: '', everywhere: true, matchCase: true });
    const compiled = compileFind(find);
    if (!compiled.ok) throw new Error(compiled.problem);
    const found = await scanSite(api, [areaNamed('template')], compiled.regex, find, () => {}, new AbortController().signal);
    const shared = found.find((record) => record.id === '2/0')!;
    const mark = await control.mark();
    expect(await applyToRecord(api, areaOf(shared), shared, shared.fields)).toEqual({ status: 'invalid', reason: expect.stringContaining('<?endif?>') });
    expect((await control.log(mark)).filter((entry) => entry.method !== 'GET')).toEqual([]);
    // The stylesheet has no text a visitor reads: searched only with addresses included.
    const css = areaNamed('css');
    const domain = compileFind({ find: 'http', matchCase: false, wholeWords: false, regex: false });
    if (!domain.ok) throw new Error(domain.problem);
    const onSite = await css.kindOf('3/3').load(api, '3/3');
    await api({ op: 'template/save', module: 3, template: '3', content: `${(onSite as { content?: string }).content ?? ''}\n.logo { background: url(http://old.example/logo.png); }` });
    expect(await scanSite(api, [css], domain.regex, request({ find: 'http' }), () => {}, new AbortController().signal)).toEqual([]);
    expect(await scanSite(api, [css], domain.regex, request({ find: 'http', everywhere: true }), () => {}, new AbortController().signal)).toHaveLength(1);
  });

  test('a job: kept after each record; stopped midway and gone on, no record written twice (one written just before the stop is not written again); paused before the hourly limit', async () => {
    const found = (await scan(request())).slice(0, 4);
    const saved: ReplaceJob[] = [];
    const waited: number[] = [];
    let left = 10_000;
    const hooks: JobHooks = {
      api, save: async (job) => void saved.push(job),
      quota: async () => ({ limit: 10_000, used: 10_000 - left, left, nextFreeAt: 5_000, blockedUntil: null }),
      waitUntil: async (time) => void (waited.push(time), (left = 10_000)),
      onPause: () => {}, keep: () => async () => {},
    };
    const stop = new AbortController();
    const job = newJob(request(), found.map((record) => ({ record, fields: record.fields })));
    const stopped = await runJob(job, { ...hooks, save: async (kept) => {
      saved.push(kept);
      if (kept.records.filter((entry) => entry.outcome).length === 2) stop.abort();
    } }, () => {}, stop.signal);
    expect(stopped.records.map((entry) => entry.outcome?.status ?? null)).toEqual(['done', 'done', null, null]);
    expect(saved.length).toBe(3);
    // The third record was written, but the panel closed before its outcome was kept.
    await applyToRecord(api, areaOf(found[2]!), found[2]!, found[2]!.fields);
    const mark = await control.mark();
    left = 15;
    const finished = await runJob(stopped, hooks, () => {});
    expect(waited).toEqual([5_000]);
    expect(finished.state).toBe('applied');
    expect(finished.records.map((entry) => entry.outcome?.status)).toEqual(['done', 'done', 'done', 'done']);
    const log = await control.log(mark);
    expect(log.filter((entry) => entry.method === 'GET')).toHaveLength(2);
    expect(log.filter((entry) => entry.method !== 'GET')).toHaveLength(1);
    // Undone as one: every record as before the job.
    const undone = await runJob({ ...finished, state: 'undoing' }, hooks, () => {});
    expect(undone.state).toBe('undone');
    expect(undone.records.map((entry) => entry.undo?.status)).toEqual(['undone', 'undone', 'undone', 'undone']);
    const state = await control.state();
    for (const record of found) expect(state.pages.find((page) => page.id === record.id)!.message).toBe((record.base as { message: string }).message);
  });

  test('a pattern that runs past its time on a record stops the scan there, naming the record, with nothing found', async () => {
    const heard: { tooSlow?: string; requests: number }[] = [];
    const wanted = request({ find: '(a+)+$', regex: true });
    const compiled = compileFind(wanted);
    if (!compiled.ok) throw new Error(compiled.problem);
    const mark = await control.mark();
    const found = await scanSite(api, pagesAndNews, compiled.regex, wanted, (progress) => heard.push(progress), new AbortController().signal, async () => {
      throw new PatternTooSlow();
    });
    expect(found).toEqual([]);
    expect(heard.at(-1)!.tooSlow).toBe((await control.state()).pages[0]!.name);
    // Stopped at once: no further list read.
    expect((await control.log(mark)).map((entry) => entry.path)).toEqual(['/pages', '/pages']);
  });

  test("narrowed by the site's search: one search request, and sections it finds nothing in are not read; a regular expression is never narrowed", async () => {
    const entries = AREAS.filter((area) => area.name === 'page' || area.name === 'news' || area.name === 'blog' || area.name === 'faq');
    const wanted = request({ narrow: true });
    const compiled = compileFind(wanted);
    if (!compiled.ok) throw new Error(compiled.problem);
    const heard: { skipped: string[] }[] = [];
    let mark = await control.mark();
    const found = await scanSite(api, entries, compiled.regex, wanted, (progress) => heard.push(progress), new AbortController().signal);
    const reads = (await control.log(mark)).map((entry) => entry.path);
    expect(reads[0]).toBe('/search');
    expect(reads.slice(1).filter((path, index, all) => all.indexOf(path) === index)).toEqual(['/pages', '/news']);
    expect(heard.at(-1)!.skipped).toEqual(['blog', 'faq']);
    // The same matches as a scan of every section.
    const everything = await scan(request());
    expect(found.map((record) => `${record.area}:${record.id}`)).toEqual(everything.map((record) => `${record.area}:${record.id}`));
    // A regular expression: the search cannot say, every section is read.
    const pattern = request({ narrow: true, regex: true, find: '000-00-00' });
    const regex = compileFind(pattern);
    if (!regex.ok) throw new Error(regex.problem);
    mark = await control.mark();
    await scanSite(api, entries, regex.regex, pattern, () => {}, new AbortController().signal);
    expect((await control.log(mark)).map((entry) => entry.path)).not.toContain('/search');
  });
});
