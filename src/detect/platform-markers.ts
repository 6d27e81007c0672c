// Recognises a page of the platform from independent markers (platform-notes §2). None is
// guaranteed on every site, so callers combine them.
import {
  GLOBAL_BLOCK_MARKER, JS_DATA_MARKER, MODULE_BODY_CLASS, POWERED_BY_HOST, POWERED_BY_IMAGE_PATH, POWERED_BY_TITLE, SYSTEM_ASSET, UCOZ_OBJECT,
} from './platform-markup';

/** What the content script reads off the page; plain data so detection stays pure. */
export interface PageSignals {
  hostname: string;
  cookieNames: string[];
  bodyClasses: string[];
  inlineScripts: string[];
  assetUrls: string[];
  comments: string[];
  links: { href: string; title: string; imageSrc: string }[];
}

export type PlatformMarker =
  | 'js-data-block'
  | 'system-assets'
  | 'global-blocks'
  | 'powered-by'
  | 'module-body-class'
  | 'site-cookie'
  | 'platform-host';

const PLATFORM_DOMAINS = [
  'ucoz.ru', 'ucoz.net', 'ucoz.com', 'ucoz.org', 'ucoz.ua', 'ucoz.de', 'ucoz.es', 'ucoz.pl',
  'ucoz.kz', 'ucoz.lv', 'ucoz.hu', 'ucoz.ae', 'ucoz.club', 'ucoz.co.uk', 'ucoz.com.br',
  'ucoz.site', 'narod.ru', '3dn.ru', 'at.ua', 'clan.su', 'do.am', 'moy.su', 'my1.ru', 'usite.pro',
];

/** A user site on one of the platform's own domains (their `www` host is the company's). */
export function isPlatformHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return PLATFORM_DOMAINS.some((domain) => host.endsWith(`.${domain}`) && host !== `www.${domain}`);
}

export function platformMarkers(page: PageSignals): PlatformMarker[] {
  const found: PlatformMarker[] = [];
  if (page.inlineScripts.some((text) => text.includes(JS_DATA_MARKER) || UCOZ_OBJECT.test(text))) {
    found.push('js-data-block');
  }
  if (page.assetUrls.some((url) => SYSTEM_ASSET.test(url))) found.push('system-assets');
  if (page.comments.some((text) => GLOBAL_BLOCK_MARKER.test(text.trim()))) found.push('global-blocks');
  if (page.links.some(isPoweredByLink)) found.push('powered-by');
  if (page.bodyClasses.some((name) => MODULE_BODY_CLASS.test(name))) found.push('module-body-class');
  if (page.cookieNames.some((name) => /^[\da-z][\w-]*uCoz$/.test(name))) found.push('site-cookie');
  if (isPlatformHost(page.hostname)) found.push('platform-host');
  return found;
}

function isPoweredByLink(link: PageSignals['links'][number]): boolean {
  let host = '';
  try {
    host = new URL(link.href).hostname;
  } catch {
    return false;
  }
  if (!POWERED_BY_HOST.test(host)) return false;
  return POWERED_BY_TITLE.test(link.title) || link.imageSrc.includes(POWERED_BY_IMAGE_PATH);
}

/**
 * Whether the markers found make the page one of the platform's: two independent ones at least,
 * one of them more than a body class (any page can carry one marker, and a page offered as a
 * site gets a token pasted for its host).
 */
export function isPlatformPage(markers: readonly PlatformMarker[]): boolean {
  return new Set(markers).size >= 2 && markers.some((marker) => marker !== 'module-body-class');
}
