// Figure 3, and the memory half of figure 6: opening the side panel on a tab, timed inside the
// panel page from its navigation start (performance.now(), whose origin is the navigation) to
// the Name field holding the page's name; beside it a plain fetch of the same resource from the
// site's own tab. After each opening: JS heap of the panel and of the service worker (after GC).
import type { BrowserContext } from 'playwright-core';
import type { BrowserUnderTest, TestPage } from '../../test/e2e/support/driver.ts';
import type { RunningSite } from '../../test/e2e/support/flows.ts';
import { fieldValue, openPanelOn } from '../../test/e2e/support/panel.ts';
import { pageOf } from './browsers.ts';
import { pageHeapAfterGc, profileWhile, serviceWorkerHeapAfterGc } from './cdp.ts';
import { figure, goals, type Figure } from './report.ts';
import { pairedDifferences } from './stats.ts';

export const SECTION_PANEL = '3. Side panel open';
export const SECTION_SIZE = '6. Bundle size and memory';

interface OpeningTimes {
  /** The Name field has its value. */
  filled?: number;
  /** The first frame painted after that. */
  painted?: number;
  /** The content editor shows the content (a long one its first screen, editable: a click reads the rest first). */
  content?: number;
  /** The content editor holds the whole content. */
  whole?: number;
}

/** What the panel page logs once the opening is timed. */
const OPENED = 'inplace-bench: opened';

/** Runs in the panel page before its own scripts: notes when the form is there. */
function observeOpening({ label, OPENED }: { label: string; OPENED: string }) {
  const times: OpeningTimes = {};
  let told = false;
  (window as unknown as { __inplaceBench: OpeningTimes }).__inplaceBench = times;
  const filled = () => {
    const labelElement = [...document.querySelectorAll('label')].find((l) => l.textContent?.trim() === label);
    const field = labelElement?.htmlFor ? (document.getElementById(labelElement.htmlFor) as HTMLInputElement | null) : null;
    return Boolean(field?.value);
  };
  const contentShown = () => {
    // The visual editor, or the HTML source's code editor (a whole document) with its first line drawn.
    return Boolean(document.getElementById('f-message')?.textContent || document.querySelector('#f-message-html .cm-line')?.textContent);
  };
  const check = () => {
    const now = performance.now();
    if (times.filled === undefined && filled()) {
      times.filled = now;
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          times.painted = performance.now();
          check();
        };
        channel.port2.postMessage(null);
      });
    }
    if (times.content === undefined && contentShown()) times.content = now;
    if (times.whole === undefined && contentShown() && !document.getElementById('f-message')?.hasAttribute('aria-busy')) times.whole = now;
    if (times.filled !== undefined && times.whole !== undefined) {
      observer.disconnect();
      clearInterval(timer);
    }
    if (times.painted !== undefined && times.whole !== undefined && !told) {
      told = true;
      console.debug(OPENED);
    }
  };
  // Mutation records arrive as microtasks right after the DOM changes; the interval is a fallback.
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true });
  const timer = setInterval(check, 10);
}

/** Opens the panel on the tab and times it; with `profile`, a CPU profile of the opening is written there. */
async function timedOpening(browser: BrowserUnderTest, tabId: number, profile?: string): Promise<{ times: Required<OpeningTimes>; heap: number }> {
  const panel = await browser.newPage();
  try {
    const page = pageOf(panel);
    await page.bringToFront();
    await page.addInitScript(observeOpening, { label: 'Name', OPENED });
    // Told by the page itself: polling it would run the driver's scripts in it while it opens.
    const opened = page.waitForEvent('console', { predicate: (message) => message.text() === OPENED, timeout: 30_000 });
    const open = async () => {
      await panel.goto(`${browser.extensionBase}sidepanel.html?tab=${tabId}`);
      await opened;
    };
    await (profile ? profileWhile(page, profile, open) : open());
    const times = await panel.evaluate(() => (window as unknown as { __inplaceBench: Required<OpeningTimes> }).__inplaceBench);
    return { times, heap: await pageHeapAfterGc(page) };
  } finally {
    await panel.close();
  }
}

