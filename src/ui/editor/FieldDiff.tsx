// One field's two copies as the owner compares them: the word differences, and both in full.
import { diffWordsWithSpace } from 'diff';
import { plural, t, type MessageKey } from '../../i18n';
import type { FieldChange } from '../../resources/kind';

const LONG = 400;
/**
 * Words added and removed past which the differences are not worked out: finding them grows with
 * their number, and a field rewritten from end to end is better read in full below.
 */
export const DIFF_EDITS_MAX = 2_000;

interface Props {
  change: FieldChange;
  /** What the removed side (`b`) and the added side (`a`) are called. */
  removed: MessageKey;
  added: MessageKey;
}

export function FieldDiff({ change, removed, added }: Props) {
  const { label: name, from, to } = change;
  const parts = diffWordsWithSpace(summarise(from), summarise(to), { maxEditLength: DIFF_EDITS_MAX });
  return (
    <div class="conflict-field">
      <h4>{name}</h4>
      <p class="diff" aria-label={t('conflict_differences', name)}>
        {parts
          ? parts.map((part, index) =>
              part.added ? <ins key={index}>{part.value}</ins> : part.removed ? <del key={index}>{part.value}</del> : <span key={index}>{part.value}</span>,
            )
          : <span class="hint">{t('diff_too_large')}</span>}
      </p>
      <details>
        <summary>{t('conflict_both_copies')}</summary>
        <p class="hint">{t(removed)}</p>
        <pre>{from}</pre>
        <p class="hint">{t(added)}</p>
        <pre>{to}</pre>
      </details>
    </div>
  );
}

/** Pictures and other long values are compared by size, not shown in full in the diff. */
function summarise(text: string): string {
  return text.length > LONG && /^data:|^[A-Za-z0-9+/=]+$/.test(text.slice(0, 100)) ? plural('conflict_data_size', text.length) : text;
}
