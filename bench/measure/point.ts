// Figure 8: Point to edit. With the panel open on a tab, and per page (the seed page and the 200
// KB page):
// - Alt+click on a word of the content → the caret there in the panel's visual editor: from the
//   click sent to the tab (the bench's clock, just before CDP's mouse events) to the panel's
//   selection landing in the editor (its selectionchange, on the same machine's clock), a word
//   other than the last each time;
// - typing at 10 keys a second into that editor → each key shown in the page: from the key sent
//   to the panel to the first mutation of the tab's content region that holds the text typed so
//   far (a MutationObserver of the page's own, recording its time); four bursts of six keys, each
//   right after an Alt+click on another word;
// - Alt held while the pointer moves over the page: the tab's main-thread time per move (CDP
//   TaskDuration over a sweep of moves, divided by the moves), less the same sweep with the panel
//   closed, where nothing of Inplace listens; five sweeps each way, the median of the differences.
import type { BrowserUnderTest, TestPage } from '../../test/e2e/support/driver.ts';
import { openPanelOn } from '../../test/e2e/support/panel.ts';
import { pageOf } from './browsers.ts';
import { metricsOf, profileWhile } from './cdp.ts';
import { figure, goals, type Figure } from './report.ts';
import { sleep } from './stats.ts';
import { leaveNoDraft } from './typing.ts';

export const SECTION_POINT = '9. Point to edit';

/** Typing at ten keys a second, as the goal says. */
const FOLLOW_KEY_GAP_MS = 100;
/** Letters typed in each burst, each shown in the page before the run counts it: one burst after each of four Alt+clicks. */
// Capitals and digits, no character in two bursts: the text after the caret (a word's lower-case
// letters, or an earlier burst typed at the same spot) never completes a burst's next key early.
const FOLLOW_TEXTS = ['Q7Z3X9', 'J5V2K8', 'W4F6G1', 'PY0BHM'];
const MOVES = 60;
/** Sweeps with the panel open, and as many after it closed. */
const SWEEPS = 5;

export interface PointPage {
  key: string;
  label: string;
  url: string;
}

/** In the panel: when the caret lands in the visual editor, each time it moves there. */
function watchCaret(panel: TestPage) {
  return panel.evaluate(() => {
    const times: number[] = [];
    (window as unknown as { __caretTimes: number[] }).__caretTimes = times;
    document.addEventListener('selectionchange', () => {
      const node = getSelection()?.anchorNode;
      if (node && document.getElementById('f-message')?.contains(node)) times.push(performance.timeOrigin + performance.now());
    });
  });
}

/**
 * The start of the `word`-th word (counted round) of the `nth` paragraph of the tab's content, in
 * the viewport; `inside`: its second character instead, a spot no click at a word's start takes.
 */
function wordPoint(tab: TestPage, nth: number, word: number, inside = false) {
  return tab.evaluate(({ nth, word, inside }) => {
    const paragraphs = [...document.querySelectorAll('#content p')];
    const paragraph = paragraphs[nth % paragraphs.length]!;
    paragraph.scrollIntoView({ block: 'center' });
    const text = [...paragraph.childNodes].find((node): node is Text => node instanceof Text && /\S/.test(node.data))!;
    const words = [...text.data.matchAll(/\S{2,}/g)];
    const match = words[word % words.length]!;
    const range = document.createRange();
    range.setStart(text, match.index + (inside ? 1 : 0));
    range.setEnd(text, match.index + (inside ? 2 : 1));
    const box = range.getBoundingClientRect();
    return { x: box.left + 1, y: box.top + box.height / 2 };
  }, { nth, word, inside });
}

async function caretLatencies(tab: TestPage, panel: TestPage, runs: number): Promise<number[]> {
  await watchCaret(panel);
  const latencies: number[] = [];
  for (let run = 0; run < runs; run++) {
    const point = await wordPoint(tab, run, run % 2);
    const before = await panel.evaluate(() => (window as unknown as { __caretTimes: number[] }).__caretTimes.length);
    const sentAt = Date.now();
    await tab.clickAt(point.x, point.y, ['Alt']);
    await panel.waitFor((before) => (window as unknown as { __caretTimes: number[] }).__caretTimes.length > before, before, 10_000);
    const landed = await panel.evaluate((before) => (window as unknown as { __caretTimes: number[] }).__caretTimes[before]!, before);
    latencies.push(landed - sentAt);
  }
  return latencies;
}

