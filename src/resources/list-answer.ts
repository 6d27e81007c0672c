// One way to read a list the site answers, whatever its shape (platform-notes §5, §6): the
// records are the one collection of records in the answer, under whatever key (`news`, `publs`,
// `posts`, `users`…), or the answer itself, or an object keyed by id (the shop's `goods_list`);
// paging comes from whichever count the answer carries. An answer with no recognisable records
// is an error in plain words, never an empty list that looks true.
import { transportError } from '../api/errors';
import { DATE_MS_MAX } from '../i18n';
import { asRecord, read } from './records';

/** Keys a record's id comes under: `uid` for users, `entry_id` for products, `cat_id` for shop categories. */
export const ID_KEYS = ['id', 'uid', 'entry_id', 'cat_id'] as const;

export interface ListAnswer {
  records: Record<string, unknown>[];
  /** How many pages the list has, when the answer says; null: read on until a short page. */
  pageCount: number | null;
  /** Records per page, when the answer says. */
  perPage: number | null;
}

/** The record's id (the first of `ID_KEYS` that holds a positive whole number), or 0. */
export function recordId(record: Record<string, unknown>): number {
  for (const key of ID_KEYS) {
    const id = read.int(record, key);
    if (id > 0) return id;
  }
  return 0;
}

/** The first non-empty text among `keys`. */
export function recordText(record: Record<string, unknown>, keys: readonly string[]): string {
  for (const key of keys) {
    const value = read.text(record, key);
    if (value) return value;
  }
  return '';
}

/**
 * A time the site sent, in ms: unix seconds (a number or its digits) or a `YYYY-MM-DD[ hh:mm[:ss]]`
 * string, read as UTC; null when it is neither.
 */
export function readTime(value: unknown): number | null {
  // A time past any a Date can hold is none.
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 && value * 1000 <= DATE_MS_MAX ? value * 1000 : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (/^\d+$/.test(text)) return readTime(Number(text));
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(text);
  if (!match) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = match;
  const ms = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  return Number.isFinite(ms) && ms > 0 ? ms : null;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** An object whose keys are all ids and whose values are all records: a list keyed by id. */
function keyedById(value: Record<string, unknown>): Record<string, unknown>[] | null {
  const entries = Object.entries(value);
  if (!entries.length || !entries.every(([key, item]) => /^\d+$/.test(key) && isObject(item))) return null;
  return entries.map(([key, item]) => {
    const record = item as Record<string, unknown>;
    // A record keyed by its id may leave the id out of itself.
    return recordId(record) > 0 ? record : { ...record, id: key };
  });
}

/** The objects of an array (a stray null or number among them is no record), or null when it has none. */
function objectsOf(value: unknown[]): Record<string, unknown>[] | null {
  const records = value.filter(isObject);
  return records.length ? records : null;
}

/** A value that holds records: an array of objects, or an object keyed by id. */
function recordsOf(value: unknown): Record<string, unknown>[] | null {
  if (Array.isArray(value)) return objectsOf(value);
  return isObject(value) ? keyedById(value) : null;
}

const carriesIds = (records: Record<string, unknown>[]) => records.some((record) => recordId(record) > 0);

/** A count of records the answer states (`total`, `total_publs`…). */
const TOTAL_KEY = /^(total|total_\w+)$/;

/**
 * The records of an envelope: the one collection of records among its values (records with
 * ids win over ones without; among several, the first `prefer` names, else the first); an empty
 * list when it holds an empty one or states a total of 0; null when nothing in it is a list.
 */
function recordsInEnvelope(envelope: Record<string, unknown>, prefer: readonly string[]): Record<string, unknown>[] | null {
  const own = keyedById(envelope);
  if (own) return own;
  const found = Object.entries(envelope).flatMap(([key, value]) => {
    const records = recordsOf(value);
    return records ? [{ key, records }] : [];
  });
  const withIds = found.filter((candidate) => carriesIds(candidate.records));
  const pool = withIds.length ? withIds : found;
  const chosen = pool.find((candidate) => prefer.includes(candidate.key)) ?? pool[0];
  if (chosen) return chosen.records;
  const values = Object.entries(envelope);
  // PHP sends an empty list (and an empty map) as []: an envelope holding one is an empty list.
  if (values.some(([, value]) => Array.isArray(value) && value.length === 0)) return [];
  if (values.some(([key, value]) => TOTAL_KEY.test(key) && String(value).trim() === '0')) return [];
  return null;
}

/** The records of a list answer; an answer with none Inplace can recognise is UNKNOWN_SHAPE, in plain words. */
export function recordsOfList(answer: unknown, prefer: readonly string[] = []): Record<string, unknown>[] {
  const records = listRecordsOf(answer, prefer);
  if (records === null) throw transportError('UNKNOWN_SHAPE');
  return records;
}

/** The records of a list answer, or null when it has none Inplace can recognise. */
export function listRecordsOf(answer: unknown, prefer: readonly string[] = []): Record<string, unknown>[] | null {
  if (Array.isArray(answer)) return answer.length ? objectsOf(answer) : [];
  if (!isObject(answer)) return null;
  const top = recordsInEnvelope(answer, prefer);
  if (top) return top;
  // A wrapped answer ({basket: {items: [...]}, msg}): one level down.
  let empty: Record<string, unknown>[] | null = null;
  for (const value of Object.values(answer)) {
    if (!isObject(value)) continue;
    const inner = recordsInEnvelope(value, prefer);
    if (inner?.length) return inner;
    empty ??= inner;
  }
  return empty;
}

/** How many pages the answer says the list has, read from whichever count it carries. */
function pageCountOf(answer: unknown, perPage: number): number | null {
  if (!isObject(answer)) return null;
  const paginator = asRecord(answer.paginator);
  const counts = [read.int(paginator, 'num_pages'), read.int(answer, 'pages_cnt'), read.int(answer, 'num_pages')];
  const list = answer.pages_list;
  // A number of pages, or the list of their numbers.
  counts.push(Array.isArray(list) ? list.length : read.int(answer, 'pages_list'));
  // `pages` is the count of pages in the users' list, and the records themselves in the pages' list.
  if (!Array.isArray(answer.pages)) counts.push(read.int(answer, 'pages'));
  const stated = counts.find((count) => count > 0);
  if (stated) return stated;
  const totalKey = Object.keys(answer).find((key) => TOTAL_KEY.test(key));
  if (!totalKey) return null;
  const total = read.int(answer, totalKey);
  if (total > 0) return perPage > 0 ? Math.ceil(total / perPage) : null;
  // No records at all: one (empty) page.
  return read.text(answer, totalKey).trim() === '0' ? 1 : null;
}

/**
 * Reads one answer of a list. `perPageAsked`: the page size the request asked for (the site may
 * answer with its own). Throws the plain-words UNKNOWN_SHAPE error when nothing in it is a list.
 */
export function readListAnswer(answer: unknown, perPageAsked = 0, prefer: readonly string[] = []): ListAnswer {
  const records = recordsOfList(answer, prefer);
  const stated = read.int(asRecord(answer), 'per_page');
  const perPage = stated > 0 ? stated : perPageAsked > 0 ? perPageAsked : null;
  return { records, pageCount: pageCountOf(answer, perPage ?? 0), perPage };
}
