// The editing script (entrypoints/editing.ts: the live preview and Point to edit) goes into a tab
// only when a panel first shows something there: the pages the panel never works on carry none of it.
import { browser } from 'wxt/browser';
import type { PreviewDocument } from '../messages/protocol';

/** Where the build puts it. */
export const EDITING_SCRIPT = '/editing.js';

/** Puts the script into the very document the panel works on; again, it adds nothing. */
export async function injectEditingScript(to: PreviewDocument): Promise<boolean> {
  // Where the browser names documents: not a page the tab went on to since.
  const inDocument = to.documentId ? { tabId: to.tabId, documentIds: [to.documentId] } : null;
  try {
    await browser.scripting.executeScript({ target: inDocument ?? { tabId: to.tabId, frameIds: [0] }, files: [EDITING_SCRIPT] });
    return true;
  } catch (error) {
    // A browser that does not know documentIds says so by that name: the top frame, which the caller checked.
    if (inDocument && String((error as Error)?.message).includes('documentIds')) return injectEditingScript({ tabId: to.tabId, url: to.url });
    // The document is gone, or the site's access was taken back.
    return false;
  }
}
