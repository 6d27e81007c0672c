// Earlier versions of what is open (the site's copy before each save), each with its
// differences from the editor now, and Restore, which puts it into the editor as a draft.
import { formatDateTime, formatNumber, t } from '../../i18n';
import type { FieldChange } from '../../resources/kind';
import { FieldDiff } from './FieldDiff';

export interface HistoryEntry {
  at: number;
  /** `a`: this version; `b`: the editor now. */
  changes: FieldChange[];
}

interface Props {
  entries: HistoryEntry[];
  onRestore: (index: number) => void;
}

export function HistoryView({ entries, onRestore }: Props) {
  if (!entries.length) return null;
  return (
    <details class="more history">
      <summary>{t('history_title', formatNumber(entries.length))}</summary>
      <p class="hint">{t('history_hint')}</p>
      <ol class="history-versions">
        {entries.map((entry, index) => (
          <li key={entry.at}>
            <div class="row">
              <strong>{t('history_version', formatDateTime(entry.at))}</strong>
              <button type="button" class="secondary" disabled={!entry.changes.length} onClick={() => onRestore(index)}>{t('history_restore')}</button>
            </div>
            {entry.changes.length ? (
              entry.changes.map((change) => <FieldDiff key={change.field} change={change} removed="history_now" added="history_version_now" />)
            ) : (
              <p class="hint">{t('history_same')}</p>
            )}
          </li>
        ))}
      </ol>
    </details>
  );
}
