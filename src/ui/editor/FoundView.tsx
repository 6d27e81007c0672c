// A Save whose answer was lost made the new record after all: the owner sees which record was
// found and what finishing it would write into it, before anything is written. Where it is not
// certain (a draft kept before creates were marked), the record of that name is offered as a
// question: it may be another one.
import { t } from '../../i18n';
import type { FieldChange } from '../../resources/kind';
import { FieldDiff } from './FieldDiff';

interface Props {
  /** The record's name as the site holds it. */
  name: string;
  changes: FieldChange[];
  /** Made by the lost Save for certain; else only a record of the same name. */
  certain: boolean;
  onFinish: () => void;
  onMakeNew: () => void;
  onKeepEditing: () => void;
}

export function FoundView({ name, changes, certain, onFinish, onMakeNew, onKeepEditing }: Props) {
  return (
    <section class="conflict" role="alertdialog" aria-labelledby="found-title" aria-describedby="found-text">
      <h3 id="found-title">{t(certain ? 'found_title' : 'found_maybe_title', name)}</h3>
      <p id="found-text">{certain ? t(changes.length ? 'found_text' : 'found_text_whole', name) : t(changes.length ? 'found_maybe_text' : 'found_maybe_text_same')}</p>
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
