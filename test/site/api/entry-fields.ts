// Fields of a news-style entry: validation on create / update and the shape returned.
import { dateTime } from '../core/dates.ts';
import { invalid, notFound } from '../core/errors.ts';
import { NUM } from '../core/nums.ts';
import { flag, text, toInt, unixDate, yesNo, type Input } from '../core/params.ts';
import type { SiteState } from '../data/store.ts';
import type { Entry, EntryModuleData } from '../data/types.ts';
import { categoryUrl, entryUrl } from '../data/urls.ts';
import { OTHER_FIELDS, slug, slugFromTitle, textFields, unknownFields } from './lenient.ts';
import { storeUpload } from './uploads.ts';

const FLAGS = ['includehtml_msg', 'includehtml_desc', 'end2br_msg', 'end2br_desc'] as const;
const YES_NO = ['comments', 'ontop', 'pending'] as const;
const TEXTS = ['description', 'message', 'message_type', 'description_type', 'author', ...OTHER_FIELDS] as const;
/** Counters the platform keeps itself: ignored when sent. */
const READ_ONLY = ['id', 'reads', 'rating', 'rating_votes', 'upd_date', 'url', 'entry_url', 'user_id'];
const KNOWN = ['category', 'title', 'hgu_title', 'cover', 'add_date', ...FLAGS, ...YES_NO, ...TEXTS];

export function moduleData(state: SiteState, module: string): EntryModuleData {
  const data = state.data.entryModules[module];
  if (!data) throw notFound(`Module ${module}`);
  return data;
}

/** An entry as every answer carries it (one record, lists, write answers). */
export function entryOut(module: string, data: EntryModuleData, entry: Entry) {
  const category = data.categories.find((item) => item.id === entry.category);
  const { id, title, ...rest } = entry;
  const url = entryUrl(module, entry);
  return {
    id,
    title,
    ...rest,
    // platform-notes §5, §6: add_date is documented as a string starting YYYY-MM-DD (stored as unix seconds).
    add_date: dateTime(entry.add_date),
    // guess: upd_date stays unix seconds, as "other answers carry unix times" (platform-notes §6).
    upd_date: entry.upd_date,
    // platform-notes §1: older entries carried category{id, name, url, ...}.
    category: category ? { id: category.id, name: category.name, url: categoryUrl(module, category) } : { id: entry.category, name: '', url: '' },
    url,
    // platform-notes §6: entries may carry entry_url, the address on the site, besides id.
    entry_url: url,
  };
}

/** The category id from `category=3` or an object sent back as loaded (`category[id]=3`). */
export function categoryId(input: Input): number | undefined {
  const value = input.category;
  if (value === undefined || value === null || value === '') return undefined;
  const id = typeof value === 'object' && !Array.isArray(value) ? toInt((value as { id?: unknown }).id) : toInt(value);
  if (id === undefined) throw invalid(NUM.BAD_TYPE, 'Parameter "category" must be a category id');
  return id;
}

export interface EntryRules {
  module: string;
  titleMax: number;
}

/** The entry after applying the fields sent; validated, not yet stored. */
export function withEntryFields(state: SiteState, rules: EntryRules, data: EntryModuleData, base: Entry, input: Input, creating: boolean): Entry {
  const next: Entry = { ...base, ...unknownFields(input, KNOWN, READ_ONLY), ...textFields(input, TEXTS) };
  const title = text(input, 'title', { required: creating, max: rules.titleMax, maxNum: NUM.TITLE_TOO_LONG });
  if (title !== undefined) {
    if (title.trim() === '') throw invalid(NUM.BAD_TYPE, 'Parameter "title" must not be empty');
    next.title = title;
  }
  const category = categoryId(input);
  if (category !== undefined) {
    const found = data.categories.find((item) => item.id === category);
    if (!found) throw invalid(NUM.UNKNOWN_CATEGORY, `Category ${category} does not exist`);
    // Entries live in categories; a section only groups categories.
    if (found.type === 'section') throw invalid(NUM.UNKNOWN_CATEGORY, `${category} is a section, not a category: entries go in categories`);
    next.category = category;
  }
  for (const name of FLAGS) next[name] = flag(input, name) ?? next[name];
  for (const name of YES_NO) next[name] = yesNo(input, name) ?? next[name];
  const hgu = slug(input, 'hgu_title');
  if (hgu !== undefined) next.hgu_title = hgu;
  if (creating && !next.hgu_title) next.hgu_title = slugFromTitle(next.title);
  const addDate = unixDate(input, 'add_date');
  if (addDate !== undefined) next.add_date = addDate;
  const cover = storeUpload(state, input.cover, 'cover', `${rules.module}/${next.id}`);
  if (cover !== undefined) next.cover = cover;
  return next;
}

export function blankEntry(id: number, category: number, now: number): Entry {
  return {
    id, category, title: '', description: '', message: '', message_type: 'html', description_type: 'html',
    includehtml_msg: 1, includehtml_desc: 1, end2br_msg: 0, end2br_desc: 0, add_date: now, upd_date: now,
    author: 'admin', user_id: 1, reads: 0, rating: 0, rating_votes: 0, comments: 'yes', ontop: 'no', pending: 'no',
    other1: '', other2: '', other3: '', other4: '', other5: '', hgu_title: '', cover: '',
  };
}

/** Newest first, entries pinned on top before the rest. */
export function byListOrder(a: Entry, b: Entry): number {
  if (a.ontop !== b.ontop) return a.ontop === 'yes' ? -1 : 1;
  return b.add_date - a.add_date || b.id - a.id;
}
