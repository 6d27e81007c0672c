// When a side panel opens, its first script asks for the tab's context and, at the same moment,
// for this: the read of the page or entry the tab shows, made here rather than by the panel,
// whose main thread is busy reading its interface then, and whose draft store is not yet open.
// It reads only where the panel's editor would read the site itself (no draft waiting, no other
// window editing it), so an opening still makes one GET, or none; the editor's first opening
// takes the answer and shows it without waiting for the draft store or the lock (src/ui/first-opening.ts).
import { get } from 'idb-keyval';
import { draftKey, draftStore } from '../drafts/draft-keys';
import { editingLockName } from '../drafts/shared-editing';
import type { Operation } from '../messages/operations';
import type { ReadAheadReply, TabContext } from '../messages/protocol';
import { refFromResource, refKey } from '../resources/resource-ref';
import { FIRST_READS } from '../kinds/first-reads';

export interface ReadAheadDeps {
  context(tabId: number): Promise<TabContext | null>;
  /** A draft of this key waits in the draft store. */
  draftWaits(key: string): Promise<boolean>;
  /** Another window holds the lock of whoever edits it. */
  editedElsewhere(lockName: string): Promise<boolean>;
  run(origin: string, operation: Operation): Promise<unknown>;
}

/**
 * `closingDrafts`: the keys of drafts a closing panel kept in the extension's localStorage
 * (the panel reads them: a service worker has no localStorage). Null: nothing was read.
 */
export async function readAhead(tabId: number, closingDrafts: readonly string[], deps: ReadAheadDeps): Promise<ReadAheadReply> {
  const context = await deps.context(tabId);
  const opening = context && openingOf(context);
  if (!context || !opening) return null;
  const origin = context.site.origin;
  const key = draftKey(origin, opening.resourceKey);
  if (closingDrafts.includes(key)) return null;
  const [draft, edited] = await Promise.all([deps.draftWaits(key), deps.editedElsewhere(editingLockName(`${origin} ${opening.resourceKey}`))]);
  if (draft || edited) return null;
  return { origin, resourceKey: opening.resourceKey, operation: opening.operation, value: await deps.run(origin, opening.operation) };
}

/** What the editor of the tab's page or entry reads first, under the key its draft and lock use. */
function openingOf({ resource, parts }: TabContext): { resourceKey: string; operation: Operation } | null {
  const ref = refFromResource(resource, parts);
  if (!ref) return null;
  return { resourceKey: refKey(ref), operation: FIRST_READS[ref.kind](ref.id) };
}

export const draftWaitsInStore = async (key: string): Promise<boolean> => (await get(key, draftStore())) !== undefined;

export async function editedElsewhere(lockName: string): Promise<boolean> {
  const { held = [], pending = [] } = await navigator.locks.query();
  return [...held, ...pending].some((lock) => lock.name === lockName);
}
