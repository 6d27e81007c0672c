// Turns whatever the owner pasted (a bare host, any URL on the site) into the site's origin,
// and the match pattern that grants access to it.

export class SiteAddressError extends Error {}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK_HOSTS.has(hostname) || /^127\.\d+\.\d+\.\d+$/.test(hostname);
}

export function siteOriginFrom(address: string): string {
  const trimmed = address.trim();
  if (!trimmed) throw new SiteAddressError('Enter the address of your site, for example https://example.ucoz.net');
  const withScheme = /^[a-z][a-z\d+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    throw new SiteAddressError(`"${trimmed}" is not a web address. Enter it like https://example.ucoz.net`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new SiteAddressError('The address must start with https://');
  }
  // The token travels to this origin: plain HTTP only where it never leaves the machine.
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
    throw new SiteAddressError(`Use https://${url.host}: your API token must not travel unencrypted.`);
  }
  if (!url.hostname.includes('.') && !isLoopbackHost(url.hostname)) {
    throw new SiteAddressError(`"${url.hostname}" is not a full domain name. Enter it like example.ucoz.net`);
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
