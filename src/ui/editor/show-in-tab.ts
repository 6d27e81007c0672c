// "View on site": the panel's tab goes to an address of the site being edited, and nowhere else.
import { createContext } from 'preact';

/** The panel's tab, for editors to show a record's address in. */
export interface PanelTab {
  /** Takes the tab to `address` (a full address of the site, from `addressOnSite`). */
  show(address: string): void;
  /** Whether the tab shows `address` now (its hash aside). */
  shows(address: string): boolean;
}

/** The panel's tab; null where the panel has none. */
export const ShowInTabContext = createContext<PanelTab | null>(null);

/** Whether two full addresses are the same page (a hash is a place in it). */
export function samePage(a: string, b: string): boolean {
  const strip = (address: string) => address.replace(/#.*$/, '');
  return strip(a) === strip(b);
}

/** The full address of `address` on `site` (an origin), or null if it leads anywhere else. */
export function addressOnSite(site: string, address: string): string | null {
  let url: URL;
  try {
    url = new URL(address, site);
  } catch {
    return null;
  }
  return url.origin === site && (url.protocol === 'https:' || url.protocol === 'http:') ? url.href : null;
}
