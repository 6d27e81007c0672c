// Saving a draft without ever overwriting someone else's change silently: one GET compares the
// server copy with the copy the draft started from; only if they match does the write go.
import type { CallApi, FieldErrors } from '../resources/api';
import { changedFields, sameFields, type FieldChange, type ResourceKind } from '../resources/kind';

export type SaveOutcome<F> =
  | { status: 'saved'; id: number; server: F | null }
  | { status: 'unchanged' }
  | { status: 'invalid'; errors: FieldErrors }
  | { status: 'conflict'; server: F; changes: FieldChange[] };

export interface SaveRequest<F> {
  /** The resource's id; null saves something new. */
  id: number | null;
  fields: F;
  /** The server copy the edit started from. */
  base: F | null;
  /** The server copy the owner chose to overwrite after seeing a conflict (skips the check). */
  overwrite?: F;
}

export async function saveDraftToSite<F>(kind: ResourceKind<F>, api: CallApi, request: SaveRequest<F>): Promise<SaveOutcome<F>> {
  const errors = kind.validate(request.fields);
  if (Object.keys(errors).length) return { status: 'invalid', errors };
  if (request.id === null) return { status: 'saved', ...(await kind.create(api, request.fields)) };

  // Nothing changed since it was loaded: no request at all.
  if (!request.overwrite && request.base && sameFields(kind, request.fields, request.base)) return { status: 'unchanged' };

  let server = request.overwrite;
  if (!server) {
    server = await kind.load(api, request.id);
    if (request.base && !sameFields(kind, server, request.base)) {
      // The site already holds exactly this draft (an earlier save that timed out went through).
      if (sameFields(kind, server, request.fields)) return { status: 'saved', id: request.id, server };
      return { status: 'conflict', server, changes: changedFields(kind, request.fields, server) };
    }
  }
  return { status: 'saved', id: request.id, server: await kind.save(api, request.id, request.fields, server) };
}
