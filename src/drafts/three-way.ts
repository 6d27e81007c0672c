// Three copies of a resource: the one the draft started from (base), the site's now, and the
// owner's. A field counts as changed by the site only where both site copies carry it; a field
// both sides changed differently is a conflict, unless it is long text whose edits merge.
import type { SiteCopy } from '../resources/records';
import { fieldsOf, fieldText, knows, labelText, sameField, type FieldChange, type FieldName, type AnyKind } from '../resources/kind';
import { mergeText } from './text-merge';

export interface ThreeWay<F> {
  /** Every change of both sides that agrees, the owner's value in each conflict. */
  merged: F;
  conflicts: FieldChange[];
}

export function mergeThreeWay<F extends SiteCopy>(kind: AnyKind<F>, base: F, onSite: F, mine: F): ThreeWay<F> {
  const merged = { ...mine };
  const conflicts: FieldChange[] = [];
  for (const field of fieldsOf(kind)) {
    const mineChanged = !sameField(kind, field, mine, base);
    const onSiteChanged = knows(base, field) && knows(onSite, field) && !sameField(kind, field, onSite, base);
    if (!mineChanged) {
      if (knows(onSite, field)) merged[field] = onSite[field];
      continue;
    }
    if (!onSiteChanged || sameField(kind, field, mine, onSite)) continue;
    const text = kind.mergeable?.includes(field) ? mergeText(String(base[field]), String(onSite[field]), String(mine[field])) : null;
    if (text !== null) merged[field] = text as F[typeof field];
    else conflicts.push({ field, label: labelText(kind.labels[field]), from: fieldText(kind, field, onSite[field]), to: fieldText(kind, field, mine[field]) });
  }
  merged.absent = (onSite.absent ?? []).filter((field) => !knows(base, field) && sameField(kind, field as FieldName<F>, mine, base));
  if (!merged.absent.length) delete merged.absent;
  return { merged, conflicts };
}

/**
 * The fields a save writes: those the owner changed from the base, except where the site
 * already holds the same value. Nothing else is ever sent: the platform writes every field it
 * receives.
 */
export function fieldsToWrite<F extends SiteCopy>(kind: AnyKind<F>, base: F, onSite: F, target: F): FieldName<F>[] {
  return fieldsOf(kind).filter(
    (field) => !sameField(kind, field, target, base) && !(knows(onSite, field) && sameField(kind, field, target, onSite)),
  );
}

/** The copy after a write: the site's copy (what it left out, as the draft knew it), the values written, then what the answer says. */
export function afterWrite<F extends SiteCopy>(kind: AnyKind<F>, onSite: F, target: F, written: string[], answer: unknown): F {
  const copy = { ...onSite };
  for (const field of fieldsOf(kind)) if (!knows(onSite, field) && knows(target, field)) copy[field] = target[field];
  for (const field of written as FieldName<F>[]) copy[field] = target[field];
  const said = kind.fromRecord(answer);
  for (const field of fieldsOf(kind)) if (knows(said, field)) copy[field] = said[field];
  const absent = (onSite.absent ?? []).filter((field) => !knows(target, field) && !written.includes(field) && !knows(said, field));
  if (absent.length) copy.absent = absent;
  else delete copy.absent;
  return copy;
}
