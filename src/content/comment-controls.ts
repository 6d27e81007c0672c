// A small control on each comment of the entry on screen (the platform renders them as
// `div.comEnt#comEnt<ID>`), in a closed shadow root like the launcher: a real click selects that
// comment in the panel. Page scripts can neither read, relabel nor press it.
import { COMMENT, COMMENT_ID } from '../detect/platform-markup';
import { t } from '../i18n';
import { closedUiHost, INLINE_BUTTON_STYLE, mountClosedUi } from './closed-ui';

export const COMMENT_CONTROL_HOST = closedUiHost('comment');

/** The comments in the page, by id. */
export function commentsInPage(doc: Document): { id: number; element: Element }[] {
  return [...doc.querySelectorAll(COMMENT)].flatMap((element) => {
    const id = Number(COMMENT_ID.exec(element.id)?.[1]);
    return id > 0 ? [{ id, element }] : [];
  });
}

export function mountCommentControls(doc: Document, onPick: (commentId: number) => void, signal: AbortSignal): number {
  const comments = commentsInPage(doc);
  for (const { id, element } of comments) {
    const { root } = mountClosedUi(doc, 'comment', INLINE_BUTTON_STYLE, signal, element);
    const button = doc.createElement('button');
    button.type = 'button';
    button.textContent = t('comment_pick');
    button.setAttribute('aria-label', t('comment_pick_aria', String(id)));
    button.addEventListener('click', (event) => event.isTrusted && onPick(id), { signal });
    root.append(button);
  }
  return comments.length;
}
