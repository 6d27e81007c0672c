// The comments of the entry on screen and the page in the tab, together: while the list shows,
// each comment on the page has a control (content/comment-controls.ts), and a comment picked
// there is shown here, once the list is in: scrolled to and focused, never ticked for a delete by
// the page (whose markup may not be the site's).
import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import type { CommentPick, Moderated, PreviewDocument } from '../../messages/protocol';
import { sendFromExtensionPage } from '../../messages/send';
import { commentPickKey } from '../../messages/session-keys';
import type { SiteComment } from '../../resources/comments';

/** `page`: the tab's page that shows them (null: none does); only comments are picked there. */
export function useCommentPicks(what: Moderated, page: PreviewDocument | null, comments: SiteComment[] | null): void {
  const [picked, setPicked] = useState<number | null>(null);
  const tabId = what === 'comments' ? page?.tabId : undefined;
  useEffect(() => {
    if (tabId === undefined) return;
    const key = commentPickKey(tabId);
    const take = (value: unknown) => {
      const id = (value as Partial<CommentPick> | undefined)?.commentId;
      if (typeof id !== 'number') return;
      setPicked(id);
      void browser.storage.session.remove(key);
    };
    void browser.storage.session.get(key).then((stored) => take(stored[key]));
    const listener = (changes: Record<string, { newValue?: unknown }>, area: string) => {
      if (area === 'session' && changes[key]?.newValue) take(changes[key].newValue);
    };
    browser.storage.onChanged.addListener(listener);
    return () => browser.storage.onChanged.removeListener(listener);
  }, [tabId]);
  // The controls on the page's comments show while this list does (and the panel is open).
  const pageKey = what === 'comments' && page ? JSON.stringify(page) : null;
  useEffect(() => {
    if (!pageKey || !page) return;
    const say = (on: boolean) => void sendFromExtensionPage({ type: 'preview/comment-picks', ...page, on }).catch(() => {});
    say(true);
    const closing = () => say(false);
    addEventListener('pagehide', closing);
    return () => {
      removeEventListener('pagehide', closing);
      say(false);
    };
  }, [pageKey]);
  useEffect(() => {
    if (picked === null || !comments?.some((comment) => comment.id === picked)) return;
    const box = document.getElementById(`comment-${picked}`);
    box?.scrollIntoView({ block: 'center' });
    box?.focus();
    setPicked(null);
  }, [picked, comments]);
}
