// Figure 8: a site of 1,000 more pages and a main menu of 300 items (seeded through the site's
// control hooks, scale-site.ts). Measured: the panel's list of pages, the lookup of a page by
// its own address (/remont-kvartir) in the background, and the menu editor on the big menu.
// Times are taken inside the page: from the click's event timestamp to the first frame painted
// after what is measured is on screen (requestAnimationFrame, then a MessageChannel task).
// Requests come from the site's log; heaps are JS heap used after a forced GC.
// The seeding changes the site for good (until the control hook `reset`): run this last.
import type { BrowserContext } from 'playwright-core';
import type { BrowserUnderTest, TestPage } from '../../test/e2e/support/driver.ts';
import { clickButton } from '../../test/e2e/support/driver.ts';
import type { RunningSite } from '../../test/e2e/support/flows.ts';
import { fieldValue, openPanelOn } from '../../test/e2e/support/panel.ts';
import type { LoggedRequest, SiteControl } from '../../test/site/control.ts';
import { pageOf } from './browsers.ts';
import { pageHeapAfterGc, serviceWorkerHeapAfterGc } from './cdp.ts';
import { figure, goals, type Figure } from './report.ts';
import { focusField, installProbe, leaveNoDraft, type Run, TYPED_TEXT, typeRun, typingFigures } from './typing.ts';
import { seedScaleSite, type ScaleSite } from './scale-site.ts';

export { seedScaleSite, type ScaleSite } from './scale-site.ts';

export const SECTION_SCALE = '8. Scale: 1,000 pages, a menu of 300 items';

/** spec/site-api.md, Limits: "Page list size: per_page at most 100" (GET /pages). */
export const SPEC_PER_PAGE_MAX = 100;
const USABLE_GOAL_MS = 1000;
const HEAP_GOAL_BYTES = 10 * 1024 * 1024;
const MB = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** What opening the menu editor asks: the menu, then the site's pages (for its links' names), in the fewest requests. */
const menuOpenRequests = (scale: ScaleSite) => [`GET /menus/${scale.menu.id}`, ...Array.from({ length: fewestListRequests(scale.pagesOnSite) }, () => 'GET /pages')];

/** The site's request log since `mark` once it holds at least `count` requests (or after 10 s, as it is then). */
async function loggedAtLeast(control: SiteControl, mark: Awaited<ReturnType<SiteControl['mark']>>, count: number): Promise<LoggedRequest[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const log = await control.log(mark);
    if (log.length >= count || Date.now() > deadline) return log;
    await new Promise((next) => setTimeout(next, 50));
  }
}

/** The fewest GET /pages that can read a list of `total` pages: one per `per_page` of them. */
export function fewestListRequests(total: number): number {
  return Math.ceil(total / SPEC_PER_PAGE_MAX);
}

/** A state of the page to wait for: `count` elements match `selector` (with `filled`: the last of them, an input, has a value and can be edited). */
export interface Mark {
  name: string;
  selector: string;
  count: number;
  filled?: boolean;
}

interface Probe {
  clicked: number | null;
  shown: Record<string, number>;
  painted: Record<string, number>;
}

/** In the page: from the next click, notes when each mark is reached and the frame after it painted. */
function armProbe(marks: Mark[]) {
  const probe: Probe = { clicked: null, shown: {}, painted: {} };
  (window as unknown as { __inplaceScale: Probe }).__inplaceScale = probe;
  addEventListener('click', (event) => (probe.clicked ??= event.timeStamp), { capture: true, once: true });
  const reached = (mark: Mark) => {
    const found = document.querySelectorAll(mark.selector);
    if (found.length < mark.count) return false;
    if (!mark.filled) return true;
    const field = found[mark.count - 1] as HTMLInputElement;
    return Boolean(field.value) && !field.disabled && !field.readOnly;
  };
  const check = () => {
    if (probe.clicked === null) return;
    for (const mark of marks) {
      if (mark.name in probe.shown || !reached(mark)) continue;
      probe.shown[mark.name] = performance.now();
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => (probe.painted[mark.name] = performance.now());
        channel.port2.postMessage(null);
      });
    }
    if (marks.every((mark) => mark.name in probe.shown)) {
      observer.disconnect();
      clearInterval(timer);
    }
  };
  // Mutation records arrive right after the DOM changes; the interval catches values set on fields.
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true });
  const timer = setInterval(check, 10);
}

/**
 * Clicks `button` (its words, or a selector in brackets) and gives, per mark, the time from the
 * click to the frame painted after it. `meanwhile` runs right after the click (keys typed while
 * the panel works).
 */
