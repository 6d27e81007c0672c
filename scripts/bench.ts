// `npm run bench` (builds the Chrome extension first): measures the built Chrome extension in headless
// Chromium against the reference site and writes bench/report.json and bench/report.md.
// Figures come from the browser's own instruments (CDP metrics, script and heap reports,
// performance.now() inside the pages); each is the median of its runs, with min and max.
// BENCH_TRACE=1 logs every step of the request runs, to find where a stuck browser stopped.
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { CHROME_BUILD, launchChromium } from '../test/e2e/support/chromium.ts';
import { addSite, otherOrigin, startReferenceSite } from '../test/e2e/support/flows.ts';
import { siteControl } from '../test/site/control.ts';
import { launchPlainChromium } from '../bench/measure/browsers.ts';
import { buildFingerprint, checkBuild, entrypointSizes } from '../bench/measure/bundle.ts';
import { browserVersion } from '../bench/measure/cdp.ts';
import { LARGE_BODY_BYTES, makeLargeFixtures, newsEntryUrl, withLargeCss } from '../bench/measure/fixtures.ts';
import { describeMachine } from '../bench/measure/machine.ts';
import { HostReadings } from '../bench/measure/host-readings.ts';
import { measureMachineSpeed, readHostSpeed } from '../bench/measure/machine-speed.ts';
import { measureLargePage, measurePageCost } from '../bench/measure/page-cost.ts';
import { albumUrl } from '../test/site/data/urls.ts';
import { measurePanelOpen, SECTION_SIZE } from '../bench/measure/panel-open.ts';
import { measureUploadBatch } from '../bench/measure/upload-batch.ts';
import { figure, goals, goalTable, judgeOnHost, markdownTable, writeReport, type Figure } from '../bench/measure/report.ts';
import { measurePreviewCost } from '../bench/measure/preview-cost.ts';
import { measurePoint } from '../bench/measure/point.ts';
import { measureRequests } from '../bench/measure/requests.ts';
import { measureScale, seedScaleSite, type ScaleSite } from '../bench/measure/scale.ts';
import { measureSiteReplace } from '../bench/measure/replace-scale.ts';
import { KEY_GAP_MS, measureTyping, PAUSE_EVERY_KEYS, PAUSE_MS, TYPED_TEXT } from '../bench/measure/typing.ts';

const OUT = new URL('../bench/', import.meta.url).pathname;
/** Runs of every figure that varies; page loads vary most and get more. */
const RUNS = 5;
/** A median's 95% interval needs 9 runs at least; the figures judged on one get more. */
const PANEL_RUNS = 15;
/** Runs of the reference workload in each reading around a step (the median of them). */
const STEP_SPEED_RUNS = 7;
const LOAD_RUNS = 84;
/** The page loads' runs are spread over this many launches of their browsers. */
const LOAD_LAUNCHES = 6;
const SCALE_RUNS = 9;
/** Find and replace: each run scans 2,000 records, replaces in 100 and undoes them (about 450 requests). */
const REPLACE_RUNS = 5;
const PREVIEW_RUNS = 11;
const POINT_RUNS = 20;
/** The reference site's page whose load is measured, and the seed page the panel opens. */
const LOADED_PAGE = '/';
/** The album the content script's cost on a large page is measured on, and its runs (paired, then traced; one launch). */
const ALBUM_PHOTOS = 500;
/** A forum topic of this many posts, all on its one page (issue 43's scale). */
const TOPIC_POSTS = 200;
const LARGE_PAGE_RUNS = 20;
const SEED_PAGE = { id: 3, path: '/index/0-3' };

