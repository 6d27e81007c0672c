// Figure 7: what one live-preview update costs the site's tab while the owner types. Per size
// (50, 200, 800 KB of ordinary HTML), a page of the reference site with that content is open in
// a tab; the preview message the side panel sends goes from an extension page through the
// background to the tab, as the panel's does. Its draft is the content with one word more each
// time, as typing makes it (ordinary HTML, which the panel's sanitiser passes unchanged). One
// update is timed from the message to the next frame painted in the tab after the content script
// answered: CDP Performance.getMetrics TaskDuration of the tab in thread time (every main-thread
// task: the message, the script's parse and swap, style, layout, paint), less the same measurement around
// a frame without an update (the method's own cost). The first preview on a page (which also
// finds the content region) is one run per size.
import type { BrowserContext, CDPSession } from 'playwright-core';
import type { BrowserUnderTest, TestPage } from '../../test/e2e/support/driver.ts';
import { sendAsExtensionPage, tabIdOf, type RunningSite } from '../../test/e2e/support/flows.ts';
import { LAUNCHER } from '../../test/e2e/support/panel.ts';
import { pageOf } from './browsers.ts';
import { metricsOf } from './cdp.ts';
import { largeHtml, makePage } from './fixtures.ts';
import { figure, goals, type Figure } from './report.ts';
import { median } from './stats.ts';

export const SECTION_PREVIEW = '7. Live preview in the site tab';

/** Draft sizes measured; the goal is judged at 200 KB. */
export const PREVIEW_SIZES_KB = [50, 200, 800] as const;
const GOAL_KB = 200;
const GOAL_MS = 16;

interface Envelope<T> {
  ok: boolean;
  value?: T;
  error?: { message: string };
}

interface TabContextReply {
  documentId?: string;
}

/** The draft after `n` keystrokes' worth of typing: one word more in the middle of the content. */
function draftAfter(html: string, n: number): string {
  const at = html.indexOf('</p>', Math.floor(html.length / 2));
  return `${html.slice(0, at)} typed${n}${html.slice(at)}`;
}

/** Main-thread time (ms) of the tab, as counted since its document started. */
async function taskMs(session: CDPSession): Promise<number> {
  const value = (await metricsOf(session)).TaskDuration;
  if (value === undefined) throw new Error('Performance.getMetrics gave no TaskDuration');
  return value * 1000;
}

/** Resolves once the tab has painted a frame after everything done so far. */
const nextFrame = (tab: TestPage) => tab.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done, 0))));

interface SizeRuns {
  first: number;
  updates: number[];
  idle: number[];
}

async function measureSize(browser: BrowserUnderTest & { context: BrowserContext }, site: RunningSite, extension: TestPage, kb: number, runs: number): Promise<SizeRuns> {
  const original = largeHtml(kb * 1024);
  const { url } = await makePage(site, `Preview cost ${kb} KB`, original);
  const tab = await browser.newPage(url);
  try {
    await tab.waitFor((tag) => document.querySelector(tag), LAUNCHER, 20_000);
    const session = await browser.context.newCDPSession(pageOf(tab));
    // Thread time, as for the page loads (page-cost.ts): the background and the sending page
    // run on the other core meanwhile, and in wall time their turns counted as the tab's.
    await session.send('Performance.enable', { timeDomain: 'threadTicks' });
    const tabId = await tabIdOf(extension, url);
    const context = await sendAsExtensionPage<Envelope<TabContextReply | null>>(extension, { type: 'tabs/context', tabId });
    const documentId = context.value?.documentId;
    const update = async (n: number): Promise<number> => {
      const html = draftAfter(original, n);
      const before = await taskMs(session);
      const reply = await sendAsExtensionPage<Envelope<{ shown: boolean }>>(extension, {
        type: 'preview/show', tabId, url, ...(documentId && { documentId }), kind: 'page', html, originalHtml: original,
      });
      if (!reply.value?.shown) throw new Error(`${kb} KB: the preview was not shown (${JSON.stringify(reply).slice(0, 200)})`);
      await nextFrame(tab);
      const spent = (await taskMs(session)) - before;
      const shown = await tab.evaluate((word) => document.body.textContent!.includes(word), `typed${n}`);
      if (!shown) throw new Error(`${kb} KB: the tab does not show the draft's new word`);
      return spent;
    };
    const idleFrame = async (): Promise<number> => {
      const before = await taskMs(session);
      await nextFrame(tab);
      return (await taskMs(session)) - before;
    };
    const first = await update(0);
    const updates: number[] = [];
    const idle: number[] = [];
    for (let run = 1; run <= runs; run++) {
      idle.push(await idleFrame());
      updates.push(await update(run));
    }
    await sendAsExtensionPage(extension, { type: 'preview/clear', tabId, url, ...(documentId && { documentId }) });
    await session.detach();
    return { first, updates, idle };
  } finally {
    await tab.close();
  }
}

export async function measurePreviewCost(browser: BrowserUnderTest & { context: BrowserContext }, site: RunningSite, runs: number, log: (line: string) => void): Promise<Figure[]> {
  const extension = await browser.newPage(`${browser.extensionBase}options.html`);
  const figures: Figure[] = [];
  try {
    for (const kb of PREVIEW_SIZES_KB) {
      const measured = await measureSize(browser, site, extension, kb, runs);
      const floor = median(measured.idle);
      const updates = measured.updates.map((ms) => Math.max(0, ms - floor));
      const detail = { rawMs: measured.updates, frameWithoutUpdateMs: measured.idle, firstRawMs: measured.first };
      figures.push(figure({
        id: `preview.update.${kb}kb`, section: SECTION_PREVIEW, name: `One preview update, ${kb} KB draft: main-thread time in the site tab`, unit: 'ms', runs: updates, detail,
        ...(kb === GOAL_KB && {
          goal: goals.msUpperBelow(GOAL_MS),
          note: `message to the next painted frame, in thread time, less a frame without an update (${floor.toFixed(1)} ms)`,
        }),
      }));
      figures.push(figure({
        id: `preview.first.${kb}kb`, section: SECTION_PREVIEW, name: `First preview on the page, ${kb} KB draft (finds the content region)`, unit: 'ms',
        runs: [Math.max(0, measured.first - floor)], note: 'one run: the first preview after the page loaded',
      }));
      log(`preview: ${kb} KB done`);
    }
  } finally {
    await extension.close();
  }
  return figures;
}
