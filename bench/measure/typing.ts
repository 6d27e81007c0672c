// Figure 4: typing in each editor with a 200 KB body, the visual editor first. Per keystroke, as
// the browser itself times it (Event Timing, read from a DevTools trace of the panel page; see
// event-timing.ts): the input delay, the processing time of its handlers and default actions,
// and the interaction's duration to the frame that shows it (what INP is made of). Beside them,
// as context, keydown → the first frame painted after the input event, timed inside the page
// (requestAnimationFrame, then a MessageChannel task, which runs once that frame is done).
// Keys are real CDP key events, KEY_GAP_MS apart, with a longer pause every PAUSE_EVERY_KEYS keys, in
// which the draft (250 ms) and the live preview (200 ms) fire as they do while someone types.
// A run is one burst of keystrokes; the runs of an editor share one panel.
import { writeFileSync } from 'node:fs';
import type { BrowserUnderTest, TestPage } from '../../test/e2e/support/driver.ts';
import { clickButton } from '../../test/e2e/support/driver.ts';
import { openPanelOn } from '../../test/e2e/support/panel.ts';
import { pageOf } from './browsers.ts';
import { profileWhile, traceWhile } from './cdp.ts';
import { eventTimings, keystrokes, type Keystroke } from './event-timing.ts';
import { figure, goals, type Figure } from './report.ts';
import { sleep } from './stats.ts';

export const SECTION_TYPING = '4. Typing (Event Timing per keystroke, 200 KB body)';

export const TYPED_TEXT = 'Opening hours change in May, prices stay the same.';
export const KEY_GAP_MS = 30;
export const PAUSE_EVERY_KEYS = 16;
export const PAUSE_MS = 270;
/** After a run: the draft and preview go out before the next run starts. */
const BETWEEN_RUNS_MS = 400;

interface TypingRecord {
  latencies: number[];
  pending: number | null;
}

/** Installs the keydown → paint probe in the page once. */
export async function installProbe(page: TestPage): Promise<void> {
  await page.evaluate(() => {
    const record: TypingRecord = { latencies: [], pending: null };
    (window as unknown as { __inplaceTyping: TypingRecord }).__inplaceTyping = record;
    addEventListener('keydown', (event) => (record.pending = event.timeStamp), true);
    addEventListener('input', () => {
      const start = record.pending;
      if (start === null) return;
      record.pending = null;
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => record.latencies.push(performance.now() - start);
        channel.port2.postMessage(null);
      });
    }, true);
  });
}

const readProbe = (page: TestPage) => page.evaluate(() => (window as unknown as { __inplaceTyping: TypingRecord }).__inplaceTyping.latencies.length);

/**
 * Where keys go: a form field (its value is read back, and the typed text deleted after each
 * run), or an editable area (visual editor, code editor), where the text stays and each run
 * must add one more copy of it.
 */
export interface Target {
  selector: string;
  kind: 'field' | 'editable';
}

function textOf(page: TestPage, target: Target): Promise<string> {
  return page.evaluate(({ selector, kind }) => {
    const element = document.querySelector(selector) as HTMLInputElement | HTMLElement | null;
    if (!element) return '';
    return kind === 'field' ? (element as HTMLInputElement).value : (element.textContent ?? '');
  }, target);
}

const copiesOf = (text: string, typed: string) => text.split(typed).length - 1;

export interface Run {
  keystrokes: Keystroke[];
  /** keydown → next paint, per keystroke (context). */
  paint: number[];
}

