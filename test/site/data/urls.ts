// Public URLs of records, in the platform's patterns (platform-notes §3).
import type { Category, Entry, Page, Photo } from './types.ts';

export function pageUrl(page: Pick<Page, 'id' | 'ownurl'>): string {
  if (page.id === 1) return '/';
  return page.ownurl ? `/${page.ownurl}` : `/index/0-${page.id}`;
}

/** YYYY-MM-DD of unix seconds (UTC). */
export function dayOf(seconds: number): string {
  return new Date(seconds * 1000).toISOString().slice(0, 10);
}

export function entryUrl(module: string, entry: Pick<Entry, 'id' | 'category' | 'hgu_title' | 'add_date'>): string {
  const slug = entry.hgu_title ? `${entry.hgu_title}/` : '';
  switch (module) {
    case 'news':
    case 'blog':
      return `/${module}/${slug}${dayOf(entry.add_date)}-${entry.id}`;
    case 'faq':
      return `/${module}/${entry.category}-0-${entry.id}`;
    case 'video':
      // guess: a video's own address is not documented (platform-notes §6).
      return `/video/vip/${entry.id}/${entry.hgu_title}`;
    default:
      return `/${module}/${slug}${entry.category}-1-0-${entry.id}`;
  }
}

export function categoryUrl(module: string, category: Pick<Category, 'id'> & Partial<Pick<Category, 'hgu_title'>>): string {
  if (module === 'photo') return albumUrl(category);
  // platform-notes §6: a video category's page is `/video/vic/<slug>`.
  if (module === 'video') return `/video/vic/${category.hgu_title ?? category.id}`;
  return module === 'news' || module === 'blog' ? `/${module}/1-0-${category.id}` : `/${module}/${category.id}`;
}

/** A photo's page. guess: `/photo/<album>-0-<id>` (platform-notes §6: its numbers are not documented). */
export function photoUrl(photo: Pick<Photo, 'id' | 'category'>): string {
  return `/photo/${photo.category}-0-${photo.id}`;
}

/** A page of an album: `/photo/<slug>/<id>-<page>-0-0-1` (platform-notes §6); guess: `/photo/<id>-<page>` without a slug. */
export function albumUrl(album: Pick<Category, 'id'> & Partial<Pick<Category, 'hgu_title'>>, page = 1): string {
  return album.hgu_title ? `/photo/${album.hgu_title}/${album.id}-${page}-0-0-1` : `/photo/${album.id}-${page}`;
}
