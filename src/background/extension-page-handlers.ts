// What the background does for each request of an extension page (side panel, options page):
// the router (src/messages/router.ts) has checked its sender and its shape.
import type { Operation } from '../messages/operations';
import type { ExtensionPageHandlers } from '../messages/router';
import type { CountedCaller } from './api-calls';
import type { QuotaLimiter } from '../quota/limiter';
import { loadKnownOrigins } from './known-origins';
import { addSite, quotaOf, setSiteChoice, recheckSite, removeSite, replaceToken, requireSite, siteSummaries } from './sites';
import { recallTab } from './tab-contexts';
import { clearPreview, sendInOrder, sendToPage, showDesign, showPageDraft } from './preview';
import { runOperation } from './operations';
import { inspectTab } from './first-visit';
import { draftWaitsInStore, editedElsewhere, readAhead } from './read-ahead';

export function extensionPageHandlers(deps: { caller: CountedCaller; limiter: QuotaLimiter }): ExtensionPageHandlers {
  const { caller } = deps;
  const operate = async (origin: string, operation: Operation) => runOperation(caller, await requireSite(origin), operation);
  return {
    'sites/list': () => siteSummaries(deps),
    'sites/add': ({ address, type: _type, ...credentials }) => addSite(deps, address, credentials).finally(loadKnownOrigins),
    'sites/remove': ({ origin }) => removeSite(deps, origin).finally(loadKnownOrigins),
    'sites/check': ({ origin }) => recheckSite(deps, origin),
    'sites/replace-token': ({ origin, type: _type, ...credentials }) => replaceToken(deps, origin, credentials),
    'quota/status': ({ origin }) => quotaOf(deps, origin),
    'site/operation': ({ origin, operation }) => operate(origin, operation),
    'panel/read-ahead': ({ tabId, closingDrafts }) => readAhead(tabId, closingDrafts, { context: recallTab, draftWaits: draftWaitsInStore, editedElsewhere, run: operate }),
    'tabs/context': ({ tabId }) => recallTab(tabId),
    'tabs/inspect': ({ tabId }) => inspectTab(tabId),
    'preview/show': async ({ tabId, url, documentId, kind, html, originalHtml, words }) => ({
      shown: await showPageDraft({ tabId, url, documentId }, { type: 'preview/show', kind, html, originalHtml, ...(words?.length ? { words } : {}) }),
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
      shown: await sendInOrder({ tabId, url, documentId }, { type: 'preview/point', on, clicks, ...(region && { region }) }),
    }),
    'messages/gone': async ({ tabId, url, documentId, what, ids }) => ({ removed: await sendToPage({ tabId, url, documentId }, { type: 'messages/gone', what, ids }) }),
    'sites/set-launcher': ({ origin, hidden }) => setSiteChoice(origin, { launcherHidden: hidden }),
    'sites/set-preview': ({ origin, off }) => setSiteChoice(origin, { previewOff: off }),
  };
}