/** Types `text` at the caret under a trace of the panel page; checks that every key arrived. */
export async function typeRun(page: TestPage, target: Target, text: string): Promise<Run> {
  const keyboard = pageOf(page).keyboard;
  await page.evaluate(() => {
    const record = (window as unknown as { __inplaceTyping: TypingRecord }).__inplaceTyping;
    record.latencies = [];
    record.pending = null;
  });
  const copiesBefore = copiesOf(await textOf(page, target), text);
  const caret = target.kind === 'field'
    ? await page.evaluate((s) => (document.querySelector(s) as HTMLInputElement).selectionStart ?? 0, target.selector)
    : 0;
  const { result: typedFrom, events, frame } = await traceWhile(pageOf(page), ['devtools.timeline'], async () => {
    // Keys pressed before this run (moving the caret) may reach the trace late: count from here.
    const from = await page.evaluate(() => performance.now());
    const typeAll = async () => {
      for (const [i, char] of [...text].entries()) {
        await keyboard.type(char);
        await sleep((i + 1) % PAUSE_EVERY_KEYS === 0 ? PAUSE_MS : KEY_GAP_MS);
      }
    };
    // BENCH_PROFILE=dir also writes a CPU profile of each run there (see profileWhile).
    const profiles = process.env.BENCH_PROFILE;
    if (profiles) await profileWhile(pageOf(page), `${profiles}/${target.selector.replace(/\W+/g, '_')}-${Date.now()}.cpuprofile`, typeAll);
    else await typeAll();
    try {
      await page.waitFor((count) => (window as unknown as { __inplaceTyping: TypingRecord }).__inplaceTyping.latencies.length >= count, text.length, 10_000);
    } catch {
      throw new Error(`${target.selector}: only ${await readProbe(page)} of ${text.length} keystrokes reached the screen`);
    }
    return from;
  });
  // BENCH_TRACE=dir also writes each run's trace there, for bench/keystroke-summary.ts.
  const traces = process.env.BENCH_TRACE;
  if (traces) writeFileSync(`${traces}/${target.selector.replace(/\W+/g, '_')}-${Date.now()}.json`, JSON.stringify({ frame, typedFrom, events }));
  const paint = await page.evaluate(() => (window as unknown as { __inplaceTyping: TypingRecord }).__inplaceTyping.latencies);
  const timed = keystrokes(eventTimings(events, frame).filter((timing) => timing.timeStamp >= typedFrom));
  if (timed.length !== text.length) throw new Error(`${target.selector}: the trace has ${timed.length} keystrokes of ${text.length} typed`);
  const after = await textOf(page, target);
  if (copiesOf(after, text) !== copiesBefore + 1) {
    const tail = after.slice(Math.max(0, after.lastIndexOf(text.slice(0, 8)) - 40), after.lastIndexOf(text.slice(0, 8)) + 120);
    throw new Error(`${target.selector}: the typed text is not in the editor once more (${copiesOf(after, text)} copies; near it: "${tail}")`);
  }
  if (target.kind === 'field') {
    // Select what was typed and delete it, so every run types into the same text.
    await page.evaluate(({ selector, caret, length }) => (document.querySelector(selector) as HTMLInputElement).setSelectionRange(caret, caret + length),
      { selector: target.selector, caret, length: text.length });
    await keyboard.press('Backspace');
  }
  await sleep(BETWEEN_RUNS_MS);
  return { keystrokes: timed, paint };
}

/** Focuses a form field and puts the caret before the first `before` in it, or at the end. */
export async function focusField(page: TestPage, selector: string, before: string | null): Promise<Target> {
  await page.waitFor((s) => document.querySelector(s), selector, 20_000);
  await page.evaluate(({ selector, before }) => {
    const field = document.querySelector(selector) as HTMLInputElement | HTMLTextAreaElement;
    const found = before === null ? -1 : field.value.indexOf(before);
    const at = found >= 0 ? found : field.value.length;
    field.focus();
    field.setSelectionRange(at, at);
  }, { selector, before });
  return { selector, kind: 'field' };
}

/** Clicks into an editable area and moves the caret with the keyboard, as a person would. */
async function focusEditable(page: TestPage, selector: string, caretKeys: string): Promise<Target> {
  await page.waitFor((s) => (document.querySelector(s)?.textContent?.length ?? 0) > 0, selector, 30_000);
  await pageOf(page).click(selector, { position: { x: 10, y: 10 } });
  await page.waitFor((s) => document.activeElement?.closest(s) !== null, selector, 10_000);
  await pageOf(page).keyboard.press(caretKeys);
  return { selector, kind: 'editable' };
}

