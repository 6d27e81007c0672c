// What each registered site's tab last reported. Kept in session storage as well as memory,
// because the Chrome service worker stops when idle and the side panel may ask after that.
import { browser } from 'wxt/browser';
import type { TabContext } from '../messages/protocol';
import { readItem, TAB_CONTEXT_PREFIX, tabContextItem, tabItems, writeItem } from '../messages/session-items';

const memory = new Map<number, TabContext>();

export async function rememberTab(context: TabContext): Promise<void> {
  memory.set(context.tabId, context);
  await writeItem(tabContextItem(context.tabId), context);
}

export async function recallTab(tabId: number): Promise<TabContext | null> {
  const cached = memory.get(tabId);
  if (cached) return cached;
  const stored = await readItem(tabContextItem(tabId));
  // A page that reported while storage was read is newer than what storage held.
  const reported = memory.get(tabId);
  if (reported) return reported;
  const context = stored ?? null;
  if (context) memory.set(tabId, context);
  return context;
}

export async function forgetTab(tabId: number): Promise<void> {
  memory.delete(tabId);
  await browser.storage.session.remove(tabItems(tabId).map((item) => item.key));
}

/**
 * Forgets the tab's context when `url` is another page than the one that reported (not a mere
 * #fragment change, nor the address the page showed as it reported), or unknown (a page the
 * extension may not see).
 */
export async function forgetTabLeaving(tabId: number, url: string | undefined): Promise<void> {
  const context = await recallTab(tabId);
  // The new page may have reported while this looked: what it reported stays.
  if (!context || memory.get(tabId) !== context) return;
  if (url !== undefined && [context.url, context.shownAs].some((known) => known !== undefined && withoutFragment(known) === withoutFragment(url))) return;
  await forgetTab(tabId);
}

const withoutFragment = (url: string) => url.split('#', 1)[0];

export async function forgetSiteTabs(origin: string): Promise<void> {
  const names = Object.keys(await browser.storage.session.get(null)).filter((name) => name.startsWith(TAB_CONTEXT_PREFIX));
  const tabIds = names.map((name) => Number(name.slice(TAB_CONTEXT_PREFIX.length)));
  const contexts = await Promise.all(tabIds.map((tabId) => readItem(tabContextItem(tabId))));
  const gone = tabIds.filter((_, i) => contexts[i]?.site.origin === origin);
  for (const tabId of gone) memory.delete(tabId);
  if (gone.length) await browser.storage.session.remove(gone.map((tabId) => tabContextItem(tabId).key));
}
