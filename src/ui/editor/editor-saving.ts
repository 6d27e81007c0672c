// Saving an open resource to the site (drafts/save-flow.ts) and what the editor makes of each
// outcome: saved (the form laid over the site's copy, what the owner typed meanwhile kept),
// saved in part, a conflict to answer, a lost create found or not, nothing to save, invalid.
import { discardDraft } from '../../drafts/draft-store';
import { saveDraftToSite, type SaveOutcome } from '../../drafts/save-flow';
import { t } from '../../i18n';
import type { RunOperation } from '../../messages/operations';
import { changedFields, labelText, sameFields, type ResourceId } from '../../resources/kind';
import type { SiteCopy } from '../../resources/records';
import { resourceKey } from '../../resources/resource-ref';
import { handOverAll } from '../hand-over';
import type { EditorCore } from './editor-core';
import type { EditorHandoff } from './editor-handoff';
import { rebased } from './editor-state';
import { problemFrom } from './problem';

export type SaveChoice = 'overwrite' | 'take-site' | 'finish' | 'make-new';

/** Where a save says what it made: the editor the panel opens next, and the panel. */
export interface SaveSaid<I extends ResourceId> {
  handoff: EditorHandoff;
  onSaved: (id: I) => void;
}

/** The form after the site's copy became `saved`: what the owner typed meanwhile stays theirs. */
async function settle<F extends SiteCopy, I extends ResourceId>(core: EditorCore<F, I>, sent: F, saved: F, said: { savedAt?: number; id?: I } = {}) {
  const { kind, site, key, latest, dispatch, local } = core;
  // Keys an editor still holds back are the owner's too: laid over the saved copy with the rest.
  handOverAll();
  const { fields, conflict } = rebased(kind, sent, saved, latest.current.fields);
  const dirty = !sameFields(kind, fields, saved);
  // A draft write still pending from typing during the save holds the old base: this one replaces it.
  local.persist.cancel();
  await (dirty ? local.keepDraft({ fields, base: saved }) : local.keptLocally(() => discardDraft(site, key)));
  dispatch({ type: 'settled', fields, base: saved, dirty, conflict, ...said });
}

/** Saved in part: what was written is said, and the rest waits as a draft (of what now exists, when it was made). */
async function savedInPart<F extends SiteCopy, I extends ResourceId>(
  core: EditorCore<F, I>, { handoff, onSaved }: SaveSaid<I>, sent: F, outcome: Extract<SaveOutcome<F, I>, { status: 'partial' }>, id: I | null,
) {
  const { kind, site, key, latest, dispatch, local } = core;
  if (outcome.before && id !== null) await local.keepVersionOf(outcome.before);
  const problem = problemFrom(outcome.reason);
  const written = outcome.written.map((field) => (field in kind.labels ? labelText(kind.labels[field as keyof typeof kind.labels]) : field)).join(', ');
  // A field the owner typed into during the save that the save changed too stays a question.
  handOverAll();
  const { fields, conflict } = rebased(kind, sent, outcome.fields, latest.current.fields);
  const notice = t('save_partly_done', written);
  local.persist.cancel();
  if (id === null) {
    // Made, but not whole: the rest waits as a draft of what now exists, opened next.
    const made = resourceKey(kind.kind, outcome.id);
    await local.keepDraft({ fields, base: outcome.onSite }, made);
    await local.keptLocally(() => discardDraft(site, key));
    handoff.said.set(made, { problem, errors: problem.fields ?? {}, notice });
    return onSaved(outcome.id);
  }
  await local.keepDraft({ fields, base: outcome.onSite });
  return dispatch({ type: 'partly-saved', fields, base: outcome.onSite, problem, notice, conflict });
}

async function afterSave<F extends SiteCopy, I extends ResourceId>(core: EditorCore<F, I>, said: SaveSaid<I>, sent: F, outcome: SaveOutcome<F, I>, id: I | null) {
  const { kind, site, key, latest, dispatch, local } = core;
  switch (outcome.status) {
    case 'unchanged':
      await local.keptLocally(() => discardDraft(site, key));
      return dispatch({ type: 'unchanged', notice: t('nothing_to_save') });
    case 'invalid':
      return dispatch({ type: 'invalid', errors: outcome.errors });
    case 'conflict':
      return dispatch({ type: 'conflicted', conflict: { onSite: outcome.onSite, merged: outcome.merged, changes: outcome.changes } });
    case 'create-unknown':
      await local.keepDraft({ fields: latest.current.fields, base: null, createAttempt: outcome.attempt });
      return dispatch({ type: 'create-unknown', problem: problemFrom(outcome.reason), attempt: outcome.attempt, notice: t('create_answer_lost') });
    case 'create-found': {
      const changes = changedFields(kind, latest.current.fields, outcome.onSite).filter((change) => outcome.writes.includes(change.field));
      return dispatch({ type: 'create-found', found: { id: outcome.id, onSite: outcome.onSite, name: kind.madeIn?.nameOf(outcome.onSite) ?? '', changes, certain: outcome.certain } });
    }
    case 'partial':
      return savedInPart(core, said, sent, outcome, id);
    case 'saved': {
      // Something finished that a lost create made: its versions are kept under its own id.
      if (outcome.before) await local.keepVersionOf(outcome.before, id === null ? resourceKey(kind.kind, outcome.id) : key);
      const saved = outcome.onSite ?? sent;
      // Something new opens next under its id: hand it the copy the site just returned.
      const savedAt = Date.now();
      if (id === null) {
        const made = resourceKey(kind.kind, outcome.id);
        if (outcome.onSite) said.handoff.fresh.set(made, outcome.onSite);
        said.handoff.said.set(made, { savedAt, made: true });
      }
      await settle(core, sent, saved, { savedAt, id: outcome.id });
      said.onSaved(outcome.id);
    }
  }
}

/**
 * Saves; `choice` answers a conflict (overwrite the site's changes there, or take them), or what
 * a lost create made (finish it, or make a new one all the same).
 */
export function saveAction<F extends SiteCopy, I extends ResourceId>(core: EditorCore<F, I>, api: RunOperation, said: SaveSaid<I>) {
  const { kind, site, key, latest, dispatch, local } = core;
  return async (choice?: SaveChoice) => {
    const current = latest.current;
    if (current.phase === 'saving' || current.following) return;
    local.persist.flush();
    const conflict = current.conflict;
    if (choice === 'take-site' && conflict) {
      // The site's value in each conflicting field; every other change of the owner stays.
      const fields = { ...conflict.merged };
      for (const change of conflict.changes) (fields as Record<string, unknown>)[change.field] = conflict.onSite[change.field as keyof F];
      const dirty = !sameFields(kind, fields, conflict.onSite);
      await (dirty ? local.keepDraft({ fields, base: conflict.onSite }) : local.keptLocally(() => discardDraft(site, key)));
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
      await afterSave(core, said, current.fields, outcome, current.id);
    } catch (error) {
      dispatch({ type: 'save-failed', problem: problemFrom(error) });
    }
  };
}
