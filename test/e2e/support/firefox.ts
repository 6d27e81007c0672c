// Firefox ESR with the built extension installed, driven by puppeteer-core over WebDriver BiDi
// (Playwright cannot load extensions into stock Firefox).
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import puppeteer, { type Browser, type KeyInput, type Page } from 'puppeteer-core';
import { firefoxExecutable } from '../../support/browsers.ts';
import { pageShowing, parsed, pollUntil, type BrowserUnderTest, type Modifier, type RestartOptions, type TestPage } from './driver.ts';

export const FIREFOX_BUILD = resolve('.output/firefox-mv3');

class FirefoxPage implements TestPage {
  readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }
  async goto(url: string) {
    if (url.startsWith('moz-extension:')) {
      // Navigations to extension pages never report completion over BiDi: start, then poll.
      void this.page.goto(url).catch(() => {});
      await this.waitFor((target) => location.href === target && document.readyState === 'complete', url);
      return;
    }
    await this.page.goto(url);
  }
  async addScript(source: string) {
    await this.page.evaluate(source);
  }
  /**
   * Clicks once the element holds still, as Playwright does in Chromium: puppeteer measures where
   * to click once, and a line appearing above the element in between moves it away. It is brought
   * to the middle of the view first, as an owner scrolls to what they click: puppeteer scrolls it
   * only just into view, where the panel's save bar, kept at the bottom, may cover it (Playwright
   * checks what its click would hit; puppeteer does not).
   */
  async click(selector: string) {
    const element = await this.page.waitForSelector(selector);
    if (!element) throw new Error(`nothing matches ${selector}`);
    const deadline = Date.now() + 10_000;
    let before = '';
    for (;;) {
      const box = await element.evaluate((target) => {
        const covered = (() => {
          const { left, top, width, height } = target.getBoundingClientRect();
          const hit = document.elementFromPoint(left + width / 2, top + height / 2);
          return !hit || !(hit === target || target.contains(hit));
        })();
        if (covered) target.scrollIntoView({ block: 'center', inline: 'nearest' });
        const { left, top, width, height } = target.getBoundingClientRect();
        return [left, top, width, height].join();
      });
      if (box === before) return element.click();
      if (Date.now() >= deadline) throw new Error(`${selector} kept moving`);
      before = box;
      // Measured again from here: Firefox holds back a covered tab's animation frames.
      await new Promise((r) => setTimeout(r, 50));
    }
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
  async press(keys: string) {
    const parts = keys.split('+') as KeyInput[];
    const key = parts.pop()!;
    for (const modifier of parts) await this.page.keyboard.down(modifier);
    await this.page.keyboard.press(key);
    for (const modifier of parts.reverse()) await this.page.keyboard.up(modifier);
  }
  async typeAtMachineSpeed(text: string) {
    await this.page.keyboard.type(text, { delay: 0 });
  }
  async typeAt(text: string, keysPerSecond: number) {
    await this.page.keyboard.type(text, { delay: 1000 / keysPerSecond });
  }
  async fill(selector: string, value: string) {
    const editable = await this.page.$eval(selector, (element) => (element as HTMLElement).isContentEditable);
    if (!editable) return void (await this.page.locator(selector).fill(value));
    // An editable area (the code editor) gets the text in one input, as Playwright's fill does in
    // Chromium: typed key by key, a code editor would close each tag typed.
    await this.page.click(selector);
    await this.page.$eval(selector, (element, text) => {
      (element as HTMLElement).focus();
      document.execCommand('selectAll');
      document.execCommand('insertText', false, text);
    }, value);
  }
  evaluate<R, A>(fn: (arg: A) => R | Promise<R>, arg?: A) {
    return this.page.evaluate(fn as never, arg as never) as Promise<R>;
  }
  waitFor<A>(fn: (arg: A) => unknown, arg?: A, timeoutMs = 10_000) {
    return pollUntil((expression) => this.page.evaluate(expression), fn, arg, timeoutMs);
  }
  close() {
    return this.page.close();
  }
  async closeAsUser() {
    let asked = false;
    this.page.on('dialog', (dialog) => {
      asked ||= dialog.type() === 'beforeunload';
      void dialog.accept();
    });
    // Over BiDi, close() answers once the tab is gone, after the prompt if there was one (no
    // close event comes for an extension's page).
    await this.page.close({ runBeforeUnload: true });
    return asked;
  }
}

