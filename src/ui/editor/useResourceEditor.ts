// The state of one open resource in the side panel: opened (useOpening), kept on this computer
// (useLocalKeeping), edited and saved with the three-way check. Every change of what the editor
// shows is a named event of editor-state.ts. Editors of each kind render fields on top of this.
import { useCallback, useContext, useMemo, useRef, useState } from 'preact/hooks';
import { discardDraft } from '../../drafts/draft-store';
import { saveDraftToSite, type SaveOutcome } from '../../drafts/save-flow';
import { t } from '../../i18n';
import type { RunOperation } from '../../messages/operations';
import type { SiteCopy } from '../../resources/records';
import { changedFields, labelText, sameFields, type ResourceId, type ResourceKind } from '../../resources/kind';
import { resourceKey } from '../../resources/resource-ref';
import { changeMadeAt, handOverAll } from '../hand-over';
import { EditorHandoffContext, editorHandoff } from './editor-handoff';
import { editorReducer, openingState, rebased, type EditorEvent, type EditorState } from './editor-state';
import { problemFrom } from './problem';
import { useLocalKeeping } from './useLocalKeeping';
import { useOpening } from './useOpening';

export type { EditorState } from './editor-state';

export interface EditorTarget<I extends ResourceId = number> {
  site: string;
  /** null: something new */
  id: I | null;
}

export type SaveChoice = 'overwrite' | 'take-site' | 'finish' | 'make-new';

