// What an open editor shows, and every way it changes, as named events: opening (a draft, the
// site's copy, another window's), editing, saving and each outcome of a save. Plain data and one
// pure function, so each step can be read, and tested, apart from the hooks that cause it.
import { mergeThreeWay } from '../../drafts/three-way';
import type { CreateAttempt } from '../../resources/find-created';
import type { FieldErrors, SiteCopy } from '../../resources/records';
import type { FieldChange, ResourceId, ResourceKind } from '../../resources/kind';
import type { Problem } from './problem';

export interface EditorState<F, I extends ResourceId = number> {
  phase: 'loading' | 'ready' | 'saving' | 'load-failed';
  fields: F;
  base: F | null;
  /** When the draft the panel restored was last changed. */
  draftFrom: number | null;
  dirty: boolean;
  errors: FieldErrors;
  problem: Problem | null;
  /** Fields both the owner and the site changed; `merged` holds every change that agreed. */
  conflict: Conflict<F> | null;
  /** Set after a save: what to announce. */
  savedAt: number | null;
  /** The id after a save of something new. */
  id: I | null;
  /** Made by this panel just now (the editor that made it handed it on): what a new record offers next. */
  made?: boolean;
  /** A create whose answer was lost: the next save looks for what it made before creating. */
  createAttempt?: CreateAttempt;
  /** What that look found: the record the lost create made (or, not certain, one of its name), and what finishing it would write. */
  found?: { id: I; onSite: F; name: string; changes: FieldChange[]; certain: boolean } | null;
  /** A passing remark (nothing to save, part of a save done). */
  notice?: string;
  /** Another window edits this resource: this one shows its changes and takes over when it closes. */
  following?: boolean;
  /** When the owner last changed a field (performance.now(); hand-over.ts): the live preview waits from then. */
  editedAt?: number;
  /** A write to this computer's storage (the draft, a version) failed: said, apart from the site's answers. */
  storageProblem?: string;
  /** What Discard threw away, offered back for a few seconds (`at`: when). */
  discarded?: { fields: F; base: F | null; at: number } | null;
  /** The site could not be read (a block): the form shows the copy this panel read last, read-only, until it can. */
  stale?: boolean;
}

export interface Conflict<F> {
  onSite: F;
  merged: F;
  changes: FieldChange[];
}

/** The copy an editor opens with: the owner's draft (`draftFrom`: when it was kept) or the site's. */
export interface Opened<F> {
  fields: F;
  base: F | null;
  dirty?: boolean;
  draftFrom?: number | null;
  createAttempt?: CreateAttempt;
}

export type EditorEvent<F, I extends ResourceId = number> =
  | { type: 'opened'; copy: Opened<F>; said?: Partial<Pick<EditorState<F, I>, 'problem' | 'errors' | 'notice' | 'savedAt' | 'made'>> }
  | { type: 'open-failed'; problem: Problem }
  /** The site cannot be read now; `copy`: what this panel read of it last, shown read-only meanwhile. */
  | { type: 'open-stale'; copy: Opened<F>; problem: Problem }
  | { type: 'reopening' }
  /** Another window holds the resource: this one shows what it shows. */
  | { type: 'followed'; copy?: Opened<F> }
  /** That window let go: this one edits from here. */
  | { type: 'took-over'; copy?: Opened<F> }
  /** `dirty`: the fields differ from the copy they started from (typed, then taken back: not dirty). */
  | { type: 'edited'; fields: F; dirty: boolean; editedAt: number }
  | { type: 'reloading' }
  | { type: 'saving' }
  | { type: 'save-failed'; problem: Problem }
  | { type: 'unchanged'; notice: string }
  | { type: 'invalid'; errors: FieldErrors }
  | { type: 'conflicted'; conflict: Conflict<F> }
  | { type: 'create-unknown'; problem: Problem; attempt: CreateAttempt; notice: string }
  | { type: 'create-found'; found: NonNullable<EditorState<F, I>['found']> }
  /** Part of a save went through: `fields` over the site's copy as it is now. */
  | { type: 'partly-saved'; fields: F; base: F; problem: Problem; notice: string; conflict?: Conflict<F> | null }
  /** The site's copy became `base`; `fields` is what the form holds over it. */
  | { type: 'settled'; fields: F; base: F; dirty: boolean; conflict: Conflict<F> | null; savedAt?: number; id?: I }
  | { type: 'conflict-closed' }
  | { type: 'notice'; notice: string }
  | { type: 'storage'; problem: string | undefined }
  /** Discard threw away `fields` over `base`, opened the site's copy, and offers them back. */
  | { type: 'discarded'; fields: F; base: F | null; at: number }
  /** The offer of the discard at `at` ran out. */
  | { type: 'undo-expired'; at: number };

