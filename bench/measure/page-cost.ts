// Figures 1 and 2: what Inplace costs a page of a site, in the page's own renderer.
//   - without the extension, with it on a site that is not registered, with it on the registered
//     site: the same page of the reference site, one tab per case, each run navigating a tab to
//     the page again (as when following links on a site); each comparison in runs of its own,
//     its cases in turn: not registered against two Chromiums without Inplace (their mean: one
//     browser's own bias, as large as the goal's 5%, weighs half), then not registered / registered;
//   - main-thread time: CDP Performance.getMetrics TaskDuration (all main-thread tasks) and
//     ScriptDuration (JS) of the document, in thread time (CPU time of the main thread), from its
//     navigation to 300 ms after its load event;
//   - extension script injected: every script parsed (CDP Debugger.scriptParsed) that comes from
//     a chrome-extension:// URL or runs in an extension's isolated world, in separate loads in
//     fresh tabs so the debugger does not weigh on the timings;
//   - the browsers hold the same tabs, opened in the same order: each Chromium without Inplace
//     gets a tab on the registered address too. A browser with one tab more (the registered one,
//     idle) loaded the same page in its first tab 4–9% slower, which counted against Inplace;
//   - the runs are spread over several launches of the three browsers: one launch of a browser
//     comes out a few per cent faster or slower than the next for the whole of a run (two
//     Chromiums without Inplace gave 0.95 in one run, 1.03 in another), so no one launch decides.
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { LAUNCHER } from '../../test/e2e/support/panel.ts';
import { metricsOf } from './cdp.ts';
import { scriptMainThreadTime, startTrace } from './trace.ts';
import { figure, goals, type Figure } from './report.ts';
import { median, orderings, pairedDifferences, pairedRatios, round, sleep } from './stats.ts';

export const SECTION_UNREGISTERED = '1. A page of a site not registered';
export const SECTION_REGISTERED = '2. A page of the registered site';

/** After the load event: the content script runs at document_idle and shows its button when the page is idle, within ~100 ms. */
const SETTLE_MS = 300;
/** On a site not registered Inplace injects nothing: the page's own work may not grow by 5% (95% confidence). */
const UNREGISTERED_RATIO_LIMIT = 1.05;
/** The first loads of each tab ran up to half again as long as the rest. */
const WARM_UP_RUNS = 5;

interface LoadSample {
  taskMs: number;
  scriptMs: number;
}

interface Condition {
  key: 'without' | 'withoutAgain' | 'unregistered' | 'registered';
  context: BrowserContext;
  url: string;
  launcher: boolean;
}

interface Tab {
  condition: Condition;
  page: Page;
  session: CDPSession;
}

async function openTab(condition: Condition): Promise<Tab> {
  const page = await condition.context.newPage();
  const session = await condition.context.newCDPSession(page);
  // Durations in thread time: the CPU time of the page's main thread, which whatever else the
  // machine runs meanwhile does not stretch (wall time swung by half a page load run to run).
  await session.send('Performance.enable', { timeDomain: 'threadTicks' });
  await page.goto(condition.url, { waitUntil: 'load' });
  return { condition, page, session };
}

/** Thread time the document must have counted before a navigation tells how the metrics count. */
const PROBE_THREAD_S = 0.2;
/** Busy spells of wall time, up to this many: a loaded host gives the page's thread a share of each. */
const PROBE_SPELL_MS = 100;
const PROBE_SPELLS = 50;

/**
 * Whether the metrics count per document (each navigation starts them from zero, as Chromium
 * does when a navigation gets a new document host) or go on over the tab's life: a document
 * busy until its own thread time has counted 200 ms tells which. The busy spells are timed in
 * wall time, which other processes stretch, so the page stays busy until TaskDuration, read in
 * thread time as every figure is, says it was: on a busy host that takes more spells, not a
 * failure.
 */
