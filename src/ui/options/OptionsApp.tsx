import { useEffect, useState } from 'preact/hooks';
import type { SiteSummary } from '../../messages/from-extension-page';
import { altKeyName, t, uiLanguage } from '../../i18n';
import { sendFromExtensionPage } from '../../messages/send';
import { discardClosingDrafts } from '../../drafts/draft-keys';
import { dropUploadsOf } from '../../kinds/photo/upload/upload-store';
import { Header } from '../Header';
import { AddSiteForm } from './AddSiteForm';
import { SiteList } from './SiteList';
import { withExpiry } from '../adding/add-site';

export function OptionsApp() {
  const [sites, setSites] = useState<SiteSummary[] | null>(null);
  const [error, setError] = useState('');

  const refresh = () => sendFromExtensionPage({ type: 'sites/list' }).then(setSites, (problem: Error) => setError(problem.message));

  useEffect(() => {
    document.documentElement.lang = uiLanguage();
    document.title = t('options_title');
    void refresh();
  }, []);

  /** Runs an action on a site, shows its failure, and reloads the list either way. */
  const act = (action: () => Promise<unknown>) => async () => {
    setError('');
    try {
      await action();
    } catch (problem) {
      setError((problem as Error).message);
    }
    await refresh();
  };

  return (
    <main>
      <Header title={t('options_title')} />
      {/* The owner's sites first: on most visits they come to open one, not to add one. */}
      <p class="hint">{t('options_gesture', altKeyName())}</p>
      <h2>{t('your_sites')}</h2>
      {error && <p role="alert" class="error">{error}</p>}
      {sites && (
        <SiteList
          sites={sites}
          onRemove={(origin) => act(async () => {
            await sendFromExtensionPage({ type: 'sites/remove', origin });
            // What closing panels kept here (this page shares their storage) goes with the site,
            // and so do photos it had not sent yet.
            discardClosingDrafts(origin, localStorage);
            await dropUploadsOf(origin);
          })()}
          onCheck={(origin) => act(() => sendFromExtensionPage({ type: 'sites/check', origin }))()}
          onLauncherShown={(origin, shown) => act(() => sendFromExtensionPage({ type: 'sites/set-launcher', origin, hidden: !shown }))()}
          onPreviewShown={(origin, shown) => act(() => sendFromExtensionPage({ type: 'sites/set-preview', origin, off: !shown }))()}
          onReplaceToken={async (origin, credentials) => {
            // Thrown errors stay in the replace form, next to the token that failed.
            await sendFromExtensionPage({ type: 'sites/replace-token', origin, ...withExpiry(credentials) });
            await refresh();
          }}
        />
      )}
      <h2>{t('add_a_site')}</h2>
      <AddSiteForm onAdded={() => void refresh()} />
    </main>
  );
}
