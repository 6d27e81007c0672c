// Where drafts are kept and under which keys: all the background needs to drop a removed site's
// drafts, without reading one (so without the draft's schema, which stays in ./draft-store).
import { createStore, delMany, keys } from 'idb-keyval';

let draftsStore: ReturnType<typeof createStore> | undefined;
export const draftStore = () => (draftsStore ??= createStore('inplace-drafts', 'drafts'));
export const draftKey = (site: string, resourceKey: string) => `${site} ${resourceKey}`;
/** Drafts kept in localStorage by a panel that was closing, until the next panel adopts them (./draft-store). */
export const CLOSING_PREFIX = 'inplace-closing-draft ';

/**
 * The names under which closing panels kept drafts in `local` (localStorage), prefix and all.
 * (Not named `storage`: the build would take that for WXT's auto-imported storage API.)
 */
export function closingDraftNames(local: Storage): string[] {
  return Array.from({ length: local.length }, (_, i) => local.key(i)).filter((name): name is string => name?.startsWith(CLOSING_PREFIX) ?? false);
}

/**
 * Forgets the drafts closing panels kept of `site` in `local` (the extension pages' localStorage,
 * which the background cannot reach): the options page does it when the owner removes the site.
 */
export function discardClosingDrafts(site: string, local: Storage): void {
  for (const name of closingDraftNames(local)) if (name.startsWith(`${CLOSING_PREFIX}${draftKey(site, '')}`)) local.removeItem(name);
}

export async function draftsOf(site: string): Promise<string[]> {
  const all = (await keys(draftStore())) as string[];
  return all.filter((key) => key.startsWith(draftKey(site, ''))).map((key) => key.slice(site.length + 1));
}

export function discardSiteDrafts(site: string): Promise<void> {
  return discardSiteKeys(site, draftStore());
}

/** Deletes every key of `site` (`<site> <resource>`) in an idb-keyval store: its drafts, its versions. */
export async function discardSiteKeys(site: string, store: ReturnType<typeof createStore>): Promise<void> {
  const mine = ((await keys(store)) as string[]).filter((key) => key.startsWith(draftKey(site, '')));
  if (mine.length) await delMany(mine, store);
}