async function countsPerDocument(tab: Tab): Promise<boolean> {
  const start = (await metricsOf(tab.session)).TaskDuration ?? 0;
  const seen: number[] = [];
  let before = start;
  while (before - start < PROBE_THREAD_S && seen.length < PROBE_SPELLS) {
    await tab.page.evaluate((ms) => {
      const spellStart = performance.now();
      while (performance.now() - spellStart < ms);
    }, PROBE_SPELL_MS);
    before = (await metricsOf(tab.session)).TaskDuration ?? 0;
    seen.push(before - start);
  }
  if (before - start < PROBE_THREAD_S) {
    throw new Error(`TaskDuration counted ${(before - start).toFixed(3)} s of thread time over ${seen.length} busy spells of ${PROBE_SPELL_MS} ms of wall time (after each: ${seen.map((s) => s.toFixed(3)).join(', ')} s): the metrics cannot be read`);
  }
  await tab.page.goto(tab.condition.url, { waitUntil: 'load' });
  const after = (await metricsOf(tab.session)).TaskDuration ?? 0;
  return after < before;
}

async function loadOnce(tab: Tab, perDocument: boolean): Promise<LoadSample> {
  const { condition, page, session } = tab;
  // Each load in the browser's front tab: a tab behind another paints nothing, and the registered
  // and unregistered tabs share a browser (an album of 500 photos showed 185 ms "added" that was
  // the front tab's painting alone, the content script's own work being under 10 ms).
  await page.bringToFront();
  const before = await metricsOf(session);
  await page.goto(condition.url, { waitUntil: 'load' });
  await sleep(SETTLE_MS);
  const after = await metricsOf(session);
  const shown = await page.evaluate((tag) => document.querySelector(tag) !== null, LAUNCHER);
  if (shown !== condition.launcher) {
    throw new Error(`${condition.url}: Inplace's button is ${shown ? 'shown' : 'missing'}; expected it ${condition.launcher ? 'shown' : 'absent'}`);
  }
  const delta = (name: string) => Math.round(((after[name] ?? NaN) - (perDocument ? 0 : (before[name] ?? NaN))) * 1e6) / 1000;
  return { taskMs: delta('TaskDuration'), scriptMs: delta('ScriptDuration') };
}

async function injectedBytes(context: BrowserContext, url: string): Promise<number> {
  const page = await context.newPage();
  try {
    const session = await context.newCDPSession(page);
    const extensionWorlds = new Set<number>();
    const sources: Promise<number>[] = [];
    session.on('Runtime.executionContextCreated', ({ context: created }) => {
      if (created.origin.startsWith('chrome-extension://')) extensionWorlds.add(created.id);
    });
    session.on('Debugger.scriptParsed', (script) => {
      if (!script.url.startsWith('chrome-extension://') && !extensionWorlds.has(script.executionContextId)) return;
      sources.push(session.send('Debugger.getScriptSource', { scriptId: script.scriptId }).then(({ scriptSource }) => Buffer.byteLength(scriptSource)));
    });
    await session.send('Runtime.enable');
    await session.send('Debugger.enable');
    await page.goto(url, { waitUntil: 'load' });
    await sleep(SETTLE_MS);
    const sizes = await Promise.all(sources);
    return sizes.reduce((sum, size) => sum + size, 0);
  } finally {
    await page.close();
  }
}

/** One launch of the browsers the page loads compare. */
export interface PageCostBrowsers {
  withExtension: BrowserContext;
  withoutExtension: BrowserContext;
  /** A second Chromium without the extension: two browsers without Inplace, compared as the two cases are, show the method's own bias. */
  withoutExtensionAgain: BrowserContext;
}

export interface PageCostInput {
  /** The run's own browsers: the first launch, and the one the bytes injected are read in. */
  browsers: PageCostBrowsers;
  /** The three browsers started afresh (the one with Inplace with the site added), for each further launch. */
  relaunch(): Promise<PageCostBrowsers & { close(): Promise<void> }>;
  launches: number;
  /** The reference site's page under an origin nobody registered (localhost). */
  unregisteredUrl: string;
  /** The same page under the registered origin. */
  registeredUrl: string;
  /** Runs of each comparison in all, shared out over the launches. */
  runs: number;
  byteRuns: number;
  contentScript: { raw: number; gzip: number };
}

type Samples = Record<Condition['key'], LoadSample[]>;

/**
 * One launch's runs, added to `samples` (and `unregisteredPaired`, the page not registered in
 * the registered comparison). `firstRun`: how many runs earlier launches made, so that the
 * orders of the cases go on in turn across launches. Tells whether the counters are per document.
 */
