// The frame around every editor: what is open, the draft banner, errors with their remedy,
// the conflict view, and Save (also Ctrl/Cmd+S).
import type { ComponentChildren } from 'preact';
import { useEffect } from 'preact/hooks';
import type { EditorState } from './useResourceEditor';
import { ConflictView } from './ConflictView';

interface Props<F> {
  title: string;
  state: EditorState<F>;
  onSave: (choice?: 'overwrite' | 'take-server') => void;
  onDiscard: () => void;
  onKeepEditing: () => void;
  children: ComponentChildren;
}

export function EditorShell<F>({ title, state, onSave, onDiscard, onKeepEditing, children }: Props<F>) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        onSave();
      }
    };
    // Closing the panel keeps the draft, but the owner should know the site has not changed yet.
    const onLeave = (event: BeforeUnloadEvent) => {
      if (state.dirty) event.preventDefault();
    };
    addEventListener('keydown', onKey);
    addEventListener('beforeunload', onLeave);
    return () => {
      removeEventListener('keydown', onKey);
      removeEventListener('beforeunload', onLeave);
    };
  }, [onSave, state.dirty]);

  if (state.phase === 'loading') return <p aria-busy="true">Loading {title}…</p>;

  return (
    <section class="editor" aria-label={title}>
      <h2>{title}</h2>
      {state.draftFrom !== null && (
        <div class="banner" role="status">
          <span>Draft from {new Date(state.draftFrom).toLocaleString()}: not saved to the site yet.</span>
          <button type="button" class="secondary" onClick={onDiscard}>Discard draft</button>
        </div>
      )}
      {state.problem && (
        <div class="banner error-banner" role="alert">
          <strong>{state.problem.message}</strong> <span>{state.problem.remedy}</span>
          {state.phase !== 'load-failed' && <span> Your changes are kept as a draft.</span>}
        </div>
      )}
      {state.conflict && (
        <ConflictView
          changes={state.conflict.changes}
          onOverwrite={() => onSave('overwrite')}
          onTakeServer={() => onSave('take-server')}
          onKeepEditing={onKeepEditing}
        />
      )}
      {state.phase !== 'load-failed' && (
        <form class="fields" onSubmit={(event) => (event.preventDefault(), onSave())} noValidate>
          {children}
          <div class="row save-row">
            <button type="submit" disabled={state.phase === 'saving'}>{state.phase === 'saving' ? 'Saving…' : 'Save'}</button>
            <span class="hint">{state.dirty ? 'Unsaved changes (kept as a draft)' : 'No unsaved changes'}</span>
            {state.dirty && state.draftFrom === null && (
              <button type="button" class="secondary" onClick={onDiscard}>Discard changes</button>
            )}
          </div>
        </form>
      )}
      <p class="visually-hidden" role="status" aria-live="polite">
        {state.savedAt ? `Saved at ${new Date(state.savedAt).toLocaleTimeString()}.` : ''}
      </p>
      {state.savedAt && <p class="ok">Saved. The page is reloading to show it.</p>}
      {state.notice && <p class="hint" role="status">{state.notice}</p>}
    </section>
  );
}