/** How long Discard offers Undo. */
export const UNDO_DISCARD_MS = 10_000;

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
  const { keptLocally, keepDraft, keepVersionOf, persist } = local;
  const { loadServerCopy } = useOpening({ kind, api, site, id: target.id, resource: key, handoff, latest, dispatch, keepDraft });

  const update = useCallback((change: Partial<F>) => {
    // A window that follows another writes nothing: the editor's own settling is not an edit.
    if (latest.current.following) return;
    const { fields, base, createAttempt } = latest.current;
    const next = { ...fields, ...change };
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

  const discard = useCallback(async () => {
    if (latest.current.following) return;
    const { fields, base, dirty } = latest.current;
    persist.cancel();
    await keptLocally(() => discardDraft(site, key));
    dispatch({ type: 'reloading' });
    try {
      dispatch({ type: 'opened', copy: await loadServerCopy() });
    } catch (error) {
      return dispatch({ type: 'open-failed', problem: problemFrom(error) });
    }
    if (!dirty) return;
    // Offered back for a while, as a mail client offers an unsent message back.
    const at = Date.now();
    dispatch({ type: 'discarded', fields, base, at });
    setTimeout(() => dispatch({ type: 'undo-expired', at }), UNDO_DISCARD_MS);
  }, [key, site, loadServerCopy]);

  /** What Discard threw away comes back as the draft it was, over the copy it started from. */
  const undoDiscard = useCallback(async () => {
    const thrown = latest.current.discarded;
    if (!thrown || latest.current.following) return;
    await keepDraft({ fields: thrown.fields, base: thrown.base });
    dispatch({ type: 'opened', copy: { fields: thrown.fields, base: thrown.base, dirty: true } });
    dispatch({ type: 'undo-expired', at: thrown.at });
  }, []);

  /** The form after the site's copy became `saved`: what the owner typed meanwhile stays theirs. */
  async function settle(sent: F, saved: F, said: { savedAt?: number; id?: I } = {}) {
    // Keys an editor still holds back are the owner's too: laid over the saved copy with the rest.
    handOverAll();
    const { fields, conflict } = rebased(kind, sent, saved, latest.current.fields);
    const dirty = !sameFields(kind, fields, saved);
    // A draft write still pending from typing during the save holds the old base: this one replaces it.
    persist.cancel();
    await (dirty ? keepDraft({ fields, base: saved }) : keptLocally(() => discardDraft(site, key)));
    dispatch({ type: 'settled', fields, base: saved, dirty, conflict, ...said });
  }

  async function afterSave(sent: F, outcome: SaveOutcome<F, I>, id: I | null) {
    switch (outcome.status) {
      case 'unchanged':
        await keptLocally(() => discardDraft(site, key));
        return dispatch({ type: 'unchanged', notice: t('nothing_to_save') });
      case 'invalid':
        return dispatch({ type: 'invalid', errors: outcome.errors });
      case 'conflict':
        return dispatch({ type: 'conflicted', conflict: { onSite: outcome.onSite, merged: outcome.merged, changes: outcome.changes } });
      case 'create-unknown':
        await keepDraft({ fields: latest.current.fields, base: null, createAttempt: outcome.attempt });
        return dispatch({ type: 'create-unknown', problem: problemFrom(outcome.reason), attempt: outcome.attempt, notice: t('create_answer_lost') });
      case 'create-found': {
        const changes = changedFields(kind, latest.current.fields, outcome.onSite).filter((change) => outcome.writes.includes(change.field));
        return dispatch({ type: 'create-found', found: { id: outcome.id, onSite: outcome.onSite, name: kind.madeIn?.nameOf(outcome.onSite) ?? '', changes, certain: outcome.certain } });
      }
      case 'partial': {
        if (outcome.before && id !== null) await keepVersionOf(outcome.before);
        const problem = problemFrom(outcome.reason);
        const written = outcome.written.map((field) => (field in kind.labels ? labelText(kind.labels[field as keyof typeof kind.labels]) : field)).join(', ');
        // A field the owner typed into during the save that the save changed too stays a question.
        handOverAll();
        const { fields, conflict } = rebased(kind, sent, outcome.fields, latest.current.fields);
        const notice = t('save_partly_done', written);
        persist.cancel();
        if (id === null) {
          // Made, but not whole: the rest waits as a draft of what now exists, opened next.
          const made = resourceKey(kind.kind, outcome.id);
          await keepDraft({ fields, base: outcome.onSite }, made);
          await keptLocally(() => discardDraft(site, key));
          handoff.said.set(made, { problem, errors: problem.fields ?? {}, notice });
          return onSaved(outcome.id);
        }
        await keepDraft({ fields, base: outcome.onSite });
        return dispatch({ type: 'partly-saved', fields, base: outcome.onSite, problem, notice, conflict });
      }
      case 'saved': {
        // Something finished that a lost create made: its versions are kept under its own id.
        if (outcome.before) await keepVersionOf(outcome.before, id === null ? resourceKey(kind.kind, outcome.id) : key);
        const saved = outcome.onSite ?? sent;
        // Something new opens next under its id: hand it the copy the site just returned.
        const savedAt = Date.now();
        if (id === null) {
          const made = resourceKey(kind.kind, outcome.id);
          if (outcome.onSite) handoff.fresh.set(made, outcome.onSite);
          handoff.said.set(made, { savedAt, made: true });
        }
        await settle(sent, saved, { savedAt, id: outcome.id });
        onSaved(outcome.id);
      }
    }
  }

  /**
   * Saves; `choice` answers a conflict (overwrite the site's changes there, or take them), or what
   * a lost create made (finish it, or make a new one all the same).
   */
  const save = async (choice?: SaveChoice) => {
    const current = latest.current;
    if (current.phase === 'saving' || current.following) return;
    persist.flush();
    const conflict = current.conflict;
    if (choice === 'take-site' && conflict) {
      // The site's value in each conflicting field; every other change of the owner stays.
      const fields = { ...conflict.merged };
      for (const change of conflict.changes) (fields as Record<string, unknown>)[change.field] = conflict.onSite[change.field as keyof F];
      const dirty = !sameFields(kind, fields, conflict.onSite);
      await (dirty ? keepDraft({ fields, base: conflict.onSite }) : keptLocally(() => discardDraft(site, key)));
      return dispatch({ type: 'settled', fields, base: conflict.onSite, dirty, conflict: null });
    }
    const overwrite = choice === 'overwrite' && conflict ? conflict : null;
    const fields = overwrite ? overwrite.merged : current.fields;
    const finish = choice === 'finish' && current.found ? current.found.id : undefined;
    // Made anew: the earlier attempt's record stays as it is, and this create is one of its own.
    const createAttempt = choice === 'make-new' ? undefined : current.createAttempt;
    dispatch({ type: 'saving' });
    try {
      const outcome = await saveDraftToSite(kind, api, { id: current.id, fields, base: current.base, overwrite: overwrite?.onSite, createAttempt, finish });
      await afterSave(current.fields, outcome, current.id);
    } catch (error) {
      dispatch({ type: 'save-failed', problem: problemFrom(error) });
    }
  };

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

  return { state, update, save, discard, undoDiscard, keepEditing, history, restore, address };
}
