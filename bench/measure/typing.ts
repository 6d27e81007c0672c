// Figure 4: typing latency in each editor with a 200 KB body. Per keystroke, inside the panel
// page: from the keydown event's timestamp to the first frame painted after its input event
// (requestAnimationFrame, then a MessageChannel task, which runs once that frame is done).
// Keys are real CDP key events, KEY_GAP_MS apart, with a longer pause every PAUSE_EVERY_KEYS keys, in
// which the draft (250 ms) and the live preview (200 ms) fire as they do while someone types.
// A run is one burst of keystrokes; the runs of an editor share one panel, and the typed text
// is deleted between them.
import type { BrowserUnderTest, TestPage } from '../../test/e2e/support/driver.ts';
import { clickButton } from '../../test/e2e/support/driver.ts';
import { openPanelOn } from '../../test/e2e/support/panel.ts';
import { pageOf } from './browsers.ts';
import { figure, type Figure } from './report.ts';
import { percentile, sleep } from './stats.ts';

export const SECTION_TYPING = '4. Typing (keydown → next paint, 200 KB body)';

export const TYPED_TEXT = 'Opening hours change in May, prices stay the same.';
export const KEY_GAP_MS = 30;
export const PAUSE_EVERY_KEYS = 16;
export const PAUSE_MS = 270;
/** After deleting a run's text: the draft and preview go out before the next run starts. */
const BETWEEN_RUNS_MS = 400;

interface TypingRecord {
  latencies: number[];
  pending: number | null;
}

