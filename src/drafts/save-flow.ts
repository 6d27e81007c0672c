// Saving a draft so that the site changes exactly what the owner changed: one GET reads the
// site's copy, a three-way merge keeps every change made on the site meanwhile, and only the
// fields the owner changed are written. A field changed on both sides is the owner's choice.
import type { RunOperation } from '../messages/operations';
import type { FieldErrors, SiteCopy } from '../resources/records';
import { PartialSave, sameFields, type FieldChange, type ResourceId, type ResourceKind } from '../resources/kind';
import { createOnce, type CreateAttempt } from '../resources/find-created';
import { afterWrite, fieldsToWrite, mergeThreeWay } from './three-way';

export type SaveOutcome<F, I extends ResourceId = number> =
  /** `before`: the site's copy the save replaced, when it read one (kept as a version to go back to). */
  | { status: 'saved'; id: I; onSite: F | null; written: string[]; before?: F }
  | { status: 'unchanged' }
  | { status: 'invalid'; errors: FieldErrors }
  | { status: 'conflict'; onSite: F; merged: F; changes: FieldChange[] }
  /** Some writes went through, a later one failed: `onSite` is what the site holds now. */
  | { status: 'partial'; id: I; onSite: F; fields: F; written: string[]; reason: unknown; before?: F }
  /** A create whose answer never came: it may have been made; the next save looks first. */
  | { status: 'create-unknown'; attempt: CreateAttempt; reason: unknown }
  /** That look found what the lost create made: nothing is written until the owner says to finish it. */
  /** `certain`: above the mark noted before the create; else a record of that name made since, which may be another. */
  | { status: 'create-found'; id: I; onSite: F; writes: string[]; certain: boolean };

export interface SaveRequest<F, I extends ResourceId = number> {
  /** The resource's id; null saves something new. */
  id: I | null;
  fields: F;
  /** The site's copy the edit started from. */
  base: F | null;
  /**
   * The site's copy the owner saw in a conflict and chose to overwrite. The site is read again:
   * what changed there since is kept, and a field the owner overwrites that changed again is
   * asked about anew.
   */
  overwrite?: F;
  /** An earlier create of this draft that lost its answer: look for what it made first. */
  createAttempt?: CreateAttempt;
  /**
   * The record that attempt made, which the owner chose to finish: what the draft set (changed
   * from an empty form) and the record lacks is written; what the site filled in itself stays.
   */
  finish?: I;
}

export async function saveDraftToSite<F extends SiteCopy, I extends ResourceId = number>(
  kind: ResourceKind<F, I>,
  api: RunOperation,
  request: SaveRequest<F, I>,
  now = Date.now,
): Promise<SaveOutcome<F, I>> {
  const errors = kind.validate(request.fields, request.overwrite ?? request.base);
  if (Object.keys(errors).length) return { status: 'invalid', errors };
  if (request.id === null) return create(kind, api, request, now);

  const base = request.overwrite ?? request.base;
  if (!base) throw new Error('an existing resource is saved over the copy it was loaded from');
  // Nothing changed since it was loaded: no request at all.
  if (!request.overwrite && sameFields(kind, request.fields, base)) return { status: 'unchanged' };

  const site = await kind.load(api, request.id);
  // Overwriting: against the copy the owner saw, what they chose stands unless the site changed it again.
  const { merged, conflicts } = request.overwrite && sameFields(kind, site, request.overwrite) ? { merged: request.fields, conflicts: [] } : mergeThreeWay(kind, base, site, request.fields);
  if (conflicts.length) return { status: 'conflict', onSite: site, merged, changes: conflicts };

  return writeOver(kind, api, request.id, base, site, merged);
}

/** Writes what `target` changed from `base`, except what the site already holds. */
async function writeOver<F extends SiteCopy, I extends ResourceId>(kind: ResourceKind<F, I>, api: RunOperation, id: I, base: F, site: F, target: F): Promise<SaveOutcome<F, I>> {
  const written = fieldsToWrite(kind, base, site, target);
  // The site already holds every change (say, an earlier save whose answer was lost went through).
  if (!written.length) return { status: 'saved', id, onSite: afterWrite(kind, site, target, [], undefined), written };
  try {
    const answer = await kind.write(api, id, written, target, site);
    return { status: 'saved', id, onSite: afterWrite(kind, site, target, written, answer), written, before: site };
  } catch (error) {
    if (!(error instanceof PartialSave)) throw error;
    const onSite = afterWrite(kind, site, target, error.written, error.answer);
    // What the writes named (the id of something made) is the owner's from now on.
    const fields = error.mine ? { ...target, ...error.mine } : target;
    return { status: 'partial', id, onSite, fields, written: error.written, reason: error.reason, before: site };
  }
}

/**
 * Creates, unless an earlier attempt whose answer was lost made it already: never two from one
 * click, and never a record that existed before the attempt taken for the new one.
 */
async function create<F extends SiteCopy, I extends ResourceId>(kind: ResourceKind<F, I>, api: RunOperation, request: SaveRequest<F, I>, now: () => number): Promise<SaveOutcome<F, I>> {
  if (request.finish !== undefined) {
    const site = await kind.load(api, request.finish);
    return writeOver(kind, api, request.finish, kind.empty(), site, request.fields);
  }
  if (!kind.create) throw new Error(`a ${kind.kind} is not made from the panel`);
  const create = kind.create;
  const sent = await createOnce(api, kind.madeIn, request.fields, request.createAttempt, () =>
    // A create that made the record and failed after: known, not lost.
    create(api, request.fields).catch((error: unknown) => {
      if (error instanceof PartialSave && error.id !== undefined) return error;
      throw error;
    }), now);
  if (sent.status === 'found') {
    const id = sent.made.id as I;
    const site = await kind.load(api, id);
    return { status: 'create-found', id, onSite: site, writes: fieldsToWrite(kind, kind.empty(), site, request.fields), certain: sent.made.certain };
  }
  if (sent.status === 'lost') return { status: 'create-unknown', attempt: sent.attempt, reason: sent.reason };
  const made = sent.answer;
  if (made instanceof PartialSave) {
    const onSite = afterWrite(kind, kind.empty(), request.fields, made.written, made.answer);
    return { status: 'partial', id: made.id as I, onSite, fields: request.fields, written: made.written, reason: made.reason };
  }
  return { status: 'saved', ...made, written: [] };
}
