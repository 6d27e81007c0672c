// Where saved versions are kept and under which keys: all the background needs to drop a
// removed site's history without reading one (the versions' schema stays in ./history).
import { createStore, delMany, keys } from 'idb-keyval';

let historyStore: ReturnType<typeof createStore> | undefined;
export const versionStore = () => (historyStore ??= createStore('inplace-history', 'versions'));
export const versionsKey = (site: string, resource: string) => `${site} ${resource}`;

/** Forgets every version kept of the site's records (when the owner removes the site). */
export async function discardSiteHistory(site: string): Promise<void> {
  const mine = ((await keys(versionStore())) as string[]).filter((key) => key.startsWith(`${site} `));
  if (mine.length) await delMany(mine, versionStore());
}
