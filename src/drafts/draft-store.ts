// Local drafts: every change the owner makes, per site and resource, in the extension's own
// IndexedDB (the side panel writes, the background deletes a removed site's drafts). A draft
// keeps the server copy it started from, so a save can tell whether someone changed it since.
import { createStore, delMany, get, keys, set, del } from 'idb-keyval';
import { z } from 'zod';
import { fromStored, storedShape, toStored } from '../storage/versioned';

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

const copySchema = z.record(z.string(), z.unknown());

const draftShape = storedShape<Draft>({
  version: 2,
  // Version 2 keeps the same draft as version 1, now inside an envelope that names its version.
  migrations: [(v1) => v1],
  schema: z.object({
    site: z.string(),
    resource: z.string(),
    base: copySchema.nullable(),
    fields: copySchema,
    updatedAt: z.number(),
    createAttempt: z.number().optional(),
  }),
});

let draftsStore: ReturnType<typeof createStore> | undefined;
const store = () => (draftsStore ??= createStore('inplace-drafts', 'drafts'));
const keyOf = (site: string, resource: string) => `${site} ${resource}`;

/**
 * A draft this code cannot read (kept by a newer Inplace, or damaged) is not found, and is left
 * where it is, untouched: it holds the owner's text, which a newer Inplace may open again.
 */
export async function loadDraft<F>(site: string, resource: string): Promise<Draft<F> | undefined> {
  return fromStored(draftShape, await get(keyOf(site, resource), store())) as Draft<F> | undefined;
}

export function saveDraft<F>(draft: Draft<F>): Promise<void> {
  return set(keyOf(draft.site, draft.resource), toStored(draftShape, draft as Draft), store());
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
