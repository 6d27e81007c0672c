// The question before a delete, with what it would delete when it is more than one message:
// each by its author and first words.
import { t } from '../../i18n';
import type { SiteComment } from '../../resources/comments';
import { authorOf } from './ModeratedItem';

/** Enough of a message to know it by before deleting it. */
const FIRST_WORDS = 8;

export function firstWords(text: string): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  return words.length > FIRST_WORDS ? `${words.slice(0, FIRST_WORDS).join(' ')}…` : words.join(' ');
}

export interface Asking {
  ids: number[];
  question: string;
}

export function DeleteQuestion({ asking, comments, busy, onYes, onCancel }: {
  asking: Asking; comments: SiteComment[] | null; busy: boolean; onYes: () => void; onCancel: () => void;
}) {
  return (
    <div class="asking" role="group" aria-label={asking.question}>
      <span>{asking.question}</span>
      {asking.ids.length > 1 && (
        <ul class="to-delete">
          {(comments ?? []).filter((comment) => asking.ids.includes(comment.id)).map((comment) => (
            <li key={comment.id}><strong>{authorOf(comment)}</strong>: {firstWords(comment.text)}</li>
          ))}
        </ul>
      )}
      <div class="row">
        <button type="button" class="danger" disabled={busy} onClick={onYes}>{t('comment_delete_yes')}</button>
        <button type="button" class="secondary" onClick={onCancel}>{t('cancel')}</button>
      </div>
    </div>
  );
}
