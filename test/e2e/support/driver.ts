// One small driving surface over Playwright (Chromium) and puppeteer-core (Firefox), so each
// end-to-end flow is written once and run in both browsers.

export type BrowserName = 'chromium' | 'firefox';

/** A key held down during a click (Alt+click, Alt+Shift+click). */
export type Modifier = 'Alt' | 'Shift';

export interface TestPage {
  goto(url: string): Promise<void>;
  /** A real (trusted) click on the first element matching the CSS selector. */
  click(selector: string): Promise<void>;
  /**
   * A real mouse click at (x, y) in the viewport's CSS pixels, with the tab in front as a user's
   * click needs: for what selectors cannot reach, such as the inside of a closed shadow root.
   */
  clickAt(x: number, y: number, modifiers?: readonly Modifier[]): Promise<void>;
  /** Puts the tab (and its window) in front, as a user does going back to it. */
  bringToFront(): Promise<void>;
  /** Real typing into the first element matching the CSS selector, replacing its value. */
  fill(selector: string, value: string): Promise<void>;
  /** Runs a script's source text in the page (for test tools such as axe-core). */
  addScript(source: string): Promise<void>;
  /** Presses keys, Playwright-style: "Control+s", "Tab", "Alt+ArrowUp". */
  press(keys: string): Promise<void>;
  /** Types `text` a key press per character with no pause between them, as a held key or a text expander does. */
  typeAtMachineSpeed(text: string): Promise<void>;
  /** Types `text` at `keysPerSecond`, as a person types: a held change of the editor passes on between keys. */
  typeAt(text: string, keysPerSecond: number): Promise<void>;
  evaluate<R, A = undefined>(fn: (arg: A) => R | Promise<R>, arg?: A): Promise<R>;
  /** Until `fn(arg)`, run in the page, returns something truthy (synchronously: a promise is not awaited). */
  waitFor<A = undefined>(fn: (arg: A) => unknown, arg?: A, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
  /**
   * Closes the tab as a user does, its beforeunload handlers included; when the browser asks
   * "leave page?", answers Leave. Resolves once the tab is gone: whether the browser asked.
   */
  closeAsUser(): Promise<boolean>;
}

export interface RestartOptions {
  restoreTabs?: boolean;
}

/**
 * How often a wait asks again. The drivers (CDP, WebDriver BiDi) have no event for "this now
 * holds in the page", so every wait below asks until it does or its time is up.
 */
const ASK_AGAIN_MS = 50;

/** Asks `attempt` until it gives a value, and returns it; fails with `what` after `timeoutMs`. */
async function askUntil<T>(attempt: () => Promise<T | undefined>, what: () => string, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await attempt();
    if (value !== undefined) return value;
    if (Date.now() >= deadline) throw new Error(what());
    await new Promise((r) => setTimeout(r, ASK_AGAIN_MS));
  }
}

/**
 * Waits until `fn(arg)`, run in the page, holds. Polled from here, not by a timer in the page:
 * Firefox holds back timers of a tab another one covers (where a user would have two windows
 * side by side) by seconds, and a wait with them.
 */
export async function pollUntil<A>(evaluate: (expression: string) => Promise<unknown>, fn: (arg: A) => unknown, arg: A | undefined, timeoutMs: number): Promise<void> {
  // Only whether it holds crosses back: what it returns may be an element.
  const expression = `(async () => Boolean(await (${String(fn)})(${JSON.stringify(arg) ?? 'undefined'})))()`;
  await askUntil(async () => {
    try {
      return (await evaluate(expression)) ? true : undefined;
    } catch (error) {
      // A navigation under way tears down the realm being polled: poll the new one.
      const text = `${error} ${(error as { cause?: unknown }).cause ?? ''}`;
      if (!/Protocol error|context|realm|navigat/i.test(text)) throw error;
      return undefined;
    }
  }, () => `waited ${timeoutMs} ms for: ${String(fn).slice(0, 200)}`, timeoutMs);
}

/** Waits until `holds()` (run here: it may ask the browser or the site) says so. */
export async function eventually(holds: () => Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  await askUntil(async () => ((await holds()) ? true : undefined), () => `waited ${timeoutMs} ms for ${what}`, timeoutMs);
}

/** Waits for the tab showing `url` among a browser's tabs (the browser opened it by itself). */
export async function pageShowing<P>(pages: () => Promise<P[]> | P[], urlOf: (page: P) => string, url: string, timeoutMs = 10_000): Promise<P> {
  return askUntil(async () => (await pages()).find((candidate) => urlOf(candidate) === url), () => `no tab showed ${url} within ${timeoutMs} ms`, timeoutMs);
}

