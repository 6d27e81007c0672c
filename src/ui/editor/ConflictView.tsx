// Someone changed the resource on the site since the draft started: show both, with the
// differences, and let the owner choose. Never a silent overwrite.
import { diffWordsWithSpace } from 'diff';
import { plural, t } from '../../i18n';
import type { FieldChange, KindName } from '../../resources/kind';
import { conflictFieldName, conflictValue } from './conflict-words';

interface Props {
  kind: KindName;
  changes: FieldChange[];
  onOverwrite: () => void;
  onTakeServer: () => void;
  onKeepEditing: () => void;
}

const LONG = 400;

export function ConflictView({ kind, changes, onOverwrite, onTakeServer, onKeepEditing }: Props) {
  return (
    <section class="conflict" role="alertdialog" aria-labelledby="conflict-title" aria-describedby="conflict-text">
      <h3 id="conflict-title">{t('conflict_title')}</h3>
      <p id="conflict-text">{t('conflict_text')}</p>
      {changes.map((change) => {
        const name = conflictFieldName(kind, change.field, change.label);
        const theirs = conflictValue(kind, change.field, change.b);
        const mine = conflictValue(kind, change.field, change.a);
        return (
          <div class="conflict-field" key={change.field}>
            <h4>{name}</h4>
            <p class="diff" aria-label={t('conflict_differences', name)}>
              {diffWordsWithSpace(summarise(theirs), summarise(mine)).map((part, index) =>
                part.added ? <ins key={index}>{part.value}</ins> : part.removed ? <del key={index}>{part.value}</del> : <span key={index}>{part.value}</span>,
              )}
            </p>
            <details>
              <summary>{t('conflict_both_copies')}</summary>
              <p class="hint">{t('conflict_on_site')}</p>
              <pre>{theirs}</pre>
              <p class="hint">{t('conflict_yours')}</p>
              <pre>{mine}</pre>
            </details>
          </div>
        );
      })}
      <div class="row">
        <button type="button" class="danger" onClick={onOverwrite}>{t('conflict_overwrite')}</button>
        <button type="button" class="secondary" onClick={onTakeServer}>{t('conflict_take_site')}</button>
        <button type="button" class="secondary" onClick={onKeepEditing}>{t('conflict_keep_editing')}</button>
      </div>
    </section>
  );
}

/** Pictures and other long values are compared by size, not shown in full in the diff. */
function summarise(text: string): string {
  return text.length > LONG && /^data:|^[A-Za-z0-9+/=]+$/.test(text.slice(0, 100)) ? plural('conflict_data_size', text.length) : text;
}
