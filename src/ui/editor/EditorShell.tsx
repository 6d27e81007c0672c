// The frame around every editor: what is open, the draft banner, errors with their remedy,
// the conflict view, what a lost create made, and Save (also Ctrl/Cmd+S).
import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { formatDateTime, formatTime, t } from '../../i18n';
import type { ResourceId } from '../../resources/kind';
import type { EditorState, SaveChoice } from './useResourceEditor';
import { ConflictView } from './ConflictView';
import { FoundView } from './FoundView';
import { handOverAll } from '../hand-over';
import { HistoryView, type HistoryEntry } from './HistoryView';

interface Props<F> {
  title: string;
  state: EditorState<F, ResourceId>;
  onSave: (choice?: SaveChoice) => void;
  onDiscard: () => void;
  onKeepEditing: () => void;
  /** Earlier versions (before each save), to look at and restore. */
  history?: HistoryEntry[];
  onRestore?: (index: number) => void;
  children: ComponentChildren;
  /** What belongs to the resource but is not saved with it (an entry's comments), below Save. */
  beside?: ComponentChildren;
}

export function EditorShell<F>({ title, state, onSave, onDiscard, onKeepEditing, history = [], onRestore = () => {}, children, beside }: Props<F>) {
  // Read when the event comes: effects run only after the next paint, and a close or Ctrl+S
  // right after a keystroke must see what that keystroke changed.
  const current = useRef({ dirty: state.dirty, following: state.following, onSave });
  current.current = { dirty: state.dirty, following: state.following, onSave };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        // What the visual editor still holds back goes with the save; the focus stays.
        handOverAll();
        current.current.onSave();
      }
    };
    // Closing the panel keeps the draft, but the owner should know the site has not changed yet.
    const onLeave = (event: BeforeUnloadEvent) => {
      // A window that only follows another holds nothing of its own to lose.
      if (!current.current.dirty || current.current.following) return;
      event.preventDefault();
      // Older engines ask only when returnValue is set.
      event.returnValue = '';
    };
    addEventListener('keydown', onKey);
    addEventListener('beforeunload', onLeave);
    return () => {
      removeEventListener('keydown', onKey);
      removeEventListener('beforeunload', onLeave);
    };
  }, []);

  if (state.phase === 'loading') return <p aria-busy="true">{t('editor_loading', title)}</p>;

  return (
    <section class="editor" aria-label={title}>
      <h2>{title}</h2>
      {state.following && (
        <p class="banner" role="status">{t('open_in_other_window')}</p>
      )}
      {state.draftFrom !== null && (
        <div class="banner" role="status">
          <span>{t('draft_from', formatDateTime(state.draftFrom))}</span>
          <button type="button" class="secondary" onClick={onDiscard}>{t('discard_draft')}</button>
        </div>
      )}
      {state.problem && (
        <div class="banner error-banner" role="alert">
          <strong>{state.problem.message}</strong> <span>{state.problem.remedy}</span>
          {state.phase !== 'load-failed' && <span> {t('changes_kept_as_draft')}</span>}
        </div>
      )}
      {state.conflict && (
        <ConflictView
          changes={state.conflict.changes}
          onOverwrite={() => onSave('overwrite')}
          onTakeSite={() => onSave('take-site')}
          onKeepEditing={onKeepEditing}
        />
      )}
      {state.found && (
        <FoundView
          name={state.found.name}
          changes={state.found.changes}
          onFinish={() => onSave('finish')}
          onMakeNew={() => onSave('make-new')}
          onKeepEditing={onKeepEditing}
        />
      )}
      {state.phase !== 'load-failed' && (
        <form class="fields" inert={state.following} onSubmit={(event) => (event.preventDefault(), onSave())} noValidate>
          {children}
          <div class="row save-row" hidden={state.following}>
            <button type="submit" disabled={state.phase === 'saving'}>{state.phase === 'saving' ? t('saving') : t('save')}</button>
            <span class="hint">{state.dirty ? t('unsaved_changes') : t('no_unsaved_changes')}</span>
            {state.dirty && state.draftFrom === null && (
              <button type="button" class="secondary" onClick={onDiscard}>{t('discard_changes')}</button>
            )}
          </div>
        </form>
      )}
      {state.phase !== 'load-failed' && !state.following && beside}
      {state.phase !== 'load-failed' && !state.following && <HistoryView entries={history} onRestore={onRestore} />}
      <p class="visually-hidden" role="status" aria-live="polite">
        {state.savedAt ? t('saved_at', formatTime(state.savedAt)) : ''}
      </p>
      {state.savedAt && <p class="ok">{t('saved_reloading')}</p>}
      {state.notice && <p class="hint" role="status">{state.notice}</p>}
      {state.storageProblem && <p class="error" role="alert">{state.storageProblem}</p>}
    </section>
  );
}