async function measureLaunch(browsers: PageCostBrowsers, input: PageCostInput, runs: number, firstRun: number, samples: Samples, unregisteredPaired: LoadSample[]): Promise<boolean> {
  const conditions: Condition[] = [
    { key: 'without', context: browsers.withoutExtension, url: input.unregisteredUrl, launcher: false },
    { key: 'withoutAgain', context: browsers.withoutExtensionAgain, url: input.unregisteredUrl, launcher: false },
    { key: 'unregistered', context: browsers.withExtension, url: input.unregisteredUrl, launcher: false },
    { key: 'registered', context: browsers.withExtension, url: input.registeredUrl, launcher: true },
  ];
  const tabs: Tab[] = [];
  /** The browsers without Inplace get a tab on the registered address as well: not measured, loaded as the registered tab is in the warm-up. */
  const companions: Tab[] = [];
  try {
    for (const condition of conditions) {
      tabs.push(await openTab(condition));
      if (condition.key === 'without' || condition.key === 'withoutAgain') {
        companions.push(await openTab({ key: condition.key, context: condition.context, url: input.registeredUrl, launcher: false }));
      }
    }
    const [without, withoutAgain, unregistered, registered] = tabs as [Tab, Tab, Tab, Tab];
    const perDocument = await countsPerDocument(without);
    // Loads before the first measured: the renderers compile and cache the page's scripts.
    for (let run = 0; run < WARM_UP_RUNS; run++) for (const tab of [...tabs, ...companions]) await loadOnce(tab, perDocument);
    // Each comparison has runs of its own, with nothing but its cases loading: a registered
    // page's load (its content script, the background's answer) made the next load of another
    // tab of the same browser slower, and would have counted against the page not registered.
    const inTurn = async (cases: [Tab, LoadSample[]][]) => {
      const orders = orderings(cases);
      // Every order in turn, so drift over the runs favours no case and no place in a run.
      for (let run = firstRun; run < firstRun + runs; run++) {
        for (const [tab, list] of orders[run % orders.length]!) list.push(await loadOnce(tab, perDocument));
      }
    };
    await inTurn([[without, samples.without], [withoutAgain, samples.withoutAgain], [unregistered, samples.unregistered]]);
    await inTurn([[unregistered, unregisteredPaired], [registered, samples.registered]]);
    return perDocument;
  } finally {
    for (const tab of [...tabs, ...companions]) await tab.page.close();
  }
}

/** The median of each launch's runs: how far one launch lies from the next. */
function perLaunch(values: number[], launchOfRun: number[], launches: number): number[] {
  return Array.from({ length: launches }, (_, launch) => round(median(values.filter((_, run) => launchOfRun[run] === launch)), 3));
}

