// Maps the address of a page of the platform to what is on screen (platform-notes §3), so the
// editor knows which id to load. Pure and total: odd input yields a `system` resource, never a throw.

export type EntryModule = 'news' | 'blog' | 'publ' | 'load' | 'board' | 'dir' | 'stuff' | 'photo' | 'video' | 'faq';

export type Resource =
  | { kind: 'page'; id: number }
  | { kind: 'page-slug'; slug: string }
  | { kind: 'entry'; module: EntryModule; id: number }
  | { kind: 'category'; module: EntryModule; id: number }
  /** A category its address names by its slug alone (the video module's `/video/vic/<slug>`). */
  | { kind: 'category-slug'; module: EntryModule; slug: string }
  | { kind: 'forum-topic'; forumId: number; topicId: number }
  /** A forum's page, its topics listed (`/forum/<forumId>`). */
  | { kind: 'forum'; forumId: number }
  /** A shop's product by its id (`/shop/<id>/desc/<slug>`, platform-notes §6). */
  | { kind: 'product'; id: number }
  /** A user's profile page by its id (`/index/8-<uid>`, platform-notes §6). */
  | { kind: 'user'; id: number }
  /** The same page by the user's login (`/index/8-0-<login>`): the panel finds the id. */
  | { kind: 'user-login'; login: string }
  | { kind: 'list'; module: string }
  | { kind: 'system'; what: 'login' | 'register' | 'profile' | 'login-popup' | 'control-panel' | 'api' | 'asset' | 'other' };

type SystemWhat = Extract<Resource, { kind: 'system' }>['what'];

const DATED_MODULES = ['news', 'blog'] as const;
const CATALOGUE_MODULES = ['publ', 'load', 'board', 'dir', 'stuff', 'photo', 'video', 'faq'] as const;
/** Modules with no single editable resource here: every address under them is a list. */
const LIST_MODULES = ['gb', 'search', 'shop', 'tests', 'mail', 'poll'];

/** The file types a site serves as files, never as pages. */
const ASSET_FILE = /\.(css|m?js|map|json|png|jpe?g|gif|svg|webp|avif|bmp|ico|xml|txt|woff2?|ttf|otf|eot|pdf|zip|rar|7z|mp[34]|webm|swf)$/i;

const system = (what: SystemWhat): Resource => ({ kind: 'system', what });
const OTHER = system('other');

/** The photo album whose page the tab shows (platform-notes §6), by its id; null on any other page. */
export function albumShown(resource: Resource): number | null {
  return resource.kind === 'category' && resource.module === 'photo' ? resource.id : null;
}

/** The video category whose page the tab shows (platform-notes §6: `/video/vic/<slug>`), by its slug; null on any other page. */
export function videoCategoryShown(resource: Resource): string | null {
  return resource.kind === 'category-slug' && resource.module === 'video' ? resource.slug : null;
}

/** The forum topic whose page the tab shows, by its id; null on any other page. */
export function topicShown(resource: Resource): number | null {
  return resource.kind === 'forum-topic' ? resource.topicId : null;
}

/** The forum whose page (its topics) the tab shows, by its id; null on any other page. */
export function forumShown(resource: Resource): number | null {
  return resource.kind === 'forum' ? resource.forumId : null;
}

export function resourceFromUrl(url: string): Resource {
  const segments = pathSegments(url);
  if (!segments) return OTHER;
  const [first, ...rest] = segments;
  if (first === undefined) return { kind: 'page', id: 1 };
  const special = systemArea(first, segments);
  if (special) return special;
  // The platform answers a module's addresses in any case (`/Load/1-1-0-40`); a page's own address keeps its case.
  const area = first.toLowerCase();
  if (area === 'index') return indexResource(rest);
  if (isOneOf(area, DATED_MODULES)) return datedResource(area, rest);
  if (isOneOf(area, CATALOGUE_MODULES)) return catalogueResource(area, rest);
  if (area === 'forum') return forumResource(rest);
  // A product: `/shop/<id>/desc/<slug>`; the shop's other pages are lists (a category's by slugs only).
  const product = area === 'shop' && rest[1]?.toLowerCase() === 'desc' ? toNumber(rest[0]) : undefined;
  if (product !== undefined && product > 0) return { kind: 'product', id: product };
  if (LIST_MODULES.includes(area)) return { kind: 'list', module: area };
  // A page's own address has no file extension.
  if (rest.length === 0 && !/\.[a-z0-9]{1,5}$/i.test(first)) return { kind: 'page-slug', slug: first };
  return OTHER;
}

/** Decoded, non-empty path segments of an http(s) URL; null when it is none or cannot be decoded. */
function pathSegments(url: string): string[] | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  try {
    // Split before decoding so an encoded `/` stays inside its segment.
    return parsed.pathname.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return null;
  }
}

function systemArea(first: string, segments: string[]): Resource | null {
  if (first === 'panel' || /^admin\b/.test(first)) return system('control-panel');
  if (/^uapi\b/.test(first)) return system('api');
  // `.s` holds the platform's shared files; `_st`, `_sf`, `_ph`, `_nw`… the site's uploads and styles.
  if (first === '.s' || /^_[a-z]{2,4}$/.test(first)) return system('asset');
  if (ASSET_FILE.test(segments[segments.length - 1] ?? '')) return system('asset');
  return null;
}

