// Someone changed the resource on the site since the draft started: show both, with the
// differences, and let the owner choose. Never a silent overwrite.
import { t } from '../../i18n';
import type { FieldChange } from '../../resources/kind';
import { FieldDiff } from './FieldDiff';

interface Props {
  changes: FieldChange[];
  onOverwrite: () => void;
  onTakeSite: () => void;
  onKeepEditing: () => void;
}

export function ConflictView({ changes, onOverwrite, onTakeSite, onKeepEditing }: Props) {
  return (
    <section class="conflict" role="alertdialog" aria-labelledby="conflict-title" aria-describedby="conflict-text">
      <h3 id="conflict-title">{t('conflict_title')}</h3>
      <p id="conflict-text">{t('conflict_text')}</p>
      {changes.map((change) => (
        <FieldDiff key={change.field} change={change} removed="conflict_on_site" added="conflict_yours" />
      ))}
      <div class="row">
        <button type="button" class="danger" onClick={onOverwrite}>{t('conflict_overwrite')}</button>
        <button type="button" class="secondary" onClick={onTakeSite}>{t('conflict_take_site')}</button>
        <button type="button" class="secondary" onClick={onKeepEditing}>{t('conflict_keep_editing')}</button>
      </div>
    </section>
  );
}
