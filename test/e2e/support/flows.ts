// Steps that several end-to-end flows share, written as a user would do them.
import { startSite } from '../../site/server.ts';
import { clickButton, fillField, type BrowserUnderTest, type TestPage } from './driver.ts';

export type RunningSite = Awaited<ReturnType<typeof startSite>>;

export function startReferenceSite(options: { limit?: number } = {}): Promise<RunningSite> {
  return startSite({ port: 0, ...options });
}

/** The same server under another origin, which the owner has not registered. */
export function otherOrigin(siteUrl: string): string {
  const url = new URL(siteUrl);
  url.hostname = 'localhost';
  return url.origin;
}

export async function openOptions(browser: BrowserUnderTest): Promise<TestPage> {
  return browser.newPage(`${browser.extensionBase}options.html`);
}

/** Adds a site in the options page and waits until it is listed. */
export async function addSite(browser: BrowserUnderTest, siteUrl: string, token: string): Promise<TestPage> {
  await browser.allowSiteAccess(`${new URL(siteUrl).protocol}//${new URL(siteUrl).hostname}/*`);
  const options = await openOptions(browser);
  await fillField(options, 'Site address', siteUrl);
  await fillField(options, 'API token', token);
  await clickButton(options, 'Add site');
  await options.waitFor((origin) => document.querySelector('ul.sites')?.textContent?.includes(origin), new URL(siteUrl).origin);
  return options;
}

// In extension pages Firefox offers `browser`, Chrome `chrome`; both have the calls used here.
declare const chrome: {
  tabs: { query(filter: object): Promise<{ id?: number; url?: string }[]> };
  runtime: { sendMessage(message: unknown): Promise<unknown> };
  scripting: {
    executeScript(injection: { target: { tabId: number }; args: unknown[]; func: (...args: never[]) => unknown }): Promise<{ result?: unknown }[]>;
  };
};

/** The browser's id of the tab showing `url`, asked from an extension page. */
export async function tabIdOf(extensionPage: TestPage, url: string): Promise<number> {
  return extensionPage.evaluate(async (target) => {
    const api = (globalThis as unknown as { browser?: typeof chrome }).browser ?? chrome;
    const tabs = await api.tabs.query({});
    const tab = tabs.find((t) => t.url === target);
    if (tab?.id === undefined) throw new Error(`no tab shows ${target}`);
    return tab.id;
  }, url);
}

/** Sends a protocol request from an extension page, as the side panel or options page would. */
export async function sendAsExtensionPage<T = unknown>(extensionPage: TestPage, request: object): Promise<T> {
  return extensionPage.evaluate(async (message) => {
    const api = (globalThis as unknown as { browser?: typeof chrome }).browser ?? chrome;
    return api.runtime.sendMessage(message) as Promise<T>;
  }, request);
}

/**
 * Sends protocol requests from the content scripts' isolated world of the tab showing `url`:
 * what a compromised content script could send. Returns each reply (or what was thrown).
 */
export async function sendAsContentScript(extensionPage: TestPage, url: string, requests: unknown[]): Promise<unknown[]> {
  const tabId = await tabIdOf(extensionPage, url);
  return extensionPage.evaluate(
    async ({ tabId, requests }) => {
      const api = (globalThis as unknown as { browser?: typeof chrome }).browser ?? chrome;
      const [injection] = await api.scripting.executeScript({
        target: { tabId },
        args: [requests],
        func: async (messages: unknown[]) => {
          const replies: unknown[] = [];
          for (const message of messages) {
            try {
              replies.push(await chrome.runtime.sendMessage(message));
            } catch (error) {
              replies.push({ thrown: String(error) });
            }
          }
          return replies;
        },
      });
      return injection?.result as unknown[];
    },
    { tabId, requests },
  );
}

/**
 * Waits out the token's block as the extension last heard it from the site: until the time the
 * panel shows ("Blocked by the site until ..."). Only the clock ends a block, no event does.
 */
export async function waitOutBlock(extensionPage: TestPage, origin: string): Promise<void> {
  const reply = await sendAsExtensionPage<{ ok: boolean; value?: { blockedUntil: number | null } }>(extensionPage, { type: 'quota/status', origin });
  const until = (reply.ok && reply.value?.blockedUntil) || 0;
  if (until >= Date.now()) await new Promise((r) => setTimeout(r, until - Date.now() + 1));
}

/**
 * Sets how long the background waits for a site (ms), where the background keeps it: the
 * extension origin's IndexedDB, in its versioned envelope. From an extension page only.
 */
export async function setApiTimeout(extensionPage: TestPage, ms: number): Promise<void> {
  await extensionPage.evaluate(
    (ms) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('inplace-settings');
        open.onupgradeneeded = () => open.result.createObjectStore('settings');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const write = open.result.transaction('settings', 'readwrite');
          write.objectStore('settings').put({ v: 2, data: { apiTimeoutMs: ms } }, 'settings');
          write.oncomplete = () => (open.result.close(), resolve());
          write.onerror = () => reject(write.error);
        };
      }),
    ms,
  );
}
