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
