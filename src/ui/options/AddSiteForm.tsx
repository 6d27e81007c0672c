import { useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { t } from '../../i18n';
import { sendFromPage } from '../../messages/send';
import { originMatchPattern, siteOriginFrom } from '../../vault/origin';
import type { PublicSite } from '../../vault/site-record';
import { useFormAction } from './useFormAction';

export function AddSiteForm({ onAdded }: { onAdded: (site: PublicSite) => void }) {
  const [address, setAddress] = useState('');
  const [token, setToken] = useState('');
  const { busy, error, setError, run } = useFormAction();

  function submit(event: Event) {
    event.preventDefault();
    setError('');
    let origin: string;
    try {
      origin = siteOriginFrom(address);
    } catch (problem) {
      setError((problem as Error).message);
      return;
    }
    if (!token.trim()) {
      setError(t('paste_token'));
      return;
    }
    void run(async () => {
      // Asked inside the click, before anything else is awaited: browsers require the gesture.
      const granted = await browser.permissions.request({ origins: [originMatchPattern(origin)] });
      if (!granted) {
        setError(t('access_refused', origin));
        return;
      }
      const site = await sendFromPage({ type: 'sites/add', address: origin, token });
      setAddress('');
      setToken('');
      onAdded(site);
    });
  }

  return (
    <form onSubmit={submit} noValidate>
      <label for="site-address">{t('site_address')}</label>
      <input id="site-address" value={address} onInput={(e) => setAddress(e.currentTarget.value)}
        placeholder={t('site_address_example')} autocomplete="url" spellcheck={false} />
      <label for="site-token">{t('api_token')}</label>
      <input id="site-token" type="password" value={token} onInput={(e) => setToken(e.currentTarget.value)}
        autocomplete="off" spellcheck={false} />
      <p class="hint">{t('api_token_hint')}</p>
      <div class="row">
        <button type="submit" disabled={busy}>{t('add_site')}</button>
        <span role="alert" class="error">{error}</span>
      </div>
    </form>
  );
}
