// Figure 10: Find and replace on a site of 1,000 pages (figure 8's) and 1,000 news entries, a
// phone number in 50 of each. Measured: the scan, from Find matches to every match listed (the
// lists read 100 records a request, none record by record), and its requests; 100 replacements
// applied, their requests (one read and one write a record, nothing else); keys typed into the
// panel while it scans and while it applies (Event Timing, as the typing step times keys). Each
// run undoes its replacement, so that the next one finds the same matches. Seeded through the
// site's control hooks: no request of the seeding is logged or counted.
import type { BrowserUnderTest, TestPage } from '../../test/e2e/support/driver.ts';
import { clickButton, fillField } from '../../test/e2e/support/driver.ts';
import type { RunningSite } from '../../test/e2e/support/flows.ts';
import { openPanelOn } from '../../test/e2e/support/panel.ts';
import type { LoggedRequest, SiteControl } from '../../test/site/control.ts';
import { figure, goals, type Figure } from './report.ts';
import { fewestListRequests, timeFromClick, type ScaleSite } from './scale.ts';
import { focusField, installProbe, type Run, TYPED_TEXT, typeRun, typingFigures } from './typing.ts';

export const SECTION_REPLACE = '10. Find and replace: 1,000 pages and 1,000 news entries';

const NEWS = 1000;
/** One record in this many holds the number: 50 pages, 50 entries. */
const EVERY = 20;
const PHONE = '+7 (812) 555-01-01';
const NEW_PHONE = '+7 (812) 555-02-02';
const SCAN_GOAL_MS = 30_000;
const REPLACED = 100;

/** Adds the news entries and puts the number into one page and one entry in EVERY. */
async function seed(control: SiteControl, scale: ScaleSite): Promise<{ pages: number; news: number }> {
  await control.addContent({
    news: Array.from({ length: NEWS }, (_, i) => ({
      title: `Новости компании, выпуск ${i + 1}`,
      message: `<p>Мы открыли новый филиал.${i % EVERY === 0 ? ` Звоните: ${PHONE}.` : ''}</p>`,
    })),
  });
  const pages = (await control.state()).pages;
  for (const [index, added] of scale.added.entries()) {
    if (index % EVERY !== 0) continue;
    const message = pages.find((page) => page.id === added.id)!.message;
    await control.setRecord('pages', added.id, { message: `${message}<p>Телефон: ${PHONE}</p>` });
  }
  const state = await control.state();
  return { pages: state.pages.length, news: state.entryModules.news!.entries.length };
}

const calls = (log: LoggedRequest[]) => log.map((entry) => `${entry.method} ${entry.path}${entry.query.id === undefined ? '' : `?id=${entry.query.id}`}`);

/** Types into Replace with (while the panel works): a run of keys timed as the typing step times them. */
async function typeIntoReplacement(panel: TestPage, typing: Run[]): Promise<void> {
  const field = await focusField(panel, '#f-replace-with', null);
  typing.push(await typeRun(panel, field, TYPED_TEXT));
}

