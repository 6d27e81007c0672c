// What the owner moderates (the comments of the entry on screen, the guest book): each with its
// author, date and text, Delete (asked first), Edit where the site allows it, and a selection to
// delete spam in bulk. Messages are text: shown as text, never as HTML. What is deleted also
// leaves the page in the tab.
import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { formatDateTime, formatNumber, plural, t, type MessageKey, type PluralKey } from '../../i18n';
import type { CommentPick, Moderated, PreviewDocument } from '../../messages/protocol';
import { commentPickKey } from '../../messages/session-keys';
import { sendFromExtensionPage } from '../../messages/send';
import { deleteEach, type SiteComment } from '../../resources/comments';
import { problemFrom } from './problem';

export interface Moderation {
  what: Moderated;
  load: () => Promise<SiteComment[]>;
  remove: (id: number) => Promise<unknown>;
  /** Where the site lets a message's text be changed. */
  save?: (id: number, text: string) => Promise<unknown>;
}

interface Words {
  title: MessageKey;
  titleLoading: MessageKey;
  none: MessageKey;
  delete: MessageKey;
  deleteBy: MessageKey;
  deleteConfirm: MessageKey;
  deleteSelectedConfirm: PluralKey;
  deleted: MessageKey;
}

const WORDS: Record<Moderated, Words> = {
  comments: {
    title: 'comments_title', titleLoading: 'comments_title_loading', none: 'comments_none', delete: 'comment_delete', deleteBy: 'comment_delete_by',
    deleteConfirm: 'comment_delete_confirm', deleteSelectedConfirm: 'comments_delete_selected_confirm', deleted: 'comments_deleted',
  },
  minichat: {
    title: 'minichat_title', titleLoading: 'minichat_title_loading', none: 'guestbook_none', delete: 'message_delete', deleteBy: 'message_delete_by',
    deleteConfirm: 'message_delete_confirm', deleteSelectedConfirm: 'messages_delete_selected_confirm', deleted: 'messages_deleted',
  },
  guestbook: {
    title: 'guestbook_title', titleLoading: 'guestbook_title_loading', none: 'guestbook_none', delete: 'message_delete', deleteBy: 'message_delete_by',
    deleteConfirm: 'message_delete_confirm', deleteSelectedConfirm: 'messages_delete_selected_confirm', deleted: 'messages_deleted',
  },
};

interface Props {
  moderation: Moderation;
  /** The tab's page that shows them, to take deleted ones out of (null: none does). */
  page: PreviewDocument | null;
  /** Its heading's level where it stands: a part of an editor (3), or of the panel (2). */
  level?: 2 | 3;
}

type Asking = { ids: number[]; question: string } | null;