export async function timeFromClick(page: TestPage, button: string, marks: Mark[], meanwhile: () => Promise<unknown> = async () => {}): Promise<Record<string, number>> {
  await page.evaluate(armProbe, marks);
  if (button.startsWith('[')) await page.click(button);
  else await clickButton(page, button);
  await meanwhile();
  await page.waitFor(
    (names) => {
      const probe = (window as unknown as { __inplaceScale: Probe }).__inplaceScale;
      return names.every((name) => name in probe.painted);
    },
    marks.map((mark) => mark.name),
    30_000,
  );
  const probe = await page.evaluate(() => (window as unknown as { __inplaceScale: Probe }).__inplaceScale);
  return Object.fromEntries(marks.map((mark) => [mark.name, probe.painted[mark.name]! - probe.clicked!]));
}

/** A panel of its own on the tab, showing the page editor (as the owner finds it). */
async function freshPanel(browser: BrowserUnderTest, tabId: number): Promise<TestPage> {
  const panel = await browser.newPage(`${browser.extensionBase}sidepanel.html?tab=${tabId}`);
  await pageOf(panel).bringToFront();
  if (!(await fieldValue(panel, 'Name'))) throw new Error('the panel shows no Name');
  return panel;
}

const calls = (log: LoggedRequest[]) => log.map((entry) => `${entry.method} ${entry.path}`);
const onlyPageReads = (log: LoggedRequest[]) => log.every((entry) => entry.method === 'GET' && entry.path === '/pages');

/** The panel's list of every page: All of the site → Show pages. */
async function measurePageList(browser: BrowserUnderTest, site: RunningSite, control: SiteControl, scale: ScaleSite, runs: number): Promise<Figure[]> {
  const fewest = fewestListRequests(scale.pagesOnSite);
  const item = 'section[aria-label="Pages"] ul.list li';
  const usable: number[] = [];
  const complete: number[] = [];
  const requests: LoggedRequest[][] = [];
  const heap: number[] = [];
  const opened = await openPanelOn(browser, `${site.url}/`);
  await opened.panel.close();
  try {
    for (let run = 0; run < runs; run++) {
      const panel = await freshPanel(browser, opened.tabId);
      try {
        await clickButton(panel, 'All of the site');
        const mark = await control.mark();
        const times = await timeFromClick(panel, 'Show pages', [
          { name: 'first', selector: item, count: 1 },
          { name: 'all', selector: item, count: scale.pagesOnSite },
        ]);
        usable.push(times.first!);
        complete.push(times.all!);
        requests.push(await control.log(mark));
        heap.push(await pageHeapAfterGc(pageOf(panel)));
      } finally {
        await panel.close();
      }
    }
  } finally {
    await opened.site.close();
  }
  const name = `Page list of ${scale.pagesOnSite.toLocaleString('en')} pages`;
  const counts = requests.map((log) => log.length);
  return [
    figure({ id: 'scale.pages.usable', section: SECTION_SCALE, name: `${name}: Show pages → first pages shown`, unit: 'ms', runs: usable,
      goal: goals.msUpperBelow(USABLE_GOAL_MS),
      note: 'click → the frame painted after the first pages are in the list (they can be scrolled and opened; the rest follows)' }),
    figure({ id: 'scale.pages.complete', section: SECTION_SCALE, name: `${name}: Show pages → all listed`, unit: 'ms', runs: complete,
      note: `click → the frame painted after the ${scale.pagesOnSite}th item is in the list` }),
    figure({ id: 'scale.pages.requests', section: SECTION_SCALE, name: `${name}: requests`, unit: 'requests', runs: counts,
      goal: goals.check(`${fewest} GET /pages`, 'every run makes exactly that many requests, all GET /pages', () => requests.every((log) => log.length === fewest && onlyPageReads(log))),
      note: `the fewest the paging allows: ceil(${scale.pagesOnSite} pages / per_page at most ${SPEC_PER_PAGE_MAX} (spec, Limits))`,
      shown: `${counts[0]} GET /pages`, detail: { requests: requests.map((log) => log.map((entry) => `${entry.method} ${entry.path}?${new URLSearchParams(entry.query as Record<string, string>)}`)) } }),
    figure({ id: 'scale.pages.heap', section: SECTION_SCALE, name: `${name}: side panel JS heap after GC, list shown`, unit: 'bytes', runs: heap,
      goal: goals.everyBelow(HEAP_GOAL_BYTES, `< ${MB(HEAP_GOAL_BYTES)}`) }),
  ];
}

declare const chrome: {
  storage: { session: { remove(key: string): Promise<void> } };
};

/**
 * The side panel opened on a tab at `/<slug>`: it looks the address up among the site's pages
 * (src/resources/slugs.ts, its map kept in session storage), then opens that page. The time is
 * the panel's, from its navigation to **Name** holding the page's name: what the owner waits.
 */
