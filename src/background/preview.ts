// Relays the side panel's live preview to the content script of the tab it edits.
import { browser } from 'wxt/browser';
import type { PreviewCommand } from '../messages/protocol';
import { recallTab } from './tab-contexts';

export async function sendPreview(tabId: number, command: PreviewCommand): Promise<boolean> {
  // Only tabs of registered sites have our content script listening.
  if (!(await recallTab(tabId))) return false;
  try {
    return Boolean(await browser.tabs.sendMessage(tabId, command, { frameId: 0 }));
  } catch {
    // The tab navigated away or is reloading: nothing to show it in.
    return false;
  }
}
