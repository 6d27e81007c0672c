// A photo's fields: the shape every answer gives (one record, lists, write answers) and the
// changes a write makes. No public source shows a photo record (platform-notes §6, §7): each key
// the site guesses says so, and the variants mode gives them in other shapes (photo-variants.ts).
import { invalid } from '../core/errors.ts';
import { NUM } from '../core/nums.ts';
import { isUploadedFile, text, type Input } from '../core/params.ts';
import { photoPath } from '../data/photo-files.ts';
import type { Photo, PhotoData, SiteData } from '../data/types.ts';
import { photoUrl } from '../data/urls.ts';
import { categoryId } from './entry-fields.ts';
import { unknownFields } from './lenient.ts';

/** guess: the catalogue modules' title limit (news and blog have 130). */
export const PHOTO_TITLE_MAX = 255;

/** Parts a file may come in (platform-notes §7): `photo`, as a real client sent it, or the official module's `file1`…`file49`. */
export const FILE_PARTS = ['photo', ...Array.from({ length: 49 }, (_, index) => `file${index + 1}`)];
const KNOWN = ['title', 'description', 'category'];
/** What the site keeps itself (and the answer's own keys sent back): ignored when sent. */
const READ_ONLY = ['id', 'file', 'photo_direct_url', 'photo_url', 'thumb', 'add_date', 'views', 'rating', 'comments_num', 'entry_url', 'url', 'user', ...FILE_PARTS];

/** A photo as every answer carries it. */
export function photoOut(data: SiteData, photo: Photo, origin = ''): Record<string, unknown> {
  const { id, category, title, description, file: _file, add_date, views, rating, user, ...extras } = photo;
  return {
    id,
    // guess: the album's id, a number.
    category,
    title,
    // guess: plain text.
    description,
    // platform-notes §6, §7: an upload was answered with photo_direct_url, the original's address
    // (/_ph/<album>/<name>.jpg). guess: absolute, and a read carries it too.
    photo_direct_url: `${origin}${photoPath(photo)}`,
    // guess: the thumbnail's path (platform-notes §6 name its folder /1/).
    thumb: photoPath(photo, 'thumb'),
    // guess: unix seconds ("other answers carry unix times", platform-notes §6).
    add_date,
    // guess: the counters, as numbers.
    views,
    rating,
    comments_num: data.comments.filter((comment) => comment.module === 'photo' && comment.entry_id === id).length,
    // platform-notes §6: records may carry entry_url, the address on the site. guess: the photo's page.
    entry_url: photoUrl(photo),
    // guess: the author's login.
    user,
    ...extras,
  };
}

/** The album a write names (`category`, an id or the object as loaded): an album, never a section. */
export function albumOf(data: PhotoData, input: Input): number | undefined {
  const id = categoryId(input);
  if (id === undefined) return undefined;
  const found = data.categories.find((item) => item.id === id);
  if (!found) throw invalid(NUM.UNKNOWN_CATEGORY, `Album ${id} does not exist`);
  if (found.type === 'section') throw invalid(NUM.UNKNOWN_CATEGORY, `${id} is a section, not an album: photos go in albums`);
  return id;
}

/** A title sent: 1 to 255 characters once trimmed (stored trimmed). */
export function titleOf(input: Input): string | undefined {
  const sent = text(input, 'title');
  if (sent === undefined) return undefined;
  const title = sent.trim();
  if (title === '') throw invalid(NUM.BAD_TYPE, 'Parameter "title" must not be empty');
  if ([...title].length > PHOTO_TITLE_MAX) throw invalid(NUM.TITLE_TOO_LONG, `Parameter "title" is longer than ${PHOTO_TITLE_MAX} characters`);
  return title;
}

/** Keys sent that the site does not know, kept as the other modules keep them (lenient.ts); files are not kept. */
export function extraFields(input: Input): Input {
  const kept = unknownFields(input, KNOWN, READ_ONLY);
  for (const [key, value] of Object.entries(kept)) if (isUploadedFile(value)) delete kept[key];
  return kept;
}

/**
 * The photo after an update: title, description and album as sent, other keys kept, the rest
 * unchanged. guess: a file sent with an update is ignored (no source shows a photo's file replaced).
 */
export function withPhotoFields(data: PhotoData, photo: Photo, input: Input): Photo {
  const next: Photo = { ...photo, ...extraFields(input) };
  next.title = titleOf(input) ?? next.title;
  next.description = text(input, 'description') ?? next.description;
  next.category = albumOf(data, input) ?? next.category;
  return next;
}
