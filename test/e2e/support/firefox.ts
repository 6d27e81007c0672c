// Firefox ESR with the built extension installed, driven by puppeteer-core over WebDriver BiDi
// (Playwright cannot load extensions into stock Firefox).
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import puppeteer, { type KeyInput, type Page } from 'puppeteer-core';
import { firefoxExecutable } from '../../support/browsers.ts';
import { pageShowing, pollUntil, type BrowserUnderTest, type RestartOptions, type TestPage } from './driver.ts';

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
  click(selector: string) {
    return this.page.click(selector);
  }
  async clickAt(x: number, y: number) {
    await this.page.bringToFront();
    await this.page.mouse.click(x, y);
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
  async fill(selector: string, value: string) {
    await this.page.locator(selector).fill(value);
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
      return new FirefoxPage(await pageShowing(() => browser.pages(), (page) => page.url(), url));
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
