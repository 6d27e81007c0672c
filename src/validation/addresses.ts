// The one rule for where a link or an image may lead, wherever the owner types or picks one (Link
// to…, the visual editor's Link and Image, a menu item, what the site's search finds): the web
// (http, https), an email or a phone for a link, or a place on the site itself (a path, a query, a
// fragment). Anything else (javascript:, data:, file:, vbscript:) is refused in plain words.

const LINK_SCHEMES = ['http:', 'https:', 'mailto:', 'tel:'];
const IMAGE_SCHEMES = ['http:', 'https:'];

/** Resolves an address written on a page of a site (relative ones are the site's own). */
function schemeOf(address: string): string | null {
  try {
    return new URL(address.trim(), 'https://site.invalid/').protocol;
  } catch {
    return null;
  }
}

/** Where a link may lead: the web, an email, a phone, or the site's own place. */
export const linkAddressOk = (address: string): boolean => LINK_SCHEMES.includes(schemeOf(address) ?? '');

/** Where an image may load from: the web, or the site's own. */
export const imageAddressOk = (address: string): boolean => IMAGE_SCHEMES.includes(schemeOf(address) ?? '');
