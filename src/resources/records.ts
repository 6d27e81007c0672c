// Records as the site sends them, read leniently, and what an editor keeps of them.
export type FieldErrors = Record<string, string>;

/**
 * A copy of a record as the site gave it. The platform leaves fields out freely: those are listed
 * in `absent`, so that a default shown in the form is never taken for the site's value.
 */
export interface SiteCopy {
  absent?: string[];
  /** What else the site sent that no field edits (an author, a file's size…): shown, never written. */
  siteOnly?: Record<string, string>;
  /** Names of what the record refers to by id, as the site sent them with it (an entry's category). */
  names?: Record<string, string>;
  /** What the site counts for each item of a list field (a poll's votes per answer): shown beside it, never written. */
  tallies?: Record<string, number[]>;
}

/** Reads record fields leniently: the exact shapes of responses are not all documented. */
export const read = {
  text: (record: Record<string, unknown>, key: string): string => {
    const value = record[key];
    return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
  },
  int: (record: Record<string, unknown>, key: string): number => {
    const value = record[key];
    const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
    return Number.isFinite(number) ? Math.trunc(number) : 0;
  },
  /** 0/1 flags arrive as numbers, digit strings, yes/no or booleans. */
  flag01: (record: Record<string, unknown>, key: string): 0 | 1 => (isOn(record[key]) ? 1 : 0),
  yesNo: (record: Record<string, unknown>, key: string): 'yes' | 'no' => (isOn(record[key]) ? 'yes' : 'no'),
};

function isOn(value: unknown): boolean {
  if (value === true || value === 1) return true;
  return typeof value === 'string' && ['1', 'yes', 'true', 'on'].includes(value.trim().toLowerCase());
}

/** Whether the record carries a usable value for `key` (null and undefined are not values). */
export function has(record: Record<string, unknown>, key: string): boolean {
  return record[key] !== undefined && record[key] !== null;
}

/** The names among `fields` that the record leaves out. */
export function absentOf(record: Record<string, unknown>, fields: readonly string[], present: (key: string) => boolean = (key) => has(record, key)): string[] {
  return fields.filter((field) => !present(field));
}

export function asRecord(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

const SITE_ONLY_MAX = 40;
const SITE_ONLY_LENGTH_MAX = 300;

/** The record's other plain values (those no field of its editor reads), as text: shown, never written. */
export function siteOnlyOf(record: Record<string, unknown>, readKeys: ReadonlySet<string>): Record<string, string> | undefined {
  const entries = Object.entries(record)
    .filter(([key, value]) => !readKeys.has(key) && ['string', 'number', 'boolean'].includes(typeof value) && String(value) !== '')
    .slice(0, SITE_ONLY_MAX)
    .map(([key, value]) => [key, String(value).slice(0, SITE_ONLY_LENGTH_MAX)]);
  return entries.length ? Object.fromEntries(entries) : undefined;
}

/**
 * What a record refers to by id (an entry's category): a number, or an object with its id and
 * name (platform-notes §6), so the name shows before the list of them is read. 0: none.
 */
export function referenceOf(record: Record<string, unknown>, key: string): { id: number; name: string } {
  const value = record[key];
  if (value && typeof value === 'object') return { id: read.int(asRecord(value), 'id'), name: read.text(asRecord(value), 'name') };
  return { id: read.int(record, key), name: '' };
}