export async function measureSiteReplace(browser: BrowserUnderTest, site: RunningSite, control: SiteControl, scale: ScaleSite, runs: number, log: (line: string) => void): Promise<Figure[]> {
  const onSite = await seed(control, scale);
  log(`replace: seeded ${NEWS} news entries (${onSite.pages} pages and ${onSite.news} entries on the site), the number in ${REPLACED} records`);
  const scanMs: number[] = [];
  const applyMs: number[] = [];
  const scans: LoggedRequest[][] = [];
  const applies: LoggedRequest[][] = [];
  const typing: Run[] = [];
  for (let run = 0; run < runs; run++) {
    const { site: tab, panel } = await openPanelOn(browser, `${site.url}/`);
    try {
      await clickButton(panel, 'All of the site');
      await clickButton(panel, 'Find and replace');
      await fillField(panel, 'Find', PHONE);
      await fillField(panel, 'Replace with', NEW_PHONE);
      await installProbe(panel);
      let mark = await control.mark();
      const scanned = await timeFromClick(panel, 'Find matches', [{ name: 'listed', selector: '.replace-matches > li', count: REPLACED }], () => typeIntoReplacement(panel, typing));
      scanMs.push(scanned.listed!);
      scans.push(await control.log(mark));
      mark = await control.mark();
      const applied = await timeFromClick(panel, `Replace in ${REPLACED} records`, [{ name: 'done', selector: '.replace-matches .ok', count: REPLACED }], () => typeIntoReplacement(panel, typing));
      applyMs.push(applied.done!);
      await panel.waitFor((words) => document.getElementById('replace-status')?.textContent === words, `Done in ${REPLACED} records; 0 skipped, 0 failed.`, 30_000);
      applies.push(await control.log(mark));
      // Back as it was for the next run.
      await clickButton(panel, 'Undo this replace');
      await panel.waitFor((words) => document.getElementById('replace-status')?.textContent === words, `Undone in ${REPLACED} records; 0 skipped, 0 failed.`, 60_000);
    } catch (error) {
      const said = await panel.evaluate(() => [...document.querySelectorAll('[role="status"], [role="alert"]')].map((each) => each.textContent).join(' | '));
      throw new Error(`${(error as Error).message}; the panel said: ${said}`);
    } finally {
      await panel.close();
      await tab.close();
    }
  }
  const listReads = { pages: fewestListRequests(onSite.pages), news: fewestListRequests(onSite.news) };
  const scanOk = (log: LoggedRequest[]) => {
    const all = calls(log);
    return all.every((call) => call.startsWith('GET ') && !/^GET \/(pages\/\d+|news\?id=)/.test(call))
      && all.filter((call) => call === 'GET /pages').length === listReads.pages && all.filter((call) => call === 'GET /news').length === listReads.news;
  };
  const applyOk = (log: LoggedRequest[]) => log.length === 2 * REPLACED && log.filter((entry) => entry.method === 'GET').length === REPLACED;
  const name = `Find and replace, ${onSite.pages.toLocaleString('en')} pages and ${onSite.news.toLocaleString('en')} news entries`;
  return [
    figure({ id: 'replace.scan.time', section: SECTION_REPLACE, name: `${name}: Find matches → all ${REPLACED} records listed`, unit: 'ms', runs: scanMs,
      goal: goals.msValueBelow(SCAN_GOAL_MS), note: 'click → the frame painted after the last record with a match is in the list; keys are typed into the panel meanwhile' }),
    figure({ id: 'replace.scan.requests', section: SECTION_REPLACE, name: `${name}: the scan's requests`, unit: 'requests', runs: scans.map((each) => each.length),
      goal: goals.check(`${listReads.pages} GET /pages, ${listReads.news} GET /news, no record read alone`, 'every run reads the pages and news lists in the fewest requests the paging allows (100 a request), and no page or entry by itself',
        () => scans.every(scanOk)),
      note: 'the other modules\' lists, the menus, the template tree and each global block and the stylesheet beside them', shown: `${scans[0]!.length} GET`, detail: { requests: scans.map(calls) } }),
    figure({ id: 'replace.apply.time', section: SECTION_REPLACE, name: `${name}: Replace in ${REPLACED} records → every one replaced`, unit: 'ms', runs: applyMs,
      note: 'click → the frame painted after the last record says Replaced (each read again, then written, one at a time)' }),
    figure({ id: 'replace.apply.requests', section: SECTION_REPLACE, name: `${name}: ${REPLACED} replacements' requests`, unit: 'requests', runs: applies.map((each) => each.length),
      goal: goals.check(`${REPLACED} reads + ${REPLACED} writes`, 'every run makes exactly one read and one write a record, nothing else', () => applies.every(applyOk)),
      shown: `${applies[0]!.length}`, detail: { requests: applies.map(calls) } }),
    ...typingFigures(SECTION_REPLACE, 'replace', `${name}: typing into Replace with while it scans and applies`, typing, true),
  ];
}
