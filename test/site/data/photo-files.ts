// The photo album's files (platform-notes §6): the original at /_ph/<album>/<name>.<ext>, the
// thumbnail at /_ph/<album>/1/<name>.<ext>, the medium copy at /_ph/<album>/2/<name>.<ext>.
// guess (a simplification): the three copies are the same bytes; the platform scales them.
import type { Photo, PhotoData, StoredFile } from './types.ts';

export interface ImageType {
  type: string;
  ext: string;
}

const ascii = (bytes: Uint8Array, at: number, text: string) => [...text].every((char, index) => bytes[at + index] === char.charCodeAt(0));

/** Image types by their first bytes: a file's name or declared type proves nothing. */
const SIGNATURES: (ImageType & { test: (bytes: Uint8Array) => boolean })[] = [
  { type: 'image/jpeg', ext: 'jpg', test: (bytes) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff },
  { type: 'image/png', ext: 'png', test: (bytes) => bytes[0] === 0x89 && ascii(bytes, 1, 'PNG\r\n\x1a\n') },
  { type: 'image/gif', ext: 'gif', test: (bytes) => ascii(bytes, 0, 'GIF87a') || ascii(bytes, 0, 'GIF89a') },
  { type: 'image/webp', ext: 'webp', test: (bytes) => ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP') },
];

/** The JPEG, PNG, GIF or WebP image the bytes are, or undefined for anything else. */
export function imageTypeOf(bytes: Uint8Array): ImageType | undefined {
  const found = SIGNATURES.find((signature) => signature.test(bytes));
  return found && { type: found.type, ext: found.ext };
}

/**
 * guess: the platform names a photo's file by a number (platform-notes §6 show only `<name>.jpg`).
 * Here nine digits drawn one to one from the photo's id: two uploads of `IMG_1.jpg` never share
 * a name, and the name does not give the id away.
 */
export function photoFileName(id: number, ext: string): string {
  const number = (BigInt(id) * 2654435761n) % 1_000_000_000n;
  return `${String(number).padStart(9, '0')}.${ext}`;
}

export type PhotoCopy = 'original' | 'thumb' | 'medium';
const FOLDERS: Record<PhotoCopy, string> = { original: '', thumb: '1/', medium: '2/' };

/** The path of a copy of the photo's file; guess: it follows the photo into another album. */
export function photoPath(photo: Pick<Photo, 'category' | 'file'>, copy: PhotoCopy = 'original'): string {
  return `/_ph/${photo.category}/${FOLDERS[copy]}${photo.file}`;
}

const FILE_PATH = /^\/_ph\/(\d{1,9})\/(?:[12]\/)?([\w-]+\.(?:jpg|png|gif|webp))$/;

/** The stored file a /_ph/ path names: a photo's file, in the photo's current album. */
export function photoFileAt(data: PhotoData, path: string): StoredFile | undefined {
  const match = FILE_PATH.exec(path);
  if (!match) return undefined;
  const photo = data.entries.find((item) => item.file === match[2] && item.category === Number(match[1]));
  return photo ? data.files[photo.file] : undefined;
}

export function byteSize(file: StoredFile): number {
  return Buffer.byteLength(file.base64, 'base64');
}
