// Variants: real sites answer the same read in several shapes (platform-notes §5, §6), and the
// extension's client must read each. While the mode is on, answers of the areas the extension
// reads take one of the shapes below, drawn per answer from a seeded generator, after the sparse
// mode (sparse.ts). Copies only: the state is untouched. Records are never dropped, reordered or
// stripped of a field, and text is never changed; only envelopes and value types vary, and a
// photo's and a video's guessed keys their shape (photo-variants.ts: the album as an object, the
// image's address under another key; video-variants.ts: the channel as an object; values kept),
// a forum post's text may come as BB code (forum-variants.ts), and one shop order its lines and
// buyer's fields in other shapes, or wrapped (order-variants.ts), and a module's settings wrapped.
import { RECORD_MODULES } from '../data/seed-entries.ts';
import type { SiteData } from '../data/types.ts';
import { varyPhotoAnswer } from './photo-variants.ts';
import { varyVideoAnswer } from './video-variants.ts';
import { varyForumAnswer } from './forum-variants.ts';
import { varyOrderAnswer } from './order-variants.ts';
import type { Method } from './router.ts';
import { isInt, isObject, looseInt, pick, SeededMode, type Random } from './seeded-mode.ts';
import { varyField, varyRecord, varyValues } from './variant-values.ts';

/** A list envelope's records come bare: a top-level list (or id-keyed object), paging keys lost. */
export const BARE = 0.3;
/** Records under a guessed key come under another plausible one (`items`, `entries`). */
export const RENAME = 0.25;
/** A bare list of records comes wrapped under `items` or the area's name (a guess either way). */
export const WRAP = 0.3;
/** Each `total` / `total_<key>` of an envelope is missing. */
export const DROP_TOTAL = 0.3;
/** `pages_list` switches between the count of pages and `[1, 2, ..., n]`. */
export const SWITCH_PAGES_LIST = 0.5;

type Evidence = { documented: boolean; evidence: string };
const documented = (evidence: string): Evidence => ({ documented: true, evidence });
const guessed = (evidence: string): Evidence => ({ documented: false, evidence });
const UNDOCUMENTED = 'platform-notes §6: the keys of photo, video, directory, file catalog and games lists are not documented';

/**
 * The key under which a list keeps its records. A documented key is kept or the records come
 * bare; a guessed one (and any key missing here) may also come as `items` or `entries`.
 */
export const LIST_KEYS: Readonly<Record<string, Evidence>> = {
  news: documented('platform-notes §5, §6: lists use the module\'s own key'),
  blogs: documented('platform-notes §5, §6'),
  publs: documented('platform-notes §5, §6 (publisher), with total_publs'),
  ads: documented('platform-notes §5, §6 (ad board), with total_ads'),
  faqs: documented('platform-notes §5, §6'),
  posts: documented('platform-notes §5, §6 (guest book)'),
  users: documented('platform-notes §5, §6: GET /users?user= -> {users: [...]}, total_users'),
  orders: documented('platform-notes §6: GET /shop/invoices/ -> {orders: [...], page, total, ...} (two clients)'),
  goods_list: documented('platform-notes §6: a category\'s goods, an object keyed by id (two clients)'),
  modules: documented('spec/site-api.md, Template: the tree lists modules[]'),
  photos: guessed(UNDOCUMENTED),
  videos: guessed(UNDOCUMENTED),
  sites: guessed(`${UNDOCUMENTED} (directory)`),
  files: guessed(`${UNDOCUMENTED} (file catalog)`),
  games: guessed(`${UNDOCUMENTED} (games)`),
  pages: guessed('spec/site-api.md shows paging for GET /pages, not the key'),
  comments: guessed('spec/site-api.md: GET /comments, shape not shown'),
  messages: guessed('mini-chat (spec silent); forum: platform-notes §6, bodies not documented'),
  topics: guessed('platform-notes §6: /forum/topic bodies not documented'),
  results: guessed('spec/site-api.md: GET /search, shape not shown'),
};
const OTHER_KEYS = ['items', 'entries'];

/** Keys that say an object is a page of a list (`total` alone does not: a basket has one too). */
const PAGING = /^(page|per_page|pages_list|pages_cnt|num_pages|paginator|total_\w+)$/;
const TOTAL = /^total(_\w+)?$/;
/** Names of bare lists when wrapped, by the route's last segment (otherwise the segment itself). */
const LIST_NAMES: Readonly<Record<string, string>> = { category: 'categories', forum: 'forums', group: 'groups', rank: 'ranks' };
const AREAS = new Set<string>(['pages', 'menus', 'comments', 'gb', 'mchat', 'user', 'users', 'search', 'forum', 'shop']);

