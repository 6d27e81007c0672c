// Local drafts: every change the owner makes, per site and resource, in the extension's own
// IndexedDB (the side panel writes, the background deletes a removed site's drafts). A draft
// keeps the site's copy it started from, so a save can tell whether someone changed it since.
import { del, get, set } from 'idb-keyval';
import { z } from '../validation/z';
import type { CreateAttempt } from '../resources/find-created';
import { fromStored, storedShape, toStored } from '../storage/versioned';
import { CLOSING_PREFIX, closingDraftNames, discardSiteDrafts, draftKey, draftStore, draftsOf } from './draft-keys';

export { discardSiteDrafts, draftsOf };

export interface Draft<F = Record<string, unknown>> {
  site: string;
  /** e.g. "page:2", "news:5", "menu:1", "new-page" */
  resource: string;
  /** The site's copy the edit started from (null for something new). */
  base: F | null;
  fields: F;
  updatedAt: number;
  /** When a create of this draft lost its answer: the next save looks for what it made. */
  createAttempt?: CreateAttempt;
}

const copySchema = z.record(z.string(), z.unknown());

const draftShape = storedShape<Draft>({
  version: 3,
  migrations: [
    // Version 2 keeps the same draft as version 1, now inside an envelope that names its version.
    (v1) => v1,
    // Version 3 notes with a lost create the highest id the list had before it; version 2 noted its time only.
    (v2) => {
      const { createAttempt, ...draft } = v2 as { createAttempt?: unknown };
      return typeof createAttempt === 'number' ? { ...draft, createAttempt: { at: createAttempt, above: null } } : draft;
    },
  ],
  schema: z.object({
    site: z.string(),
    resource: z.string(),
    base: z.nullable(copySchema),
    fields: copySchema,
    updatedAt: z.number(),
    createAttempt: z.optional(z.object({ at: z.number(), above: z.nullable(z.number()) })),
  }),
});


/**
 * A draft this code cannot read (kept by a newer Inplace, or damaged) is not found, and is left
 * where it is, untouched: it holds the owner's text, which a newer Inplace may open again.
 */
export async function loadDraft<F>(site: string, resourceKey: string): Promise<Draft<F> | undefined> {
  await adoptedOnce();
  return fromStored(draftShape, await get(draftKey(site, resourceKey), draftStore())) as Draft<F> | undefined;
}

// A page being closed may not finish an IndexedDB write (Firefox drops it), so what the panel
// still held back when it closed goes to localStorage at once, synchronously; the next panel
// moves it into the draft store before it reads a draft.
const pageStorage = (): Storage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

/** Keeps `draft` now, synchronously, for a page that is closing; the draft store gets it too if it can. */
export function saveDraftWhileClosing<F>(draft: Draft<F>): void {
  try {
    pageStorage()?.setItem(CLOSING_PREFIX + draftKey(draft.site, draft.resource), JSON.stringify(toStored(draftShape, draft as Draft)));
  } catch {
    // Too large for localStorage: the draft store's own write may still land.
  }
  void saveDraft(draft);
}

let adoption: Promise<void> | undefined;
const adoptedOnce = () => (adoption ??= adoptClosingDrafts());

/** Moves drafts kept while a panel closed into the draft store (the newer one wins). */
export async function adoptClosingDrafts(): Promise<void> {
  const storage = pageStorage();
  if (!storage) return;
  for (const name of closingDraftNames(storage)) {
    const kept = fromStored(draftShape, parseJson(storage.getItem(name)));
    if (kept) {
      const key = draftKey(kept.site, kept.resource);
      const stored = fromStored(draftShape, await get(key, draftStore()));
      if (!stored || stored.updatedAt < kept.updatedAt) await set(key, toStored(draftShape, kept), draftStore());
    }
    storage.removeItem(name);
  }
}

function parseJson(text: string | null): unknown {
  try {
    return text === null ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function saveDraft<F>(draft: Draft<F>): Promise<void> {
  return set(draftKey(draft.site, draft.resource), toStored(draftShape, draft as Draft), draftStore());
}

export function discardDraft(site: string, resourceKey: string): Promise<void> {
  pageStorage()?.removeItem(CLOSING_PREFIX + draftKey(site, resourceKey));
  return del(draftKey(site, resourceKey), draftStore());
}

