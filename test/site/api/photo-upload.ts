// A photo's upload (POST /photo, multipart): the file, checked by its bytes, and the new record
// with the file stored for /_ph/. platform-notes §6, §7: a real client sent the file as the part
// `photo` with `category`; the platform's own module sends files as `file1`…`file49`.
import { invalid, missing } from '../core/errors.ts';
import { NUM } from '../core/nums.ts';
import { isUploadedFile, text, type Input } from '../core/params.ts';
import { imageTypeOf, photoFileName, type ImageType } from '../data/photo-files.ts';
import { nextId, type SiteState } from '../data/store.ts';
import type { Photo, PhotoData, PhotoFields } from '../data/types.ts';
import { albumOf, extraFields, PHOTO_TITLE_MAX, titleOf } from './photo-fields.ts';

export interface Image extends ImageType {
  base64: string;
}

/**
 * The image sent under `photo`, else `file1` (one photo an upload; guess: `file2`… are not read).
 * Refused when missing, not a file, or not a JPEG, PNG, GIF or WebP by its first bytes.
 */
function uploadedImage(input: Input): Image & { filename: string } {
  const part = input.photo !== undefined && input.photo !== '' ? 'photo' : 'file1';
  const value = input[part];
  if (value === undefined || value === null || value === '') throw missing('photo');
  if (!isUploadedFile(value)) throw invalid(NUM.BAD_TYPE, `Parameter "${part}" must be a file sent as multipart/form-data`);
  const type = imageTypeOf(Buffer.from(value.base64, 'base64'));
  if (!type) throw invalid(NUM.BAD_TYPE, `The file "${value.filename}" is not an image: a JPEG, PNG, GIF or WebP file is expected`);
  return { ...type, base64: value.base64, filename: value.filename };
}

/** guess: a photo sent without a title is titled by its file's name, less the extension. */
function titleFromName(filename: string): string {
  const base = filename.replace(/^.*[\\/]/, '').replace(/\.[^.]*$/, '').trim();
  return [...(base || 'photo')].slice(0, PHOTO_TITLE_MAX).join('');
}

/** Stores a photo and its file; the file's name comes from the id, so no upload overwrites another. */
export function addPhoto(data: PhotoData, fields: PhotoFields, image: Image, id = nextId(data.entries)): Photo {
  const file = photoFileName(id, image.ext);
  const photo: Photo = { id, ...fields, file };
  data.entries.push(photo);
  data.files[file] = { type: image.type, base64: image.base64 };
  return photo;
}

/** guess: an upload is credited to the site's owner, the token's user. */
export function ownerLogin(state: SiteState): string {
  return state.data.users.find((user) => user.id === state.data.site.owner_user_id)?.login ?? 'admin';
}

/** POST /photo: checks in order the file, its bytes, the album; nothing is stored unless all pass. */
export function uploadPhoto(state: SiteState, input: Input): Photo {
  const data = state.data.photo;
  const image = uploadedImage(input);
  const category = albumOf(data, input);
  if (category === undefined) throw missing('category');
  const title = titleOf(input) ?? titleFromName(image.filename);
  const description = text(input, 'description') ?? '';
  const { filename: _name, ...stored } = image;
  return addPhoto(data, { category, title, description, add_date: state.now(), views: 0, rating: 0, user: ownerLogin(state), ...extraFields(input) }, stored);
}
