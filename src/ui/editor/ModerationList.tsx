// What the owner moderates (the comments of the entry on screen, the guest book): each with its
// author, date and text, Delete (asked first), Edit where the site allows it, and a selection to
// delete spam in bulk. Messages are text: shown as text, never as HTML. What is deleted also
// leaves the page in the tab. One message is ModeratedItem.tsx, the question before a delete
// DeleteQuestion.tsx, the page's comments picked into the list useCommentPicks.ts.
import { useEffect, useState } from 'preact/hooks';
import { formatNumber, plural, t } from '../../i18n';
import type { Moderated, PreviewDocument } from '../../messages/protocol';
import { sendFromExtensionPage } from '../../messages/send';
import { deleteEach, type SiteComment } from '../../resources/comments';
import { DeleteQuestion, type Asking } from './DeleteQuestion';
import { authorOf, ModeratedItem, type Editing } from './ModeratedItem';
import { MODERATION_WORDS } from './moderation-words';
import { problemFrom } from './problem';
import { useCommentPicks } from './useCommentPicks';

export { firstWords } from './DeleteQuestion';

export interface Moderation {
  what: Moderated;
  load: () => Promise<SiteComment[]>;
  remove: (id: number) => Promise<unknown>;
  /** Where the site lets a message's text be changed. */
  save?: (id: number, text: string) => Promise<unknown>;
}

interface Props {
  moderation: Moderation;
  /** The tab's page that shows them, to take deleted ones out of (null: none does). */
  page: PreviewDocument | null;
  /** Its heading's level where it stands: a part of an editor (3), or of the panel (2). */
  level?: 2 | 3;
}

export function ModerationList({ moderation, page, level = 3 }: Props) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const { what, load, remove: removeOne, save } = moderation;
  const words = MODERATION_WORDS[what];
  const [comments, setComments] = useState<SiteComment[] | null>(null);
  const [problem, setProblem] = useState('');
  const [notice, setNotice] = useState('');
  const [selected, setSelected] = useState<number[]>([]);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [asking, setAsking] = useState<Asking | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    load().then(setComments, (error: unknown) => setProblem(problemFrom(error).message));
  }, [load]);
  useCommentPicks(what, page, comments);

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
      {asking && <DeleteQuestion asking={asking} comments={comments} busy={busy} onYes={() => void remove(asking.ids)} onCancel={() => setAsking(null)} />}
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
              <ModeratedItem key={comment.id} comment={comment} words={words} busy={busy}
                selected={selected.includes(comment.id)} onSelect={(on) => toggle(comment.id, on)}
                editing={editing?.id === comment.id ? editing : null} setEditing={setEditing}
                onSave={save ? () => void saveText() : null}
                onDelete={() => setAsking({ ids: [comment.id], question: t(words.deleteConfirm, authorOf(comment)) })} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