export function openingState<F, I extends ResourceId>(empty: F, id: I | null): EditorState<F, I> {
  return { phase: 'loading', fields: empty, base: null, draftFrom: null, dirty: false, errors: {}, problem: null, conflict: null, savedAt: null, id };
}

export function editorReducer<F, I extends ResourceId>(state: EditorState<F, I>, event: EditorEvent<F, I>): EditorState<F, I> {
  switch (event.type) {
    case 'opened':
      return { ...state, phase: 'ready', ...opened(event.copy), stale: false, ...event.said };
    case 'open-failed':
      return { ...state, phase: 'load-failed', problem: event.problem };
    case 'open-stale':
      return { ...state, phase: 'load-failed', ...opened(event.copy), problem: event.problem, stale: true };
    case 'reopening':
      return { ...state, phase: 'loading', problem: null, stale: false };
    case 'followed':
      return { ...state, following: true, ...(event.copy && { phase: 'ready', ...opened(event.copy), draftFrom: null }) };
    case 'took-over':
      return { ...state, following: false, ...(event.copy && { phase: 'ready', ...opened(event.copy), draftFrom: null }) };
    case 'edited':
      return { ...state, fields: event.fields, dirty: event.dirty, savedAt: null, errors: {}, notice: undefined, editedAt: event.editedAt, discarded: null };
    case 'reloading':
      return { ...state, phase: 'loading', conflict: null, problem: null, errors: {}, createAttempt: undefined, savedAt: null, notice: undefined };
    case 'saving':
      return { ...state, phase: 'saving', problem: null, errors: {}, notice: undefined, found: null, discarded: null };
    case 'save-failed':
      return { ...state, phase: 'ready', problem: event.problem, errors: event.problem.fields ?? {} };
    case 'unchanged':
      return { ...state, phase: 'ready', dirty: false, draftFrom: null, notice: event.notice };
    case 'invalid':
      return { ...state, phase: 'ready', errors: event.errors };
    case 'conflicted':
      return { ...state, phase: 'ready', conflict: event.conflict };
    case 'create-unknown':
      return { ...state, phase: 'ready', problem: event.problem, createAttempt: event.attempt, notice: event.notice };
    case 'create-found':
      return { ...state, phase: 'ready', found: event.found };
    case 'partly-saved':
      return { ...state, phase: 'ready', fields: event.fields, base: event.base, dirty: true, conflict: event.conflict ?? null, problem: event.problem, errors: event.problem.fields ?? {}, notice: event.notice };
    case 'settled': {
      const { fields, base, dirty, conflict, savedAt, id } = event;
      return { ...state, phase: 'ready', fields, base, dirty, draftFrom: null, conflict, createAttempt: undefined, ...(savedAt !== undefined && { savedAt }), ...(id !== undefined && { id }) };
    }
    case 'conflict-closed':
      return { ...state, conflict: null, found: null };
    case 'notice':
      return { ...state, notice: event.notice };
    case 'storage':
      return state.storageProblem === event.problem ? state : { ...state, storageProblem: event.problem };
    case 'discarded':
      return { ...state, discarded: { fields: event.fields, base: event.base, at: event.at } };
    case 'undo-expired':
      return state.discarded?.at === event.at ? { ...state, discarded: null } : state;
  }
}

function opened<F>(copy: Opened<F>): Partial<EditorState<F, never>> {
  return { fields: copy.fields, base: copy.base, dirty: copy.dirty ?? false, draftFrom: copy.draftFrom ?? null, createAttempt: copy.createAttempt };
}

/**
 * What the owner typed while a save was on its way, laid over what the save made of the fields it
 * sent (`saved`, with the site's changes it merged in): three-way, the fields sent as the base.
 * A field only the save changed takes the saved value (so the next save does not write the old
 * one back); a field only the owner changed keeps theirs; one both changed merges as text or is a
 * conflict, shown as any other.
 */
export function rebased<F extends SiteCopy>(kind: ResourceKind<F, ResourceId>, sent: F, saved: F, now: F): { fields: F; conflict: Conflict<F> | null } {
  if (now === sent) return { fields: saved, conflict: null };
  const { merged, conflicts } = mergeThreeWay(kind, sent, saved, now);
  return { fields: merged, conflict: conflicts.length ? { onSite: saved, merged, changes: conflicts } : null };
}
