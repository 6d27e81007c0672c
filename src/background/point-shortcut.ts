// The keyboard's way into Point to edit: a shortcut turns the tab's switch on (or off) and
// opens the panel, whose being open is what lets the page be pointed at.
import { browser } from 'wxt/browser';
import { pointModeItem, readItem, writeItem } from '../messages/session-items';
import { openPanelForTab } from './side-panel';
import { recallTab } from './tab-contexts';

/** The manifest's command (wxt.config.ts). */
export const POINT_COMMAND = 'point-to-edit';

export function listenForPointShortcut(): void {
  browser.commands?.onCommand.addListener((command, tab) => {
    if (command !== POINT_COMMAND || tab?.id === undefined) return;
    // At once: the browser lets the panel open only during the key press.
    void openPanelForTab(tab.id);
    void togglePointMode(tab.id);
  });
}

/** Only on a tab of one of the owner's sites. */
export async function togglePointMode(tabId: number): Promise<void> {
  if (!(await recallTab(tabId))) return;
  const mode = pointModeItem(tabId);
  await writeItem(mode, { clicks: !(await readItem(mode))?.clicks });
}
