// The photo album's own shapes in the variants mode (variants.ts), before the shared variations.
// No public source shows a photo record (platform-notes §6, §7): each key the site guesses also
// comes in another plausible shape, its value kept, so a reader finds it by what it holds.
import type { SiteData } from '../data/types.ts';
import type { Method } from './router.ts';
import { isInt, isObject, looseInt, type Random } from './seeded-mode.ts';

/** `category` as `{id, name}` (as older entries gave theirs, platform-notes §1) instead of the album's id. */
export const ALBUM_OBJECT = 0.5;
/** The original's address under `photo_url` instead of `photo_direct_url`. */
export const PHOTO_URL = 0.5;
/** Each counter (`views`, `rating`, `comments_num`) as a numeric string. */
export const NUMBER_TEXT = 0.5;
/** An upload answered with only `{photo_direct_url}`, as the one source shows it (platform-notes §6). */
export const ONLY_ADDRESS = 0.3;

const COUNTERS = ['views', 'rating', 'comments_num'];

/** A photo answer (one record, a list, a write's answer) with its photos in other shapes. */
export function varyPhotoAnswer(payload: unknown, method: Method, data: SiteData, random: Random): unknown {
  if (!isObject(payload)) return payload;
  if (method === 'POST' && typeof payload.photo_direct_url === 'string' && random() < ONLY_ADDRESS) return { photo_direct_url: payload.photo_direct_url };
  if ('id' in payload) return varyPhoto(payload, data, random);
  if (Array.isArray(payload.photos)) return { ...payload, photos: payload.photos.map((photo: unknown) => (isObject(photo) ? varyPhoto(photo, data, random) : photo)) };
  return payload;
}

/** One photo: keys and their order kept, but for `photo_direct_url` when it comes as `photo_url`. */
function varyPhoto(photo: Record<string, unknown>, data: SiteData, random: Random): Record<string, unknown> {
  const renamed = random() < PHOTO_URL;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(photo)) {
    if (key === 'photo_direct_url' && renamed) out.photo_url = value;
    else if (key === 'category') out[key] = varyAlbum(value, data, random);
    else if (COUNTERS.includes(key) && typeof value === 'number' && Number.isFinite(value) && random() < NUMBER_TEXT) out[key] = String(value);
    else out[key] = value;
  }
  return out;
}

function varyAlbum(value: unknown, data: SiteData, random: Random): unknown {
  const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (!isInt(id)) return value;
  if (random() < ALBUM_OBJECT) return { id, name: data.photo.categories.find((item) => item.id === id)?.name ?? '' };
  return looseInt(value, random);
}