const INTRO = [
  '`npm run bench` builds and loads the Chrome build (`.output/chrome-mv3`) into headless Chromium and measures it',
  'against the reference site with the browser\'s own instruments: DevTools traces (Event Timing), CDP `Performance.getMetrics`',
  '(TaskDuration, ScriptDuration, JSHeapUsedSize), `Debugger.scriptParsed`, heap usage after a forced GC, and',
  '`performance.now()` inside the pages; `bench/report.json` has every run.',
  '',
  '**How a goal is judged.** Each figure states its statistic (the median of its runs, or a percentile of all samples',
  'pooled) with a 95% confidence interval from order statistics (distribution-free: the number of runs below the true',
  'median is binomial, so the interval is the k-th to the (n+1-k)-th run), and each goal states the rule that judges it.',
  'A comparison (with / without, panel / plain fetch) is made run by run, the two cases one right after the other, and',
  'judged by the upper bound of the interval of the per-run differences or ratios: met with confidence, not by a lucky',
  'median. Too few runs leave the interval open, and such a rule fails.',
  '',
  '- **1–2.** Tabs navigated to the reference site\'s home page again run after run: two Chromiums without Inplace,',
  '  Chromium with Inplace on a site not registered (the reference site under `localhost`), and the registered site',
  '  (`127.0.0.1`). Each comparison has runs of its own, its cases in turn in every order (the two without / not registered,',
  '  then not registered / registered): the other cases\' work does not fall into their loads. "Without" is the mean of the two',
  '  Chromiums without Inplace: one browser\'s own bias is as large as the goal\'s 5%, and two weigh it half; the second',
  '  against the first, in the same runs, shows how far apart two browsers come out when neither has it. The browsers hold the',
  '  same tabs in the same order: a Chromium without Inplace gets a tab on the registered address too (a browser with one idle',
  '  tab more loaded the page in its first tab 4–9% slower). A launch of a browser comes out a few per cent faster or slower than',
  `  the next for the whole of a run, so the runs are spread over ${LOAD_LAUNCHES} launches of the three browsers (the JSON has each launch's median).`,
  '  Main-thread time is the document\'s TaskDuration (ScriptDuration for JavaScript) in thread time',
  '  (CPU time of the main thread: `Performance.enable` with `timeDomain: threadTicks`, which other processes on the',
  '  machine do not stretch) from navigation to 300 ms after the load event, after 5 loads of each not counted. Injected script is counted in separate loads',
  `  with the debugger on. Two large pages, an album of ${ALBUM_PHOTOS} photos and a forum topic of ${TOPIC_POSTS} posts on one page, are each`,
  `  loaded ${LARGE_PAGE_RUNS} times more in the Chromium with Inplace with a DevTools trace, and the content script's own main-thread time`,
  '  (the thread time of every event that runs, compiles or calls into the extension\'s scripts, what they force nested in it) is',
  '  held to the registered page\'s goal. The same page on both origins in turn is kept for the record: a page of 500 images paints',
  '  differently by hundreds of milliseconds from load to load, far more than the content script costs.',
  '- **3.** Inside the panel page, from its navigation start to the Name field holding the value (a MutationObserver); the',
  '  plain fetch is `fetch()` with the token from the site\'s own tab, timed there right before each opening. The content',
  '  is shown and editable once the visual editor holds its text (a long text its first screen: a click, a key or the focus',
  '  in the editor reads the rest in first, so that it lands in the whole); the whole content once the editor is no longer',
  '  `aria-busy`.',
  `- **4.** A new page with a 200 KB body, a second with the same body inside a \`<div class="content">\` it never closes (a`,
  `  wrapper the template closes, as hand-written pages have), a news entry given the same body, and the site's CSS grown to 200 KB, through`,
  `  the API. Per run ${TYPED_TEXT.length} real key presses, ${KEY_GAP_MS} ms apart with ${PAUSE_MS} ms after every ${PAUSE_EVERY_KEYS}th (the draft and the`,
  '  live preview go out in these pauses), under a DevTools trace of the panel page. Per keystroke, Chromium\'s Event Timing',
  '  entries (every event, not only those over 16 ms): input delay (keydown timestamp → its handlers start), processing',
  '  (the union of its events\' handler spans: keydown, keypress, beforeinput, input, keyup) and the interaction\'s duration',
  '  to the frame that showed it, as INP counts it. Beside them, keydown → the first frame painted after the input event',
  '  (requestAnimationFrame + MessageChannel), whose floor on a bare `<input>` is the wait for the next frame.',
  '- **5.** From the reference site\'s request log; "runs" counts each step\'s requests per run.',
  '- **6.** Files of the build, gzip level 9 (the side panel and options count their HTML, scripts with the chunks they',
  '  import, and CSS). JS heap used after a forced garbage collection: the panel\'s JSHeapUsedSize, and the service',
  '  worker\'s `Runtime.getHeapUsage` through the CDP Target domain.',
  '- **7.** 50 files of 5 MB picked from disk in Add photos on an album\'s page and uploaded: the requests the site logged from',
  '  the pick on; the panel\'s JSHeapUsedSize every 100 ms against its size after a forced GC before the pick; a key pressed in the',
  '  panel every 100 ms until the album holds all 50, timed by Event Timing from a DevTools trace as the typing step times keys.',
  '- **8.** The site grown to 1,000 pages and a main menu of 300 items through the control hooks; times inside the panel page.',
  '- **10.** 1,000 news entries more, a phone number in 50 pages and 50 entries. Find and replace: Find matches → the 100th record',
  '  with a match listed, Replace in 100 records → the 100th says Replaced, each from the click\'s timestamp to the frame painted',
  '  after; the requests from the site\'s log; keys typed into Replace with while it scans and while it applies, timed as in 4.',
  '  Each run undoes its replacement, so that the next finds the same.',
];

