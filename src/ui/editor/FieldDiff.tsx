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
  /** What the removed side (`from`) and the added side (`to`) are called. */
  removed: MessageKey;
  added: MessageKey;
}

/** Values this short and on one line are read side by side, not as struck and added words. */
const SIDE_BY_SIDE_MAX = 200;

export function FieldDiff({ change, removed, added }: Props) {
  const { label: name, from, to } = change;
  if (isOneLine(from) && isOneLine(to)) {
    return (
      <div class="conflict-field">
        <h4>{name}</h4>
        <dl class="diff side-by-side" aria-label={t('diff_label', name)}>
          <div class="row"><dt>{t(removed)}</dt><dd><del>{from || t('diff_empty')}</del></dd></div>
          <div class="row"><dt>{t(added)}</dt><dd><ins>{to || t('diff_empty')}</ins></dd></div>
        </dl>
      </div>
    );
  }
  const parts = diffWordsWithSpace(summarise(from), summarise(to), { maxEditLength: DIFF_EDITS_MAX });
  return (
    <div class="conflict-field">
      <h4>{name}</h4>
      {/* What the struck and the added words are, said once above them. */}
      <p class="hint diff-legend"><del>{t(removed)}</del> <ins>{t(added)}</ins></p>
      <p class="diff" aria-label={t('diff_label', name)}>
        {parts
          ? parts.map((part, index) =>
              part.added ? <ins key={index}>{part.value}</ins> : part.removed ? <del key={index}>{part.value}</del> : <span key={index}>{part.value}</span>,
            )
          : <span class="hint">{t('diff_too_large')}</span>}
      </p>
      <details>
        <summary>{t('conflict_both_copies')}</summary>
        <p class="hint">{t(removed)}</p>
        <pre>{change.source?.from ?? from}</pre>
        <p class="hint">{t(added)}</p>
        <pre>{change.source?.to ?? to}</pre>
      </details>
    </div>
  );
}

function isOneLine(text: string): boolean {
  return text.length <= SIDE_BY_SIDE_MAX && !text.includes('\n');
}

/** Pictures and other long values are compared by size, not shown in full in the diff. */
function summarise(text: string): string {
  return text.length > LONG && /^data:|^[A-Za-z0-9+/=]+$/.test(text.slice(0, 100)) ? plural('conflict_data_size', text.length) : text;
}
