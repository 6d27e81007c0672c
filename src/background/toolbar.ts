// The toolbar button: a badge on tabs of the owner's sites, and a click that opens the panel.
import { t } from '../i18n';
import { browser } from 'wxt/browser';

export async function markSiteTab(tabId: number): Promise<void> {
  await browser.action.setBadgeBackgroundColor({ tabId, color: '#2f6fed' });
  await browser.action.setBadgeText({ tabId, text: '✎' });
  await browser.action.setTitle({ tabId, title: t('toolbar_title_site') });
}

interface PanelActionApis {
  chrome?: { sidePanel?: { setPanelBehavior(behavior: { openPanelOnActionClick: boolean }): Promise<void> } };
  browser?: { sidebarAction?: { toggle(): Promise<void> } };
}

export function openPanelOnToolbarClick(apis: PanelActionApis = globalThis as PanelActionApis): void {
  const sidePanel = apis.chrome?.sidePanel;
  if (sidePanel) {
    // Chrome opens the side panel itself on a click of the toolbar button.
    void sidePanel.setPanelBehavior({ openPanelOnActionClick: true }).catch(() => {});
    return;
  }
  // Firefox: the click is a user action, so the sidebar may open from its handler.
  browser.action.onClicked.addListener(() => void apis.browser?.sidebarAction?.toggle());
}