const STEPS = ['pages', 'large', 'panel', 'typing', 'preview', 'point', 'requests', 'batch', 'sizes', 'scale', 'replace'] as const;
type Step = (typeof STEPS)[number];
/**
 * `npm run bench -- --only=typing,panel` runs those steps alone and prints their table without
 * touching bench/report.* (its runs go to .output/bench-partial.json), for working on one figure.
 */
function chosenSteps(argv: string[]): { steps: Set<Step>; partial: boolean } {
  const only = argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
  if (!only) return { steps: new Set(STEPS), partial: false };
  const names = only.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !(STEPS as readonly string[]).includes(name));
  if (unknown.length) throw new Error(`unknown bench step ${unknown.join(', ')}: the steps are ${STEPS.join(', ')}`);
  return { steps: new Set(names as Step[]), partial: true };
}

const startedAt = performance.now();

/** Runs one part of the bench, failing it (rather than hanging) when the browser stops answering. */
/** Steps whose goals are in milliseconds: each is judged by the host's speed around it. */
let beforeStep: (name: string) => Promise<void> = async () => {};

async function step<T>(name: string, limitSeconds: number, run: () => Promise<T>): Promise<T> {
  await beforeStep(name);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error(`${name} took longer than ${limitSeconds} s: the browser or the site stopped answering`)), limitSeconds * 1000);
  });
  try {
    return await Promise.race([run(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const log = (line: string) => console.log(`bench: ${((performance.now() - startedAt) / 1000).toFixed(0).padStart(3)} s  ${line}`);

async function main(): Promise<void> {
  const { steps, partial } = chosenSteps(process.argv.slice(2));
  const loadAtStart = Math.round(loadavg()[0]! * 100) / 100;
  checkBuild(CHROME_BUILD);
  const fingerprint = buildFingerprint(CHROME_BUILD);
  const version = (JSON.parse(readFileSync(join(CHROME_BUILD, 'manifest.json'), 'utf8')) as { version: string }).version;
  const sizes = entrypointSizes(CHROME_BUILD);
  const sizeOf = (name: string) => {
    const size = sizes.find((entry) => entry.name === name);
    if (!size) throw new Error(`no ${name} in the build`);
    return size;
  };

  const closers: (() => Promise<unknown>)[] = [];
  const closeAll = async () => {
    while (closers.length) {
      await closers.pop()!().catch((error: unknown) => console.error(`bench: while closing: ${error instanceof Error ? error.message : String(error)}`));
    }
  };
  const onSignal = () => void closeAll().finally(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    const site = await startReferenceSite();
    closers.push(() => site.close());
    const control = siteControl(site.url);
    const browser = await launchChromium();
    closers.push(() => browser.close());
    const plain = await launchPlainChromium();
    closers.push(() => plain.close());
    const plainAgain = await launchPlainChromium();
    closers.push(() => plainAgain.close());
    const machine = describeMachine(await browserVersion(browser.context), await measureMachineSpeed(plain.context, RUNS * 2 + 1));
    // Goals in milliseconds are judged for this host, scaled by its reference workload.
    judgeOnHost(machine.speed.referenceMs);
    // Each step is judged by the host's readings from right before it to right after it.
    const readings = new HostReadings(machine.speed.bySteps);
    const readHost = () => readHostSpeed(launchPlainChromium, STEP_SPEED_RUNS);
    beforeStep = async (name) => {
      const ms = await readHost();
      readings.before(name, ms);
      log(`${name}: reference workload ${ms} ms right before it (and the last reading of the part before)`);
    };
    log(`${machine.cpu}, ${machine.cores} cores; ${machine.chromium}; reference workload ${machine.speed.referenceMs} ms (two pages at once; ${machine.speed.aloneMs} ms alone); site ${site.url}`);

    await (await addSite(browser, site.url, site.token)).close();
    const large = await makeLargeFixtures(site);
    const figures: Figure[] = [];

    // Each further launch of the page loads: the three browsers afresh, started as the first were.
    const relaunch = async () => {
      // The page loads last minutes: the host is read again between launches.
      const ms = await readHost();
      readings.during(ms);
      log(`page loads: reference workload ${ms} ms between launches`);
      const launched: { close(): Promise<unknown> }[] = [];
      const close = async () => {
        while (launched.length) await launched.pop()!.close();
      };
      closers.push(close);
      const withInplace = await launchChromium();
      launched.push(withInplace);
      const withoutInplace = await launchPlainChromium();
      launched.push(withoutInplace);
      const withoutAgain = await launchPlainChromium();
      launched.push(withoutAgain);
      await (await addSite(withInplace, site.url, site.token)).close();
      return { withExtension: withInplace.context, withoutExtension: withoutInplace.context, withoutExtensionAgain: withoutAgain.context, close };
    };
    if (steps.has('pages')) figures.push(...(await step('page loads', 900, () => measurePageCost({
      browsers: { withExtension: browser.context, withoutExtension: plain.context, withoutExtensionAgain: plainAgain.context },
      relaunch,
      launches: LOAD_LAUNCHES,
      unregisteredUrl: `${otherOrigin(site.url)}${LOADED_PAGE}`,
      registeredUrl: `${site.url}${LOADED_PAGE}`,
      runs: LOAD_RUNS,
      byteRuns: RUNS,
      contentScript: sizeOf('content script'),
    }, log))));
    // An album of 500 photos (issue 43's scale): what the content script adds to a large page of the site.
    if (steps.has('large')) {
      const album = albumUrl({ id: 2, hgu_title: 'komanda' });
      await control.fillAlbum(2, ALBUM_PHOTOS - (await control.photos(2)).length);
      figures.push(...(await step('album of 500 photos', 300, () => measureLargePage({
        context: browser.context, id: 'album500', label: `an album of ${ALBUM_PHOTOS} photos (${album})`,
        unregisteredUrl: `${otherOrigin(site.url)}${album}`, registeredUrl: `${site.url}${album}`, runs: LARGE_PAGE_RUNS,
      }, log))));
      // A topic of 200 posts on one page: the post controls come only with an open panel, so the page pays what any does.
      const topic = '/forum/1-1-1';
      await control.fillTopic(1, TOPIC_POSTS - (await control.state()).forumMessages.filter((post) => post.topic_id === 1).length, TOPIC_POSTS);
      figures.push(...(await step('topic of 200 posts', 300, () => measureLargePage({
        context: browser.context, id: 'topic200', label: `a forum topic of ${TOPIC_POSTS} posts on one page (${topic})`,
        unregisteredUrl: `${otherOrigin(site.url)}${topic}`, registeredUrl: `${site.url}${topic}`, runs: LARGE_PAGE_RUNS,
      }, log))));
    }
    await plain.close();
    await plainAgain.close();

    if (steps.has('panel')) figures.push(...(await step('panel opening', 180, () => measurePanelOpen(browser, site, [
      { key: 'seed', label: `seed page ${SEED_PAGE.path}`, url: `${site.url}${SEED_PAGE.path}`, pageId: SEED_PAGE.id },
      { key: 'large', label: '200 KB page', url: large.page.url, pageId: large.page.id, contentGoalMs: 150 },
    ], PANEL_RUNS, log, (target) => beforeStep(target)))));

    if (steps.has('typing')) figures.push(...(await step('typing', 900, () => withLargeCss(site, (cssTemplateTitle) => measureTyping(browser, {
      largePageUrl: large.page.url,
      wrappedPageUrl: large.wrapped.url,
      largeEntryUrl: large.entry.url,
      menuPageUrl: `${site.url}/index/0-2`,
      cssPageUrl: `${site.url}/`,
      cssTemplateTitle,
    }, RUNS, log, (editor) => beforeStep(`typing, ${editor}`))))));

    if (steps.has('preview')) figures.push(...(await step('preview', 600, () => measurePreviewCost(browser, site, PREVIEW_RUNS, log))));

    if (steps.has('point')) figures.push(...(await step('point to edit', 600, () => measurePoint(browser, [
      { key: 'seed', label: `seed page ${SEED_PAGE.path}`, url: `${site.url}${SEED_PAGE.path}` },
      { key: 'large', label: '200 KB page', url: large.page.url },
      { key: 'wrapped', label: '200 KB page inside a <div> left open', url: large.wrapped.url },
    ], POINT_RUNS, log))));

    const entry = await newsEntryUrl(site, 1);
    if (steps.has('requests')) figures.push(...(await step('requests', 180, () => measureRequests(browser, control, {
      pageUrl: `${site.url}${SEED_PAGE.path}`,
      pageId: SEED_PAGE.id,
      entryUrl: entry.url,
      entryId: 1,
      menuPageUrl: `${site.url}/index/0-2`,
      menuId: 1,
    }, RUNS, log))));

    for (const name of steps.has('sizes') ? ['background', 'editing script', 'side panel', 'side panel, loaded when a visual editor opens', 'options'] : []) {
      const size = sizeOf(name);
      const files = size.files.length === 1 ? size.files[0]! : `${size.files.length} files`;
      figures.push(figure({
        id: `bundle.${name === 'side panel, loaded when a visual editor opens' ? 'visualEditor' : name.replace(' ', '')}`, section: SECTION_SIZE, name: `${name[0]!.toUpperCase()}${name.slice(1)} (${files}, ${(size.raw / 1024).toFixed(1)} KB raw), gzipped`,
        unit: 'bytes', runs: [size.gzip], note: 'file sizes', detail: size,
        ...(name === 'side panel' && { goal: goals.everyBelow(80 * 1024, '< 80 KB') }),
        ...(name === 'background' && { goal: goals.everyBelow(30 * 1024, '< 30 KB') }),
      }));
    }

    // 50 photos of 5 MB into the album of the team (its page, as the owner opens it).
    if (steps.has('batch')) figures.push(...(await step('a batch of photos', 900, () => measureUploadBatch(browser, { ...site, control }, { id: 2, url: albumUrl({ id: 2, hgu_title: 'komanda' }) }, log))));

    // Both last: their seeding changes the site for good (1,000 pages, then 1,000 news entries).
    let seeded: ScaleSite | null = null;
    const scaleSite = async () => (seeded ??= await seedScaleSite(control));
    if (steps.has('scale')) figures.push(...(await step('scale', 900, async () => measureScale(browser, site, control, await scaleSite(), SCALE_RUNS, log, (part) => beforeStep(part)))));
    if (steps.has('replace')) figures.push(...(await step('find and replace', 600, async () => measureSiteReplace(browser, site, control, await scaleSite(), REPLACE_RUNS, log))));

    const last = await readHost();
    readings.end(last);
    log(`reference workload ${last} ms after the last step`);

    // Sections in their numbered order; within one, the order they were measured in.
    figures.sort((a, b) => Number.parseInt(a.section, 10) - Number.parseInt(b.section, 10));
    const changed = buildFingerprint(CHROME_BUILD) !== fingerprint;
    if (partial) {
      console.log(markdownTable(figures));
      // Every run of every figure, for a closer look, beside the build it measured.
      writeFileSync(join(CHROME_BUILD, '..', 'bench-partial.json'), JSON.stringify(figures, null, 1));
      return;
    }
    console.log(goalTable(figures));
    if (changed) console.error('bench: the build in .output/chrome-mv3 changed during the run (it was rebuilt): the figures may mix two builds; run again');
    writeReport({
      date: new Date().toISOString(),
      machine,
      build: { path: '.output/chrome-mv3', version, fingerprint, changedDuringRun: changed },
      settings: {
        runs: RUNS, panelRuns: PANEL_RUNS, loadRuns: LOAD_RUNS, loadLaunches: LOAD_LAUNCHES, scaleRuns: SCALE_RUNS, previewRuns: PREVIEW_RUNS, pointRuns: POINT_RUNS, loadedPage: LOADED_PAGE, seedPage: SEED_PAGE.path, largeBodyBytes: large.bodyBytes,
        largeBodyTarget: LARGE_BODY_BYTES, typedText: TYPED_TEXT, keyGapMs: KEY_GAP_MS, pauseEveryKeys: PAUSE_EVERY_KEYS, pauseMs: PAUSE_MS, gzipLevel: 9,
      },
      loadAverage: { start: loadAtStart, end: Math.round(loadavg()[0]! * 100) / 100 },
      durationSeconds: Math.round((performance.now() - startedAt) / 1000),
      figures,
    }, INTRO, join(OUT, 'report.json'), join(OUT, 'report.md'));
    const missed = figures.filter((f) => f.pass === false);
    log(`wrote bench/report.md and bench/report.json in ${Math.round((performance.now() - startedAt) / 1000)} s; ${missed.length ? `missed: ${missed.map((f) => `${f.section.split(' ')[0]} ${f.name}`).join('; ')}` : 'every goal met'}`);
  } catch (error) {
    // A rebuild under a running browser shows up as missing files: say so rather than leave a riddle.
    let rebuilt = false;
    try {
      rebuilt = buildFingerprint(CHROME_BUILD) !== fingerprint;
    } catch {
      rebuilt = true;
    }
    if (rebuilt) console.error('bench: the build in .output/chrome-mv3 changed during the run (it was rebuilt); run again once it is stable');
    throw error;
  } finally {
    await closeAll();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

main().catch((error: unknown) => {
  console.error(`bench: failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
});
