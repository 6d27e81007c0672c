// Point to edit's script (entrypoints/point.ts) goes into a tab only once a panel is open for it:
// the pages the panel never opens on carry none of it.
import { browser } from 'wxt/browser';
import type { PreviewDocument } from '../messages/protocol';
import { stillShows } from './preview';

/** Where the build puts it. */
export const POINT_SCRIPT = '/point.js';

/** Puts the script into the tab's page, if the tab still shows the page the panel knew; again does nothing. */
export async function injectPointScript(to: PreviewDocument): Promise<boolean> {
  if (!(await stillShows(to))) return false;
  // Into the very document the panel works on, where the browser names it: not a page the tab went on to since.
  const inDocument = to.documentId ? { tabId: to.tabId, documentIds: [to.documentId] } : null;
  try {
    await browser.scripting.executeScript({ target: inDocument ?? { tabId: to.tabId, frameIds: [0] }, files: [POINT_SCRIPT] });
    return true;
  } catch (error) {
    // A browser that does not know documentIds says so by that name: the top frame, checked above.
    if (inDocument && String((error as Error)?.message).includes('documentIds')) return injectPointScript({ tabId: to.tabId, url: to.url });
    // The document is gone, or the site's access was taken back.
    return false;
  }
}
