// Takes comments the owner deleted out of the page (the platform renders each as
// `div.comEnt#comEnt<ID>`), so the page shows them gone without a reload.
import type { CommentsGone } from '../messages/protocol';

/** The command shape the content script accepts (from the background only). */
export function asCommentsGone(message: unknown): CommentsGone | null {
  if (!message || typeof message !== 'object') return null;
  const m = message as Record<string, unknown>;
  if (m.type !== 'comments/gone' || !Array.isArray(m.ids) || Object.keys(m).length !== 2) return null;
  if (!m.ids.every((id) => Number.isSafeInteger(id) && (id as number) > 0)) return null;
  return { type: 'comments/gone', ids: m.ids as number[] };
}

/** Whether any of them was on the page. */
export function removeComments(doc: Document, ids: number[]): boolean {
  let removed = false;
  for (const id of ids) {
    const comment = doc.getElementById(`comEnt${id}`);
    if (comment) {
      comment.remove();
      removed = true;
    }
  }
  return removed;
}
