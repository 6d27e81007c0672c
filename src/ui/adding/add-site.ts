// Adding a site from an extension page: the site's permission, asked in the owner's click, then
// the background checks the credentials with the site and keeps them.
import { browser } from 'wxt/browser';
import { t } from '../../i18n';
import { sendFromExtensionPage } from '../../messages/send';
import { originMatchPattern } from '../../vault/origin';
import type { Credentials, PublicSite } from '../../vault/site-record';
import { tokenExpiry } from '../../vault/token-expiry';

/** Call it first thing in the click handler: browsers let only a click ask for a permission. */
export async function addSiteWithAccess(origin: string, credentials: Credentials): Promise<PublicSite> {
  const granted = await browser.permissions.request({ origins: [originMatchPattern(origin)] });
  if (!granted) throw new Error(t('access_refused', origin));
  return sendFromExtensionPage({ type: 'sites/add', address: origin, ...withExpiry(credentials) });
}

/** The credentials with the token's expiry where it is a JWT that has one (the background keeps it). */
export function withExpiry(credentials: Credentials): Credentials {
  const tokenExpiresAt = credentials.keys ? undefined : tokenExpiry(credentials.token.trim());
  return { ...credentials, ...(tokenExpiresAt !== undefined && { tokenExpiresAt }) };
}
