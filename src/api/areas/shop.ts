// Spec: Shop, the parts the panel calls: the category tree and its edits, a product (read as
// platform-notes §6 shows, added with the spec's names) and the currencies. The cart, the
// checkout and the orders are in the tests' table of the spec until an editor calls them.
import { z } from '../../validation/z';
import { anyRecord, anyResult, endpoint, flag01, id, nonnegativeInt, optionalText, withId, type Method } from '../endpoint';
import { upload } from '../schemas';

const int = z.int();
const nonnegativeNumber = z.number().check(z.nonnegative());
const shopCategory = z.looseObject({
  name: optionalText, pid: z.optional(nonnegativeInt), dscr: optionalText, url: optionalText,
  pos: z.optional(int), meta_title: optionalText, meta_dscr: optionalText,
  view_groups: z.optional(z.array(int)), add_groups: z.optional(z.array(int)),
});
const newProduct = z.looseObject({
  cat_id: id, name: z.string().check(z.minLength(1, 'Enter the product name')), brief: optionalText, dscr: optionalText, html_dscr: optionalText,
  price: z.optional(nonnegativeNumber), price_old: z.optional(nonnegativeNumber), price_in: z.optional(nonnegativeNumber),
  stock: z.optional(int), art: optionalText, type: z.optional(z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)])),
  hide: z.optional(flag01), cats_add: z.optional(z.array(id)),
});

const module = 'shop';
export const shopCall = (method: Method, path: string, params: z.ZodMiniType = anyRecord) => endpoint({ method, path, params, result: anyResult, module });

export const shop = {
  'shop.categories': shopCall('GET', '/shop/request?page=categories'),
  'shop.categoryAdd': shopCall('POST', '/shop/edit_cat?mode=add', shopCategory),
  'shop.categoryEdit': shopCall('POST', '/shop/edit_cat?mode=edit', z.extend(shopCategory, { id })),
  'shop.categoryShow': shopCall('POST', '/shop/edit_cat?mode=show', withId),
  'shop.categoryHide': shopCall('POST', '/shop/edit_cat?mode=hide', withId),
  'shop.categoryImage': shopCall('POST', '/shop/edit_cat?mode=img', z.looseObject({ id, cat_img: z.optional(upload), del: z.optional(flag01) })),
  'shop.productAdd': shopCall('POST', '/shop/addgoods', newProduct),
  'shop.currencies': shopCall('GET', '/shop/getshopdata/?page=currencies_list'),
  'shop.currencyRate': shopCall('POST', '/shop/setcurrrate', z.looseObject({ curr_code: z.string().check(z.minLength(1)), curr_rate: z.number().check(z.positive()) })),
};
