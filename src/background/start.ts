// Wires browser events to the background's logic. Listeners are added synchronously at start,
// as a service worker that wakes up for an event must find its listener already there.
import { browser } from 'wxt/browser';
import { createRouter } from '../messages/router';
import { toPublicSite } from '../vault/site-record';
import { getSite } from '../vault/site-store';
import { addSite, listPublicSites, removeSite, restoreContentScripts } from './sites';
import { openPanelForTab } from './side-panel';
import { forgetTab, recallTab, rememberTab } from './tab-contexts';

export function startBackground(): void {
  const route = createRouter(
    { id: browser.runtime.id, baseUrl: browser.runtime.getURL('/') },
    {
      'sites/list': () => listPublicSites(),
      'sites/add': ({ address, token }) => addSite(address, token),
      'sites/remove': ({ origin }) => removeSite(origin),
      'tabs/context': ({ tabId }) => recallTab(tabId),
    },
    {
      'content/hello': async ({ markers }, sender) => {
        const site = await getSite(sender.origin);
        if (!site) return { registered: false };
        await rememberTab({ tabId: sender.tabId, url: sender.url, site: toPublicSite(site), markers });
        return { registered: true, siteLabel: site.label };
      },
      'content/open-panel': async (_request, sender) => {
        if (!(await getSite(sender.origin))) return { opened: false };
        return openPanelForTab(sender.tabId);
      },
    },
  );

  browser.runtime.onMessage.addListener((message, sender) => route(message, sender));
  browser.tabs.onRemoved.addListener((tabId) => void forgetTab(tabId));
  browser.runtime.onInstalled.addListener(() => void restoreContentScripts());
  browser.runtime.onStartup.addListener(() => void restoreContentScripts());
}
