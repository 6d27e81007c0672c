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
  try {
    await browser.scripting.executeScript({ target: { tabId: to.tabId, frameIds: [0] }, files: [POINT_SCRIPT] });
    return true;
  } catch {
    // The tab went on to another page, or the site's access was taken back.
    return false;
  }
}
