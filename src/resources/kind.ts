// What every editable kind of resource provides to the generic editor: loading with one GET,
// writing only the fields the owner changed, local checks, and labels for the conflict view.
import { t, type MessageKey } from '../i18n';
import type { RunOperation } from '../messages/operations';
import type { FieldErrors, SiteCopy } from './records';
import type { MadeIn } from './find-created';

export type FieldName<F> = keyof F & string;

/** The fields an editor edits: not what a copy says about itself. */
export type EditedField<F> = Exclude<FieldName<F>, keyof SiteCopy>;

import type { EditableKind } from '../vocabulary/kinds';

/** A field's name for the owner: a message key, and the number of an extra field. */
export type FieldLabel = MessageKey | readonly [MessageKey, string];

export function labelText(label: FieldLabel): string {
  return typeof label === 'string' ? t(label) : t(label[0], label[1]);
}

/** Records are numbered; templates are named by path (`1/BFOOTER`, `3/3`). */
export type ResourceId = number | string;

export interface ResourceKind<F extends SiteCopy, I extends ResourceId = number> {
  kind: EditableKind;
  /** Every field, in the order the owner reads them. */
  labels: Record<EditedField<F>, FieldLabel>;
  /** How a field reads as text where JSON would not do (compared and shown in the conflict view). */
  asText?: Partial<Record<FieldName<F>, (value: never) => string>>;
  /** Long text fields whose edits merge block by block when the site changed them too. */
  mergeable?: FieldName<F>[];
  empty(): F;
  /** The fields of a record the site sent (an answer of a read or a write), fields it left out in `absent`. */
  fromRecord(value: unknown): F;
  load(api: RunOperation, id: I): Promise<F>;
  /** Local checks; `base` is the site's copy the edit started from (null: something new). */
  validate(fields: F, base: F | null): FieldErrors;
  /**
   * Writes the fields named in `changed` (values from `fields`), and nothing else. Gives the
   * site's answer, which the caller merges over its copy. Throws PartialSave when one write of
   * several went through.
   */
  write(api: RunOperation, id: I, changed: FieldName<F>[], fields: F, onSite: F): Promise<unknown>;
  /** Creates a new one; gives its id and, when the answer carries it, the site's copy. Kinds the panel never makes have none. */
  create?(api: RunOperation, fields: F): Promise<{ id: I; onSite: F | null }>;
  /** Where its new records appear, to find one whose create answer was lost; without it a create is sent again. */
  madeIn?: MadeIn<F>;
  /** Its address on the site (`/index/0-3`), where it has one of its own; checked against the site's origin before use. */
  addressOf?(id: I, copy: F): string | null;
}

/** A kind whatever its ids: what reading and comparing fields needs. */
export type AnyKind<F extends SiteCopy> = ResourceKind<F, ResourceId>;

export interface FieldChange {
  field: string;
  /** The field's name, in the owner's language. */
  label: string;
  /** What there is now (the site's copy, or the copy shown now). */
  from: string;
  /** What saving, or going back to a version, would make of it. */
  to: string;
  /** Where `from` and `to` are the text as it reads: the source of each. */
  source?: { from: string; to: string };
}

/** Fields of the kind, in the order the owner reads them. */
export function fieldsOf<F extends SiteCopy>(kind: AnyKind<F>): EditedField<F>[] {
  return Object.keys(kind.labels) as EditedField<F>[];
}

export function fieldText<F extends SiteCopy>(kind: AnyKind<F>, field: FieldName<F>, value: unknown): string {
  const read = (kind.asText?.[field] as ((value: unknown) => string) | undefined) ?? asText;
  return read(value);
}

export function sameField<F extends SiteCopy>(kind: AnyKind<F>, field: FieldName<F>, a: F, b: F): boolean {
  return fieldText(kind, field, a[field]) === fieldText(kind, field, b[field]);
}

/** Whether the copy carries the site's value of `field` (rather than a default shown in its place). */
export function knows(copy: SiteCopy, field: string): boolean {
  return !copy.absent?.includes(field);
}

/** Fields whose values differ between two copies, as text for the owner to compare. */
export function changedFields<F extends SiteCopy>(kind: AnyKind<F>, to: F, from: F): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of fieldsOf(kind)) {
    const toText = fieldText(kind, field, to[field]);
    const fromText = fieldText(kind, field, from[field]);
    if (toText !== fromText) changes.push({ field, label: labelText(kind.labels[field]), from: fromText, to: toText });
  }
  return changes;
}

function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value ?? null, null, 1);
}

export function sameFields<F extends SiteCopy>(kind: AnyKind<F>, a: F, b: F): boolean {
  return changedFields(kind, a, b).length === 0;
}

/** One write of several went through and a later one failed: what is on the site now. */
export class PartialSave extends Error {
  /** The fields already written. */
  readonly written: string[];
  /** The answers of the writes that went through. */
  readonly answer: unknown;
  /** Why the rest was not written. */
  readonly reason: unknown;
  /** The id of a record made by the writes that went through (a create in several writes). */
  readonly id?: ResourceId;
  /**
   * Fields of the owner's copy as they read now, where the writes named something (a new mail
   * field gets its id): the next save then finishes the edit rather than making it again.
   */
  readonly mine?: Record<string, unknown>;
  constructor(written: string[], answer: unknown, reason: unknown, id?: ResourceId, mine?: Record<string, unknown>) {
    super('part of the save went through');
    this.written = written;
    this.answer = answer;
    this.reason = reason;
    this.id = id;
    this.mine = mine;
  }
}
