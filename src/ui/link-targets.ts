// Where a link can lead (a menu item, a link in the content), as Link to… offers it: the site's
// pages by name (read once per panel, when a picker first opens), anything else the site's search
// finds, or an address. The panel gives its editors one, through LinkTargetsContext.
import { createContext } from 'preact';
import { pageLinkAddresses } from '../kinds/page/address';
import type { PageItem } from '../resources/panel-lists';
import { linkAddressOk } from '../validation/addresses';

/** A place on the site an item can link to, by the name the owner knows it by. */
export interface LinkTarget {
  name: string;
  /** The address a link to it keeps. */
  address: string;
  /** Other addresses that lead to the same place (a page's /index/0-N beside its own): a link there shows by its name too. */
  alsoAt?: readonly string[];
}

export interface LinkTargets {
  /** The site's pages, once read (null: not yet asked for or on its way). */
  pages: LinkTarget[] | null;
  /** Why the pages could not be read ('' while nothing failed). */
  failed: string;
  /** Reads the pages, the first time only. */
  loadPages(): void;
  /** What the site's search finds (entries of any module, pages), as places to link to. */
  search(query: string): Promise<LinkTarget[]>;
}

/** How many places the picker lists at once; the rest are found by typing. */
export const LINK_CHOICES_SHOWN = 12;

/** The pages whose name holds what was typed (any case), at most as many as the picker shows. */
export function pagesMatching(pages: readonly LinkTarget[], query: string): LinkTarget[] {
  const wanted = query.trim().toLocaleLowerCase();
  return pages.filter((page) => page.name.toLocaleLowerCase().includes(wanted)).slice(0, LINK_CHOICES_SHOWN);
}

/** Pages as places to link to, each at its own address where it has one (pageLinkAddresses). */
export const pageTargets = (pages: readonly PageItem[]): LinkTarget[] =>
  pages.map((page) => ({ name: page.name, ...pageLinkAddresses(page.id, page.ownUrl) }));

/** What the site's search found, as places to link to: only those a link may lead to (validation/addresses.ts). */
export const searchTargets = (site: string, found: readonly { title: string; url: string }[]): LinkTarget[] =>
  found.filter((result) => linkAddressOk(result.url)).map((result) => ({ name: result.title, address: siteAddress(site, result.url) }));

/**
 * An address as a menu or the content keeps it: a path where it is on the site itself (they move
 * with the site between its addresses), else as given.
 */
export function siteAddress(site: string, address: string): string {
  try {
    const url = new URL(address, site);
    return url.origin === site ? `${url.pathname}${url.search}${url.hash}` : address;
  } catch {
    return address;
  }
}

/** The names of places by their address, to show a link by (the first place named at an address wins). */
export function namesByAddress(places: readonly LinkTarget[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const place of places) {
    for (const address of [place.address, ...(place.alsoAt ?? [])]) if (!names.has(address)) names.set(address, place.name);
  }
  return names;
}

/** The panel's link targets; null where there is no panel around (a test of one editor): address only. */
export const LinkTargetsContext = createContext<LinkTargets | null>(null);
