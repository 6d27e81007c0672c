// Turns whatever the owner pasted (a bare host, any URL on the site) into the site's origin,
// and the match pattern that grants access to it.
import { t } from '../i18n';
import { PLAIN_HTTP_HOSTS } from '../security/manifest-policy';

export class SiteAddressError extends Error {}

const isPlainHttpHost = (hostname: string) => PLAIN_HTTP_HOSTS.includes(hostname);

export function siteOriginFrom(address: string): string {
  const trimmed = address.trim();
  if (!trimmed) throw new SiteAddressError(t('address_empty'));
  const withScheme = /^[a-z][a-z\d+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    throw new SiteAddressError(t('address_not_web', trimmed));
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new SiteAddressError(t('address_scheme'));
  }
  // `mysite.ucoz.ru@evil.com` is the host evil.com with a user name: never what the owner meant.
  if (url.username || url.password) throw new SiteAddressError(t('address_credentials', url.hostname));
  if (url.protocol === 'http:' && !isPlainHttpHost(url.hostname)) {
    throw new SiteAddressError(t('address_use_https', url.host));
  }
  if (!url.hostname.includes('.') && !isPlainHttpHost(url.hostname)) {
    throw new SiteAddressError(t('address_not_domain', url.hostname));
  }
  return url.origin;
}

/**
 * Match pattern for a site's host permission and content script. Match patterns carry no
 * port, so a loopback site on any port shares one pattern; the background still checks the
 * exact origin of every message.
 */
export function originMatchPattern(origin: string): string {
  const url = new URL(origin);
  return `${url.protocol}//${url.hostname}/*`;
}
