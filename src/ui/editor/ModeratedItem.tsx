// One message of a moderated list: ticked for a bulk delete, its author and date, its text (as
// text, never HTML) or the field that edits it, and its Edit and Delete buttons.
import { formatDateTime, t } from '../../i18n';
import type { SiteComment } from '../../resources/comments';
import type { ModerationWords } from './moderation-words';

/** The message's author as the list names them. */
export const authorOf = (comment: SiteComment) => comment.author || t('comment_author_unknown');

/** A message's text being edited. */
export interface Editing {
  id: number;
  text: string;
}

interface Props {
  comment: SiteComment;
  words: ModerationWords;
  selected: boolean;
  onSelect: (on: boolean) => void;
  /** The text being edited, when it is this message's. */
  editing: Editing | null;
  setEditing: (editing: Editing | null) => void;
  /** Null where the site does not let its text be changed. */
  onSave: (() => void) | null;
  onDelete: () => void;
  busy: boolean;
}

export function ModeratedItem({ comment, words, selected, onSelect, editing, setEditing, onSave, onDelete, busy }: Props) {
  const author = authorOf(comment);
  return (
    <li data-comment={comment.id}>
      <div class="field checkbox">
        <input type="checkbox" id={`comment-${comment.id}`} checked={selected} onChange={(e) => onSelect(e.currentTarget.checked)} />
        <label for={`comment-${comment.id}`}>
          <strong>{author}</strong>
          {comment.at !== null && <span class="hint"> {formatDateTime(comment.at)}</span>}
        </label>
      </div>
      {editing ? (
        <div class="field">
          <label for={`comment-text-${comment.id}`}>{t('comment_text')}</label>
          <textarea id={`comment-text-${comment.id}`} value={editing.text} onInput={(e) => setEditing({ id: comment.id, text: e.currentTarget.value })} />
          <div class="row">
            <button type="button" disabled={busy || !editing.text.trim()} onClick={() => onSave?.()}>{t('comment_save')}</button>
            <button type="button" class="secondary" onClick={() => setEditing(null)}>{t('cancel')}</button>
          </div>
        </div>
      ) : (
        <p class="comment-text">{comment.text}</p>
      )}
      <div class="row">
        {onSave && (
          <button type="button" class="secondary" aria-label={t('comment_edit_by', author)} onClick={() => setEditing({ id: comment.id, text: comment.text })}>{t('comment_edit')}</button>
        )}
        <button type="button" class="danger" aria-label={t(words.deleteBy, author)} onClick={onDelete}>
          {t(words.delete)}
        </button>
      </div>
    </li>
  );
}
