// Sparse records: real sites omit fields freely and type values loosely (platform-notes §5).
// While the mode is on, answers of the record areas (pages, entry modules and their categories,
// menus) are loosened on the way out by a seeded generator. Copies only: the state is untouched.
import { dateTime } from '../core/dates.ts';
import { RECORD_MODULES } from '../data/seed-entries.ts';
import type { Method } from './router.ts';
import { isInt, isObject, looseInt, pick, SeededMode, type Random } from './seeded-mode.ts';

export type RecordKind = 'page' | 'entry' | 'category' | 'menu';

const DROP = 0.35;
const TERSE = 0.3;

/** Fields a record always keeps. */
const KEPT: Record<RecordKind, readonly string[]> = {
  page: ['id', 'name'],
  entry: ['id', 'title'],
  // `type` tells a section from a category in the flat list (platform-notes §6): without it the list cannot be read.
  category: ['id', 'name', 'type'],
  menu: ['id', 'title', 'items'],
};
const PAGE_FLAGS = ['pending', 'owntmpl', 'access_all'];
const YES_NO = ['comments', 'ontop', 'pending'];
const DATES = ['add_date', 'upd_date'];
const ITEM_KEPT = ['name', 'url', 'children'];

export class SparseMode extends SeededMode {
  /** The answer as sent: loosened when the mode is on and the route serves records. */
  apply(kind: RecordKind | undefined, method: Method, payload: unknown): unknown {
    if (!this.on || !kind || method === 'DELETE') return payload;
    // One draw of the master per answer, so each answer has its own reproducible sequence.
    const random = this.nextAnswer();
    if (method !== 'GET' && random() < TERSE) return terse(payload, random);
    return loosenPayload(kind, payload, random);
  }
}

/** The record kind a route path serves, if it is one of the loosened areas. */
export function recordKindOf(routePath: string): RecordKind | undefined {
  const [area, sub] = routePath.split('/').filter(Boolean);
  if (area === 'pages') return 'page';
  if (area === 'menus') return 'menu';
  if (!(RECORD_MODULES as readonly string[]).includes(area ?? '')) return undefined;
  if (sub === undefined) return 'entry';
  return sub === 'category' ? 'category' : undefined;
}

function terse(payload: unknown, random: Random): unknown {
  const id = isObject(payload) ? payload.id : undefined;
  if (id === undefined || random() < 0.5) return true;
  return { id: looseInt(id, random) };
}

/** A record, a list of records, or a list envelope ({pages: [...], page, total...}). */
function loosenPayload(kind: RecordKind, payload: unknown, random: Random): unknown {
  if (Array.isArray(payload)) return payload.map((item) => loosenRecord(kind, item, random));
  if (!isObject(payload)) return payload;
  if ('id' in payload) return loosenRecord(kind, payload, random);
  const envelope: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(payload)) {
    envelope[key] = Array.isArray(value) && value.some(isObject) ? value.map((item) => loosenRecord(kind, item, random)) : loosenValue(value, random);
  }
  return envelope;
}

function loosenRecord(kind: RecordKind, record: unknown, random: Random): unknown {
  if (!isObject(record)) return record;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    if (!KEPT[kind].includes(key) && random() < DROP) continue;
    out[key] = loosenField(kind, key, value, random);
  }
  return out;
}

function loosenField(kind: RecordKind, key: string, value: unknown, random: Random): unknown {
  if (kind === 'page' && PAGE_FLAGS.includes(key) && (value === 0 || value === 1)) return pick(random, [value, String(value), value ? 'yes' : 'no']);
  if (kind === 'entry' && YES_NO.includes(key) && (value === 'yes' || value === 'no')) {
    const on = value === 'yes';
    return pick(random, [value, on ? 1 : 0, on ? '1' : '0']);
  }
  if (DATES.includes(key) && isInt(value) && random() < 0.5) return dateTime(value);
  if (kind === 'menu' && key === 'items') return loosenItems(value, random);
  if (kind === 'entry' && key === 'category' && isObject(value)) return { ...value, id: looseInt(value.id, random) };
  return loosenValue(value, random);
}

/** Menu items keep name, url and children; other keys may go. */
function loosenItems(items: unknown, random: Random): unknown {
  if (!Array.isArray(items)) return items;
  return items.map((item) => {
    if (!isObject(item)) return item;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(item)) {
      if (key === 'children') out[key] = loosenItems(value, random);
      else if (ITEM_KEPT.includes(key)) out[key] = value;
      else if (random() >= DROP) out[key] = loosenValue(value, random);
    }
    return out;
  });
}

/** Integers (and lists of them, like access_group_ids) may turn into numeric strings. */
function loosenValue(value: unknown, random: Random): unknown {
  if (isInt(value)) return looseInt(value, random);
  if (Array.isArray(value) && value.every(isInt)) return value.map((item) => looseInt(item, random));
  return value;
}
