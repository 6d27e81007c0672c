import { useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { sendFromPage } from '../../messages/send';
import { originMatchPattern, siteOriginFrom } from '../../vault/origin';
import type { PublicSite } from '../../vault/site-record';

export function AddSiteForm({ onAdded }: { onAdded: (site: PublicSite) => void }) {
  const [address, setAddress] = useState('');
  const [token, setToken] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function submit(event: Event) {
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
      setError('Paste the API token from your control panel (Control Panel → uAPI).');
      return;
    }
    setBusy(true);
    try {
      // Asked inside the click, before anything else is awaited: browsers require the gesture.
      const granted = await browser.permissions.request({ origins: [originMatchPattern(origin)] });
      if (!granted) {
        setError(`Inplace needs access to ${origin} to work there. Add the site again and choose Allow.`);
        return;
      }
      const site = await sendFromPage({ type: 'sites/add', address: origin, token });
      setAddress('');
      setToken('');
      onAdded(site);
    } catch (problem) {
      setError((problem as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <label for="site-address">Site address</label>
      <input id="site-address" value={address} onInput={(e) => setAddress(e.currentTarget.value)}
        placeholder="https://example.ucoz.net" autocomplete="url" spellcheck={false} />
      <label for="site-token">API token</label>
      <input id="site-token" type="password" value={token} onInput={(e) => setToken(e.currentTarget.value)}
        autocomplete="off" spellcheck={false} />
      <p class="hint">Create one in your site's Control Panel → uAPI. It stays in this browser and goes only to your site.</p>
      <div class="row">
        <button type="submit" disabled={busy}>Add site</button>
        <span role="alert" class="error">{error}</span>
      </div>
    </form>
  );
}
