import { useState } from 'preact/hooks';
import type { SiteSummary } from '../../messages/from-extension-page';
import { t } from '../../i18n';
import type { Credentials } from '../../vault/site-record';
import { CredentialFields } from '../adding/CredentialFields';
import { credentialsFrom, emptyCredentialDraft } from '../adding/credential-draft';
import { useFormAction } from '../useFormAction';

interface Props {
  site: SiteSummary;
  onReplace: (credentials: Credentials) => Promise<void>;
  onCancel: () => void;
}

/** A new token or key set for a site; the old one stays until the site accepts the new one. */
export function ReplaceTokenForm({ site, onReplace, onCancel }: Props) {
  const [draft, setDraft] = useState(() => emptyCredentialDraft(site.keySet === true));
  const { busy, error, setError, run } = useFormAction();
  const id = `new-token-${site.origin.replace(/\W+/g, '-')}`;

  function submit(event: Event) {
    event.preventDefault();
    const checked = credentialsFrom(draft);
    if ('problem' in checked) return setError(checked.problem);
    void run(() => onReplace(checked.credentials));
  }

  return (
    <form onSubmit={submit} noValidate>
      <CredentialFields idPrefix={id} draft={draft} onChange={setDraft} tokenLabel={t('new_api_token')} />
      <div class="row">
        <button type="submit" disabled={busy}>{t('save_token')}</button>
        <button type="button" class="secondary" onClick={onCancel}>{t('cancel')}</button>
        <span role="alert" class="error">{error}</span>
      </div>
    </form>
  );
}
