// What a page of the extension may ask of the site's photos, and the endpoint each maps to (the
// photo module's endpoints of src/api/areas/entries.ts).
import { z } from '../../validation/z';
import { id, kindWire, optionalLine, paging, pagingParams, text } from '../wire-values';

/** The fields of a photo the editor writes (a save sends only those that changed). */
export const photoFieldsSchema = z.strictObject({ title: optionalLine, description: z.optional(text), category: z.optional(id) });

export const photoOperations = [
  z.strictObject({ op: z.literal('photo/open'), id }),
  z.strictObject({ op: z.literal('photo/save'), id, fields: photoFieldsSchema }),
  z.strictObject({ op: z.literal('photos/list'), ...paging, category: z.optional(id) }),
] as const;

/** What a photo's editor reads first: the background reads it ahead as the panel opens on it. */
export const photoFirstRead = (photoId: number) => ({ op: 'photo/open', id: photoId }) as const;

export const photoWire = kindWire(photoOperations, {
  'photo/open': (operation) => ({ endpoint: 'photo.get', params: { id: operation.id } }),
  'photo/save': (operation) => ({ endpoint: 'photo.update', params: { ...operation.fields, id: operation.id } }),
  'photos/list': (operation) => ({ endpoint: 'photo.list', params: { ...pagingParams(operation), ...(operation.category && { category: operation.category }) } }),
});