interface FirefoxProfile {
  dir: string;
  uuid: string;
}

export interface FirefoxOptions {
  /**
   * The browser's language (BCP 47); English by default, whatever the machine's locale. Another
   * language needs its language pack installed (Debian: firefox-esr-l10n-<lang>).
   */
  language?: string;
}

/**
 * `reuse`: the profile of a closed run to start again on; `reopen`: web pages to open at
 * startup, before the add-on is installed.
 */
export async function launchFirefox(options: FirefoxOptions = {}, reuse?: FirefoxProfile, reopen: string[] = []): Promise<BrowserUnderTest> {
  const manifest = JSON.parse(await readFile(resolve(FIREFOX_BUILD, 'manifest.json'), 'utf8'));
  const geckoId: string = manifest.browser_specific_settings.gecko.id;
  const profile = reuse ?? { dir: await mkdtemp(join(tmpdir(), 'inplace-firefox-')), uuid: randomUUID() };
  const { uuid } = profile;
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxExecutable(),
    headless: true,
    userDataDir: profile.dir,
    // Pages given on the command line open at startup (instead of about:blank).
    args: ['--remote-allow-system-access', ...reopen],
    extraPrefsFirefox: {
      // The interface language, which the extension's i18n follows, and the pages' languages.
      'intl.locale.requested': options.language ?? 'en-US',
      'intl.accept_languages': options.language ?? 'en-US',
      // A fixed internal UUID gives the extension's pages a known address.
      'extensions.webextensions.uuids': JSON.stringify({ [geckoId]: uuid }),
      // The add-on is installed as a temporary one, removed when Firefox closes: keep its
      // identity and data so a restart with it installed again is a real browser restart.
      'extensions.webextensions.keepUuidOnUninstall': true,
      'extensions.webextensions.keepStorageOnUninstall': true,
      // Stands in for the user's "Allow" on the permission prompt, which headless cannot show;
      // the request still has to come from a click.
      'extensions.webextOptionalPermissionPrompts': false,
    },
  });
  await browser.installExtension(FIREFOX_BUILD);

  return {
    name: 'firefox',
    extensionBase: `moz-extension://${uuid}/`,
    async newPage(url) {
      const page = new FirefoxPage(await browser.newPage());
      if (url) await page.goto(url);
      return page;
    },
    async newWindow(url) {
      const page = new FirefoxPage(await browser.newPage({ type: 'window' }));
      await page.goto(url);
      return page;
    },
    async openedPage(url) {
      // A tab an extension page opened (a link in the panel) is not among puppeteer's pages:
      // WebDriver BiDi itself still lists it, and runs scripts in it.
      const bidi = bidiOf(browser);
      const found = await pageShowing(
        async () => [...(await browser.pages()).map((page) => ({ url: page.url(), page })), ...(await bidi.topLevelContexts())],
        (candidate) => candidate.url,
        url,
      );
      return parsed('page' in found ? new FirefoxPage(found.page) : bidiPage(bidi, found.context));
    },
    async clickToolbarButton(page) {
      await page.bringToFront();
      const url = (page as FirefoxPage).page.url();
      // The browser's own window (allowed by --remote-allow-system-access): there the button's
      // action runs as a click on it does, in the window whose tab in front shows the page.
      const connection = bidiOf(browser).connection;
      const { result: tree } = await connection.send('browsingContext.getTree', { 'moz:scope': 'chrome' });
      const chromeWindow = (tree.contexts as { context: string; url: string }[]).find((context) => context.url.endsWith('/browser.xhtml'));
      if (!chromeWindow) throw new Error('no browser window to click the toolbar button in');
      const { result } = await connection.send('script.evaluate', {
        target: { context: chromeWindow.context },
        awaitPromise: true,
        expression: `(async () => {
          const window = [...Services.wm.getEnumerator('navigator:browser')].find((w) => w.gBrowser.selectedBrowser.currentURI.spec === ${JSON.stringify(url)});
          if (!window) return 'no window shows the page in front';
          const { ExtensionParent } = ChromeUtils.importESModule('resource://gre/modules/ExtensionParent.sys.mjs');
          const extension = WebExtensionPolicy.getByID(${JSON.stringify(geckoId)}).extension;
          await ExtensionParent.apiManager.global.browserActionFor(extension).triggerAction(window);
          return 'clicked';
        })()`,
      });
      if (result.type !== 'success' || result.result?.value !== 'clicked') throw new Error(`the toolbar button could not be clicked: ${JSON.stringify(result)}`);
    },
    async closeSidebar() {
      const connection = bidiOf(browser).connection;
      const { result: tree } = await connection.send('browsingContext.getTree', { 'moz:scope': 'chrome' });
      for (const window of tree.contexts as { context: string; url: string }[]) {
        if (!window.url.endsWith('/browser.xhtml')) continue;
        await connection.send('script.evaluate', { target: { context: window.context }, awaitPromise: true, expression: 'SidebarController.hide()' });
      }
    },
    async allowSiteAccess() {
      // Nothing to do: the preference above answers the prompt.
    },
    async stopBackground() {
      throw new Error('stopping the event page on demand is not available in Firefox automation');
    },
    async restart(restart: RestartOptions = {}) {
      // Closing over WebDriver BiDi closes every tab before Firefox quits, so its own session
      // restore finds none: the pages open now are opened again at startup instead. Either way
      // they load while the add-on starts, which is what a restored tab is to the add-on.
      const reopen = restart.restoreTabs ? (await browser.pages()).map((page) => page.url()).filter((url) => /^https?:/.test(url)) : [];
      await browser.close();
      return launchFirefox(options, profile, reopen);
    },
    async close() {
      await browser.close();
      await rm(profile.dir, { recursive: true, force: true });
    },
  };
}

