// The comments of the entry on screen and the page in the tab, together: while the list shows,
// each comment on the page has a control (content/comment-controls.ts), and a comment picked
// there is shown here, once the list is in: scrolled to and focused, never ticked for a delete by
// the page (whose markup may not be the site's).
import { useEffect, useState } from 'preact/hooks';
import type { CommentPick, Moderated, PreviewDocument } from '../../messages/protocol';
import { sendFromExtensionPage } from '../../messages/send';
import { commentPickItem, readItem, removeItem, watchItem } from '../../messages/session-items';
import type { SiteComment } from '../../resources/comments';

/** `page`: the tab's page that shows them (null: none does); only comments are picked there. */
export function useCommentPicks(what: Moderated, page: PreviewDocument | null, comments: SiteComment[] | null): void {
  const [picked, setPicked] = useState<number | null>(null);
  const tabId = what === 'comments' ? page?.tabId : undefined;
  useEffect(() => {
    if (tabId === undefined) return;
    const pick = commentPickItem(tabId);
    const take = (value: CommentPick | undefined) => {
      if (typeof value?.commentId !== 'number') return;
      setPicked(value.commentId);
      void removeItem(pick);
    };
    void readItem(pick).then(take);
    return watchItem(pick, take);
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
