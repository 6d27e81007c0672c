// The toolbar button on a site Inplace does not know yet: one look at the tab the owner pointed
// it at (the click lends Inplace that tab, activeTab), to offer adding the site if it is the
// platform's. Nothing runs in any page before that click.
import { browser } from 'wxt/browser';
import { readPageSignals } from './page-signals';
import { isPlatformPage, platformMarkers, type PageSignals } from '../detect/platform-markers';
import type { TabInspection } from '../messages/from-extension-page';
import { actionClickItem, writeItem } from '../messages/session-items';
import { PLAIN_HTTP_HOSTS } from '../security/manifest-policy';
import { getSite } from '../vault/site-store';

export async function noteActionClick(tabId: number): Promise<void> {
  await writeItem(actionClickItem(tabId), Date.now());
}

/** The address to add: a site's token goes over https, whatever the tab showed. */
export function siteAddressOf(origin: string): string {
  const url = new URL(origin);
  if (url.protocol === 'http:' && !PLAIN_HTTP_HOSTS.includes(url.hostname)) url.protocol = 'https:';
  return url.origin;
}

export async function inspectTab(tabId: number): Promise<TabInspection> {
  // The address of a tab is visible only where Inplace may look: the clicked tab, or a site added.
  const url = await browser.tabs.get(tabId).then((tab) => tab.url, () => undefined);
  if (!url) return { state: 'no-access' };
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return { state: 'not-web' };
  const origin = parsed.origin;
  if (await getSite(origin)) return { state: 'added', origin };
  let signals: PageSignals | undefined;
  try {
    const [injection] = await browser.scripting.executeScript({ target: { tabId }, func: readPageSignals });
    signals = injection?.result as PageSignals | undefined;
  } catch {
    // A page the browser keeps from extensions (its store, an error page), or a tab not clicked.
  }
  if (!signals) return { state: 'no-access' };
  const markers = platformMarkers(signals);
  return isPlatformPage(markers) ? { state: 'platform', origin, address: siteAddressOf(origin), markers } : { state: 'other', origin };
}
