// The side panel's first step, taken before its interface is read: which tab it edits, what
// that tab shows and, for a page or an entry, the site's copy of it, asked for at once. The
// page's small first script starts it; the interface takes the answers.
import { get } from 'idb-keyval';
import { CLOSING_PREFIX, draftKey, draftStore } from '../../drafts/draft-keys';
import { editingLockName } from '../../drafts/shared-editing';
import type { Operation } from '../../messages/operations';
import type { TabContext } from '../../messages/protocol';
import { sendFromPage } from '../../messages/send';
import { boundTabId } from './panel-tab';
import { refFromResource, refKey } from './resource-ref';

/** A read of the site started before the editor asked for it. */
export interface ReadAhead {
  origin: string;
  operation: Operation;
  answer: Promise<unknown>;
}

export interface PanelStart {
  tabId: number | null;
  /** What the tab last reported (null: not a page of a registered site). */
  context: TabContext | null;
  /** Settles once it is known whether a read was started: the context does not wait for it. */
  readAhead: Promise<ReadAhead | null>;
}

/** The panel's opening: the tab, its context and the read ahead. */
export async function startPanel(search: string): Promise<PanelStart> {
  const { tabId, context } = await tabAndContext(search);
  const readAhead = context ? readAheadOf(context).catch(() => null) : Promise.resolve(null);
  return { tabId, context, readAhead };
}

/** The tab and what it shows, asked again whenever the tab reports (no read ahead then: the editor is open). */
export async function tabAndContext(search: string): Promise<PanelStart> {
  const tabId = await boundTabId(search);
  const context = tabId === null ? null : await sendFromPage({ type: 'tabs/context', tabId });
  return { tabId, context, readAhead: Promise.resolve(null) };
}

/**
 * The read the editor will make of what the tab shows, started now. The editor reads the site
 * only when no draft of it waits and no other window edits it: so does this, so an opening
 * still makes one GET, or none.
 */
export async function readAheadOf(context: TabContext, deps: ReadAheadDeps = browserDeps): Promise<ReadAhead | null> {
  const opening = openingOf(context.resource);
  if (!opening) return null;
  const origin = context.site.origin;
  const [draft, edited] = await Promise.all([deps.draftWaits(origin, opening.resource), deps.editedElsewhere(editingLockName(`${origin} ${opening.resource}`))]);
  if (draft || edited) return null;
  const answer = deps.run(origin, opening.operation);
  // Its failure is the editor's to show, when it takes the answer.
  answer.catch(() => {});
  return { origin, operation: opening.operation, answer };
}

/** What the editor of the tab's page or entry reads first, under the key its draft and lock use. */
function openingOf(resource: TabContext['resource']): { resource: string; operation: Operation } | null {
  const ref = refFromResource(resource);
  if (!ref) return null;
  const operation: Operation = ref.kind === 'page' ? { op: 'page/open', id: ref.id } : { op: 'entry/open', module: ref.kind, id: ref.id };
  return { resource: refKey(ref), operation };
}

export interface ReadAheadDeps {
  draftWaits(origin: string, resource: string): Promise<boolean>;
  editedElsewhere(lockName: string): Promise<boolean>;
  run(origin: string, operation: Operation): Promise<unknown>;
}

const browserDeps: ReadAheadDeps = {
  async draftWaits(origin, resource) {
    const key = draftKey(origin, resource);
    // One kept by a panel that was closing counts too: the editor adopts it.
    if (typeof localStorage !== 'undefined' && localStorage.getItem(CLOSING_PREFIX + key) !== null) return true;
    return (await get(key, draftStore())) !== undefined;
  },
  async editedElsewhere(lockName) {
    const { held = [], pending = [] } = await navigator.locks.query();
    return [...held, ...pending].some((lock) => lock.name === lockName);
  },
  run: (origin, operation) => sendFromPage({ type: 'site/operation', origin, operation }),
};