async function rawFetch(tab: TestPage, path: string, token: string): Promise<number> {
  return pageOf(tab).evaluate(async ({ path, token }) => {
    const start = performance.now();
    const response = await fetch(path, { headers: { Authorization: `Bearer ${token}` }, cache: 'no-store' });
    await response.json();
    return performance.now() - start;
  }, { path, token });
}

export interface PanelTarget {
  /** Stable name in report.json ids. */
  key: string;
  label: string;
  url: string;
  pageId: number;
  /** The goal for the content shown and editable (on a 25 ms host), where one is set. */
  contentGoalMs?: number;
}

export async function measurePanelOpen(
  browser: BrowserUnderTest & { context: BrowserContext },
  site: RunningSite,
  targets: PanelTarget[],
  runs: number,
  log: (line: string) => void,
  beforeTarget: (name: string) => Promise<void> = async () => {},
): Promise<Figure[]> {
  const figures: Figure[] = [];
  const memory: Figure[] = [];
  const workerHeap: number[] = [];
  for (const target of targets) {
    // Each page is judged by a reading of the host taken right before it, as each typing editor is.
    await beforeTarget(`panel opening, ${target.label}`);
    const { site: tab, panel, tabId } = await openPanelOn(browser, target.url);
    try {
      // This first opening warms the extension up; it is not counted.
      if (!(await fieldValue(panel, 'Name'))) throw new Error(`the panel on ${target.url} shows no Name`);
      await panel.close();
      const filled: number[] = [];
      const painted: number[] = [];
      const content: number[] = [];
      const whole: number[] = [];
      const fetched: number[] = [];
      const heap: number[] = [];
      for (let run = 0; run < runs; run++) {
        fetched.push(await rawFetch(tab, `/uapi/pages/${target.pageId}`, site.token));
        // BENCH_PROFILE=dir also writes a CPU profile of the first counted opening there.
        const profile = run === 0 && process.env.BENCH_PROFILE ? `${process.env.BENCH_PROFILE}/panel-open-${target.key}-${Date.now()}.cpuprofile` : undefined;
        const opening = await timedOpening(browser, tabId, profile);
        filled.push(opening.times.filled);
        painted.push(opening.times.painted);
        content.push(opening.times.content);
        whole.push(opening.times.whole);
        heap.push(opening.heap);
        workerHeap.push(await serviceWorkerHeapAfterGc(browser.context, browser.extensionBase));
      }
      log(`panel open: ${target.label} done`);
      figures.push(
        figure({ id: `panel.open.${target.key}`, section: SECTION_PANEL, name: `Panel navigation → Name filled, ${target.label}`, unit: 'ms', runs: filled,
          detail: { paintedMs: painted.map((ms) => Math.round(ms * 10) / 10) } }),
        figure({ id: `panel.content.${target.key}`, section: SECTION_PANEL, name: `Panel navigation → content shown in the editor and editable, ${target.label}`, unit: 'ms', runs: content,
          ...(target.contentGoalMs !== undefined && { goal: goals.msUpperBelow(target.contentGoalMs) }) }),
        figure({ id: `panel.whole.${target.key}`, section: SECTION_PANEL, name: `Panel navigation → the whole content in the editor, ${target.label}`, unit: 'ms', runs: whole }),
        figure({ id: `panel.fetch.${target.key}`, section: SECTION_PANEL, name: `Plain fetch of GET /uapi/pages/${target.pageId} from the site's tab`, unit: 'ms', runs: fetched }),
        figure({ id: `panel.overFetch.${target.key}`, section: SECTION_PANEL, name: `Name filled, beyond the plain fetch, run by run, ${target.label}`, unit: 'ms',
          runs: pairedDifferences(filled, fetched), goal: goals.msUpperBelow(100),
          note: 'each run fetches the page from the tab, then opens the panel; the median of the per-run differences' }),
      );
      memory.push(figure({ id: `memory.panel.${target.key}`, section: SECTION_SIZE, name: `Side panel JS heap after GC, ${target.label} open`, unit: 'bytes', runs: heap }));
    } finally {
      await panel.close().catch(() => {});
      await tab.close();
    }
  }
  memory.push(figure({ id: 'memory.serviceWorker', section: SECTION_SIZE, name: 'Service worker JS heap after GC', unit: 'bytes', runs: workerHeap,
    note: 'measured after each panel opening' }));
  return [...figures, ...memory];
}
