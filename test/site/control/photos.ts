// The photo album for tests: the photos as stored, with what is kept of each file, and an album
// filled with generated photos (a benchmark's) at once, made as an upload makes them but without
// a log entry or a request counted against the limit.
import { addPhoto, ownerLogin, type Image } from '../api/photo-upload.ts';
import { byteSize, imageTypeOf, photoPath } from '../data/photo-files.ts';
import { OFFICE_DESK, OFFICE_WINDOW, TEAM_CAKE, TEAM_DAY, TEAM_HIKE } from '../data/seed-photo-images.ts';
import { nextId, type SiteState } from '../data/store.ts';
import type { Photo } from '../data/types.ts';

/** A photo as stored (`file` is its file's name) and its original's path, type and size in bytes. */
export type StoredPhoto = Photo & { image: { path: string; type: string; size: number } };

/** The most photos one call makes. */
export const FILL_MAX = 10_000;

/** Whether `id` is an album (a category of the module, not a section). */
export function isAlbum(state: SiteState, id: number): boolean {
  return state.data.photo.categories.some((item) => item.id === id && item.type === 'category');
}

/** Every photo, or those of one album, by id. */
export function storedPhotos(state: SiteState, album?: number): StoredPhoto[] {
  const { entries, files } = state.data.photo;
  return entries
    .filter((photo) => album === undefined || photo.category === album)
    .sort((a, b) => a.id - b.id)
    .map((photo) => {
      const file = files[photo.file];
      return { ...photo, image: { path: photoPath(photo), type: file?.type ?? '', size: file ? byteSize(file) : 0 } };
    });
}

const IMAGES: Image[] = [OFFICE_WINDOW, TEAM_DAY, OFFICE_DESK, TEAM_HIKE, TEAM_CAKE].map((base64) => ({ ...imageTypeOf(Buffer.from(base64, 'base64'))!, base64 }));

/** `count` new photos in the album, titled `Фото 1`… and a second apart (the last the newest); their ids. */
export function fillAlbum(state: SiteState, album: number, count: number): number[] {
  const data = state.data.photo;
  const first = nextId(data.entries);
  const now = state.now();
  const user = ownerLogin(state);
  const ids: number[] = [];
  for (let index = 0; index < count; index++) {
    const fields = { category: album, title: `Фото ${index + 1}`, description: '', add_date: now - count + index + 1, views: 0, rating: 0, user };
    ids.push(addPhoto(data, fields, IMAGES[index % IMAGES.length]!, first + index).id);
  }
  return ids;
}
