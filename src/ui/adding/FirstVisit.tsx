// The panel on a tab of no added site. A click on the toolbar button lends Inplace the tab: it
// looks at the page once and, on a site of the platform, offers to add it there and then.
import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { t, tSplit } from '../../i18n';
import type { TabInspection } from '../../messages/from-extension-page';
import { actionClickItem, watchItem } from '../../messages/session-items';
import { sendFromExtensionPage } from '../../messages/send';
import { extensionUrl } from '../extension-url';
import { useFormAction } from '../useFormAction';
import { addSiteWithAccess } from './add-site';
import { CredentialFields } from './CredentialFields';
import { additionFrom, emptyCredentialDraft } from './credential-draft';
import { tokenPageOf } from './token-page';
import { siteOriginFrom } from '../../vault/origin';

type Offer = Extract<TabInspection, { state: 'platform' }> & { tabId: number };
type Seen = { status: 'looking' } | { status: 'seen'; inspection: TabInspection } | { status: 'failed'; message: string };

/**
 * What to show after a look: a look that could not see the page keeps an offer already made (the
 * owner went to the control panel for a token); any finding of its own replaces it.
 */
export function nextOffer(current: Offer | null, inspection: TabInspection, tabId: number): Offer | null {
  if (inspection.state === 'platform') return current?.origin === inspection.origin ? current : { ...inspection, tabId };
  return inspection.state === 'no-access' ? current : null;
}

export function FirstVisit({ tabId }: { tabId: number | null }) {
  const [seen, setSeen] = useState<Seen>({ status: 'looking' });
  const [offer, setOffer] = useState<Offer | null>(null);

  useEffect(() => {
    if (tabId === null) return setSeen({ status: 'seen', inspection: { state: 'not-web' } });
    let current = true;
    const look = () =>
      sendFromExtensionPage({ type: 'tabs/inspect', tabId }).then(
        (inspection) => {
          if (!current) return;
          setSeen({ status: 'seen', inspection });
          setOffer((offer) => nextOffer(offer, inspection, tabId));
        },
        (problem: Error) => current && setSeen({ status: 'failed', message: problem.message }),
      );
    void look();
    // A click on the toolbar button (the panel already open) lends the tab anew: look again.
    const stopWatching = watchItem(actionClickItem(tabId), () => void look());
    return () => {
      current = false;
      stopWatching();
    };
  }, [tabId]);

  if (offer) return <AddThisSite key={offer.origin} offer={offer} />;
  if (seen.status === 'looking') return <p aria-busy="true">{t('loading')}</p>;
  if (seen.status === 'failed') return <p role="alert" class="error">{seen.message}</p>;
  const { inspection } = seen;
  if (inspection.state === 'other') return <p data-testid="panel-status">{t('not_a_platform_site', new URL(inspection.origin).host)}</p>;
  if (inspection.state === 'no-access') return <p data-testid="panel-status">{t('click_toolbar_to_check')}</p>;
  // Its page has not reported yet: it will, once its script runs.
  if (inspection.state === 'added') return <p data-testid="panel-status" aria-busy="true">{t('site_added_starting', new URL(inspection.origin).host)}</p>;
  return <NotASite />;
}

function NotASite() {
  const [before, after] = tSplit('panel_not_a_site', 1);
  return (
    <p data-testid="panel-status">
      {before}
      <a href={extensionUrl('/options.html')} target="_blank" rel="noreferrer">{t('panel_settings_link')}</a>
      {after}
    </p>
  );
}

function AddThisSite({ offer }: { offer: Offer }) {
  const [address, setAddress] = useState(offer.address);
  const [draft, setDraft] = useState(emptyCredentialDraft);
  const { busy, error, setError, run } = useFormAction();
  const host = new URL(offer.address).host;
  const [before, after] = tSplit('get_token_hint', 1);

  function submit(event: Event) {
    event.preventDefault();
    const addition = additionFrom(address, draft);
    if ('problem' in addition) return setError(addition.problem);
    void run(async () => {
      await addSiteWithAccess(addition.origin, addition.credentials);
      // Back to the page the owner started from: its editor opens there.
      await browser.tabs.update(offer.tabId, { active: true }).catch(() => {});
    });
  }

  return (
    <form class="first-visit" onSubmit={submit} noValidate data-testid="panel-status">
      <h2>{t('add_this_site_title', host)}</h2>
      <p class="hint">{t('add_this_site_intro')}</p>
      <label for="first-visit-address">{t('site_address')}</label>
      <input id="first-visit-address" value={address} onInput={(e) => setAddress(e.currentTarget.value)} autocomplete="url" spellcheck={false}
        aria-describedby="first-visit-goes-to" />
      <p id="first-visit-goes-to" class="hint">{t('token_goes_to', hostToSendTo(address, host))}</p>
      <p class="row">
        <a href={tokenPageOf(address, offer.address)} target="_blank" rel="noreferrer">{t('get_a_token')}</a>
      </p>
      <CredentialFields idPrefix="first-visit" draft={draft} onChange={setDraft} hint={<>{before}<strong>{t('control_panel_uapi')}</strong>{after}</>} />
      <div class="row">
        <button type="submit" disabled={busy}>{t('add_this_site')}</button>
        <span role="alert" class="error">{error}</span>
      </div>
    </form>
  );
}

/** The host the token would go to, as the address field reads now (the offered one until it reads as an address). */
function hostToSendTo(address: string, offered: string): string {
  try {
    return new URL(siteOriginFrom(address)).host;
  } catch {
    return offered;
  }
}