/** Watches the tab's content region for `text` typed: when the text up to each key first shows, counted beyond what the page held before. */
function watchShown(tab: TestPage, text: string) {
  return tab.evaluate((text) => {
    const region = document.getElementById('content')!;
    const count = (content: string, part: string) => content.split(part).length - 1;
    const prefixes = [...text].map((_, at) => text.slice(0, at + 1));
    const already = prefixes.map((prefix) => count(region.textContent ?? '', prefix));
    const seen: { at: number; typed: number }[] = [];
    (window as unknown as { __shown: typeof seen }).__shown = seen;
    new MutationObserver((_, observer) => {
      const content = region.textContent ?? '';
      let typed = 0;
      while (typed < prefixes.length && count(content, prefixes[typed]!) > already[typed]!) typed++;
      if (typed > (seen.at(-1)?.typed ?? 0)) seen.push({ at: performance.timeOrigin + performance.now(), typed });
      if (typed === prefixes.length) observer.disconnect();
    }).observe(region, { childList: true, subtree: true, characterData: true });
  }, text);
}

/** `text` typed at ten keys a second into the panel; per key, when the page first showed the text up to it. */
async function followLatencies(tab: TestPage, panel: TestPage, text: string): Promise<number[]> {
  await watchShown(tab, text);
  const sent: number[] = [];
  for (const key of text) {
    sent.push(Date.now());
    await panel.press(key);
    await sleep(Math.max(0, FOLLOW_KEY_GAP_MS - (Date.now() - sent.at(-1)!)));
  }
  try {
    await tab.waitFor((length) => ((window as unknown as { __shown: { typed: number }[] }).__shown.at(-1)?.typed ?? 0) >= length, text.length, 20_000);
  } catch (problem) {
    // What the page and the panel show of the typing, to tell which of them stopped.
    const around = (content: string) => {
      const at = content.indexOf(text.slice(0, 3));
      return at < 0 ? '(none of it)' : content.slice(Math.max(0, at - 40), at + 40);
    };
    const page = around(await tab.evaluate(() => document.getElementById('content')?.textContent ?? ''));
    const editor = around(await panel.evaluate(() => document.getElementById('f-message')?.textContent ?? ''));
    const status = await panel.evaluate(() => document.querySelector('.save-status')?.textContent ?? '');
    const caret = await panel.evaluate(() => `${document.activeElement?.id || document.activeElement?.nodeName}, in "${getSelection()?.anchorNode?.textContent?.slice(0, 60) ?? ''}" at ${getSelection()?.anchorOffset}`);
    throw new Error(`the page did not show all the keys typed: page "${page}", editor "${editor}", caret ${caret}, panel says "${status}" (${(problem as Error).message})`);
  }
  const shown = await tab.evaluate(() => (window as unknown as { __shown: { at: number; typed: number }[] }).__shown);
  return sent.map((at, index) => shown.find((entry) => entry.typed > index)!.at - at);
}

/** Bursts of typing, each right after an Alt+click on another word: the first key of each is the first after pointing. */
async function followAfterPointing(tab: TestPage, panel: TestPage): Promise<number[]> {
  const latencies: number[] = [];
  for (const [burst, text] of FOLLOW_TEXTS.entries()) {
    // Inside a word, where the caret runs above never pointed: the caret moves, and says so.
    const point = await wordPoint(tab, 7 + burst * 5, 1, true);
    const before = await panel.evaluate(() => (window as unknown as { __caretTimes: number[] }).__caretTimes.length);
    await tab.clickAt(point.x, point.y, ['Alt']);
    await panel.waitFor((before) => (window as unknown as { __caretTimes: number[] }).__caretTimes.length > before, before, 10_000);
    const typed = () => followLatencies(tab, panel, text);
    // BENCH_PROFILE=dir also writes CPU profiles of the panel and the tab during the first burst there.
    const profiles = burst === 0 ? process.env.BENCH_PROFILE : undefined;
    const stamp = Date.now();
    latencies.push(...(await (profiles
      ? profileWhile(pageOf(panel), `${profiles}/follow-panel-${stamp}.cpuprofile`, () => profileWhile(pageOf(tab), `${profiles}/follow-tab-${stamp}.cpuprofile`, typed))
      : typed())));
  }
  return latencies;
}

