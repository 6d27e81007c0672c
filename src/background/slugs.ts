// A page shown at its own URL (/about) is found by its `ownurl`: the pages list is read once per
// site and session, and kept (session storage outlives the idle service worker). An address that
// is no page is remembered too, so a tab that loads it again costs nothing; a page created or
// changed through Inplace makes the next lookup read the list afresh.
import { browser } from 'wxt/browser';
import { calledEndpoint } from '../api/called-endpoints';
import { read } from '../resources/records';
import { recordId } from '../resources/list-answer';
import { readWholeList } from '../resources/whole-list';
import type { SiteRecord } from '../vault/site-record';
import type { CountedCaller } from './api-calls';

type SlugMap = Record<string, number>;

/** What one read of the list found: the pages by address, and the addresses looked for in vain. */
interface SlugCache {
  pages: SlugMap;
  missing: string[];
}

async function readAllSlugs(caller: CountedCaller, site: SiteRecord): Promise<SlugMap> {
  const slugs: SlugMap = {};
  const pages = await readWholeList((paging) => caller.call(site, calledEndpoint('pages.list'), paging));
  for (const record of pages) {
    const slug = read.text(record, 'ownurl').toLowerCase();
    if (slug) slugs[slug] = recordId(record);
  }
  return slugs;
}

const keyOf = (origin: string) => `slugs:${origin}`;

export async function resolveSlug(caller: CountedCaller, site: SiteRecord, slug: string): Promise<number | null> {
  const key = keyOf(site.origin);
  const wanted = slug.toLowerCase();
  const stored = (await browser.storage.session.get(key))[key] as Partial<SlugCache> | undefined;
  if (stored?.pages && wanted in stored.pages) return stored.pages[wanted]!;
  if (stored?.missing?.includes(wanted)) return null;
  // Not known yet: read the list again, once.
  const pages = await readAllSlugs(caller, site);
  const missing = wanted in pages ? [] : [...(stored?.missing ?? []), wanted];
  await browser.storage.session.set({ [key]: { pages, missing } satisfies SlugCache });
  return pages[wanted] ?? null;
}

/** After a page was created or its address changed: the next lookup reads the list afresh. */
export async function forgetSlugs(origin: string): Promise<void> {
  await browser.storage.session.remove(keyOf(origin));
}
