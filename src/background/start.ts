// Wires browser events to the background's logic. Listeners are added synchronously at start,
// as a service worker that wakes up for an event must find its listener already there.
import { browser } from 'wxt/browser';
import { createRouter } from '../messages/router';
import { createQuotaLimiter, idbLedgerStore } from '../quota/limiter';
import { createCountedCaller } from './api-calls';
import { contentScriptHandlers } from './content-script-handlers';
import { extensionPageHandlers } from './extension-page-handlers';
import { loadKnownOrigins } from './known-origins';
import { listenForPointShortcut } from './point-shortcut';
import { forgetPreview } from './preview';
import { readSettings } from './settings';
import { restoreContentScripts } from './sites';
import { forgetTab, forgetTabLeaving } from './tab-contexts';
import { openPanelOnToolbarClick } from './toolbar';

export function startBackground(): void {
  const limiter = createQuotaLimiter(idbLedgerStore());
  const caller = createCountedCaller(limiter, {}, async () => (await readSettings()).apiTimeoutMs);
  const deps = { caller, limiter };

  const route = createRouter({ id: browser.runtime.id, baseUrl: browser.runtime.getURL('/') }, extensionPageHandlers(deps), contentScriptHandlers);

  void loadKnownOrigins();
  // Answered through sendResponse (true: the answer comes later), as both browsers take it
  // without a polyfill (build/without-polyfill.ts).
  browser.runtime.onMessage.addListener((message, sender, sendResponse) => {
    void route(message, sender).then(sendResponse);
    return true;
  });
  browser.tabs.onRemoved.addListener((tabId) => {
    void forgetTab(tabId);
    forgetPreview(tabId);
  });
  // A tab that goes to another address forgets what its last page reported: the new page of a
  // registered site reports again, any other page leaves the tab without a site. The address of
  // a page Inplace has no access to is not given at all: that too is leaving.
  browser.tabs.onUpdated.addListener((tabId, change, tab) => {
    if (change.url || change.status === 'loading') void forgetTabLeaving(tabId, tab.url);
  });
  // Every start of the background restores the sites' content scripts, not only onStartup and
  // onInstalled: a profile relaunched with the extension loaded from a folder gets onInstalled
  // ("install") and no onStartup, and either event comes after the first pages began loading.
  const restore = () => {
    restoreContentScripts().catch((error: unknown) => console.error('Inplace: could not restore the content scripts', error));
  };
  browser.runtime.onInstalled.addListener(restore);
  browser.runtime.onStartup.addListener(restore);
  restore();
  openPanelOnToolbarClick();
  listenForPointShortcut();
}