export class VariantsMode extends SeededMode {
  /** The answer as sent: one of its shapes when the mode is on and the route is a read area's. */
  apply(route: string, method: Method, query: Record<string, unknown>, payload: unknown, data: SiteData): unknown {
    if (!this.on || method === 'DELETE' || !variedRoute(route)) return payload;
    // One draw of the master per answer, so each answer has its own reproducible sequence.
    const random = this.nextAnswer();
    const shaped = route === '/photo' ? varyPhotoAnswer(payload, method, data, random) : route === '/video' ? varyVideoAnswer(payload, random)
      : route === '/forum/message' && method === 'GET' ? varyForumAnswer(payload)
      : route === '/shop/order' && method === 'GET' ? varyOrderAnswer(payload, random)
      // guess: a module's settings come as the object itself; they may come wrapped under `setup`.
      : route.endsWith('/setup') && method === 'GET' && random() < 0.5 ? { setup: payload } : payload;
    return method === 'GET' ? varyAnswer(shaped, listName(route, query), random) : varyValues(shaped, random);
  }
}

/** The areas the extension reads: pages, entry modules and the photo album and their categories,
 * menus, comments, guest book, mini-chat, the template tree, users, search, forum, shop. */
export function variedRoute(route: string): boolean {
  const [area = '', sub] = route.split('/').filter(Boolean);
  if (area === 'templates') return sub === undefined; // the tree; one template's content is text
  if ((RECORD_MODULES as readonly string[]).includes(area)) return sub === undefined || sub === 'category' || sub === 'setup' || (area === 'video' && sub === 'channel');
  return AREAS.has(area);
}

/** A plausible key for a bare list of this route: `categories`, `menus`, `forums`... */
function listName(route: string, query: Record<string, unknown>): string {
  const last = route.split('/').filter((segment) => segment && !segment.startsWith(':')).at(-1) ?? 'items';
  // /shop/request?page=categories: the page names the list.
  if (last === 'request' && typeof query.page === 'string' && /^[a-z_]+$/.test(query.page)) return query.page;
  return LIST_NAMES[last] ?? last;
}

/** A GET answer in one of its shapes: envelopes and bare lists vary, any other payload only in values. */
export function varyAnswer(payload: unknown, name: string, random: Random): unknown {
  if (Array.isArray(payload) && payload.every(isObject)) {
    const records = payload.map((record) => varyRecord(record, random));
    return random() < WRAP ? { [pick(random, ['items', name])]: records } : records;
  }
  const key = isObject(payload) ? recordsKey(payload) : undefined;
  if (key === undefined) return varyValues(payload, random);
  return varyEnvelope(payload as Record<string, unknown>, key, random);
}

/**
 * The key of a list envelope's one collection of records: a list of objects, or an object
 * keyed by numeric ids. None for a record (it has an id), an object holding several
 * collections, or one with a single collection that nothing marks as a list (a basket).
 */
export function recordsKey(object: Record<string, unknown>): string | undefined {
  if ('id' in object || 'uid' in object) return undefined;
  const keys = Object.keys(object);
  const collections = keys.filter((key) => key !== 'pages_list' && isRecords(object[key]));
  if (collections.length !== 1) return undefined;
  const key = collections[0]!;
  const listLike = Object.hasOwn(LIST_KEYS, key) || keys.some((other) => PAGING.test(other)) || keys.length === 1;
  return listLike ? key : undefined;
}

function varyEnvelope(envelope: Record<string, unknown>, key: string, random: Random): unknown {
  const records = varyCollection(envelope[key], random);
  const shape = random();
  if (shape < BARE) return records;
  const others = OTHER_KEYS.filter((other) => other !== key && !(other in envelope));
  const isGuessed = !(Object.hasOwn(LIST_KEYS, key) && LIST_KEYS[key]!.documented);
  const listKey = isGuessed && others.length > 0 && shape < BARE + RENAME ? pick(random, others) : key;
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(envelope)) {
    if (name === key) out[listKey] = records;
    else if (TOTAL.test(name) && random() < DROP_TOTAL) continue;
    else if (name === 'pages_list') out[name] = varyPagesList(value, random);
    else out[name] = varyField(name, value, random);
  }
  return out;
}

/** Records varied one by one; an id-keyed object stays keyed. */
function varyCollection(records: unknown, random: Random): unknown {
  if (Array.isArray(records)) return records.map((record) => varyRecord(record as Record<string, unknown>, random));
  return Object.fromEntries(Object.entries(records as Record<string, Record<string, unknown>>).map(([id, record]) => [id, varyRecord(record, random)]));
}

/** The count of pages or the list of their numbers, whichever it was, switched half the time. */
function varyPagesList(value: unknown, random: Random): unknown {
  const list = Array.isArray(value);
  const count = list ? value.length : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (!isInt(count) || count > 10_000) return value;
  if (random() < SWITCH_PAGES_LIST) return list ? looseInt(count, random) : Array.from({ length: count }, (_, index) => index + 1);
  return list ? value : looseInt(value, random);
}

function isRecords(value: unknown): boolean {
  if (Array.isArray(value)) return value.every(isObject);
  if (!isObject(value)) return false;
  const entries = Object.entries(value);
  return entries.length > 0 && entries.every(([key, item]) => /^\d+$/.test(key) && isObject(item));
}
