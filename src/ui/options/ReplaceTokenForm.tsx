import { useState } from 'preact/hooks';
import type { SiteSummary } from '../../messages/protocol';
import { t } from '../../i18n';
import { useFormAction } from './useFormAction';

interface Props {
  site: SiteSummary;
  onReplace: (token: string) => Promise<void>;
  onCancel: () => void;
}

/** A new token for a site; the old one stays until the site accepts the new one. */
export function ReplaceTokenForm({ site, onReplace, onCancel }: Props) {
  const [token, setToken] = useState('');
  const { busy, error, run } = useFormAction();
  const id = `new-token-${site.origin.replace(/\W+/g, '-')}`;

  function submit(event: Event) {
    event.preventDefault();
    void run(() => onReplace(token));
  }

  return (
    <form onSubmit={submit} noValidate>
      <label for={id}>{t('new_api_token')}</label>
      <input id={id} type="password" value={token} onInput={(e) => setToken(e.currentTarget.value)} autocomplete="off" spellcheck={false} />
      <div class="row">
        <button type="submit" disabled={busy || !token.trim()}>{t('save_token')}</button>
        <button type="button" class="secondary" onClick={onCancel}>{t('cancel')}</button>
        <span role="alert" class="error">{error}</span>
      </div>
    </form>
  );
}
