// What a page of the extension may ask of the site's photos, and the endpoint each maps to (the
// photo module's endpoints of src/api/areas/entries.ts).
import { chars, z } from '../../validation/z';
import { id, kindWire, optionalLine, text } from '../wire-values';

/** The fields of a photo the editor writes (a save sends only those that changed). */
export const photoFieldsSchema = z.strictObject({ title: optionalLine, description: z.optional(text), category: z.optional(id) });

export const photoOperations = [
  z.strictObject({ op: z.literal('photo/open'), id }),
  z.strictObject({ op: z.literal('photo/save'), id, fields: photoFieldsSchema }),
  /** `file`: the key of a file waiting in the upload store (./upload/upload-store.ts), the background reads it there. */
  z.strictObject({ op: z.literal('photo/upload'), file: chars(1, 400), category: id }),
] as const;

/**
 * The file's part: `photo`, as the one public client sent it, with `category` (platform-notes §6,
 * §7; the platform's own module names files `file1`…, which the reference site takes too).
 */
export const PHOTO_FILE_PART = 'photo';

/** What a photo's editor reads first: the background reads it ahead as the panel opens on it. */
export const photoFirstRead = (photoId: number) => ({ op: 'photo/open', id: photoId }) as const;

export const photoWire = kindWire(photoOperations, {
  'photo/open': (operation) => ({ endpoint: 'photo.get', params: { id: operation.id } }),
  'photo/save': (operation) => ({ endpoint: 'photo.update', params: { ...operation.fields, id: operation.id } }),
  'photo/upload': (operation) => ({ endpoint: 'photo.create', params: { category: operation.category }, upload: { key: operation.file, part: PHOTO_FILE_PART } }),
});