/** The tab's main-thread time per pointer move, Alt held, over a sweep across the page. */
async function moveCost(tab: TestPage): Promise<number> {
  const page = pageOf(tab);
  const session = await page.context().newCDPSession(page);
  try {
    // In thread time, as the live preview's cost is measured (preview-cost.ts).
    await session.send('Performance.enable', { timeDomain: 'threadTicks' });
    const { width, height } = await tab.evaluate(() => ({ width: innerWidth, height: innerHeight }));
    await page.keyboard.down('Alt');
    const before = await metricsOf(session);
    for (let move = 0; move < MOVES; move++) {
      await page.mouse.move(((move * 37) % (width - 20)) + 10, ((move * 53) % (height - 20)) + 10);
      // A frame between moves, as a hand makes them: the outline is drawn once per frame.
      await tab.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
    }
    const after = await metricsOf(session);
    await page.keyboard.up('Alt');
    return ((after.TaskDuration! - before.TaskDuration!) * 1000) / MOVES;
  } finally {
    await session.detach().catch(() => {});
  }
}

export async function measurePoint(browser: BrowserUnderTest, pages: PointPage[], runs: number, log: (line: string) => void): Promise<Figure[]> {
  const figures: Figure[] = [];
  const common = { section: SECTION_POINT, unit: 'ms' as const };
  for (const target of pages) {
    const { site: tab, panel } = await openPanelOn(browser, target.url);
    try {
      await panel.waitFor(() => (document.getElementById('f-message')?.textContent?.length ?? 0) > 0, undefined, 30_000);
      const caret = await caretLatencies(tab, panel, runs);
      log(`point ${target.key}: Alt+click → caret ${caret.map((ms) => ms.toFixed(0)).join(' ')} ms`);
      figures.push(figure({ ...common, id: `point.caret.${target.key}`, name: `Alt+click on a word → caret there in the panel, ${target.label}`,
        runs: caret, statistic: { kind: 'percentile', p: 95 }, goal: goals.msValueBelow(100) }));

      const follow = await followAfterPointing(tab, panel);
      log(`point ${target.key}: key → page ${follow.map((ms) => ms.toFixed(0)).join(' ')} ms`);
      await leaveNoDraft(panel, `point ${target.key}`);
      figures.push(figure({ ...common, id: `point.follow.${target.key}`, name: `Typing 10 keys a second in the visual editor → each key shown in the page, ${target.label}`,
        runs: follow, statistic: { kind: 'percentile', p: 95 }, goal: goals.msValueBelow(100) }));

      if (target.key === 'seed') {
        const withPanel: number[] = [];
        for (let sweep = 0; sweep < SWEEPS; sweep++) withPanel.push(await moveCost(tab));
        await panel.close();
        // The panel closed: the page is pointed at no more, and nothing of Inplace listens.
        await tab.waitFor(() => !document.querySelector('span[data-inplace="point"]'), undefined, 10_000);
        const without: number[] = [];
        for (let sweep = 0; sweep < SWEEPS; sweep++) without.push(await moveCost(tab));
        const fixed = (values: number[]) => values.map((ms) => ms.toFixed(2)).join(' ');
        log(`point: main-thread time per move ${fixed(withPanel)} ms with the panel open, ${fixed(without)} ms without`);
        // Each sweep with the panel against the one without of the same rank: the sweeps' own spread is as large as the goal.
        figures.push(figure({ ...common, id: 'point.move', name: `Alt held, pointer moving over the seed page: main-thread time per move added by Point to edit (${MOVES} moves a sweep, ${SWEEPS} sweeps each way)`,
          runs: withPanel.map((ms, sweep) => ms - without[sweep]!), statistic: { kind: 'median' }, goal: goals.msValueBelow(1), detail: { withPanel, without } }));
      }
    } finally {
      await panel.close().catch(() => {});
      await tab.close();
    }
  }
  return figures;
}
