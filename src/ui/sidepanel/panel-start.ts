// The side panel's first step, taken before its interface is read: which tab it edits, what
// that tab shows and, at the same moment, the background's read of the page or entry on screen
// (src/background/read-ahead.ts). The page's small first script starts it; the interface takes
// the answers.
import { CLOSING_PREFIX, closingDraftNames, draftStore } from '../../drafts/draft-keys';
import { CLOSING_DRAFTS_MAX } from '../../messages/limits';
import type { ReadAhead, TabContext } from '../../messages/protocol';
import { sendFromExtensionPage } from '../../messages/send';
import { boundTabId } from './panel-tab';

export interface PanelStart {
  tabId: number | null;
  /** What the tab last reported (null: not a page of a registered site). */
  context: TabContext | null;
  /** Settles once the read ahead is in, or known not to be made: the context does not wait for it. */
  readAhead: Promise<ReadAhead | null>;
}

/** The panel's opening: the tab, its context and the read ahead, asked for side by side. */
export async function startPanel(search: string, ask: typeof sendFromExtensionPage = sendFromExtensionPage, local: Storage | undefined = pageStorage()): Promise<PanelStart> {
  // The editor looks for its draft as soon as it is on screen; opening the database in a new
  // page takes tens of milliseconds, so it starts now, while the interface is read.
  if (typeof indexedDB !== 'undefined') draftStore();
  const tabId = await boundTabId(search);
  const readAhead = tabId === null ? NONE : askReadAhead(tabId, ask, local);
  const context = await contextOf(tabId, ask);
  return { tabId, context, readAhead: context ? readAhead : NONE };
}

/** The tab and what it shows, asked again whenever the tab reports (no read ahead then: the editor is open). */
export async function tabAndContext(search: string): Promise<PanelStart> {
  const tabId = await boundTabId(search);
  return { tabId, context: await contextOf(tabId, sendFromExtensionPage), readAhead: NONE };
}

const contextOf = (tabId: number | null, ask: typeof sendFromExtensionPage): Promise<TabContext | null> =>
  tabId === null ? Promise.resolve(null) : ask({ type: 'tabs/context', tabId });

const NONE: Promise<null> = Promise.resolve(null);

function askReadAhead(tabId: number, ask: typeof sendFromExtensionPage, local: Storage | undefined): Promise<ReadAhead | null> {
  // Drafts a closing panel kept in localStorage wait too; the background cannot see them.
  const closingDrafts = local ? closingDraftNames(local).map((name) => name.slice(CLOSING_PREFIX.length)) : [];
  if (closingDrafts.length > CLOSING_DRAFTS_MAX) return NONE;
  // A read that failed is the editor's to make again, and to show if it fails again.
  return ask({ type: 'panel/read-ahead', tabId, closingDrafts }).catch(() => null);
}

function pageStorage(): Storage | undefined {
  return typeof localStorage === 'undefined' ? undefined : localStorage;
}
