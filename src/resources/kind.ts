// What every editable kind of resource provides to the generic editor: loading with one GET,
// saving with the fewest writes, local checks, and labels for the conflict view.
import type { CallApi, FieldErrors } from './api';

export interface ResourceKind<F> {
  kind: 'page' | 'news' | 'blog' | 'menu';
  /** "page", "news entry"… */
  noun: string;
  labels: Record<keyof F & string, string>;
  /** How a field reads as text where JSON would not do (compared and shown in the conflict view). */
  asText?: Partial<Record<keyof F & string, (value: never) => string>>;
  empty(): F;
  load(api: CallApi, id: number): Promise<F>;
  validate(fields: F): FieldErrors;
  /** Saves `fields` over the server copy `base`; gives the server copy after the write. */
  save(api: CallApi, id: number, fields: F, base: F): Promise<F>;
  /** Creates a new one; gives its id and, when the answer carries it, the server copy. */
  create(api: CallApi, fields: F): Promise<{ id: number; server: F | null }>;
}

export interface FieldChange {
  field: string;
  label: string;
  a: string;
  b: string;
}

/** Fields whose values differ between two copies, as text for the owner to compare. */
export function changedFields<F>(kind: ResourceKind<F>, a: F, b: F): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of Object.keys(kind.labels) as (keyof F & string)[]) {
    const read = (kind.asText?.[field] as ((value: unknown) => string) | undefined) ?? asText;
    const left = read(a[field]);
    const right = read(b[field]);
    if (left !== right) changes.push({ field, label: kind.labels[field], a: left, b: right });
  }
  return changes;
}

function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value ?? null, null, 1);
}

export function sameFields<F>(kind: ResourceKind<F>, a: F, b: F): boolean {
  return changedFields(kind, a, b).length === 0;
}
