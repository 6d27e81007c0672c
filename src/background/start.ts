// Wires browser events to the background's logic. Listeners are added synchronously at start,
// as a service worker that wakes up for an event must find its listener already there.
import { browser } from 'wxt/browser';
import { createRouter } from '../messages/router';
import { createQuotaLimiter, idbLedgerStore } from '../quota/limiter';
import { toPublicSite } from '../vault/site-record';
import { getSite } from '../vault/site-store';
import { createCountedCaller } from './api-calls';
import { readSettings } from './settings';
import { markSiteTab, openPanelOnToolbarClick } from './toolbar';
import { isKnownOrigin, loadKnownOrigins } from './known-origins';
import { openPanelForLauncher, openPanelForTab } from './side-panel';
import { addSite, quotaOf, setSiteChoice, recheckSite, removeSite, replaceToken, requireSite, restoreContentScripts, siteSummaries } from './sites';
import { forgetTab, forgetTabLeaving, recallTab, rememberTab } from './tab-contexts';
import { hasCommentsToModerate, launcherFor } from './launcher-label';
import { commentPickItem, entryOf, pointedItem, pointModeItem } from '../messages/session-items';
import type { Operation } from '../messages/operations';
import { clearPreview, forgetPreview, sendInOrder, sendToPage, showDesign, showPageDraft } from './preview';
import { resolveSlug } from './slugs';
import { runOperation } from './operations';
import { resourceFromUrl } from '../detect/resource';
import { inspectTab } from './first-visit';
import { documentAddress } from './document-address';
import { draftWaitsInStore, editedElsewhere, readAhead } from './read-ahead';
import { listenForPointShortcut } from './point-shortcut';
import { injectPointScript } from './point-script';

export function startBackground(): void {
  const limiter = createQuotaLimiter(idbLedgerStore());
  const caller = createCountedCaller(limiter, {}, async () => (await readSettings()).apiTimeoutMs);
  const deps = { caller, limiter };
  const operate = async (origin: string, operation: Operation) => runOperation(caller, await requireSite(origin), operation);

  const route = createRouter(
    { id: browser.runtime.id, baseUrl: browser.runtime.getURL('/') },
    {
      'sites/list': () => siteSummaries(deps),
      'sites/add': ({ address, token, keys }) => addSite(deps, address, { token, keys }).finally(loadKnownOrigins),
      'sites/remove': ({ origin }) => removeSite(deps, origin).finally(loadKnownOrigins),
      'sites/check': ({ origin }) => recheckSite(deps, origin),
      'sites/replace-token': ({ origin, token, keys }) => replaceToken(deps, origin, { token, keys }),
      'quota/status': ({ origin }) => quotaOf(deps, origin),
      'site/operation': ({ origin, operation }) => operate(origin, operation),
      'panel/read-ahead': ({ tabId, closingDrafts }) => readAhead(tabId, closingDrafts, { context: recallTab, draftWaits: draftWaitsInStore, editedElsewhere, run: operate }),
      'tabs/context': ({ tabId }) => recallTab(tabId),
      'tabs/inspect': ({ tabId }) => inspectTab(tabId),
      'preview/show': async ({ tabId, url, documentId, kind, html, originalHtml }) => ({
        shown: await showPageDraft({ tabId, url, documentId }, { type: 'preview/show', kind, html, originalHtml }),
      }),
      'preview/clear': async ({ tabId, url, documentId }) => ({ cleared: await clearPreview({ tabId, url, documentId }) }),
      'preview/css': async ({ tabId, url, documentId, css }) => ({ shown: await showDesign({ tabId, url, documentId }, { type: 'preview/css', css }) }),
      'preview/block': async ({ tabId, url, documentId, block, html }) => ({
        shown: await showDesign({ tabId, url, documentId }, { type: 'preview/block', block, html }),
      }),
      'preview/menu': async ({ tabId, url, documentId, menuId, items }) => ({
        shown: await showDesign({ tabId, url, documentId }, { type: 'preview/menu', menuId, items }),
      }),
      'preview/outline': async ({ tabId, url, documentId, block }) => ({ shown: await sendToPage({ tabId, url, documentId }, { type: 'preview/outline', block }) }),
      'preview/comment-picks': async ({ tabId, url, documentId, on }) => ({ shown: await sendToPage({ tabId, url, documentId }, { type: 'preview/comment-picks', on }) }),
      'preview/point': async ({ tabId, url, documentId, on, clicks, region }) => ({
        // Its script goes in with the first "on" (again, it adds nothing).
        shown: await sendInOrder({ tabId, url, documentId }, { type: 'preview/point', on, clicks, ...(region && { region }) },
          async () => !on || injectPointScript({ tabId, url, documentId })),
      }),
      'messages/gone': async ({ tabId, url, documentId, what, ids }) => ({ removed: await sendToPage({ tabId, url, documentId }, { type: 'messages/gone', what, ids }) }),
      'pages/resolve-slug': async ({ origin, slug }) => ({ id: await resolveSlug(caller, await requireSite(origin), slug) }),
      'sites/set-launcher': ({ origin, hidden }) => setSiteChoice(origin, { launcherHidden: hidden }),
      'sites/set-preview': ({ origin, off }) => setSiteChoice(origin, { previewOff: off }),
    },
    {
      'content/hello': async ({ parts = [], minichat = false, blocks = [], loadedFrom }, sender) => {
        const site = await getSite(sender.origin);
        if (!site) return { registered: false };
        const url = documentAddress(sender.url, sender.origin, loadedFrom);
        const resource = resourceFromUrl(url);
        const shownAs = url === sender.url ? {} : { shownAs: sender.url };
        await rememberTab({ tabId: sender.tabId, url, ...shownAs, documentId: sender.documentId, site: toPublicSite(site), resource, parts, minichat, blocks });
        await markSiteTab(sender.tabId);
        return { registered: true, siteLabel: site.label, launcher: launcherFor(site, resource, parts), commentControls: hasCommentsToModerate(resource) };
      },
      'content/open-panel': async (_request, sender) => openPanelForLauncher(isKnownOrigin(sender.origin), sender.tabId),
      'content/pick-comment': async ({ commentId }, sender) => {
        if (isKnownOrigin(sender.origin) === false) return { opened: false };
        await commentPickItem(sender.tabId).set({ commentId, at: Date.now() });
        return openPanelForTab(sender.tabId);
      },
      'content/point': async ({ target }, sender) => {
        if (isKnownOrigin(sender.origin) === false) return { opened: false };
        const at = Date.now();
        // A comment is selected in its list as one picked by its control is.
        // One write: the panel hears the pointing and the comment's pick together.
        const comment = target.what === 'comment' ? entryOf(commentPickItem(sender.tabId), { commentId: target.id, at }) : {};
        await browser.storage.session.set({ ...entryOf(pointedItem(sender.tabId), { target, at }), ...comment });
        return openPanelForTab(sender.tabId);
      },
      'content/point-leave': async (_request, sender) => {
        await pointModeItem(sender.tabId).set({ clicks: false });
        return { left: true };
      },
    },
  );

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
