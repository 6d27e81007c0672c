// A page shown at its own URL (/about) is found by its `ownurl`: the side panel reads the pages
// list once per site and browser session, and keeps what it found in session storage, which every
// panel of the session shares. An address that is no page is remembered too, so a tab that loads it
// again costs nothing; a page created or readdressed through Inplace makes the next lookup read
// the list afresh (src/ui/panel-operations.ts).
import { sessionItem, readItem, removeItem, writeItem } from '../messages/session-items';
import { read } from './records';
import { recordId, recordsOfList } from './list-answer';

type SlugMap = Record<string, number>;

/** What one read of the list found: the pages by address, the addresses looked for in vain, and when. */
interface SlugCache {
  pages: SlugMap;
  missing: string[];
  readAt?: number;
}

/**
 * An address that is no page makes the list be read again at most this often per site: a page
 * linking to one unknown address after another cannot make every load read the whole list.
 */
export const SLUG_REREAD_MS = 5 * 60_000;
/** Addresses remembered as no page, the newest kept. */
const MISSING_MAX = 200;

/**
 * How the site's whole pages list is read: the panel's own reading of it (src/ui/panel-operations.ts),
 * so that its page editor, which lists the pages too, does not read them again.
 */
export type PagesList = (list: { op: 'pages/list' }) => Promise<unknown>;

async function readAllSlugs(readPages: PagesList): Promise<SlugMap> {
  // No prototype: an address such as /constructor is no key of every object.
  const slugs: SlugMap = Object.create(null) as SlugMap;
  const pages = recordsOfList(await readPages({ op: 'pages/list' }));
  for (const record of pages) {
    const slug = read.text(record, 'ownurl').toLowerCase();
    if (slug) slugs[slug] = recordId(record);
  }
  return slugs;
}

/** Where a site's cache is kept for the session. */
const slugCache = (origin: string) => sessionItem<Partial<SlugCache>>(`slugs:${origin}`);

/** The page whose own address on `origin` is `slug` (`readPages` reads that site's), or null. */
export async function resolveSlug(readPages: PagesList, origin: string, slug: string, now = Date.now()): Promise<number | null> {
  const cache = slugCache(origin);
  const wanted = slug.toLowerCase();
  const stored = await readItem(cache);
  if (stored?.pages && Object.hasOwn(stored.pages, wanted)) return stored.pages[wanted]!;
  if (stored?.missing?.includes(wanted)) return null;
  const missing = (more: string[]) => [...(stored?.missing ?? []), ...more].slice(-MISSING_MAX);
  // Read a moment ago: this address is no page either, without reading again.
  if (stored?.pages && stored.readAt !== undefined && now - stored.readAt < SLUG_REREAD_MS) {
    await writeItem(cache, { ...stored, missing: missing([wanted]) });
    return null;
  }
  // Not known yet: read the list again, once.
  const pages = await readAllSlugs(readPages);
  const found = Object.hasOwn(pages, wanted);
  await writeItem(cache, { pages, missing: found ? [] : missing([wanted]), readAt: now } satisfies SlugCache);
  return found ? pages[wanted]! : null;
}

/** After a page was created or its address changed: the next lookup reads the list afresh. */
export async function forgetSlugs(origin: string): Promise<void> {
  await removeItem(slugCache(origin));
}
