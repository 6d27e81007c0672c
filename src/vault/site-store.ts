// Sites and their tokens, in the extension origin's IndexedDB (idb-keyval). Only the background
// and extension pages can open this database; a content script would open the site's own.
import { createStore, del, get, set, values } from 'idb-keyval';
import { z } from '../validation/z';
import { fromStored, storedShape, toStored } from '../storage/versioned';
import type { SiteRecord } from './site-record';

const siteStates = ['working', 'token-invalid', 'token-inactive', 'token-expired', 'blocked', 'unreachable'] as const;

const siteShape = storedShape<SiteRecord>({
  version: 2,
  migrations: [fillDerivedFields],
  schema: z.object({
    origin: z.string(),
    apiBase: z.string(),
    label: z.string(),
    token: z.string(),
    keys: z.optional(z.object({ consumerKey: z.string(), consumerSecret: z.string(), tokenSecret: z.string() })),
    addedAt: z.number(),
    tokenExpiresAt: z.optional(z.number()),
    // Only the last check's finding, checked again on demand: one unreadable is as good as none.
    lastCheck: z.catch(z.optional(z.object({ at: z.number(), state: z.enum(siteStates), message: z.optional(z.string()) })), undefined),
    launcherHidden: z.optional(z.boolean()),
    previewOff: z.optional(z.boolean()),
  }),
});

/**
 * Version 2 is the version 1 record inside an envelope. The API address and the label are
 * derived from the origin, as adding a site does, wherever a version 1 record lacks them.
 */
function fillDerivedFields(v1: unknown): unknown {
  const site = v1 as Partial<SiteRecord>;
  if (typeof site.origin !== 'string') return site;
  return { ...site, apiBase: site.apiBase ?? `${site.origin}/uapi`, label: site.label ?? new URL(site.origin).host };
}

let sitesStore: ReturnType<typeof createStore> | undefined;
const store = () => (sitesStore ??= createStore('inplace-vault', 'sites'));

/** Sites kept in a shape this code cannot read are left out, and left as they are. */
export async function listSites(): Promise<SiteRecord[]> {
  const sites = (await values(store())).flatMap((stored) => fromStored(siteShape, stored) ?? []);
  return sites.sort((a, b) => a.addedAt - b.addedAt);
}

export async function getSite(origin: string): Promise<SiteRecord | undefined> {
  return fromStored(siteShape, await get(origin, store()));
}

export function putSite(site: SiteRecord): Promise<void> {
  return set(site.origin, toStored(siteShape, site), store());
}

export function deleteSite(origin: string): Promise<void> {
  return del(origin, store());
}
