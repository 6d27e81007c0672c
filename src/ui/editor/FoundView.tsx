// A Save whose answer was lost made the new record after all: the owner sees which record was
// found and what finishing it would write into it, before anything is written.
import { t } from '../../i18n';
import type { FieldChange } from '../../resources/kind';
import { FieldDiff } from './FieldDiff';

interface Props {
  /** The record's name as the site holds it. */
  name: string;
  changes: FieldChange[];
  onFinish: () => void;
  onMakeNew: () => void;
  onKeepEditing: () => void;
}

export function FoundView({ name, changes, onFinish, onMakeNew, onKeepEditing }: Props) {
  return (
    <section class="conflict" role="alertdialog" aria-labelledby="found-title" aria-describedby="found-text">
      <h3 id="found-title">{t('found_title')}</h3>
      <p id="found-text">{t(changes.length ? 'found_text' : 'found_text_whole', name)}</p>
      {changes.map((change) => (
        <FieldDiff key={change.field} change={change} removed="conflict_on_site" added="conflict_yours" />
      ))}
      <div class="row">
        <button type="button" onClick={onFinish}>{t('found_finish')}</button>
        <button type="button" class="secondary" onClick={onMakeNew}>{t('found_make_new')}</button>
        <button type="button" class="secondary" onClick={onKeepEditing}>{t('conflict_keep_editing')}</button>
      </div>
    </section>
  );
}
