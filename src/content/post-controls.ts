// A small control on each post of a forum topic's page (the platform renders a post as the row
// `tr#post<ID>` over its text, platform-notes §6), in a closed shadow root like the comments':
// a real click opens that post in the panel, as pointing at it does. Only while the panel is open
// for the tab (the editing script is there only then): a topic's page pays nothing before.
import { idsAfterPrefix } from '../detect/design-in-markup';
import { POST_AUTHOR, POST_ROW_ID, POST_TEXT, POST_TEXT_ID_PREFIXES } from '../detect/platform-markup';
import { t } from '../i18n';
import { closedUiHost, INLINE_BUTTON_STYLE, mountClosedUi } from './closed-ui';

export const POST_CONTROL_HOST = closedUiHost('post');

/** The posts of the page by id: each with its text and, where the platform draws one, its row. */
export function postsInPage(doc: Document): { id: number; text: Element; row: Element | null }[] {
  const rows = new Map([...doc.querySelectorAll('tr[id]')].flatMap((row) => {
    const id = Number(POST_ROW_ID.exec(row.id)?.[1]);
    return id > 0 ? [[id, row] as const] : [];
  }));
  return [...doc.querySelectorAll(POST_TEXT)].flatMap((text) => {
    const id = POST_TEXT_ID_PREFIXES.flatMap((prefix) => idsAfterPrefix([text.id], prefix))[0];
    return id === undefined ? [] : [{ id, text, row: rows.get(id) ?? null }];
  });
}

/** Mounts a control on each post (in its row's first cell, else before its text); gives how many. */
export function mountPostControls(doc: Document, onPick: (postId: number) => void, signal: AbortSignal): number {
  const posts = postsInPage(doc);
  for (const { id, text, row } of posts) {
    const cell = row?.querySelector('td') ?? null;
    const { root } = mountClosedUi(doc, 'post', INLINE_BUTTON_STYLE, signal, cell ?? text.parentElement ?? doc.documentElement);
    const button = doc.createElement('button');
    button.type = 'button';
    button.textContent = t('post_pick');
    button.setAttribute('aria-label', t('post_pick_aria', row?.querySelector(POST_AUTHOR)?.textContent?.trim() || `#${id}`));
    button.addEventListener('click', (event) => event.isTrusted && onPick(id), { signal });
    root.append(button);
  }
  return posts.length;
}