/**
 * `page` once its document is parsed. A tab takes its new address before its document has come
 * in: a wait on the page's text run then would find no body yet.
 */
export async function parsed(page: TestPage): Promise<TestPage> {
  await page.waitFor(() => document.readyState !== 'loading');
  return page;
}

export interface BrowserUnderTest {
  readonly name: BrowserName;
  /** chrome-extension://<id>/ or moz-extension://<uuid>/ */
  readonly extensionBase: string;
  newPage(url?: string): Promise<TestPage>;
  /** A page in a window of its own, beside the others (not a tab they cover). */
  newWindow(url: string): Promise<TestPage>;
  /** The tab that already shows `url` (one the browser opened itself, such as a restored tab), its document parsed. */
  openedPage(url: string): Promise<TestPage>;
  /** Stops the extension's background (Chrome's service worker idles out the same way). */
  stopBackground(): Promise<void>;
  /**
   * Closes the browser and starts it again on the same profile. `restoreTabs`: the web pages
   * open before come back in their tabs at startup, as "continue where you left off" brings them.
   */
  restart(options?: RestartOptions): Promise<BrowserUnderTest>;
  /**
   * Clicks Inplace's toolbar button over `page`'s tab (put in front first), as the owner does:
   * the browser's own action, which lends Inplace the tab (activeTab).
   */
  clickToolbarButton(page: TestPage): Promise<void>;
  /**
   * Firefox: closes its sidebar in every window. Tests cannot read the sidebar, so the panel's
   * page in a window of its own stands in for it, and one panel at a time is what an owner has.
   */
  closeSidebar?(): Promise<void>;
  /** What a user does when the browser asks to let Inplace access a site: allow it. */
  allowSiteAccess(pattern: string): Promise<void>;
  close(): Promise<void>;
}

/** Clicks the button whose visible text is `name`, with a trusted click. */
export async function clickButton(page: TestPage, name: string): Promise<void> {
  const marker = `t${Math.random().toString(36).slice(2)}`;
  await page.waitFor(
    ({ name, marker }) => {
      // By its name as the owner reads it: its text, or its label where it shows an icon.
      const button = [...document.querySelectorAll('button')].find((b) => (b.textContent?.trim() || b.getAttribute('aria-label')) === name && !b.disabled);
      button?.setAttribute('data-test-target', marker);
      return button;
    },
    { name, marker },
  );
  await page.click(`[data-test-target="${marker}"]`);
}

/** Types into the field labelled `label` (through its <label for>). */
export async function fillField(page: TestPage, label: string, value: string): Promise<void> {
  const marker = `t${Math.random().toString(36).slice(2)}`;
  await page.waitFor(
    ({ label, marker }) => {
      const labelEl = [...document.querySelectorAll('label')].find((l) => l.textContent?.trim() === label);
      // A code editor (CodeMirror: a page's HTML source) is named by its label's words, not `for`.
      const field = (labelEl?.htmlFor ? document.getElementById(labelEl.htmlFor) : null)
        ?? [...document.querySelectorAll('.cm-content')].find((content) => content.getAttribute('aria-label') === label) ?? null;
      field?.setAttribute('data-test-target', marker);
      return field;
    },
    { label, marker },
  );
  await page.fill(`[data-test-target="${marker}"]`, value);
}

/**
 * Picks the option reading `option` in the list labelled `label`, as a browser does when one is
 * chosen: the option selected, then `input` and `change` (what Playwright's selectOption does;
 * the list's own popup is the browser's, outside the page).
 */
export async function chooseOption(page: TestPage, label: string, option: string): Promise<void> {
  await page.waitFor(({ label, option }) => {
    const labelEl = [...document.querySelectorAll('label')].find((l) => l.textContent?.trim() === label);
    const select = labelEl?.htmlFor ? (document.getElementById(labelEl.htmlFor) as HTMLSelectElement | null) : null;
    const wanted = [...(select?.options ?? [])].find((each) => each.textContent === option);
    if (!select || !wanted || select.disabled) return false;
    select.focus();
    select.value = wanted.value;
    select.dispatchEvent(new Event('input', { bubbles: true }));
    select.dispatchEvent(new Event('change', { bubbles: true }));
    return true;
  }, { label, option });
}

export async function textOf(page: TestPage, selector: string): Promise<string> {
  await page.waitFor((s) => document.querySelector(s), selector);
  return page.evaluate((s) => document.querySelector(s)?.textContent ?? '', selector);
}
