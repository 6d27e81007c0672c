// The frame around every editor: what is open, the draft banner, errors with their remedy,
// the conflict view, what a lost create made, and Save (also Ctrl/Cmd+S).
import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { formatDateTime, t } from '../../i18n';
import type { ResourceId } from '../../resources/kind';
import type { EditorState, SaveChoice } from './useResourceEditor';
import { ConflictView } from './ConflictView';
import { FoundView } from './FoundView';
import { handOverAll } from '../hand-over';
import { HistoryLink, HistoryView, type HistoryEntry } from './HistoryView';
import { SaveBar } from './SaveBar';
import { OpenInTab } from './OpenInTab';
import { OpenSettings } from './problem-actions';
import { TryAgain } from './TryAgain';
import { remedyInSettings } from './problem';

/** What the shell needs of an editor's state and actions (useResourceEditor gives them). */
export interface EditorControls<F> {
  state: EditorState<F, ResourceId>;
  save: (choice?: SaveChoice) => void;
  discard: () => void;
  undoDiscard: () => void;
  keepEditing: () => void;
  /** Earlier versions (before each save), to look at and restore. */
  history: HistoryEntry[];
  restore: (index: number) => void;
  /** Where the record is on the site, once it exists and has an address. */
  address: string | null;
  /** Opens it again, after it could not be opened. */
  reopen: () => void;
}

interface Props<F> {
  title: string;
  site: string;
  editor: EditorControls<F>;
  children: ComponentChildren;
  /** What belongs to the resource but is not saved with it (an entry's comments), below Save. */
  beside?: ComponentChildren;
  /** What the save bar offers after "Saved …" (a page just made: Add to a menu). */
  next?: ComponentChildren;
  /** Fields History says by the name of what they refer to (an entry's category). */
  named?: Partial<Record<string, (value: string) => string>>;
}

export function EditorShell<F>({ title, site, editor, children, beside, next, named }: Props<F>) {
  const { state, save: onSave, discard: onDiscard, keepEditing: onKeepEditing, history, restore: onRestore } = editor;
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

  const historyList = useRef<HTMLDetailsElement>(null);
  // The record's name comes with it: until then, no number stands in for it.
  if (state.phase === 'loading') return <p aria-busy="true">{t('loading')}</p>;

  return (
    <section class="editor" aria-label={title}>
      <div class="row title-row">
        <h2>{title}</h2>
        {state.phase !== 'load-failed' && !state.following && <HistoryLink count={history.length} list={historyList} />}
      </div>
      <OpenInTab site={site} address={editor.address} />
      {state.following && (
        <p class="banner" role="status">{t('open_in_other_window')}</p>
      )}
      {state.draftFrom !== null && (
        // Discarding it is the save bar's Discard changes: one action, one name, one place.
        <p class="banner" role="status">{t('draft_from', formatDateTime(state.draftFrom))}</p>
      )}
      {state.problem && state.phase === 'load-failed' && (
        <div class="banner error-banner" role="alert">
          <strong>{state.problem.message}</strong> <span>{state.problem.remedy}</span>
          {remedyInSettings(state.problem) ? <OpenSettings /> : <TryAgain retryAt={state.problem.retryAt} onTry={editor.reopen} onReady={editor.reopen} />}
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
          certain={state.found.certain}
          onFinish={() => onSave('finish')}
          onMakeNew={() => onSave('make-new')}
          onKeepEditing={onKeepEditing}
        />
      )}
      {(state.phase !== 'load-failed' || state.stale) && (
        // While the site cannot be read (a block), the copy read last, read-only, until it can.
        <form class={state.stale ? 'fields read-only' : 'fields'} inert={state.following || state.stale} onSubmit={(event) => (event.preventDefault(), onSave())} noValidate>
          {children}
          <SaveBar site={site} state={state} address={editor.address} onSave={() => onSave()} onDiscard={onDiscard} onUndoDiscard={editor.undoDiscard} next={next} />
        </form>
      )}
      {state.phase !== 'load-failed' && !state.following && beside}
      {state.phase !== 'load-failed' && !state.following && <HistoryView entries={history} onRestore={onRestore} listRef={historyList} named={named} />}
      {state.storageProblem && <p class="error" role="alert">{state.storageProblem}</p>}
    </section>
  );
}