interface BidiConnection {
  send(method: string, params: object): Promise<{ result: any }>;
}

/** The WebDriver BiDi session under puppeteer, for what puppeteer does not wrap. */
function bidiOf(browser: Browser) {
  const connection = (browser as unknown as { connection: BidiConnection }).connection;
  return {
    connection,
    async topLevelContexts(): Promise<{ url: string; context: string }[]> {
      const { result } = await connection.send('browsingContext.getTree', { maxDepth: 0 });
      return result.contexts;
    },
  };
}

/** A tab reached through BiDi alone: reading it and closing it is all a test does there. */
function bidiPage(bidi: ReturnType<typeof bidiOf>, context: string): TestPage {
  const evaluate = async (expression: string) => {
    const { result } = await bidi.connection.send('script.evaluate', { expression, target: { context }, awaitPromise: true, resultOwnership: 'none' });
    if (result.type !== 'success') throw new Error(`evaluate failed: ${JSON.stringify(result.exceptionDetails?.text ?? result)}`);
    return deserialize(result.result);
  };
  const unsupported = (what: string) => async () => {
    throw new Error(`${what} is not available in a tab only WebDriver BiDi reaches`);
  };
  return {
    goto: unsupported('goto'),
    click: unsupported('click'),
    clickAt: unsupported('clickAt'),
    bringToFront: unsupported('bringToFront'),
    fill: unsupported('fill'),
    press: unsupported('press'),
    typeAtMachineSpeed: unsupported('typeAtMachineSpeed'),
    typeAt: unsupported('typeAt'),
    addScript: async (source) => void (await evaluate(source)),
    evaluate: (fn, arg) => evaluate(`(${String(fn)})(${JSON.stringify(arg) ?? 'undefined'})`) as never,
    waitFor: (fn, arg, timeoutMs = 10_000) => pollUntil(evaluate, fn, arg, timeoutMs),
    close: async () => void (await bidi.connection.send('browsingContext.close', { context })),
    closeAsUser: unsupported('closeAsUser') as never,
  };
}

/** BiDi's remote values, for the plain data a test reads back. */
function deserialize(value: { type: string; value?: any }): unknown {
  switch (value.type) {
    case 'undefined':
    case 'null':
      return value.type === 'null' ? null : undefined;
    case 'array':
      return (value.value as { type: string; value?: any }[]).map(deserialize);
    case 'object':
      return Object.fromEntries((value.value as [string, { type: string; value?: any }][]).map(([key, item]) => [key, deserialize(item)]));
    default:
      return value.value;
  }
}
