// A page shown at its own URL (/about) is found by its `ownurl`: the pages list is read once per
// site and session, and kept (session storage outlives the idle service worker).
import { browser } from 'wxt/browser';
import { endpoints } from '../api/endpoints';
import { asRecord, read } from '../resources/api';
import type { SiteRecord } from '../vault/site-record';
import type { CountedCaller } from './api-calls';

const PER_PAGE = 100;
const MAX_PAGES = 50;

type SlugMap = Record<string, number>;

async function readAllSlugs(caller: CountedCaller, site: SiteRecord): Promise<SlugMap> {
  const slugs: SlugMap = {};
  for (let page = 1; page <= MAX_PAGES; page++) {
    const answer = asRecord(await caller.call(site, endpoints['pages.list'], { page, per_page: PER_PAGE }));
    const pages = Array.isArray(answer.pages) ? answer.pages.map(asRecord) : [];
    for (const record of pages) {
      const slug = read.text(record, 'ownurl').toLowerCase();
      if (slug) slugs[slug] = read.int(record, 'id');
    }
    const total = read.int(answer, 'total');
    if (pages.length < PER_PAGE || (total && page * PER_PAGE >= total)) break;
  }
  return slugs;
}

export async function resolveSlug(caller: CountedCaller, site: SiteRecord, slug: string): Promise<number | null> {
  const key = `slugs:${site.origin}`;
  const wanted = slug.toLowerCase();
  const stored = (await browser.storage.session.get(key))[key] as SlugMap | undefined;
  if (stored && wanted in stored) return stored[wanted]!;
  // Not known yet (or a page added since): read the list again, once.
  const slugs = await readAllSlugs(caller, site);
  await browser.storage.session.set({ [key]: slugs });
  return slugs[wanted] ?? null;
}
