// What a page of the extension may ask of the shop's products, and the endpoint each maps to (the
// area `shop` of src/api/areas/). A product is read as platform-notes §6 shows (`entry_*` fields)
// and added with the spec's names (`POST /shop/addgoods`); the spec has no call that changes one.
import { z } from '../../validation/z';
import { count, id, kindWire, line, optionalLine, text } from '../wire-values';

const money = z.number().check(z.nonnegative(), z.lte(1e12));

/** A new product, by the spec's names: `cat_id` and `name` required. */
export const newProductSchema = z.strictObject({
  cat_id: id, name: line.check(z.minLength(1)), brief: z.optional(text), dscr: z.optional(text),
  price: z.optional(money), price_old: z.optional(money), stock: z.optional(count), art: optionalLine,
  type: z.optional(z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)])), hide: z.optional(z.union([z.literal(0), z.literal(1)])),
});

export const productOperations = [
  z.strictObject({ op: z.literal('product/open'), id }),
  z.strictObject({ op: z.literal('product/create'), fields: newProductSchema }),
] as const;

export const productWire = kindWire(productOperations, {
  'product/open': (operation) => ({ endpoint: 'shop.product', params: { id: operation.id } }),
  'product/create': (operation) => ({ endpoint: 'shop.productAdd', params: { ...operation.fields } }),
});

/** A product's page names it by id (`/shop/<id>/desc/<slug>`): the view's first read. */
export const productFirstRead = (productId: number) => ({ op: 'product/open', id: productId }) as const;
