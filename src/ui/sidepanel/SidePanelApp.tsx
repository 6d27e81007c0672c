import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import type { TabContext } from '../../messages/protocol';
import { sendFromPage } from '../../messages/send';
import { extensionUrl } from '../extension-url';
import { Header } from '../Header';
import { boundTabId, isBoundToTab } from './panel-tab';

type State = { status: 'loading' } | { status: 'ready'; context: TabContext | null } | { status: 'error'; message: string };

export function SidePanelApp() {
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    const load = async () => {
      try {
        const tabId = await boundTabId(location.search);
        const context = tabId === null ? null : await sendFromPage({ type: 'tabs/context', tabId });
        setState({ status: 'ready', context });
      } catch (problem) {
        setState({ status: 'error', message: (problem as Error).message });
      }
    };
    void load();
    if (isBoundToTab(location.search)) return;
    // Follow the active tab when the panel is not bound to one.
    const onActivated = () => void load();
    const onUpdated = (_id: number, change: { status?: string }) => change.status === 'complete' && void load();
    browser.tabs.onActivated.addListener(onActivated);
    browser.tabs.onUpdated.addListener(onUpdated);
    return () => {
      browser.tabs.onActivated.removeListener(onActivated);
      browser.tabs.onUpdated.removeListener(onUpdated);
    };
  }, []);

  return (
    <main>
      <Header title="Inplace" />
      {state.status === 'loading' && <p aria-busy="true">Loading…</p>}
      {state.status === 'error' && <p role="alert" class="error">{state.message}</p>}
      {state.status === 'ready' && <TabSummary context={state.context} />}
    </main>
  );
}

function TabSummary({ context }: { context: TabContext | null }) {
  if (!context) {
    return (
      <p data-testid="panel-status">
        Open a page of one of your sites to edit it here. Add sites in{' '}
        <a href={extensionUrl('/options.html')} target="_blank" rel="noreferrer">Inplace settings</a>.
      </p>
    );
  }
  return (
    <section data-testid="panel-status">
      <p>
        Site: <strong>{context.site.label}</strong>
      </p>
      <p class="site-origin">{context.url}</p>
    </section>
  );
}