/** Installs the probe in the page once; the field to type into must have the focus afterwards. */
async function installProbe(page: TestPage): Promise<void> {
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

const resetProbe = (page: TestPage) =>
  page.evaluate(() => {
    const record = (window as unknown as { __inplaceTyping: TypingRecord }).__inplaceTyping;
    record.latencies = [];
    record.pending = null;
  });

/** Types `text` at the caret, reads the latencies, then deletes the text again. */
async function typeAndRead(page: TestPage, selector: string, text: string): Promise<number[]> {
  const keyboard = pageOf(page).keyboard;
  await resetProbe(page);
  const caret = await page.evaluate((s) => (document.querySelector(s) as HTMLInputElement).selectionStart ?? 0, selector);
  for (const [i, char] of [...text].entries()) {
    await keyboard.type(char);
    await sleep((i + 1) % PAUSE_EVERY_KEYS === 0 ? PAUSE_MS : KEY_GAP_MS);
  }
  try {
    await page.waitFor((count) => (window as unknown as { __inplaceTyping: TypingRecord }).__inplaceTyping.latencies.length >= count, text.length, 10_000);
  } catch {
    const got = await page.evaluate(() => (window as unknown as { __inplaceTyping: TypingRecord }).__inplaceTyping.latencies.length);
    throw new Error(`only ${got} of ${text.length} keystrokes reached the screen`);
  }
  const latencies = await page.evaluate(() => (window as unknown as { __inplaceTyping: TypingRecord }).__inplaceTyping.latencies);
  const typed = await page.evaluate(({ selector, caret, length }) => {
    const field = document.querySelector(selector) as HTMLInputElement;
    const found = field.value.slice(caret, caret + length);
    field.setSelectionRange(caret, caret + length);
    return found;
  }, { selector, caret, length: text.length });
  if (typed !== text) throw new Error(`${selector}: the typed text is not in the field (found "${typed}")`);
  await keyboard.press('Backspace');
  await sleep(BETWEEN_RUNS_MS);
  return latencies;
}

/** Focuses the field and puts the caret before the first `before` in it, or at the end. */
async function focusAt(page: TestPage, selector: string, before: string | null): Promise<void> {
  await page.waitFor((s) => document.querySelector(s), selector, 20_000);
  await page.evaluate(({ selector, before }) => {
    const field = document.querySelector(selector) as HTMLInputElement | HTMLTextAreaElement;
    const found = before === null ? -1 : field.value.indexOf(before);
    const at = found >= 0 ? found : field.value.length;
    field.focus();
    field.setSelectionRange(at, at);
  }, { selector, before });
}

/** Leaves no draft behind for what runs next. */
async function discard(panel: TestPage, name: string): Promise<void> {
  try {
    await panel.waitFor(() => [...document.querySelectorAll('button')].some((b) => /^Discard (changes|draft)$/.test(b.textContent?.trim() ?? '')), undefined, 10_000);
  } catch {
    throw new Error(`${name}: no Discard button after typing; the panel shows: ${(await panel.evaluate(() => document.body.innerText)).slice(0, 400)}`);
  }
  const label = await panel.evaluate(() => [...document.querySelectorAll('button')].find((b) => /^Discard (changes|draft)$/.test(b.textContent?.trim() ?? ''))!.textContent!.trim());
  await clickButton(panel, label);
  await panel.waitFor(() => document.body.innerText.includes('No unsaved changes'), undefined, 20_000);
}

interface Editor {
  key: string;
  name: string;
  /** The site page whose panel shows this editor. */
  url: string;
  /** In an open panel: brings up the field and returns its selector. */
  prepare(panel: TestPage): Promise<string>;
}

export interface TypingTargets {
  largePageUrl: string;
  largeEntryUrl: string;
  menuPageUrl: string;
}

function editors(targets: TypingTargets): Editor[] {
  const loaded = async (panel: TestPage) => {
    // The form is there and the content editor holds the 200 KB body.
    await panel.waitFor(() => (document.getElementById('f-message')?.textContent || (document.getElementById('f-message-html') as HTMLTextAreaElement | null)?.value), undefined, 30_000);
    await sleep(500);
  };
  return [
    { key: 'page.name', name: 'Page: Name', url: targets.largePageUrl, async prepare(panel) {
      await loaded(panel);
      await focusAt(panel, '#f-name', null);
      return '#f-name';
    } },
    { key: 'page.html', name: 'Page: Content, HTML source', url: targets.largePageUrl, async prepare(panel) {
      await loaded(panel);
      await panel.click('[role="group"][aria-label="Content editing mode"] button:last-child');
      await sleep(300);
      await focusAt(panel, '#f-message-html', '</p>');
      return '#f-message-html';
    } },
    { key: 'entry.title', name: 'News entry: Title', url: targets.largeEntryUrl, async prepare(panel) {
      await loaded(panel);
      await focusAt(panel, '#f-title', null);
      return '#f-title';
    } },
    { key: 'menu.label', name: 'Menu: item Label', url: targets.menuPageUrl, async prepare(panel) {
      await clickButton(panel, 'Menu #1');
      await focusAt(panel, 'ol.menu-items > li input', null);
      await sleep(300);
      return 'ol.menu-items > li input';
    } },
  ];
}

function latencyFigures(key: string, name: string, perRun: number[][], goal: boolean, note?: string): Figure[] {
  const p50 = perRun.map((run) => percentile(run, 50));
  const p95 = perRun.map((run) => percentile(run, 95));
  const detail = { keystrokesPerRun: perRun[0]?.length, latenciesMs: perRun.map((run) => run.map((v) => Math.round(v * 10) / 10)), pooledP95: percentile(perRun.flat(), 95) };
  return [
    figure({ id: `typing.${key}.p50`, section: SECTION_TYPING, name: `${name}, p50`, unit: 'ms', runs: p50, ...(note !== undefined && { note }) }),
    figure({ id: `typing.${key}.p95`, section: SECTION_TYPING, name: `${name}, p95`, unit: 'ms', runs: p95, detail,
      ...(goal && { goal: '< 16 ms', pass: (s) => s.median < 16 }) }),
  ];
}

export async function measureTyping(browser: BrowserUnderTest, targets: TypingTargets, runs: number, log: (line: string) => void): Promise<Figure[]> {
  const text = TYPED_TEXT;
  const figures: Figure[] = [];

  // The method's floor: a bare <input> on an empty page, typed into the same way.
  const floor: number[][] = [];
  const bare = await browser.newPage('data:text/html,<!doctype html><input id="bare">');
  try {
    await pageOf(bare).bringToFront();
    await installProbe(bare);
    await focusAt(bare, '#bare', null);
    for (let run = 0; run < runs; run++) floor.push(await typeAndRead(bare, '#bare', text));
  } finally {
    await bare.close();
  }
  figures.push(...latencyFigures('floor', "Bare `<input>` on an empty page (the method's floor)", floor, false,
    'no extension code: the wait for the next frame alone'));
  log('typing: floor done');

  for (const editor of editors(targets)) {
    const perRun: number[][] = [];
    const { site: tab, panel } = await openPanelOn(browser, editor.url);
    try {
      await pageOf(panel).bringToFront();
      const selector = await editor.prepare(panel);
      await installProbe(panel);
      for (let run = 0; run < runs; run++) perRun.push(await typeAndRead(panel, selector, text));
      await discard(panel, editor.name);
    } finally {
      await panel.close();
      await tab.close();
    }
    figures.push(...latencyFigures(editor.key, editor.name, perRun, true));
    log(`typing: ${editor.name} done`);
  }
  return figures;
}