export async function measurePageCost(input: PageCostInput, log: (line: string) => void): Promise<Figure[]> {
  const samples: Samples = { without: [], withoutAgain: [], unregistered: [], registered: [] };
  const unregisteredPaired: LoadSample[] = [];
  const launchOfRun: number[] = [];
  let perDocument = true;
  for (let launch = 0; launch < input.launches; launch++) {
    const firstRun = launchOfRun.length;
    const runs = Math.round((input.runs * (launch + 1)) / input.launches) - firstRun;
    const relaunched = launch === 0 ? null : await input.relaunch();
    try {
      perDocument = await measureLaunch(relaunched ?? input.browsers, input, runs, firstRun, samples, unregisteredPaired);
    } finally {
      await relaunched?.close();
    }
    launchOfRun.push(...Array<number>(runs).fill(launch));
    log(`page loads: launch ${launch + 1} of ${input.launches}, ${runs} runs of each comparison`);
  }
  const bytesUnregistered: number[] = [];
  const bytesRegistered: number[] = [];
  for (let run = 0; run < input.byteRuns; run++) {
    bytesUnregistered.push(await injectedBytes(input.browsers.withExtension, input.unregisteredUrl));
    bytesRegistered.push(await injectedBytes(input.browsers.withExtension, input.registeredUrl));
  }

  const task = (key: Condition['key']) => samples[key].map((s) => s.taskMs);
  const script = (key: Condition['key']) => samples[key].map((s) => s.scriptMs);
  const secondWithout = task('withoutAgain');
  const withoutBoth = task('without').map((ms, run) => (ms + secondWithout[run]!) / 2);
  // Paired: the cases of one run are loaded one after the other, so what disturbs a run
  // disturbs its cases alike, and the differences carry less of the machine's noise.
  const ratios = pairedRatios(task('unregistered'), withoutBoth);
  const sameRatios = pairedRatios(secondWithout, task('without'));
  const added = pairedDifferences(task('registered'), unregisteredPaired.map((s) => s.taskMs));
  const addedScript = pairedDifferences(script('registered'), unregisteredPaired.map((s) => s.scriptMs));
  const page = new URL(input.registeredUrl).pathname;
  const launches = (values: number[]) => ({ launchMedians: perLaunch(values, launchOfRun, input.launches), launchOfRun });
  const spread = `the runs are spread over ${input.launches} launches of the browsers`;
  const S1 = SECTION_UNREGISTERED;
  const S2 = SECTION_REGISTERED;
  return [
    figure({ id: 'unregistered.injectedBytes', section: S1, name: 'Extension script injected into the page', unit: 'bytes', runs: bytesUnregistered,
      goal: goals.everyEquals(0, '0 B') }),
    figure({ id: 'unregistered.mainThread.without', section: S1, name: `Main-thread time loading ${page}, without Inplace (mean of two Chromiums)`, unit: 'ms', runs: withoutBoth,
      detail: { first: task('without'), second: secondWithout, scriptMs: script('without'), countersPerDocument: perDocument } }),
    figure({ id: 'unregistered.mainThread.with', section: S1, name: `Main-thread time loading ${page}, with Inplace`, unit: 'ms', runs: task('unregistered'),
      detail: { scriptMs: script('unregistered') } }),
    figure({ id: 'unregistered.mainThread.ratio', section: S1, name: 'Ratio with / without Inplace, run by run', unit: 'ratio', runs: ratios,
      goal: goals.upperBelow(UNREGISTERED_RATIO_LIMIT, `< ${UNREGISTERED_RATIO_LIMIT.toFixed(2)}`),
      note: `each run loads the page in two Chromiums without Inplace and in one with it, one after the other; the median of the per-run ratios (with / the mean of the two without), with its 95% confidence interval; ${spread}`,
      detail: launches(ratios) }),
    figure({ id: 'unregistered.mainThread.twoWithout', section: S1, name: 'Ratio of two Chromiums without Inplace, run by run (the method\'s own bias)', unit: 'ratio',
      runs: sameRatios,
      note: `the second Chromium without Inplace against the first, in the same runs: how far apart two browsers come out when neither has Inplace; ${spread}`,
      detail: launches(sameRatios) }),
    figure({ id: 'registered.contentScript.raw', section: S2, name: 'Content script (content.js), raw', unit: 'bytes', runs: [input.contentScript.raw],
      note: 'file size' }),
    figure({ id: 'registered.contentScript.gzip', section: S2, name: 'Content script (content.js), gzipped', unit: 'bytes', runs: [input.contentScript.gzip],
      goal: goals.everyBelow(10 * 1024, '< 10 KB'), note: 'file size, gzip level 9' }),
    figure({ id: 'registered.injectedBytes', section: S2, name: 'Extension script injected into the page', unit: 'bytes', runs: bytesRegistered }),
    figure({ id: 'registered.mainThread', section: S2, name: `Main-thread time loading ${page}`, unit: 'ms', runs: task('registered'),
      detail: { scriptMs: script('registered') } }),
    figure({ id: 'registered.mainThread.added', section: S2, name: 'Main-thread time added vs not registered, run by run', unit: 'ms', runs: added,
      goal: goals.msUpperBelow(5),
      note: `each run loads the page on the registered and on an unregistered origin one after the other; the median of the per-run differences; ${spread}`,
      detail: launches(added) }),
    figure({ id: 'registered.script.added', section: S2, name: 'of which JavaScript (ScriptDuration)', unit: 'ms', runs: addedScript }),
  ];
}

