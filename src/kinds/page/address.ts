// Where a page of the site is: the home page at the root, every other at /index/0-<id>
// (platform-notes §3), and a page with an address of its own (`ownurl`) there as well.
export const pageAddress = (id: number): string => (id === 1 ? '/' : `/index/0-${id}`);

/** A page's own address, from its `ownurl` ('' or absent: it has none). */
export const pageOwnAddress = (ownUrl: string | undefined): string | null => (ownUrl ? `/${ownUrl}` : null);

/**
 * The address a link to the page keeps: its own where it has one, which is the address the owner
 * gave it, else the one every page answers at. Beside it, the other addresses that are the page.
 */
export function pageLinkAddresses(id: number, ownUrl?: string): { address: string; alsoAt: string[] } {
  const own = pageOwnAddress(ownUrl);
  return own ? { address: own, alsoAt: [pageAddress(id), `/index/${ownUrl}/0-${id}`] } : { address: pageAddress(id), alsoAt: [] };
}

/** Where the page is on the site: the home page at the root, another at its own address where it has one. */
export const pageAddressOf = (id: number, ownUrl?: string): string => (id === 1 ? pageAddress(id) : pageLinkAddresses(id, ownUrl).address);
