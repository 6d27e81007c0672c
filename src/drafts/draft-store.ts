// Local drafts: every change the owner makes, per site and resource, in the extension's own
// IndexedDB (the side panel writes, the background deletes a removed site's drafts). A draft
// keeps the server copy it started from, so a save can tell whether someone changed it since.
import { createStore, delMany, get, keys, set, del } from 'idb-keyval';

export interface Draft<F = Record<string, unknown>> {
  site: string;
  /** e.g. "page:2", "news:5", "menu:1", "new-page" */
  resource: string;
  /** The server copy the edit started from (null for something new). */
  base: F | null;
  fields: F;
  updatedAt: number;
  /** When a create of this draft lost its answer: the next save looks for what it made. */
  createAttempt?: number;
}

let draftsStore: ReturnType<typeof createStore> | undefined;
const store = () => (draftsStore ??= createStore('inplace-drafts', 'drafts'));
const keyOf = (site: string, resource: string) => `${site} ${resource}`;

export function loadDraft<F>(site: string, resource: string): Promise<Draft<F> | undefined> {
  return get<Draft<F>>(keyOf(site, resource), store());
}

export function saveDraft<F>(draft: Draft<F>): Promise<void> {
  return set(keyOf(draft.site, draft.resource), draft, store());
}

export function discardDraft(site: string, resource: string): Promise<void> {
  return del(keyOf(site, resource), store());
}

export async function draftsOf(site: string): Promise<string[]> {
  const all = (await keys(store())) as string[];
  return all.filter((key) => key.startsWith(`${site} `)).map((key) => key.slice(site.length + 1));
}

export async function discardSiteDrafts(site: string): Promise<void> {
  const mine = (await draftsOf(site)).map((resource) => keyOf(site, resource));
  if (mine.length) await delMany(mine, store());
}
