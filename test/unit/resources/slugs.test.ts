// A page at its own address is found by its slug with as few list reads as can be: once per site
// and session for the pages there are, and once for an address that is no page; a page created
// or readdressed through Inplace makes the next lookup read afresh.
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { forgetSlugs, resolveSlug, SLUG_REREAD_MS } from '@/src/resources/slugs';

const SITE = 'https://example.ucoz.net';
let pages: { id: number; ownurl: string }[];
const api = vi.fn(async () => ({ pages, total: pages.length }));

beforeEach(() => {
  fakeBrowser.reset();
  api.mockClear();
  pages = [{ id: 2, ownurl: 'about' }, { id: 5, ownurl: 'Prices' }];
});

describe('resolveSlug', () => {
  test('the list is read once for every page there is, in any letter case', async () => {
    expect(await resolveSlug(api, SITE, 'about')).toBe(2);
    expect(await resolveSlug(api, SITE, 'prices')).toBe(5);
    expect(await resolveSlug(api, SITE, 'ABOUT')).toBe(2);
    expect(api).toHaveBeenCalledTimes(1);
  });

  test('an address that is no page is read for once, not on every tab load', async () => {
    for (let load = 0; load < 5; load++) expect(await resolveSlug(api, SITE, 'no-such-page')).toBeNull();
    expect(api).toHaveBeenCalledTimes(1);
    // The pages there are still need no read.
    expect(await resolveSlug(api, SITE, 'about')).toBe(2);
    expect(api).toHaveBeenCalledTimes(1);
  });

  test('after a page is created or readdressed, the next lookup reads the list afresh', async () => {
    expect(await resolveSlug(api, SITE, 'news-page')).toBeNull();
    pages = [...pages, { id: 9, ownurl: 'news-page' }];
    await forgetSlugs(SITE);
    expect(await resolveSlug(api, SITE, 'news-page')).toBe(9);
    expect(api).toHaveBeenCalledTimes(2);
  });

  test('sites are kept apart', async () => {
    await resolveSlug(api, SITE, 'about');
    const other = 'https://other.ucoz.net';
    pages = [{ id: 3, ownurl: 'about' }];
    expect(await resolveSlug(api, other, 'about')).toBe(3);
    expect(api).toHaveBeenCalledTimes(2);
  });

  test('one unknown address after another reads the list at most once per few minutes', async () => {
    const start = 1_000_000;
    expect(await resolveSlug(api, SITE, 'no-1', start)).toBeNull();
    for (let n = 2; n <= 20; n++) expect(await resolveSlug(api, SITE, `no-${n}`, start + n * 1000)).toBeNull();
    expect(api).toHaveBeenCalledTimes(1);
    // A page made in the control panel meanwhile is found once the few minutes are over.
    pages = [...pages, { id: 11, ownurl: 'fresh' }];
    expect(await resolveSlug(api, SITE, 'fresh', start + 60_000)).toBeNull();
    expect(await resolveSlug(api, SITE, 'fresh-too', start + SLUG_REREAD_MS + 1)).toBeNull();
    expect(api).toHaveBeenCalledTimes(2);
    expect(await resolveSlug(api, SITE, 'about', start + SLUG_REREAD_MS + 2)).toBe(2);
  });

  test('an address named like a key of every object (/constructor, /__proto__) is no page', async () => {
    for (const slug of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) expect(await resolveSlug(api, SITE, slug)).toBeNull();
    pages = [{ id: 4, ownurl: 'constructor' }];
    await forgetSlugs(SITE);
    expect(await resolveSlug(api, SITE, 'constructor')).toBe(4);
  });
});