/** A large page of the registered site (an album of 500 photos): the same page on both origins, in one browser with Inplace. */
export interface LargePageInput {
  context: BrowserContext;
  /** `id`: the figure's; `label`: what the page is, for its name. */
  id: string;
  label: string;
  unregisteredUrl: string;
  registeredUrl: string;
  /** Paired loads on both origins (the page's whole time, for the record), then as many traced loads of the registered page. */
  runs: number;
}

/** The extension's scripts, as a trace names them: the content script and whatever it loads. */
const EXTENSION_SCRIPTS = 'chrome-extension://';

/**
 * What Inplace adds to a large page of the site, judged by the content script's own main-thread
 * time: each traced load of the registered page, the thread time of every event that runs,
 * compiles or calls into the extension's scripts, what they cause synchronously (a forced style
 * or layout) nested in it. The same page with and without Inplace, compared load by load, is
 * kept for the record: on a page of 500 images its paint swings by hundreds of milliseconds
 * from one load to the next, so the difference says more about the method than about Inplace
 * (an album read 18.6 ms added with a 95% interval of −20.8 to 68.5).
 */
export async function measureLargePage(input: LargePageInput, log: (line: string) => void): Promise<Figure[]> {
  const unregistered = await openTab({ key: 'unregistered', context: input.context, url: input.unregisteredUrl, launcher: false });
  const registered = await openTab({ key: 'registered', context: input.context, url: input.registeredUrl, launcher: true });
  try {
    const perDocument = await countsPerDocument(unregistered);
    for (let run = 0; run < WARM_UP_RUNS; run++) for (const tab of [unregistered, registered]) await loadOnce(tab, perDocument);
    const plain: LoadSample[] = [];
    const withInplace: LoadSample[] = [];
    const orders = orderings<[Tab, LoadSample[]]>([[unregistered, plain], [registered, withInplace]]);
    for (let run = 0; run < input.runs; run++) for (const [tab, list] of orders[run % orders.length]!) list.push(await loadOnce(tab, perDocument));
    const own: number[] = [];
    for (let run = 0; run < input.runs; run++) own.push(await contentScriptTime(registered));
    log(`page loads: ${input.label}, ${input.runs} paired and ${input.runs} traced`);
    const added = pairedDifferences(withInplace.map((s) => s.taskMs), plain.map((s) => s.taskMs));
    return [
      figure({ id: `registered.${input.id}.mainThread`, section: SECTION_REGISTERED, name: `Main-thread time loading ${input.label}`, unit: 'ms', runs: withInplace.map((s) => s.taskMs),
        detail: { scriptMs: withInplace.map((s) => s.scriptMs), notRegisteredMs: plain.map((s) => s.taskMs) } }),
      figure({ id: `registered.${input.id}.contentScript`, section: SECTION_REGISTERED, name: `Content script's own main-thread time on ${input.label}`, unit: 'ms', runs: own,
        goal: goals.msUpperBelow(5),
        note: 'each load traced (CDP Tracing): the thread time of the events that run, compile or call into the extension\'s scripts, with what they force (style, layout) nested in them; the median of the loads' }),
      figure({ id: `registered.${input.id}.added`, section: SECTION_REGISTERED, name: `Main-thread time on ${input.label} vs not registered, run by run (for the record)`, unit: 'ms', runs: added,
        note: 'each run loads the page on the registered and on an unregistered origin one after the other, in turn; the median of the per-run differences. The page\'s paint varies far more than the content script costs, so the goal is judged on the figure above' }),
    ];
  } finally {
    await unregistered.page.close();
    await registered.page.close();
  }
}

/** One load of the registered tab, traced: the content script's own thread time in it (ms). */
async function contentScriptTime(tab: Tab): Promise<number> {
  await tab.page.bringToFront();
  const trace = await startTrace(tab.session);
  await tab.page.goto(tab.condition.url, { waitUntil: 'load' });
  await sleep(SETTLE_MS);
  const events = await trace.stop();
  if (!(await tab.page.evaluate((tag) => document.querySelector(tag) !== null, LAUNCHER))) throw new Error(`${tab.condition.url}: Inplace's button is missing in a traced load`);
  return round(scriptMainThreadTime(events, EXTENSION_SCRIPTS).cpuMs, 3);
}
