// What the background keeps in session storage for a tab (and a site), each item declared once
// with its key and its value's type: the background writes them, the side panel reads and
// watches them. Apart from the message schemas, so that the panel reads these without loading
// zod's schemas. Session storage is the extension's own: content scripts cannot reach it.
import { browser } from 'wxt/browser';
import type { Pointed, PointMode } from './point';
import type { CommentPick, TabContext } from './protocol';

/** An item: its key, and the type of its value (never set: it only carries the type). */
export interface SessionItem<T> {
  readonly key: string;
  readonly value?: T;
}

type Changes = Record<string, { newValue?: unknown }>;

/** An item at `key` whose value is a T: the only place its type is said. */
export const sessionItem = <T>(key: string): SessionItem<T> => ({ key });

export const readItem = async <T>(item: SessionItem<T>): Promise<T | undefined> => (await browser.storage.session.get(item.key))[item.key] as T | undefined;
export const writeItem = <T>(item: SessionItem<T>, value: T): Promise<void> => browser.storage.session.set({ [item.key]: value });
export const removeItem = (item: SessionItem<unknown>): Promise<void> => browser.storage.session.remove(item.key);

/**
 * Hears each change of the item (undefined: removed) until the returned function is called;
 * `onChanged` delivers changes of every area and key, this only the item's.
 */
export function watchItem<T>(item: SessionItem<T>, heard: (value: T | undefined) => void): () => void {
  const listener = (changes: Changes, area: string) => {
    // A removal has no new value (some implementations say null).
    if (area === 'session' && item.key in changes) heard((changes[item.key]!.newValue ?? undefined) as T | undefined);
  };
  browser.storage.onChanged.addListener(listener);
  return () => browser.storage.onChanged.removeListener(listener);
}

/** An item and its value, to write with others in one go (one change heard, not two). */
export const entryOf = <T>(item: SessionItem<T>, value: T): Record<string, unknown> => ({ [item.key]: value });

/** What a tab of a registered site reported (tab-contexts.ts); the side panel watches it change. */
export const tabContextItem = (tabId: number) => sessionItem<TabContext>(`tab:${tabId}`);
/** Every tab context's key starts so: a site removed forgets its tabs. */
export const TAB_CONTEXT_PREFIX = 'tab:';

/** When the toolbar button was last clicked on a tab (ms): the panel looks at that tab again. */
export const actionClickItem = (tabId: number) => sessionItem<number>(`action-click:${tabId}`);

/** The comment last picked on a tab's page; the side panel selects it. */
export const commentPickItem = (tabId: number) => sessionItem<CommentPick>(`comment-pick:${tabId}`);

/** What the owner last pointed at on a tab's page; the side panel opens it. */
export const pointedItem = (tabId: number) => sessionItem<Pointed>(`point:${tabId}`);

/** A tab's Point to edit switch: the panel sets it, Esc in the page and the shortcut too. */
export const pointModeItem = (tabId: number) => sessionItem<PointMode>(`point-mode:${tabId}`);

/** What a tab leaves behind when it closes or its site goes. */
export const tabItems = (tabId: number): SessionItem<unknown>[] => [tabContextItem(tabId), commentPickItem(tabId), pointedItem(tabId), pointModeItem(tabId)];
