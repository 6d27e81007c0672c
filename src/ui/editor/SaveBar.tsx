// The bar under every editor, kept in view while the form scrolls: Save, and beside it the
// outcome where the owner is looking: saving, saved (with the way to see it), not saved (why,
// and Try again), or discarded (with Undo). The draft note is said once, here.
import type { ComponentChildren } from 'preact';
import { useContext } from 'preact/hooks';
import { formatClock, t } from '../../i18n';
import type { ResourceId } from '../../resources/kind';
import type { EditorState } from './editor-state';
import { addressOnSite, ShowInTabContext } from './show-in-tab';
import { OpenSettings } from './problem-actions';
import { remedyInSettings } from './problem';
import { TryAgain } from './TryAgain';

interface Props<F> {
  site: string;
  state: EditorState<F, ResourceId>;
  /** Where the record is on the site, when it has an address of its own. */
  address: string | null;
  onSave: () => void;
  onDiscard: () => void;
  onUndoDiscard: () => void;
  /** What a saved record offers next, after "View on site". */
  next?: ComponentChildren;
}

export function SaveBar<F>({ site, state, address, onSave, onDiscard, onUndoDiscard, next }: Props<F>) {
  const showInTab = useContext(ShowInTabContext);
  const saving = state.phase === 'saving';
  const where = address !== null ? addressOnSite(site, address) : null;
  const view = where && showInTab ? (
    <button type="button" class="link" onClick={() => showInTab.show(where)}>{t('view_on_site')}</button>
  ) : null;
  const failed = !saving && state.problem !== null;
  const unchecked = !saving && !failed && Object.keys(state.errors).length > 0;

  return (
    <div class="row save-row" hidden={state.following}>
      <button type="submit" disabled={saving}>{saving ? t('saving') : t('save')}</button>
      <div class={failed || unchecked ? 'save-status error' : 'save-status'}>
        {failed ? (
          // A failure is said at once; the rest of what the bar says, politely.
          <span role="alert">
            <strong>{t('not_saved', state.problem!.message)}</strong> <span>{state.problem!.remedy}</span>{' '}
            <span>{t('changes_kept_as_draft')}</span>{' '}
            {remedyInSettings(state.problem!) && <><OpenSettings />{' '}</>}
            <TryAgain retryAt={state.problem!.retryAt} onTry={onSave} />
          </span>
        ) : (
          <span role="status" aria-live="polite">
            {unchecked ? (
              <span>{t('not_saved_check_fields')}</span>
            ) : state.discarded ? (
              <>
                <span>{t('changes_discarded')}</span> <button type="button" class="link" onClick={onUndoDiscard}>{t('undo')}</button>
              </>
            ) : state.savedAt !== null ? (
              <>
                <span class="ok">{t('saved_at', formatClock(state.savedAt))}</span>{view && <> · {view}</>}{next && <> · {next}</>}
                {/* Keys typed while the save was on its way are still the owner's, not yet saved. */}
                {state.dirty && <> · <span class="hint">{t('unsaved_changes')}</span></>}
              </>
            ) : saving ? null : (
              <span class="hint">{state.dirty ? t('unsaved_changes') : t('no_unsaved_changes')}</span>
            )}
          </span>
        )}
        {state.notice && <span class="hint save-notice">{state.notice}</span>}
      </div>
      {state.dirty && !saving && (
        <button type="button" class="secondary" onClick={onDiscard}>{t('discard_changes')}</button>
      )}
    </div>
  );
}
