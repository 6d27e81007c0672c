import { useState } from 'preact/hooks';
import { t } from '../../i18n';
import type { PublicSite } from '../../vault/site-record';
import { addSiteWithAccess } from '../adding/add-site';
import { CredentialFields } from '../adding/CredentialFields';
import { additionFrom, emptyCredentialDraft } from '../adding/credential-draft';
import { useFormAction } from '../useFormAction';

export function AddSiteForm({ onAdded }: { onAdded: (site: PublicSite) => void }) {
  const [address, setAddress] = useState('');
  const [draft, setDraft] = useState(emptyCredentialDraft);
  const { busy, error, setError, run } = useFormAction();

  function submit(event: Event) {
    event.preventDefault();
    const addition = additionFrom(address, draft);
    if ('problem' in addition) return setError(addition.problem);
    void run(async () => {
      const site = await addSiteWithAccess(addition.origin, addition.credentials);
      setAddress('');
      setDraft(emptyCredentialDraft());
      onAdded(site);
    });
  }

  return (
    <form onSubmit={submit} noValidate>
      <label for="site-address">{t('site_address')}</label>
      <input id="site-address" value={address} onInput={(e) => setAddress(e.currentTarget.value)}
        placeholder={t('site_address_example')} autocomplete="url" spellcheck={false} />
      <CredentialFields idPrefix="site" draft={draft} onChange={setDraft} hint={t('api_token_hint')} />
      <div class="row">
        <button type="submit" disabled={busy}>{t('add_site')}</button>
        <span role="alert" class="error">{error}</span>
      </div>
    </form>
  );
}
