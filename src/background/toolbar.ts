// The toolbar button: a badge on tabs of the owner's sites, and a click that opens the panel.
// The click is handled here, not by Chrome's "open the panel on click" behaviour, so that it
// counts as invoking Inplace on the tab: the browser lends Inplace that one tab (activeTab), and
// the panel may look at a site not added yet.
import { t } from '../i18n';
import { browser } from 'wxt/browser';
import { noteActionClick } from './first-visit';
import { originOfUrl } from '../vault/site-access';
import { isKnownOrigin } from './known-origins';

export async function markSiteTab(tabId: number): Promise<void> {
  await browser.action.setBadgeBackgroundColor({ tabId, color: '#2f6fed' });
  await browser.action.setBadgeText({ tabId, text: '✎' });
  await browser.action.setTitle({ tabId, title: t('toolbar_title_site') });
}

export interface PanelActionApis {
  chrome?: {
    sidePanel?: {
      setPanelBehavior(behavior: { openPanelOnActionClick: boolean }): Promise<void>;
      open(options: { tabId: number }): Promise<void>;
    };
  };
  browser?: { sidebarAction?: { toggle(): Promise<void>; open(): Promise<void> } };
}

export function openPanelOnToolbarClick(apis: PanelActionApis = globalThis as PanelActionApis): void {
  const sidePanel = apis.chrome?.sidePanel;
  const sidebarAction = apis.browser?.sidebarAction;
  // Earlier versions let Chrome open the panel by itself, which lends no tab: a setting Chrome keeps.
  if (sidePanel) void sidePanel.setPanelBehavior({ openPanelOnActionClick: false }).catch(() => {});
  browser.action.onClicked.addListener((tab) => {
    if (tab.id === undefined) return;
    // Opened before anything is awaited: the browsers allow it only during the click.
    if (sidePanel) void sidePanel.open({ tabId: tab.id }).catch(() => {});
    else if (sidebarAction) {
      // On a tab of no added site the click asks about the page: the sidebar stays open to answer.
      const shown = isKnownOrigin(originOfUrl(tab.url) ?? '') ? sidebarAction.toggle() : sidebarAction.open();
      void shown.catch(() => {});
    }
    void noteActionClick(tab.id);
  });
}
