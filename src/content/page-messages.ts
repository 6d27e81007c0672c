// Takes what the owner deleted out of the page, so it shows them gone without a reload: an
// entry's comments (rendered as `div.comEnt#comEnt<ID>`), guest book messages (the platform's
// list markup, `#allEntries > #entryID<ID>`) or mini-chat messages (`#mchatMsg<ID>`).
import { COMMENT_ID_PREFIX, LISTED_ENTRY_ID_PREFIX, MINICHAT_MESSAGE_ID_PREFIX } from '../detect/platform-markup';
import { MODERATED, type Moderated } from '../messages/moderated';
import type { MessagesGone } from '../messages/to-content-script';

const ELEMENT_ID: Record<Moderated, (id: number) => string> = {
  comments: (id) => `${COMMENT_ID_PREFIX}${id}`,
  guestbook: (id) => `${LISTED_ENTRY_ID_PREFIX}${id}`,
  minichat: (id) => `${MINICHAT_MESSAGE_ID_PREFIX}${id}`,
};

/** The command shape the content script accepts (from the background only). */
export function asMessagesGone(message: unknown): MessagesGone | null {
  if (!message || typeof message !== 'object') return null;
  const m = message as Record<string, unknown>;
  if (m.type !== 'messages/gone' || !Array.isArray(m.ids) || Object.keys(m).length !== 3) return null;
  if (!(MODERATED as readonly unknown[]).includes(m.what)) return null;
  if (!m.ids.every((id) => Number.isSafeInteger(id) && (id as number) > 0)) return null;
  return { type: 'messages/gone', what: m.what as Moderated, ids: m.ids as number[] };
}

/** Whether any of them was on the page. */
export function removeMessages(doc: Document, { what, ids }: Pick<MessagesGone, 'what' | 'ids'>): boolean {
  let removed = false;
  for (const id of ids) {
    const element = doc.getElementById(ELEMENT_ID[what](id));
    if (element) {
      element.remove();
      removed = true;
    }
  }
  return removed;
}
