// What a page of the extension may ask of the shop's categories, and the endpoint each maps to
// (the area `shop` of src/api/areas/). The spec names the writes' fields (`POST /shop/edit_cat`);
// the reads come as platform-notes §6 shows them: one tree of `cat_*` records.
import { chars, z } from '../../validation/z';
import { count, id, kindWire, line, optionalLine, paging, text } from '../wire-values';

const groups = z.optional(z.array(id).check(z.maxLength(200)));

/** The fields of a category a save writes (only those that changed), by the spec's names. */
export const shopcatFieldsSchema = z.strictObject({
  name: optionalLine, dscr: z.optional(text), url: optionalLine, pos: z.optional(count), pid: z.optional(count),
  meta_title: optionalLine, meta_dscr: optionalLine, view_groups: groups, add_groups: groups,
});

export const shopcatOperations = [
  // Paging is taken and not sent: the site answers the whole tree at once.
  z.strictObject({ op: z.literal('shopcats/list'), ...paging }),
  z.strictObject({ op: z.literal('shopcat/save'), id, fields: shopcatFieldsSchema }),
  z.strictObject({ op: z.literal('shopcat/create'), fields: z.extend(shopcatFieldsSchema, { name: line }) }),
  z.strictObject({ op: z.literal('shopcat/hide'), id }),
  z.strictObject({ op: z.literal('shopcat/show'), id }),
  // A new image, base64 (5 MB at most); without one, the image is removed.
  z.strictObject({ op: z.literal('shopcat/image'), id, image: z.optional(chars(1, 7_500_000)) }),
] as const;

export const shopcatWire = kindWire(shopcatOperations, {
  // The whole tree in one answer: a category is read from it (no call reads one alone).
  'shopcats/list': () => ({ endpoint: 'shop.categories', params: {} }),
  'shopcat/save': (operation) => ({ endpoint: 'shop.categoryEdit', params: { ...operation.fields, id: operation.id } }),
  'shopcat/create': (operation) => ({ endpoint: 'shop.categoryAdd', params: { ...operation.fields } }),
  'shopcat/hide': (operation) => ({ endpoint: 'shop.categoryHide', params: { id: operation.id } }),
  'shopcat/show': (operation) => ({ endpoint: 'shop.categoryShow', params: { id: operation.id } }),
  'shopcat/image': ({ id, image }) => ({ endpoint: 'shop.categoryImage', params: image ? { id, cat_img: image } : { id, del: 1 } }),
});

/** A category is read from the whole tree (no call reads one alone): its first read is the tree's. */
export const shopcatFirstRead = (_id: number) => ({ op: 'shopcats/list' }) as const;
