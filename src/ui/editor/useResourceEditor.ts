// The state of one open resource in the side panel: opened (useOpening), kept on this computer
// (useLocalKeeping), edited and saved with the three-way check. Every change of what the editor
// shows is a named event of editor-state.ts. Editors of each kind render fields on top of this.
// Saving and its outcomes are editor-saving.ts, Discard and its Undo useDiscard.ts.
import { useCallback, useContext, useMemo, useRef, useState } from 'preact/hooks';
import { discardDraft } from '../../drafts/draft-store';
import { t } from '../../i18n';
import type { RunOperation } from '../../messages/operations';
import type { SiteCopy } from '../../resources/records';
import { changedFields, sameFields, type ResourceId, type ResourceKind } from '../../resources/kind';
import { resourceKey } from '../../resources/resource-ref';
import { changeMadeAt } from '../hand-over';
import type { EditorCore } from './editor-core';
import { EditorHandoffContext, editorHandoff } from './editor-handoff';
import { saveAction } from './editor-saving';
import { editorReducer, openingState, type EditorEvent, type EditorState } from './editor-state';
import { useDiscard } from './useDiscard';
import { useLocalKeeping } from './useLocalKeeping';
import { useOpening } from './useOpening';

export type { EditorState } from './editor-state';
export type { SaveChoice } from './editor-saving';
export { UNDO_DISCARD_MS } from './useDiscard';

export interface EditorTarget<I extends ResourceId = number> {
  site: string;
  /** null: something new */
  id: I | null;
}

export function useResourceEditor<F extends SiteCopy, I extends ResourceId = number>(kind: ResourceKind<F, I>, api: RunOperation, target: EditorTarget<I>, onSaved: (id: I) => void) {
  const site = target.site;
  const key = resourceKey(kind.kind, target.id);
  const given = useContext(EditorHandoffContext);
  const handoff = useMemo(() => given ?? editorHandoff(), [given]);
  const [state, setState] = useState<EditorState<F, I>>(() => openingState(kind.empty(), target.id));
  const latest = useRef(state);
  latest.current = state;
  const dispatch = useCallback((event: EditorEvent<F, I>) => setState((s) => editorReducer(s, event)), []);

  const local = useLocalKeeping<F>(site, key, target.id !== null, (problem) => dispatch({ type: 'storage', problem }));
  const { keptLocally, keepDraft, persist } = local;
  const { loadSiteCopy, reopen } = useOpening({ kind, api, site, id: target.id, resourceKey: key, handoff, latest, dispatch, keepDraft });
  const core: EditorCore<F, I> = { kind, site, key, latest, dispatch, local };

  const update = useCallback((change: Partial<F>) => {
    // A window that follows another writes nothing: the editor's own settling is not an edit.
    if (latest.current.following) return;
    const { fields, base, createAttempt } = latest.current;
    const next = { ...fields, ...change };
    // An editor passing on the text it holds (the panel hidden, a save) changed nothing: "Saved" stays.
    if (sameFields(kind, next, fields)) return;
    const editedAt = changeMadeAt();
    // Typed and taken back is no change: the form says so, and no draft is kept of it.
    const dirty = createAttempt !== undefined || !sameFields(kind, next, base ?? kind.empty());
    // Known at once, not only after the next render: a save right after must send it.
    latest.current = { ...latest.current, fields: next, dirty };
    dispatch({ type: 'edited', fields: next, dirty, editedAt });
    if (dirty) persist.since(editedAt, { fields: next, base, createAttempt });
    else {
      persist.cancel();
      void keptLocally(() => discardDraft(site, key));
    }
  }, []);

  const { discard, undoDiscard } = useDiscard(core, loadSiteCopy);
  const save = saveAction(core, api, { handoff, onSaved });
  const keepEditing = useCallback(() => dispatch({ type: 'conflict-closed' }), []);

  /** Each kept version with what restoring it would change in the editor now. */
  const history = useMemo(() => local.versions.map((version) => ({ at: version.at, changes: changedFields(kind, version.fields, state.fields) })), [local.versions, state.fields, kind]);

  /** A version goes into the editor as a draft over the same base: saved as any edit is. */
  const restore = (index: number) => {
    const version = local.versions[index];
    if (!version) return;
    const { absent: _absent, ...fields } = version.fields;
    update(fields as Partial<F>);
    dispatch({ type: 'notice', notice: t('history_restored') });
  };

  /** Where the record is on the site, once it exists. */
  const address = state.id !== null && state.base ? (kind.addressOf?.(state.id, state.base) ?? null) : null;

  return { state, update, save, discard, undoDiscard, keepEditing, history, restore, address, reopen };
}