async function lookUpInPanel(browser: BrowserUnderTest, site: RunningSite, slug: string, name: string): Promise<number> {
  const { site: tab, panel } = await openPanelOn(browser, `${site.url}/${slug}`);
  try {
    await panel.waitFor((name) => (document.getElementById('f-name') as HTMLInputElement | null)?.value === name, name);
    return await panel.evaluate(() => performance.now());
  } finally {
    await panel.close();
    await tab.close();
  }
}

/** The reads of the whole pages list among a lookup's requests (the page's own read is not one). */
const listReads = (log: LoggedRequest[]) => log.filter((entry) => entry.method === 'GET' && entry.path === '/pages');

/**
 * The lookup's own reads of the pages list: those before the page's own read (`GET /pages/<id>`),
 * which needs the id the lookup found. Once the page is open its editor lists the pages too (its
 * parent shown by name), through the same cache: a read of its own only when the lookup read none.
 */
const lookupReads = (log: LoggedRequest[]) => {
  const opened = log.findIndex((entry) => entry.method === 'GET' && /^\/pages\/\d+$/.test(entry.path));
  return listReads(opened < 0 ? log : log.slice(0, opened));
};

/** The panel's lookup of a page by its own address, on a fresh start and from the session's map. */
async function measureSlugLookup(browser: BrowserUnderTest & { context: BrowserContext }, site: RunningSite, control: SiteControl, scale: ScaleSite, runs: number): Promise<Figure[]> {
  const origin = new URL(site.url).origin;
  const fewest = fewestListRequests(scale.pagesOnSite);
  const first = { ms: [] as number[], requests: [] as LoggedRequest[][] };
  const cached = { ms: [] as number[], requests: [] as LoggedRequest[][] };
  const workerHeap: number[] = [];
  const page = await browser.newPage(`${browser.extensionBase}options.html`);
  try {
    for (let run = 0; run < runs; run++) {
      // What a browser start leaves: nothing kept in the session (slugs.ts keeps its map there).
      await page.evaluate((key) => chrome.storage.session.remove(key), `slugs:${origin}`);
      let mark = await control.mark();
      first.ms.push(await lookUpInPanel(browser, site, scale.slugAtEnd.ownurl, scale.slugAtEnd.name));
      first.requests.push(await control.log(mark));
      mark = await control.mark();
      cached.ms.push(await lookUpInPanel(browser, site, scale.slugInMiddle.ownurl, scale.slugInMiddle.name));
      cached.requests.push(await control.log(mark));
      workerHeap.push(await serviceWorkerHeapAfterGc(browser.context, browser.extensionBase));
    }
  } finally {
    await page.close();
  }
  const count = (logs: LoggedRequest[][]) => logs.map((log) => lookupReads(log).length);
  const detail = (logs: LoggedRequest[][]) => ({ requests: logs.map(calls) });
  return [
    figure({ id: 'scale.slug.first.time', section: SECTION_SCALE, name: `Page by its own address, first lookup (page ${scale.slugAtEnd.id}, the end of the list): panel open → Name filled`, unit: 'ms', runs: first.ms,
      goal: goals.msUpperBelow(USABLE_GOAL_MS), note: 'the side panel opened on a tab at the address, the session\'s map emptied first (as after a browser start): from the panel\'s navigation to Name holding the page\'s name' }),
    figure({ id: 'scale.slug.first.requests', section: SECTION_SCALE, name: 'Page by its own address, first lookup: reads of the pages list', unit: 'requests', runs: count(first.requests),
      goal: goals.check(`${fewest} GET /pages`, 'every run reads the list in exactly that many requests', () => first.requests.every((log) => lookupReads(log).length === fewest)),
      note: `the whole list is read, in the fewest requests the paging allows: ceil(${scale.pagesOnSite} / per_page at most ${SPEC_PER_PAGE_MAX} (spec, Limits)); the page's own read beside them`, shown: `${lookupReads(first.requests[0]!).length} GET /pages`, detail: detail(first.requests) }),
    figure({ id: 'scale.slug.cached.time', section: SECTION_SCALE, name: `Page by its own address, next lookup (page ${scale.slugInMiddle.id}, from the session's map): panel open → Name filled`, unit: 'ms', runs: cached.ms }),
    figure({ id: 'scale.slug.cached.requests', section: SECTION_SCALE, name: 'Page by its own address, next lookup: reads of the pages list', unit: 'requests', runs: count(cached.requests),
      goal: goals.everyEquals(0, 'none'), note: 'one read of the list serves every address after it: the reads before the page\'s own (its editor lists the pages after it opened, its parent by name)', detail: detail(cached.requests) }),
    figure({ id: 'scale.slug.workerHeap', section: SECTION_SCALE, name: 'Service worker JS heap after GC, after the lookups', unit: 'bytes', runs: workerHeap,
      goal: goals.everyBelow(HEAP_GOAL_BYTES, `< ${MB(HEAP_GOAL_BYTES)}`) }),
  ];
}

