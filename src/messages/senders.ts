// Who sent a message, decided only from the fields the browser sets (never from the payload).
import type { Runtime } from 'webextension-polyfill';

export type VerifiedSender =
  | { kind: 'page' }
  | { kind: 'content'; tabId: number; url: string; origin: string; documentId?: string };

export interface ExtensionIdentity {
  /** runtime.id */
  id: string;
  /** runtime.getURL('/'), e.g. chrome-extension://<id>/ */
  baseUrl: string;
}

export function verifySender(sender: Runtime.MessageSender, self: ExtensionIdentity): VerifiedSender | null {
  if (sender.id !== self.id || typeof sender.url !== 'string') return null;
  if (sender.url.startsWith(self.baseUrl)) {
    // An extension page; if it sits in a tab, that tab must show an extension page too.
    const tabUrl = sender.tab?.url;
    if (tabUrl !== undefined && !tabUrl.startsWith(self.baseUrl)) return null;
    return { kind: 'page' };
  }
  const tabId = sender.tab?.id;
  if (tabId === undefined || tabId < 0 || sender.frameId !== 0) return null;
  let url: URL;
  try {
    url = new URL(sender.url);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const documentId = (sender as { documentId?: unknown }).documentId;
  return { kind: 'content', tabId, url: url.href, origin: url.origin, ...(typeof documentId === 'string' && { documentId }) };
}
