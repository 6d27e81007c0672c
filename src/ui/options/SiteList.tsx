import { useState } from 'preact/hooks';
import type { SiteSummary } from '../../messages/from-extension-page';
import { formatDate, t } from '../../i18n';
import type { Credentials } from '../../vault/site-record';
import { quotaLine, stateLabel } from './site-state';
import { ReplaceTokenForm } from './ReplaceTokenForm';

interface Props {
  sites: SiteSummary[];
  onRemove: (origin: string) => Promise<void>;
  onCheck: (origin: string) => Promise<void>;
  onReplaceToken: (origin: string, credentials: Credentials) => Promise<void>;
  onLauncherShown: (origin: string, shown: boolean) => Promise<void>;
  onPreviewShown: (origin: string, shown: boolean) => Promise<void>;
}

export function SiteList({ sites, onRemove, onCheck, onReplaceToken, onLauncherShown, onPreviewShown }: Props) {
  const [confirming, setConfirming] = useState<string | null>(null);
  const [replacing, setReplacing] = useState<string | null>(null);
  if (!sites.length) return <p class="hint">{t('no_sites')}</p>;
  return (
    <ul class="sites" aria-label={t('your_sites')}>
      {sites.map((site) => {
        const state = stateLabel(site);
        return (
          <li key={site.origin} data-origin={site.origin}>
            <strong>{site.label}</strong> <span class={state.ok ? 'ok state' : 'error state'}>{state.label}</span>
            <div class="site-origin">{site.origin}</div>
            {site.keySet && <p class="hint">{t('site_uses_key_set')}</p>}
            {state.detail && !state.ok && <p class="hint">{state.detail}</p>}
            <p class="hint quota">{quotaLine(site)}</p>
            {site.tokenExpiresAt !== undefined && <p class="hint">{t('token_valid_until', formatDate(site.tokenExpiresAt))}</p>}
            <div class="field checkbox">
              <input id={`launcher-${site.origin}`} type="checkbox" checked={!site.launcherHidden}
                onChange={(e) => void onLauncherShown(site.origin, e.currentTarget.checked)} />
              <label for={`launcher-${site.origin}`}>{t('show_launcher')}</label>
            </div>
            <div class="field checkbox">
              <input id={`preview-${site.origin}`} type="checkbox" checked={!site.previewOff} aria-describedby={`preview-hint-${site.origin}`}
                onChange={(e) => void onPreviewShown(site.origin, e.currentTarget.checked)} />
              <label for={`preview-${site.origin}`}>{t('show_preview')}</label>
              <p class="hint" id={`preview-hint-${site.origin}`}>{t('show_preview_hint')}</p>
            </div>
            {replacing === site.origin && (
              <ReplaceTokenForm
                site={site}
                onReplace={async (credentials) => {
                  await onReplaceToken(site.origin, credentials);
                  setReplacing(null);
                }}
                onCancel={() => setReplacing(null)}
              />
            )}
            {confirming === site.origin ? (
              <div class="row" role="group" aria-label={t('remove_site_question', site.label)}>
                <span>{t('remove_site_confirm', site.label)}</span>
                <button type="button" class="danger" onClick={() => onRemove(site.origin).then(() => setConfirming(null))}>
                  {t('remove_site')}
                </button>
                <button type="button" class="secondary" onClick={() => setConfirming(null)}>{t('cancel')}</button>
              </div>
            ) : (
              <div class="row">
                {/* The way to edit is on the site itself: the launcher there opens the panel. */}
                <a class="button" href={`${site.origin}/`} target="_blank" rel="noreferrer">{t('open_site')}</a>
                <button type="button" class="secondary" onClick={() => onCheck(site.origin)}>{t('check_again')}</button>
                {replacing !== site.origin && (
                  <button type="button" class="secondary" onClick={() => setReplacing(site.origin)}>{t('replace_token')}</button>
                )}
                <button type="button" class="danger" onClick={() => setConfirming(site.origin)}>{t('remove')}</button>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
