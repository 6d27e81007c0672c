// Figure 5: the API requests of opening, editing and saving a page, a news entry and a menu,
// read from the reference site's request log.
import type { SiteControl } from '../../test/site/control.ts';
import type { BrowserUnderTest, TestPage } from '../../test/e2e/support/driver.ts';
import { clickButton, fillField } from '../../test/e2e/support/driver.ts';
import { openPanelOn, renameMenuItem } from '../../test/e2e/support/panel.ts';
import { figure, goals, type Figure } from './report.ts';
import { sleep } from './stats.ts';

export const SECTION_REQUESTS = '5. API requests';

/** Long enough for the draft (250 ms) and the live preview (200 ms) to have gone out. */
const AFTER_EDIT_MS = 700;

const calls = (log: { method: string; path: string }[]) => log.map((entry) => `${entry.method} ${entry.path}`);

async function valueOf(panel: TestPage, selector: string): Promise<string> {
  await panel.waitFor((s) => (document.querySelector(s) as HTMLInputElement | null)?.value, selector, 20_000);
  return panel.evaluate((s) => (document.querySelector(s) as HTMLInputElement).value, selector);
}

interface Subject {
  key: string;
  name: string;
  url: string;
  expected: { open: string[]; save: string[] };
  /** How the goal reads where opening is more than one GET. */
  openGoal?: string;
  saveGoal: string;
  /** In the panel on `url`: what brings the resource up (nothing for what the tab shows). */
  open(panel: TestPage): Promise<void>;
  edit(panel: TestPage, run: number): Promise<void>;
}

export interface RequestTargets {
  pageUrl: string;
  pageId: number;
  entryUrl: string;
  entryId: number;
  menuPageUrl: string;
  menuId: number;
}

function subjects(t: RequestTargets): Subject[] {
  return [
    { key: 'page', name: 'Page', url: t.pageUrl,
      expected: { open: [`GET /pages/${t.pageId}`], save: [`GET /pages/${t.pageId}`, 'PUT /pages'] }, saveGoal: '1 GET + 1 PUT',
      open: async (panel) => void (await valueOf(panel, '#f-name')),
      edit: async (panel, run) => fillField(panel, 'Name', `${await valueOf(panel, '#f-name')} ${run}`) },
    { key: 'entry', name: 'News entry', url: t.entryUrl,
      // The entry's comments are listed beside it, read with it.
      expected: { open: ['GET /news', 'GET /comments'], save: ['GET /news', 'PUT /news'] }, openGoal: '1 GET + 1 GET of its comments', saveGoal: '1 GET + 1 PUT',
      open: async (panel) => {
        await valueOf(panel, '#f-title');
        await panel.waitFor(() => [...document.querySelectorAll('h3')].some((h) => /^Comments \(\d+\)$/.test(h.textContent?.trim() ?? '')), undefined, 20_000);
      },
      edit: async (panel, run) => fillField(panel, 'Title', `${await valueOf(panel, '#f-title')} ${run}`) },
    { key: 'menu', name: 'Menu (items changed)', url: t.menuPageUrl,
      // The site's pages are read as it opens, once per panel, so that its links show by the pages' names.
      expected: { open: [`GET /menus/${t.menuId}`, 'GET /pages'], save: [`GET /menus/${t.menuId}`, `PUT /menus/${t.menuId}/items`] },
      openGoal: '1 GET + 1 GET of the pages list (its links by name)', saveGoal: '1 GET + 1 PUT of items',
      open: async (panel) => {
        await panel.waitFor((ref) => document.querySelector(`[data-ref="${ref}"]`), `menu:${t.menuId}`);
        await panel.click(`[data-ref="menu:${t.menuId}"]`);
        await valueOf(panel, 'ol.menu-items > li input');
        // Opened once its links show by the pages' names: the pages list is read right after the
        // items show, and on a busy host reached the site after this step's requests were counted.
        await panel.waitFor(() => [...document.querySelectorAll('ol.menu-items button')].some((button) => /^→ [^/:]+$/.test(button.textContent ?? '')));
      },
      edit: async (panel, run) => {
        const label = await valueOf(panel, 'ol.menu-items > li input');
        await renameMenuItem(panel, label, `${label} ${run}`);
      } },
  ];
}

/** "GET /pages/3, PUT /pages" → "1 GET + 1 PUT" */
function describe(sequence: string[]): string {
  if (!sequence.length) return 'none';
  const counts = new Map<string, number>();
  for (const call of sequence) {
    const method = call.split(' ')[0]!;
    counts.set(method, (counts.get(method) ?? 0) + 1);
  }
  return [...counts].map(([method, count]) => `${count} ${method}`).join(' + ');
}

export async function measureRequests(browser: BrowserUnderTest, control: SiteControl, targets: RequestTargets, runs: number, log: (line: string) => void): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const subject of subjects(targets)) {
    const seen = { open: [] as string[][], edit: [] as string[][], save: [] as string[][] };
    for (let run = 1; run <= runs; run++) {
      // The menu is opened from the panel; a page or entry opens with the panel itself.
      const trace = (what: string) => process.env.BENCH_TRACE && log(`requests: ${subject.name} run ${run}: ${what}`);
      let mark = await control.mark();
      trace('opening');
      const { site: tab, panel } = await openPanelOn(browser, subject.url);
      try {
        if (subject.key === 'menu') {
          await valueOf(panel, '#f-name');
          mark = await control.mark();
        }
        trace('panel opened');
        await subject.open(panel);
        seen.open.push(calls(await control.log(mark)));
        trace('editing');

        mark = await control.mark();
        await subject.edit(panel, run);
        await sleep(AFTER_EDIT_MS);
        seen.edit.push(calls(await control.log(mark)));

        trace('saving');
        mark = await control.mark();
        await clickButton(panel, 'Save');
        await panel.waitFor(() => /^Saved /.test(document.querySelector('.save-status')?.textContent ?? ''), undefined, 20_000);
        seen.save.push(calls(await control.log(mark)));
        trace('saved');
      } finally {
        await panel.close();
        await tab.close();
        trace('closed');
      }
    }
    const same = (a: string[], b: string[]) => a.length === b.length && a.every((call, i) => call === b[i]);
    // Reads made side by side may reach the site in either order.
    const sameSet = (a: string[], b: string[]) => same([...a].sort(), [...b].sort());
    const section = SECTION_REQUESTS;
    const common = (step: keyof typeof seen) => ({ detail: { requests: seen[step] }, shown: describe(seen[step][0] ?? []) });
    figures.push(
      figure({ id: `requests.${subject.key}.open`, section, name: `${subject.name}: open`, unit: 'requests', runs: seen.open.map((r) => r.length),
        goal: goals.check(subject.openGoal ?? '1 GET', `every run: ${subject.expected.open.join(', ')}`, () => seen.open.every((r) => sameSet(r, subject.expected.open))), ...common('open') }),
      figure({ id: `requests.${subject.key}.edit`, section, name: `${subject.name}: edit (typing, draft, preview)`, unit: 'requests', runs: seen.edit.map((r) => r.length),
        goal: goals.everyEquals(0, 'none'), ...common('edit') }),
      figure({ id: `requests.${subject.key}.save`, section, name: `${subject.name}: save`, unit: 'requests', runs: seen.save.map((r) => r.length),
        goal: goals.check(subject.saveGoal, `every run: ${subject.expected.save.join(', ')}`, () => seen.save.every((r) => same(r, subject.expected.save))), ...common('save') }),
    );
    log(`requests: ${subject.name} done`);
  }
  return figures;
}
