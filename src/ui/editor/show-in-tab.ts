// "View on site": the panel's tab goes to an address of the site being edited, and nowhere else.
import { createContext } from 'preact';

/** Shows `address` (a path, or an address of the site) in the panel's tab; null where the panel has no tab. */
export const ShowInTabContext = createContext<((address: string) => void) | null>(null);

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
