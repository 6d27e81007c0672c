// Sites and their tokens, in the extension origin's IndexedDB (idb-keyval). Only the background
// and extension pages can open this database; a content script would open the site's own.
import { createStore, del, get, set, values } from 'idb-keyval';
import type { SiteRecord } from './site-record';

let sitesStore: ReturnType<typeof createStore> | undefined;
const store = () => (sitesStore ??= createStore('inplace-vault', 'sites'));

export async function listSites(): Promise<SiteRecord[]> {
  const sites = await values<SiteRecord>(store());
  return sites.sort((a, b) => a.addedAt - b.addedAt);
}

export function getSite(origin: string): Promise<SiteRecord | undefined> {
  return get<SiteRecord>(origin, store());
}

export function putSite(site: SiteRecord): Promise<void> {
  return set(site.origin, site, store());
}

export function deleteSite(origin: string): Promise<void> {
  return del(origin, store());
}
