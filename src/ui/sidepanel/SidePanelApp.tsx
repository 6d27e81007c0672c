// The side panel: follows its tab, opens what the tab shows (or anything else of the site the
// owner picks), and edits it (SitePanel.tsx).
import { useLayoutEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { tabContextItem } from '../../messages/session-items';
import { t, uiLanguage } from '../../i18n';
import { lazyView } from '../lazy-view';
import { Header } from '../Header';
import { isBoundToTab } from './panel-tab';
import { tabAndContext, type PanelStart } from './panel-start';

// Read only on a site not added yet: a panel on the owner's own sites never needs it.
const FirstVisit = lazyView<{ tabId: number | null }>(() => import('../adding/FirstVisit').then((module) => module.FirstVisit));
import { SitePanel } from './SitePanel';

type TabState = { status: 'loading' } | ({ status: 'ready' } & PanelStart) | { status: 'error'; message: string };

/** `start`: the first answer, asked for before this interface was read (see panel-start.ts). */
export function SidePanelApp({ start }: { start?: Promise<PanelStart> }) {
  const [tab, setTab] = useState<TabState>({ status: 'loading' });

  // Asked as soon as the panel is on screen, not a frame later (an effect waits for the next paint).
  useLayoutEffect(() => {
    document.documentElement.lang = uiLanguage();
    let shown: number | null = null;
    let first = start;
    // Pages that report in quick succession (saves reload the tab) ask again each time; the
    // answers may come back out of order, and only the latest question's is the tab's now.
    let asking = 0;
    const load = async () => {
      const asked = first ?? tabAndContext(location.search);
      first = undefined;
      const question = ++asking;
      try {
        const answers = await asked;
        if (question !== asking) return;
        shown = answers.tabId;
        setTab({ status: 'ready', ...answers });
      } catch (problem) {
        if (question === asking) setTab({ status: 'error', message: (problem as Error).message });
      }
    };
    void load();
    // The tab's page reported (a new page, another site) or the tab left the site: follow it.
    // Other tabs loading change nothing here.
    const onContext = (changes: Record<string, unknown>, area: string) => {
      if (area === 'session' && shown !== null && tabContextItem(shown).key in changes) void load();
    };
    browser.storage.onChanged.addListener(onContext);
    // A panel not bound to a tab follows the active one.
    const onActivated = () => void load();
    if (!isBoundToTab(location.search)) browser.tabs.onActivated.addListener(onActivated);
    return () => {
      browser.storage.onChanged.removeListener(onContext);
      browser.tabs.onActivated.removeListener(onActivated);
    };
  }, []);

  return (
    <main class="panel">
      <Header title={t('ext_name')} />
      {tab.status === 'loading' && <p aria-busy="true">{t('loading')}</p>}
      {tab.status === 'error' && <p role="alert" class="error">{tab.message}</p>}
      {tab.status === 'ready' && !tab.context && <FirstVisit tabId={tab.tabId} />}
      {tab.status === 'ready' && tab.context && <SitePanel key={tab.context.url} tabId={tab.tabId} context={tab.context} readAhead={tab.readAhead} />}
    </main>
  );
}
