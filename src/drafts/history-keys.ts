// Where saved versions are kept and under which keys: all the background needs to drop a
// removed site's history without reading one (the versions' schema stays in ./history).
import { createStore } from 'idb-keyval';
import { discardSiteKeys, draftKey } from './draft-keys';

let historyStore: ReturnType<typeof createStore> | undefined;
export const versionStore = () => (historyStore ??= createStore('inplace-history', 'versions'));
/** Versions are kept under the same `<site> <resource>` keys as drafts. */
export const versionsKey = draftKey;

/** Forgets every version kept of the site's records (when the owner removes the site). */
export function discardSiteHistory(site: string): Promise<void> {
  return discardSiteKeys(site, versionStore());
}
