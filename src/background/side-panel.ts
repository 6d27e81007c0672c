// Opening the editing panel for a tab. Chrome opens its side panel from the background while
// the click that asked for it is fresh; Firefox opens its sidebar only from its own UI.

interface PanelApis {
  chrome?: { sidePanel?: { open(options: { tabId: number }): Promise<void> } };
  browser?: { sidebarAction?: { open(): Promise<void> } };
}

export async function openPanelForTab(tabId: number, apis: PanelApis = globalThis as PanelApis): Promise<{ opened: boolean }> {
  try {
    const sidePanel = apis.chrome?.sidePanel;
    if (sidePanel) await sidePanel.open({ tabId });
    else if (apis.browser?.sidebarAction) await apis.browser.sidebarAction.open();
    else return { opened: false };
    return { opened: true };
  } catch {
    return { opened: false };
  }
}

/**
 * The launcher's click, from a content script of `origin`. Chrome opens its side panel only while
 * that click is the current user action, so nothing is awaited first: a worker that has just
 * woken, still reading which sites are registered (`known` undefined), opens it too, as content
 * scripts run only on registered sites. A site known to be removed gets nothing.
 */
export function openPanelForLauncher(known: boolean | undefined, tabId: number, apis?: PanelApis): Promise<{ opened: boolean }> {
  if (known === false) return Promise.resolve({ opened: false });
  return openPanelForTab(tabId, apis);
}
