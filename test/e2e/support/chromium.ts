// Chromium with the built extension loaded, driven by Playwright.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import { chromiumExecutable } from '../../support/browsers.ts';
import { pageShowing, parsed, type BrowserUnderTest, type Modifier, type RestartOptions, type TestPage } from './driver.ts';

export const CHROME_BUILD = resolve('.output/chrome-mv3');

/**
 * Playwright gives evaluate, keys and close no timeout of their own: a page that never answers
 * would hold the test to its own limit and say nothing. Bounded here, the failure names the step.
 */
const STEP_LIMIT_MS = 45_000;

/** How long a closing tab may take before it is asked again. */
const CLOSE_AGAIN_AFTER_MS = 3_000;

function bounded<T>(step: Promise<T>, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the page did not answer within ${STEP_LIMIT_MS} ms: ${what}`)), STEP_LIMIT_MS);
  });
  return Promise.race([step, limit]).finally(() => clearTimeout(timer));
}

class ChromiumPage implements TestPage {
  readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }
  async goto(url: string) {
    await this.page.goto(url);
  }
  async addScript(source: string) {
    await this.page.evaluate(source);
  }
  click(selector: string) {
    return this.page.click(selector);
  }
  async clickAt(x: number, y: number, modifiers: readonly Modifier[] = []) {
    await this.page.bringToFront();
    for (const key of modifiers) await this.page.keyboard.down(key);
    await this.page.mouse.click(x, y);
    for (const key of [...modifiers].reverse()) await this.page.keyboard.up(key);
  }
  bringToFront() {
    return this.page.bringToFront();
  }
  fill(selector: string, value: string) {
    return this.page.fill(selector, value);
  }
  press(keys: string) {
    return bounded(this.page.keyboard.press(keys), `press ${keys} in ${this.page.url()}`);
  }
  typeAtMachineSpeed(text: string) {
    return bounded(this.page.keyboard.type(text, { delay: 0 }), `type ${text} in ${this.page.url()}`);
  }
  typeAt(text: string, keysPerSecond: number) {
    return bounded(this.page.keyboard.type(text, { delay: 1000 / keysPerSecond }), `type ${text} in ${this.page.url()}`);
  }
  evaluate<R, A>(fn: (arg: A) => R | Promise<R>, arg?: A) {
    // The driver's signature is the plain one; Playwright's generic types add nothing here.
    return bounded(this.page.evaluate(fn as never, arg as never) as Promise<R>, `evaluate in ${this.page.url()}: ${String(fn).slice(0, 160)}`);
  }
  async waitFor<A>(fn: (arg: A) => unknown, arg?: A, timeoutMs = 10_000) {
    // Interval polling: animation frames do not run in a tab that is not in front.
    await this.page.waitForFunction(fn as never, arg as never, { timeout: timeoutMs, polling: 100 });
  }
  /**
   * Chromium acknowledges a close that races a navigation commit (a save reloads the site's tab)
   * and keeps the tab open (crbug.com/536385539); Playwright then waits for ever. Asked again,
   * it closes.
   */
  async close() {
    if (this.page.isClosed()) return;
    const what = `close ${this.page.url()}`;
    const closed = this.page.waitForEvent('close', { timeout: 0 }).then(() => true);
    const targetId = await this.targetId();
    void this.page.close().catch(() => {});
    for (let attempt = 1; ; attempt++) {
      const limit = new Promise<false>((r) => setTimeout(() => r(false), CLOSE_AGAIN_AFTER_MS));
      if (await Promise.race([closed, limit])) return;
      if (attempt * CLOSE_AGAIN_AFTER_MS >= STEP_LIMIT_MS) throw new Error(`the page did not answer within ${STEP_LIMIT_MS} ms: ${what}`);
      await this.withBrowserSession((session) => session.send('Target.closeTarget', { targetId })).catch(() => {});
    }
  }
  private async targetId(): Promise<string> {
    const session = await this.page.context().newCDPSession(this.page);
    try {
      return (await session.send('Target.getTargetInfo')).targetInfo.targetId;
    } finally {
      await session.detach().catch(() => {});
    }
  }
  private async withBrowserSession<T>(use: (session: CDPSession) => Promise<T>): Promise<T> {
    const session = await this.page.context().browser()!.newBrowserCDPSession();
    try {
      return await use(session);
    } finally {
      await session.detach().catch(() => {});
    }
  }
  async closeAsUser() {
    let asked = false;
    this.page.on('dialog', (dialog) => {
      asked ||= dialog.type() === 'beforeunload';
      void dialog.accept();
    });
    // With beforeunload, close() returns at once; the prompt, if any, comes before the tab closes.
    const closed = this.page.waitForEvent('close');
    await this.page.close({ runBeforeUnload: true });
    await closed;
    return asked;
  }
}

export interface ChromiumOptions {
  /** false opens a window (the demo); tests run headless. */
  headless?: boolean;
  /** A profile to keep between runs; by default a fresh one that is deleted on close. */
  profileDir?: string;
  /** Set by restart(): the profile is a fresh one carried over, still to delete in the end. */
  deleteProfileOnClose?: boolean;
  /** The browser's language (BCP 47); English by default, whatever the machine's locale. */
  language?: string;
}

export async function launchChromium(options: ChromiumOptions = {}): Promise<BrowserUnderTest & { context: BrowserContext }> {
  const profile = options.profileDir ?? (await mkdtemp(join(tmpdir(), 'inplace-chromium-')));
  const deleteProfileOnClose = options.deleteProfileOnClose ?? !options.profileDir;
  const language = options.language ?? 'en-US';
  const context: BrowserContext = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumExecutable(),
    headless: options.headless ?? true,
    viewport: null,
    // The interface language (which the extension's i18n follows) and the pages' locale.
    locale: language,
    env: { ...process.env, LANGUAGE: language.replace('-', '_') },
    args: [
      `--lang=${language}`,
      `--disable-extensions-except=${CHROME_BUILD}`,
      `--load-extension=${CHROME_BUILD}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      // Lets the DevTools protocol click the extension's toolbar button (Extensions.triggerAction).
      '--enable-unsafe-extension-debugging',
    ],
  });
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  // The background's listeners (the toolbar button's among them) exist once its script has run:
  // an evaluation waits for that. A click on the button before then would find no listener.
  await worker.evaluate(() => true);
  const extensionId = new URL(worker.url()).host;
  let closed = false;
  const close = async (keepProfile: boolean) => {
    if (closed) return;
    closed = true;
    await context.close();
    if (!keepProfile) await rm(profile, { recursive: true, force: true });
  };

  return {
    context,
    name: 'chromium',
    extensionBase: `chrome-extension://${extensionId}/`,
    async newPage(url) {
      const page = new ChromiumPage(await context.newPage());
      if (url) await page.goto(url);
      return page;
    },
    // Headless Chromium shows every page as if in a window of its own.
    async newWindow(url) {
      const page = new ChromiumPage(await context.newPage());
      await page.goto(url);
      return page;
    },
    async openedPage(url) {
      return parsed(new ChromiumPage(await pageShowing(() => context.pages(), (page) => page.url(), url)));
    },
    async clickToolbarButton(page) {
      await page.bringToFront();
      const url = (page as ChromiumPage).page.url();
      const session = await context.browser()!.newBrowserCDPSession();
      try {
        // The protocol names the tab (not its page) the button is clicked over: the one in front.
        const { targetInfos } = (await session.send('Target.getTargets', { filter: [{ type: 'tab' }] })) as {
          targetInfos: { targetId: string; url: string; embedderData?: { tabActive?: boolean } }[];
        };
        const tab = targetInfos.find((target) => target.url === url && target.embedderData?.tabActive);
        if (!tab) throw new Error(`no tab in front shows ${url}`);
        await session.send('Extensions.triggerAction' as never, { id: extensionId, targetId: tab.targetId } as never);
      } finally {
        await session.detach();
      }
    },
    async allowSiteAccess(pattern) {
      // Headless Chromium shows its permission prompt nowhere; the extensions page's own
      // "On specific sites" setting grants the same access a user's "Allow" would.
      const page = await context.newPage();
      await page.goto('chrome://extensions/');
      await page.evaluate(
        ([id, pattern]) =>
          new Promise<void>((done) => (chrome as unknown as DeveloperPrivate).developerPrivate.addHostPermission(id!, pattern!, done)),
        [extensionId, pattern],
      );
      await page.close();
    },
    async stopBackground() {
      // What Chrome does to an idle service worker, done now from its service-worker page.
      const page = await context.newPage();
      await page.goto('chrome://serviceworker-internals/');
      const registration = page.locator('.serviceworker-registration', { hasText: `chrome-extension://${extensionId}/` });
      // A waiting caller may wake the worker again at once: note that it stopped, however briefly.
      await page.evaluate(() => {
        const seen = globalThis as unknown as { sawStopped: boolean };
        seen.sawStopped = false;
        new MutationObserver(() => (seen.sawStopped ||= /Running Status: (STOPPED|STOPPING)/.test(document.body.innerText))).observe(document.body, {
          subtree: true, childList: true, characterData: true,
        });
      });
      // On a busy machine a click may land while the page is still rendering: click again.
      for (let attempt = 1; ; attempt++) {
        await registration.locator('[data-command="stop"]').first().click();
        try {
          await page.waitForFunction(() => (globalThis as unknown as { sawStopped: boolean }).sawStopped, undefined, { timeout: 2500, polling: 50 });
          break;
        } catch (error) {
          if (attempt === 3) throw error;
        }
      }
      await page.close();
    },
    async restart(restart: RestartOptions = {}) {
      await close(true);
      await restoreOnStartup(profile, restart.restoreTabs ?? false);
      return launchChromium({ ...options, profileDir: profile, deleteProfileOnClose });
    },
    close: () => close(!deleteProfileOnClose),
  };
}

/**
 * Sets the profile's "On startup" choice: continue where you left off (the last session's tabs
 * come back), or the new tab page (Chromium's default). Written while the browser is closed.
 */
async function restoreOnStartup(profile: string, restore: boolean): Promise<void> {
  const file = join(profile, 'Default', 'Preferences');
  const preferences = JSON.parse(await readFile(file, 'utf8').catch(() => '{}'));
  const choice = restore ? 1 : 5;
  if ((preferences.session?.restore_on_startup ?? 5) === choice) return;
  preferences.session = { ...preferences.session, restore_on_startup: choice };
  await writeFile(file, JSON.stringify(preferences));
}

interface DeveloperPrivate {
  developerPrivate: { addHostPermission(id: string, pattern: string, done: () => void): void };
}
declare const chrome: unknown;