function indexResource(rest: string[]): Resource {
  const [first, second] = rest;
  if (first === undefined) return { kind: 'page', id: 1 };
  // `/index/0-N` or `/index/<slug>/0-N`: the slug is decoration, N is the page.
  const pageSegment = rest.length === 1 ? first : rest.length === 2 ? second : undefined;
  const page = pageSegment === undefined ? null : numbers(pageSegment);
  if (page?.length === 2 && page[0] === 0) return ifId(page[1], (id) => ({ kind: 'page', id }));
  if (rest.length !== 1) return OTHER;
  if (first === '1') return system('login');
  if (first === '3') return system('register');
  // `/index/8-<uid>` names the user; `/index/8-0-<login>` (the same page) only their login.
  const profile = /^8-(\d{1,9})$/.exec(first);
  if (profile && Number(profile[1]) > 0) return { kind: 'user', id: Number(profile[1]) };
  const login = /^8-0-(.+)$/.exec(first);
  if (login) return { kind: 'user-login', login: login[1]! };
  if (first === '8' || first.startsWith('8-')) return system('profile');
  if (first === '40') return system('login-popup');
  return OTHER;
}

/** News and blog: entries carry their date, categories are `<page>-0-<catId>`. */
function datedResource(module: EntryModule, rest: string[]): Resource {
  const last = rest[rest.length - 1];
  if (last === undefined) return { kind: 'list', module };
  const dated = /^(\d{4})-(\d{2})-(\d{2})-(\d+)$/.exec(last);
  if (dated) {
    const [, year, month, day, id] = dated;
    return isDate(year, month, day) ? ifId(toNumber(id), (entryId) => ({ kind: 'entry', module, id: entryId })) : OTHER;
  }
  const parts = numbers(last);
  // `2011-00-06` is a bad archive date, not page 2011 of category 6.
  if (parts?.length === 3 && parts[1] === 0 && !/^\d{4}-\d{2}-\d{2}$/.test(last)) {
    return ifId(parts[2], (id) => ({ kind: 'category', module, id }));
  }
  if (rest.length !== 1) return OTHER;
  if (isListShape(last)) return { kind: 'list', module };
  const archive = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(last);
  if (archive && isDate(archive[1], archive[2], archive[3] ?? '01')) return { kind: 'list', module };
  return OTHER;
}

/**
 * publ, load and alike: `<catId>-<page>-0-<entryId>` for entries (the FAQ: `<catId>-0-<entryId>`),
 * `<catId>[-<page>]` for categories, slugs allowed before either.
 */
function catalogueResource(module: EntryModule, rest: string[]): Resource {
  const last = rest[rest.length - 1];
  if (last === undefined) return { kind: 'list', module };
  const parts = numbers(last);
  const entryParts = module === 'faq' ? 3 : 4;
  if (parts?.length === entryParts && parts[entryParts - 2] === 0) return ifId(parts[entryParts - 1], (id) => ({ kind: 'entry', module, id }));
  if (parts && (parts.length === 1 || parts.length === 2)) return ifId(parts[0], (id) => ({ kind: 'category', module, id }));
  // An album's page: `/photo/<slug>/<catId>-<page>-0-0-<n>` (platform-notes §6).
  if (module === 'photo' && parts?.length === 5 && isId(parts[0]) && parts[2] === 0 && parts[3] === 0) return { kind: 'category', module, id: parts[0] };
  // A video category: `/video/vic/<slug>` (platform-notes §6); its search, `/video/shv`, is a list.
  if (module === 'video' && rest[0] === 'vic' && rest.length === 2) return { kind: 'category-slug', module, slug: last };
  if (module === 'video' && rest[0] === 'shv') return { kind: 'list', module };
  if (rest.length === 1 && isListShape(last)) return { kind: 'list', module };
  return OTHER;
}

/** `<forumId>-<topicId>[-<page>…]` is a topic; the other numeric shapes are sections and overviews. */
function forumResource(rest: string[]): Resource {
  const [first] = rest;
  if (first === undefined) return { kind: 'list', module: 'forum' };
  if (rest.length !== 1) return OTHER;
  const parts = numbers(first);
  if (!parts) return OTHER;
  const [forumId, topicId] = parts;
  if (isId(forumId) && isId(topicId)) return { kind: 'forum-topic', forumId, topicId };
  if (parts.length === 1 && isId(forumId)) return { kind: 'forum', forumId };
  return { kind: 'list', module: 'forum' };
}

/** A page number or the platform's five-number overview shapes such as `0-0-0-0-1`. */
function isListShape(segment: string): boolean {
  return /^\d+$/.test(segment) || /^\d+(-\d+){4,}$/.test(segment);
}

/** The dash-separated numbers of a segment like `1-0-3`, or null when it is anything else. */
function numbers(segment: string): number[] | null {
  return /^\d+(-\d+)*$/.test(segment) ? segment.split('-').map(Number) : null;
}

function toNumber(digits: string | undefined): number | undefined {
  return digits === undefined ? undefined : Number(digits);
}

function isId(value: number | undefined): value is number {
  return value !== undefined && Number.isSafeInteger(value) && value > 0;
}

function ifId(value: number | undefined, make: (id: number) => Resource): Resource {
  return isId(value) ? make(value) : OTHER;
}

function isDate(year: string | undefined, month: string | undefined, day: string | undefined): boolean {
  const [y, m, d] = [Number(year), Number(month), Number(day)];
  if (y < 1000) return false;
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

function isOneOf<T extends string>(value: string, list: readonly T[]): value is T {
  return (list as readonly string[]).includes(value);
}
