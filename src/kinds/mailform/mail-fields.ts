// A mail form's fields are written one call at a time: each removed field deleted, each changed
// one updated with what changed, each new one created, then moved into place one step up at a
// time. The fewest calls that turn the site's list into the owner's.

/** The field types of the spec: 1 text … 8 privacy policy. */
export const MAIL_FIELD_TYPES = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export type MailFieldType = (typeof MAIL_FIELD_TYPES)[number];

export interface MailFieldValues {
  name: string;
  type: MailFieldType;
  required: 0 | 1;
  /** Options of a radio group or a select, as the site keeps them. */
  values: string;
}

/** A field as the editor holds it: `id` null for one not yet on the site. */
export interface MailField extends MailFieldValues {
  id: number | null;
}

const VALUE_KEYS = ['name', 'type', 'required', 'values'] as const;

export interface FieldChanges {
  remove: number[];
  update: { id: number; changes: Partial<MailFieldValues> }[];
  /** New fields, in the order the owner placed them. */
  create: MailFieldValues[];
}

/** What to delete, update and create; moves come after, once new fields have ids. */
export function planFieldChanges(site: readonly MailField[], wanted: readonly MailField[]): FieldChanges {
  const kept = new Map(wanted.filter((field) => field.id !== null).map((field) => [field.id, field]));
  const remove = site.flatMap((field) => (field.id !== null && !kept.has(field.id) ? [field.id] : []));
  const update = site.flatMap((field) => {
    const mine = field.id === null ? undefined : kept.get(field.id);
    if (!mine || field.id === null) return [];
    const changes = Object.fromEntries(VALUE_KEYS.filter((key) => mine[key] !== field[key]).map((key) => [key, mine[key]])) as Partial<MailFieldValues>;
    return Object.keys(changes).length ? [{ id: field.id, changes }] : [];
  });
  const create = wanted.filter((field) => field.id === null).map(({ id: _id, ...values }) => values);
  return { remove, update, create };
}

export interface FieldMove {
  id: number;
  /** 0 up, 1 down (the spec's `direction`). */
  direction: 0 | 1;
}

/**
 * One-step moves that put `current` (ids on the site) in the order of `wanted`: each field is
 * carried up to its place in turn, which takes exactly as many steps as pairs out of order.
 */
export function movesToOrder(current: readonly number[], wanted: readonly number[]): FieldMove[] {
  const order = [...current];
  const moves: FieldMove[] = [];
  wanted.forEach((id, place) => {
    let at = order.indexOf(id);
    if (at < 0) return;
    while (at > place) {
      moves.push({ id, direction: 0 });
      [order[at - 1], order[at]] = [order[at] as number, order[at - 1] as number];
      at -= 1;
    }
  });
  return moves;
}
