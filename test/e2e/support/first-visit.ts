// The panel a newcomer meets after clicking the toolbar button: Chromium's own side panel, or in
// Firefox (whose sidebar automation cannot reach) the same page in a window beside the site's,
// bound to the site's tab. Every click and paste goes through here, so a test can count them.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserUnderTest } from './driver.ts';
import { tabIdOf } from './flows.ts';
import { nativeSidePanel } from './native-side-panel.ts';

export interface NewcomerPanel {
  evaluate<R, A = undefined>(fn: (arg: A) => R, arg?: A): Promise<R>;
  waitFor<A = undefined>(fn: (arg: A) => unknown, arg?: A, timeoutMs?: number): Promise<void>;
  /** A real click on the element matching `selector`. */
  click(selector: string): Promise<void>;
  /** Pastes into the element matching `selector`. */
  paste(selector: string, text: string): Promise<void>;
  /** Types at the end of the element matching `selector`. */
  typeAtEnd(selector: string, text: string): Promise<void>;
}

/** The panel the toolbar click opened over the tab showing `siteUrl`. */
export async function panelAfterToolbarClick(browser: BrowserUnderTest, siteUrl: string): Promise<NewcomerPanel> {
  if (browser.name === 'chromium') return nativeSidePanel(browser);
  // The page the click opened in the sidebar, in a window of its own instead: that keeps the
  // site's tab in front of its window, as the sidebar does.
  await browser.closeSidebar?.();
  const probe = await browser.newWindow(`${browser.extensionBase}sidepanel.html?probe`);
  const tabId = await tabIdOf(probe, siteUrl);
  await probe.goto(`${browser.extensionBase}sidepanel.html?tab=${tabId}`);
  // The sidebar is always in view: its stand-in comes to the front before the owner uses it (a
  // tab the panel opened, such as the control panel's, may cover it in its window).
  return {
    evaluate: (fn, arg) => probe.evaluate(fn, arg),
    waitFor: (fn, arg, ms) => probe.waitFor(fn, arg, ms),
    async click(selector) {
      await probe.bringToFront();
      await probe.click(selector);
    },
    async paste(selector, text) {
      await probe.bringToFront();
      await probe.fill(selector, text);
    },
    async typeAtEnd(selector, text) {
      await probe.bringToFront();
      await probe.evaluate((s) => {
        const field = document.querySelector(s) as HTMLInputElement;
        field.focus();
        field.setSelectionRange(field.value.length, field.value.length);
      }, selector);
      for (const key of text) await probe.press(key === ' ' ? 'Space' : key);
    },
  };
}

/** Marks the first element of `tag` whose text is `text` (or the field labelled `text`) and gives its selector. */
export async function selectorOf(panel: NewcomerPanel, what: { tag: 'button' | 'a'; text: string } | { label: string }): Promise<string> {
  const marker = `t${Math.random().toString(36).slice(2)}`;
  await panel.waitFor(
    ({ what, marker }) => {
      let element: Element | null | undefined;
      if ('label' in what) {
        const label = [...document.querySelectorAll('label')].find((l) => l.textContent?.trim() === what.label);
        element = label?.htmlFor ? document.getElementById(label.htmlFor) : null;
      } else {
        element = [...document.querySelectorAll(what.tag)].find((e) => e.textContent?.trim() === what.text && !(e as HTMLButtonElement).disabled);
      }
      element?.setAttribute('data-test-target', marker);
      return element;
    },
    { what, marker },
  );
  return `[data-test-target="${marker}"]`;
}

/** The panel's visible text. */
export const panelText = (panel: NewcomerPanel) => panel.evaluate(() => document.body.innerText);

/** A small web site of another kind: plain pages, none of the platform's markers. */
export async function startPlainSite(): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end('<!doctype html><html lang="en"><head><title>A bakery</title><link rel="stylesheet" href="/style.css"></head><body class="home"><h1>Fresh bread daily</h1><!-- built by hand --></body></html>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    // A browser still open keeps connections alive: close them rather than wait for them.
    close: () => new Promise((resolve) => (server.close(() => resolve()), server.closeAllConnections())),
  };
}
