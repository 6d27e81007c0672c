import type { ShownPart } from '@/src/kinds/on-page';
import { describe, expect, test } from 'vitest';
import { launcherFor } from '@/src/background/launcher-label';
import { resourceFromUrl } from '@/src/detect/resource';
import type { SiteRecord } from '@/src/vault/site-record';

const ORIGIN = 'https://example.ucoz.net';
const site = (launcherHidden?: boolean): SiteRecord => ({
  origin: ORIGIN,
  apiBase: `${ORIGIN}/uapi`,
  label: 'example.ucoz.net',
  token: 'sk_live_abc',
  addedAt: 1_700_000_000_000,
  ...(launcherHidden !== undefined && { launcherHidden }),
});

const HIDDEN = { show: false, label: '', aria: '', tip: '' };
/** The page shows these menus (and, to be sure they name no button, a form and a poll first). */
const menus = (ids: number[]): ShownPart[] => [
  ...(ids.length ? [{ kind: 'mailform' as const, id: 1, words: '' }, { kind: 'poll' as const, id: 1, words: '' }] : []),
  ...ids.map((id) => ({ kind: 'menu' as const, id, words: '' })),
];
// Its accessible name says what it opens, its tooltip teaches Alt+click: worded in the background, as the label is.
const shown = (label: string) => ({ show: true, label, aria: `${label} with Inplace`, tip: 'Or Alt+click anything on the page to edit it there.' });

describe('launcherFor', () => {
  test.each<[string, string, number[], { show: boolean; label: string; aria: string; tip: string }]>([
    ['the home page', '/', [], shown('Edit page')],
    ['a page by number', '/index/0-2', [], shown('Edit page')],
    ['a page by its slug', '/about', [], shown('Edit page')],
    ['a page with menus on it', '/index/0-2', [1, 2], shown('Edit page')],
    ['a news entry', '/news/2025-01-15-3', [], shown('Edit news entry')],
    ['a news entry with a slug', '/news/opening-day/2025-01-15-3', [], shown('Edit news entry')],
    ['a blog entry', '/blog/2024-12-31-7', [1], shown('Edit blog entry')],
    ['a news list with a menu: the news first', '/news/', [1], shown('Edit news')],
    ['a blog category with menus', '/blog/1-0-2', [1, 2], shown('Edit blog')],
    ['a forum topic with a menu: its posts first', '/forum/3-14', [2], shown('Edit posts in this topic')],
    ["a forum's page: a new topic there", '/forum/3', [2], shown('New topic')],
    ['an article, with a menu', '/publ/1-1-0-4', [1], shown('Edit article')],
    ['a file entry, written in capitals', '/Load/1-1-0-40', [], shown('Edit file entry')],
    ['an ad', '/board/2-1-0-7', [], shown('Edit ad')],
    ['a directory entry with a slug', '/dir/sites/1-1-0-3', [], shown('Edit directory entry')],
    ['a game entry', '/stuff/1-1-0-2', [], shown('Edit game entry')],
    ['a FAQ entry', '/faq/1-0-5', [], shown('Edit FAQ entry')],
    ['a photo (no editor)', '/photo/1-0-4', [], HIDDEN],
    ['a news list without menus', '/news/', [], shown('Edit news')],
    ['the guest book', '/gb/', [], shown('Moderate guest book')],
    ['a page of the guest book, with a menu', '/GB/2', [1], shown('Moderate guest book')],
    ['a file catalog category without menus', '/load/1', [], shown('Edit file catalog')],
    ['the login page without menus', '/index/1', [], HIDDEN],
    ['a stylesheet', '/_st/my.css', [], HIDDEN],
  ])('%s', (_name, path, menuIds, expected) => {
    expect(launcherFor(site(), resourceFromUrl(`${ORIGIN}${path}`), menus(menuIds))).toEqual(expected);
  });

  test.each<[string, string, number[]]>([
    ['a page', '/index/0-2', []],
    ['a news entry', '/news/2025-01-15-3', [1]],
    ['a list with menus', '/news/', [1, 2]],
  ])('hidden on %s when the owner hid it for the site', (_name, path, menuIds) => {
    expect(launcherFor(site(true), resourceFromUrl(`${ORIGIN}${path}`), menus(menuIds))).toEqual(HIDDEN);
  });

  test('shown again once the owner turns it back on', () => {
    expect(launcherFor(site(false), resourceFromUrl(`${ORIGIN}/index/0-2`), [])).toEqual(shown('Edit page'));
  });
});
