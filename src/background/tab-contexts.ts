// What each registered site's tab last reported. Kept in session storage as well as memory,
// because the Chrome service worker stops when idle and the side panel may ask after that.
import { browser } from 'wxt/browser';
import type { TabContext } from '../messages/protocol';

const memory = new Map<number, TabContext>();
const key = (tabId: number) => `tab:${tabId}`;

export async function rememberTab(context: TabContext): Promise<void> {
  memory.set(context.tabId, context);
  await browser.storage.session.set({ [key(context.tabId)]: context });
}

export async function recallTab(tabId: number): Promise<TabContext | null> {
  const cached = memory.get(tabId);
  if (cached) return cached;
  const stored = await browser.storage.session.get(key(tabId));
  const context = (stored[key(tabId)] as TabContext | undefined) ?? null;
  if (context) memory.set(tabId, context);
  return context;
}

export async function forgetTab(tabId: number): Promise<void> {
  memory.delete(tabId);
  await browser.storage.session.remove(key(tabId));
}

export async function forgetSiteTabs(origin: string): Promise<void> {
  const all = await browser.storage.session.get(null);
  const keys = Object.entries(all)
    .filter(([name, value]) => name.startsWith('tab:') && (value as TabContext).site.origin === origin)
    .map(([name]) => name);
  for (const name of keys) memory.delete(Number(name.slice(4)));
  if (keys.length) await browser.storage.session.remove(keys);
}