/** The menu editor on the 300-item menu: its button under Also on this page → every item shown and editable; then typing in a Label. */
async function measureMenuEditor(browser: BrowserUnderTest, site: RunningSite, control: SiteControl, scale: ScaleSite, runs: number): Promise<Figure[]> {
  const usable: number[] = [];
  const requests: LoggedRequest[][] = [];
  const heap: number[] = [];
  const typing: Run[] = [];
  // The menu's button under Also on this page (named by its first labels; found by the menu it opens).
  const button = `[data-ref="menu:${scale.menu.id}"]`;
  const labels = 'ol.menu-items > li input[id$="-name"]';
  const opened = await openPanelOn(browser, `${site.url}/index/0-3`);
  await opened.panel.close();
  try {
    for (let run = 0; run < runs; run++) {
      const panel = await freshPanel(browser, opened.tabId);
      try {
        const mark = await control.mark();
        const times = await timeFromClick(panel, button, [{ name: 'items', selector: labels, count: scale.menu.items, filled: true }]);
        usable.push(times.items!);
        // The site's pages are read as the menu opens (its links show by the pages' names): all of its requests, once they are in.
        requests.push(await loggedAtLeast(control, mark, menuOpenRequests(scale).length));
        heap.push(await pageHeapAfterGc(pageOf(panel)));
        // An item halfway down the list, so that half the rows come before it and half after.
        const id = await panel.evaluate(({ labels, at }) => document.querySelectorAll(labels)[at]!.id, { labels, at: Math.floor(scale.menu.items / 2) });
        const field = await focusField(panel, `[id="${id}"]`, null);
        await installProbe(panel);
        typing.push(await typeRun(panel, field, TYPED_TEXT));
        // The next run's panel must load the menu from the site again.
        await leaveNoDraft(panel, 'the 300-item menu');
      } finally {
        await panel.close();
      }
    }
  } finally {
    await opened.site.close();
  }
  const name = `Menu editor, ${scale.menu.items} items in ${scale.menu.depth} levels`;
  const expected = menuOpenRequests(scale);
  return [
    figure({ id: 'scale.menu.usable', section: SECTION_SCALE, name: `${name}: its button → every item shown and editable`, unit: 'ms', runs: usable,
      goal: goals.msUpperBelow(USABLE_GOAL_MS), note: `click → the frame painted after the ${scale.menu.items}th Label field holds its text and can be edited` }),
    figure({ id: 'scale.menu.requests', section: SECTION_SCALE, name: `${name}: requests`, unit: 'requests', runs: requests.map((log) => log.length),
      goal: goals.check(`1 GET + the pages list in ${fewestListRequests(scale.pagesOnSite)} GET`, `every run makes exactly the menu's GET, then the pages list in the fewest requests the paging allows, nothing else`,
        () => requests.every((log) => calls(log).join() === expected.join())),
      note: 'GET /menus/{id} answers the menu with all its items (the spec pages only GET /pages); the pages list gives its links their pages\' names, read once per panel', shown: calls(requests[0]!).join(', '), detail: { requests: requests.map(calls) } }),
    figure({ id: 'scale.menu.heap', section: SECTION_SCALE, name: `${name}: side panel JS heap after GC`, unit: 'bytes', runs: heap,
      goal: goals.everyBelow(HEAP_GOAL_BYTES, `< ${MB(HEAP_GOAL_BYTES)}`) }),
    ...typingFigures(SECTION_SCALE, 'scale.menu', `${name}: typing in item ${Math.floor(scale.menu.items / 2) + 1}'s Label`, typing, true),
  ];
}

/**
 * On the site seeded by seedScaleSite (1,000 pages, a main menu of 300 items), measures the page
 * list, the lookup by address and the menu editor, `runs` times each. The site must be added to
 * the browser (addSite) already.
 */
export async function measureScale(
  browser: BrowserUnderTest & { context: BrowserContext },
  site: RunningSite,
  control: SiteControl,
  scale: ScaleSite,
  runs: number,
  log: (line: string) => void,
  beforePart: (name: string) => Promise<void> = async () => {},
): Promise<Figure[]> {
  log(`scale: seeded ${scale.added.length} pages (${scale.pagesOnSite} on the site), a menu of ${scale.menu.items} items`);
  // Each part is judged by a reading of the host taken right before it, as each typing editor is:
  // a load that comes or goes during the step counts against the part it falls in.
  await beforePart('scale, page list');
  const figures = [...(await measurePageList(browser, site, control, scale, runs))];
  log('scale: page list done');
  await beforePart('scale, lookup by address');
  figures.push(...(await measureSlugLookup(browser, site, control, scale, runs)));
  log('scale: lookup by address done');
  await beforePart('scale, menu editor');
  figures.push(...(await measureMenuEditor(browser, site, control, scale, runs)));
  log('scale: menu editor done');
  return figures;
}
