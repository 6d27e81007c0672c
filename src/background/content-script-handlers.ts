// What the background does for each request of a site's content script: the router
// (src/messages/router.ts) has checked its shape and taken its site from the browser-set sender.
import { browser } from 'wxt/browser';
import { resourceFromUrl } from '../detect/resource';
import type { ContentScriptHandlers } from '../messages/router';
import { commentPickItem, entryOf, pointedItem, pointModeItem, writeItem } from '../messages/session-items';
import { toPublicSite } from '../vault/site-record';
import { getSite } from '../vault/site-store';
import { documentAddress } from './document-address';
import { isKnownOrigin } from './known-origins';
import { launcherFor } from './launcher-label';
import { draftWaitsInStore } from './read-ahead';
import { draftKey } from '../drafts/draft-keys';
import { refFromResource, refKey } from '../resources/resource-ref';
import { openPanelForLauncher, openPanelForTab } from './side-panel';
import { rememberTab } from './tab-contexts';
import { markSiteTab } from './toolbar';

export const contentScriptHandlers: ContentScriptHandlers = {
  'content/hello': async ({ parts = [], minichat = false, blocks = [], loadedFrom }, sender) => {
    const site = await getSite(sender.origin);
    if (!site) return { registered: false };
    const url = documentAddress(sender.url, sender.origin, loadedFrom);
    const resource = resourceFromUrl(url);
    const shownAs = url === sender.url ? {} : { shownAs: sender.url };
    const launcher = launcherFor(site, resource, parts);
    const ref = refFromResource(resource, parts);
    const [draft] = await Promise.all([
      // The draft store is looked in only where a button will show its dot.
      ref && launcher.show ? draftWaitsInStore(draftKey(site.origin, refKey(ref))) : false,
      rememberTab({ tabId: sender.tabId, url, ...shownAs, documentId: sender.documentId, site: toPublicSite(site), resource, parts, minichat, blocks }),
    ]);
    await markSiteTab(sender.tabId);
    // An entry's or a photo's comments get a control each, which opens them in the panel.
    const commentControls = ref !== null && ref.kind !== 'page';
    return { registered: true, siteLabel: site.label, launcher: draft ? { ...launcher, draft } : launcher, commentControls };
  },
  'content/open-panel': async (_request, sender) => openPanelForLauncher(isKnownOrigin(sender.origin), sender.tabId),
  'content/pick-comment': async ({ commentId }, sender) => {
    if (isKnownOrigin(sender.origin) === false) return { opened: false };
    await writeItem(commentPickItem(sender.tabId), { commentId, at: Date.now() });
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
    await writeItem(pointModeItem(sender.tabId), { clicks: false });
    return { left: true };
  },
};