/**
 * Leaves no draft behind for what runs next. A field's runs each take their text out again, and
 * a field back at the site's text is no change and keeps no draft: then there is nothing to discard.
 */
export async function leaveNoDraft(panel: TestPage, name: string): Promise<void> {
  try {
    await panel.waitFor(() => [...document.querySelectorAll('button')].some((b) => /^Discard (changes|draft)$/.test(b.textContent?.trim() ?? ''))
      || document.querySelector('.save-status')?.textContent === 'No unsaved changes', undefined, 10_000);
  } catch {
    throw new Error(`${name}: neither Discard nor "No unsaved changes" after typing; the panel shows: ${(await panel.evaluate(() => document.body.innerText)).slice(0, 400)}`);
  }
  if (!(await panel.evaluate(() => [...document.querySelectorAll('button')].some((b) => /^Discard (changes|draft)$/.test(b.textContent?.trim() ?? ''))))) return;
  const label = await panel.evaluate(() => [...document.querySelectorAll('button')].find((b) => /^Discard (changes|draft)$/.test(b.textContent?.trim() ?? ''))!.textContent!.trim());
  await clickButton(panel, label);
  await panel.waitFor(() => document.body.innerText.includes('No unsaved changes'), undefined, 20_000);
}

interface Editor {
  key: string;
  name: string;
  /** The site page whose panel shows this editor. */
  url: string;
  /** In an open panel: brings up the editor and puts the caret in it. */
  prepare(panel: TestPage): Promise<Target>;
}

export interface TypingTargets {
  largePageUrl: string;
  /** The same 200 KB inside a `<div>` left open: the following preview splits it as it does the page. */
  wrappedPageUrl: string;
  largeEntryUrl: string;
  menuPageUrl: string;
  /** A page whose Design lists the site's CSS, which holds 200 KB. */
  cssPageUrl: string;
  cssTemplateTitle: string;
}

/** The visual editor holds the 200 KB body (its engine loads after the form). */
const visualLoaded = (panel: TestPage) =>
  panel.waitFor(() => (document.getElementById('f-message')?.textContent?.length ?? 0) > 100_000, undefined, 30_000);

function editors(targets: TypingTargets): Editor[] {
  return [
    { key: 'page.visual', name: 'Page: Content, visual editor', url: targets.largePageUrl, async prepare(panel) {
      await visualLoaded(panel);
      return focusEditable(panel, '#f-message', 'Control+Home');
    } },
    { key: 'page.wrapped', name: 'Page inside a <div> left open: Content, visual editor', url: targets.wrappedPageUrl, async prepare(panel) {
      await visualLoaded(panel);
      return focusEditable(panel, '#f-message', 'Control+Home');
    } },
    { key: 'page.html', name: 'Page: Content, HTML source', url: targets.largePageUrl, async prepare(panel) {
      await visualLoaded(panel);
      await panel.click('[role="group"][aria-label="Content editing mode"] button:last-child');
      // The code editor (its own chunk) draws the lines in view of the 200 KB source.
      return focusEditable(panel, '#f-message-html', 'Control+Home');
    } },
    { key: 'page.name', name: 'Page: Name', url: targets.largePageUrl, async prepare(panel) {
      await visualLoaded(panel);
      return focusField(panel, '#f-name', null);
    } },
    { key: 'entry.title', name: 'News entry: Title', url: targets.largeEntryUrl, async prepare(panel) {
      await visualLoaded(panel);
      return focusField(panel, '#f-title', null);
    } },
    { key: 'menu.label', name: 'Menu: item Label', url: targets.menuPageUrl, async prepare(panel) {
      // The page's main menu, named in the panel by its first labels.
      await panel.waitFor(() => document.querySelector('[data-ref="menu:1"]'));
      await panel.click('[data-ref="menu:1"]');
      return focusField(panel, 'ol.menu-items > li input', null);
    } },
    { key: 'design.css', name: "Design: the site's CSS, code editor", url: targets.cssPageUrl, async prepare(panel) {
      await clickButton(panel, 'Design');
      await panel.waitFor(() => document.querySelectorAll('.design-list [data-path]').length > 0, undefined, 20_000);
      await clickButton(panel, targets.cssTemplateTitle);
      return focusEditable(panel, '#f-content', 'Control+End');
    } },
  ];
}