export function ModerationList({ moderation, page, level = 3 }: Props) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const { what, load, remove: removeOne, save } = moderation;
  const words = WORDS[what];
  const [comments, setComments] = useState<SiteComment[] | null>(null);
  const [problem, setProblem] = useState('');
  const [notice, setNotice] = useState('');
  const [selected, setSelected] = useState<number[]>([]);
  const [editing, setEditing] = useState<{ id: number; text: string } | null>(null);
  const [asking, setAsking] = useState<Asking>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    load().then(setComments, (error: unknown) => setProblem(problemFrom(error).message));
  }, [load]);

  // A comment picked on the page (its control there) is shown here, once the list is in: scrolled
  // to and focused, never ticked for a delete by the page (whose markup may not be the site's).
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

  const author = (comment: SiteComment) => comment.author || t('comment_author_unknown');

  async function remove(ids: number[]) {
    setBusy(true);
    setAsking(null);
    const { deleted, failure } = await deleteEach(removeOne, ids);
    setComments((list) => (list ?? []).filter((comment) => !deleted.includes(comment.id)));
    setSelected((list) => list.filter((id) => !deleted.includes(id)));
    if (deleted.length && page) void sendFromExtensionPage({ type: 'messages/gone', ...page, what, ids: deleted }).catch(() => {});
    setNotice(deleted.length ? t(words.deleted, formatNumber(deleted.length)) : '');
    setProblem(failure ? problemFrom(failure).message : '');
    setBusy(false);
  }

  async function saveText() {
    if (!editing || !save) return;
    setBusy(true);
    try {
      await save(editing.id, editing.text);
      setComments((list) => (list ?? []).map((comment) => (comment.id === editing.id ? { ...comment, text: editing.text } : comment)));
      setEditing(null);
      setNotice(t('comment_saved'));
      setProblem('');
    } catch (error) {
      setProblem(problemFrom(error).message);
    }
    setBusy(false);
  }

  const toggle = (id: number, on: boolean) => setSelected((list) => (on ? [...list, id] : list.filter((other) => other !== id)));

  return (
    <section class={`moderation ${what}`} aria-labelledby={`${what}-title`}>
      <Heading id={`${what}-title`}>{comments ? t(words.title, formatNumber(comments.length)) : t(words.titleLoading)}</Heading>
      {problem && <p class="error" role="alert">{problem}</p>}
      <p class="visually-hidden" role="status" aria-live="polite">{notice}</p>
      {comments && !comments.length && <p class="hint">{t(words.none)}</p>}
      {asking && (
        <div class="asking" role="group" aria-label={asking.question}>
          <span>{asking.question}</span>
          {asking.ids.length > 1 && (
            <ul class="to-delete">
              {(comments ?? []).filter((comment) => asking.ids.includes(comment.id)).map((comment) => (
                <li key={comment.id}><strong>{author(comment)}</strong>: {firstWords(comment.text)}</li>
              ))}
            </ul>
          )}
          <div class="row">
            <button type="button" class="danger" disabled={busy} onClick={() => void remove(asking.ids)}>{t('comment_delete_yes')}</button>
            <button type="button" class="secondary" onClick={() => setAsking(null)}>{t('cancel')}</button>
          </div>
        </div>
      )}
      {comments && comments.length > 0 && (
        <>
          <div class="row">
            <button type="button" class="danger" disabled={!selected.length || busy}
              onClick={() => setAsking({ ids: comments.map((c) => c.id).filter((id) => selected.includes(id)), question: plural(words.deleteSelectedConfirm, selected.length) })}>
              {t('comments_delete_selected', formatNumber(selected.length))}
            </button>
          </div>
          <ul class="comment-list">
            {comments.map((comment) => (
              <li key={comment.id} data-comment={comment.id}>
                <div class="field checkbox">
                  <input type="checkbox" id={`comment-${comment.id}`} checked={selected.includes(comment.id)} onChange={(e) => toggle(comment.id, e.currentTarget.checked)} />
                  <label for={`comment-${comment.id}`}>
                    <strong>{author(comment)}</strong>
                    {comment.at !== null && <span class="hint"> {formatDateTime(comment.at)}</span>}
                  </label>
                </div>
                {editing?.id === comment.id ? (
                  <div class="field">
                    <label for={`comment-text-${comment.id}`}>{t('comment_text')}</label>
                    <textarea id={`comment-text-${comment.id}`} value={editing.text} onInput={(e) => setEditing({ id: comment.id, text: e.currentTarget.value })} />
                    <div class="row">
                      <button type="button" disabled={busy || !editing.text.trim()} onClick={() => void saveText()}>{t('comment_save')}</button>
                      <button type="button" class="secondary" onClick={() => setEditing(null)}>{t('cancel')}</button>
                    </div>
                  </div>
                ) : (
                  <p class="comment-text">{comment.text}</p>
                )}
                <div class="row">
                  {save && (
                    <button type="button" class="secondary" aria-label={t('comment_edit_by', author(comment))} onClick={() => setEditing({ id: comment.id, text: comment.text })}>{t('comment_edit')}</button>
                  )}
                  <button type="button" class="danger" aria-label={t(words.deleteBy, author(comment))}
                    onClick={() => setAsking({ ids: [comment.id], question: t(words.deleteConfirm, author(comment)) })}>
                    {t(words.delete)}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** Enough of a message to know it by before deleting it. */
const FIRST_WORDS = 8;

export function firstWords(text: string): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  return words.length > FIRST_WORDS ? `${words.slice(0, FIRST_WORDS).join(' ')}…` : words.join(' ');
}
