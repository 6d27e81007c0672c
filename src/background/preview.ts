// Relays the side panel's live preview to the content script of the document it was made for.
// The tab may have moved on since (another page, another site): then nothing is shown.
import { browser } from 'wxt/browser';
import type { MessagesGone, PreviewCommand, PreviewDocument } from '../messages/protocol';
import { getSite } from '../vault/site-store';
import { recallTab } from './tab-contexts';

/** Shows a draft (content, CSS, a block) in its page, unless the owner turned the live preview off for the page's site. */
export async function showPreview(to: PreviewDocument, command: Extract<PreviewCommand, { type: 'preview/show' | 'preview/css' | 'preview/block' }>): Promise<boolean> {
  const context = await recallTab(to.tabId);
  const site = context && (await getSite(context.site.origin));
  if (!site || site.previewOff) return false;
  return sendToPage(to, command);
}

/** Sends a command to the document the panel worked on, if the tab still shows it. */
export async function sendToPage(to: PreviewDocument, command: PreviewCommand | MessagesGone): Promise<boolean> {
  // Only tabs of registered sites have our content script listening, and only as they were.
  const context = await recallTab(to.tabId);
  if (!context || context.url !== to.url || context.documentId !== to.documentId) return false;
  try {
    // Addressed to the document itself where the browser can: a page that replaced it in the
    // meantime (even at the same address) does not get it.
    const target = to.documentId ? { documentId: to.documentId } : { frameId: 0 };
    return Boolean(await browser.tabs.sendMessage(to.tabId, command, target as { frameId?: number }));
  } catch {
    // The tab navigated away or is reloading: nothing to show it in.
    return false;
  }
}