const round1 = (values: number[]) => values.map((v) => Math.round(v * 100) / 100);

export function typingFigures(section: string, key: string, name: string, runs: Run[], goal: boolean): Figure[] {
  const all = runs.flatMap((run) => run.keystrokes);
  const paint = runs.flatMap((run) => run.paint);
  const common = { section, unit: 'ms' as const };
  const p95 = { kind: 'percentile', p: 95 } as const;
  return [
    figure({ ...common, id: `typing.${key}.inputDelay`, name: `${name}: input delay`, runs: all.map((k) => k.inputDelay), statistic: p95,
      ...(goal && { goal: goals.msValueBelow(8) }) }),
    figure({ ...common, id: `typing.${key}.processing`, name: `${name}: processing`, runs: all.map((k) => k.processing), statistic: p95,
      ...(goal && { goal: goals.msValueBelow(8) }) }),
    figure({ ...common, id: `typing.${key}.duration`, name: `${name}: interaction duration`, runs: all.map((k) => k.duration),
      statistic: { kind: 'percentile', p: 98 }, ...(goal && { goal: goals.msValueBelow(50) }) }),
    figure({ ...common, id: `typing.${key}.paint`, name: `${name}: keydown → next paint (context)`, runs: paint, statistic: p95,
      detail: { perRun: runs.map((run) => round1(run.paint)) } }),
  ];
}

/**
 * `beforeEditor`: run right before each editor is typed into. The step lasts minutes, and a shared
 * host's speed drifts within them: each editor's goals are scaled by a reading taken right before it.
 */
export async function measureTyping(
  browser: BrowserUnderTest,
  targets: TypingTargets,
  runs: number,
  log: (line: string) => void,
  beforeEditor: (name: string) => Promise<void> = async () => {},
): Promise<Figure[]> {
  const text = TYPED_TEXT;
  const figures: Figure[] = [];

  // The methods' floor: a bare <input> on an empty page, typed into the same way.
  const floor: Run[] = [];
  const bare = await browser.newPage('data:text/html,<!doctype html><input id="bare">');
  try {
    await pageOf(bare).bringToFront();
    await installProbe(bare);
    const target = await focusField(bare, '#bare', null);
    for (let run = 0; run < runs; run++) floor.push(await typeRun(bare, target, text));
  } finally {
    await bare.close();
  }
  figures.push(...typingFigures(SECTION_TYPING, 'floor', 'Bare `<input>` on an empty page (no extension)', floor, false));
  log('typing: floor done');

  // BENCH_EDITORS=design.css,page.visual measures those alone, when working on one.
  const only = process.env.BENCH_EDITORS?.split(',');
  for (const editor of editors(targets).filter((e) => !only || only.includes(e.key))) {
    const perRun: Run[] = [];
    await beforeEditor(editor.name);
    const { site: tab, panel } = await openPanelOn(browser, editor.url);
    try {
      await pageOf(panel).bringToFront();
      const target = await editor.prepare(panel);
      await installProbe(panel);
      for (let run = 0; run < runs; run++) perRun.push(await typeRun(panel, target, text));
      await leaveNoDraft(panel, editor.name);
    } finally {
      await panel.close();
      await tab.close();
    }
    figures.push(...typingFigures(SECTION_TYPING, editor.key, editor.name, perRun, true));
    log(`typing: ${editor.name} done`);
  }
  return figures;
}
