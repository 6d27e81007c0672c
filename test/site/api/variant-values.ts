// Per-record variations of the variants mode (variants.ts): ids and counts as strings, dates as
// text or unix seconds, flags in each of their forms. Every field is kept and text is never
// touched; only numbers, dates and flags change type.
import { dateTime } from '../core/dates.ts';
import { isInt, isObject, looseInt, pick, STRING_INT, type Random } from './seeded-mode.ts';
/** Probability that a date switches between "YYYY-MM-DD hh:mm:ss" and unix seconds. */
export const SWITCH_DATE = 0.5;

/** Yes/no flags of entries (`comments`, `ontop`, `pending`) and forums (`private`). */
const YES_NO_FLAGS = ['comments', 'ontop', 'private'];
/** 0/1 flags of pages and entries' format switches; `pending` is one or the other by its value. */
const ZERO_ONE_FLAGS = /^(pending|owntmpl|access_all|includehtml_\w+|end2br_\w+)$/;
/** Ids (`id`, `uid`, `pid`, `*_id`) and counts (paging, `total_*`, `*_count`, ...). */
const ID_OR_COUNT = /^(id|uid|pid|\w+_id|page|per_page|total|total_\w+|pages|pages_list|pages_cnt|num_pages|cur_page|count|cnt|\w+_count|\w+_cnt|entries|reads|rating_votes|position|pos)$/;
const ID_LIST = /_ids$/;
const DATE = /_date$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** A record (or any object inside one) with its values varied; keys and their order kept. */
export function varyRecord(record: Record<string, unknown>, random: Random): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) out[key] = varyField(key, value, random);
  return out;
}

export function varyField(key: string, value: unknown, random: Random): unknown {
  if (isFlagKey(key) && flagValue(value) !== undefined) return varyFlag(key, value, random);
  if (DATE.test(key) && (isInt(value) || typeof value === 'string')) return varyDate(value, random);
  if (ID_OR_COUNT.test(key) && isInt(value)) return looseInt(value, random);
  if (Array.isArray(value) && ID_LIST.test(key)) return value.map((item) => (isInt(item) ? looseInt(item, random) : varyValues(item, random)));
  return varyValues(value, random);
}

/** Any value: objects and lists of them varied throughout, other values as they are. */
export function varyValues(value: unknown, random: Random): unknown {
  if (isObject(value)) return varyRecord(value, random);
  if (Array.isArray(value)) return value.map((item) => varyValues(item, random));
  return value;
}

function isFlagKey(key: string): boolean {
  return YES_NO_FLAGS.includes(key) || ZERO_ONE_FLAGS.test(key);
}

/** The flag's meaning in any of its forms, or undefined when it is not a flag value (a count, say). */
function flagValue(value: unknown): boolean | undefined {
  if (value === 'yes' || value === 1 || value === '1') return true;
  if (value === 'no' || value === 0 || value === '0') return false;
  return undefined;
}

function varyFlag(key: string, value: unknown, random: Random): unknown {
  const on = flagValue(value);
  const yesNo = value === 'yes' || value === 'no' || YES_NO_FLAGS.includes(key);
  const forms = yesNo ? [on ? 'yes' : 'no', on ? 1 : 0, on ? '1' : '0'] : [on ? 1 : 0, on ? '1' : '0', on ? 'yes' : 'no'];
  return pick(random, forms);
}

/** Unix seconds (number or digit string) and "YYYY-MM-DD hh:mm:ss" (UTC) switch into each other. */
function varyDate(value: unknown, random: Random): unknown {
  const text = typeof value === 'string' ? DATE_TIME.exec(value) : null;
  if (text) {
    if (random() >= SWITCH_DATE) return value;
    const [, y, mo, d, h, mi, s] = text.map(Number) as number[];
    return unixForm(Date.UTC(y!, mo! - 1, d, h, mi, s) / 1000, random);
  }
  const seconds = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  // 0 means "never" (an entry not yet updated): no date to write out.
  if (!isInt(seconds) || seconds <= 0) return value;
  return random() < SWITCH_DATE ? dateTime(seconds) : unixForm(seconds, random);
}

function unixForm(seconds: number, random: Random): number | string {
  return random() < STRING_INT ? String(seconds) : seconds;
}
