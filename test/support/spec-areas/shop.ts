// Spec: Shop (cart, categories, products, invoices, orders, checkout, currencies).
import { z } from '../../../src/validation/z';
import { anyRecord, anyResult, endpoint, flag01, id, nonnegativeInt, optionalText, withId, type Method } from '../../../src/api/endpoint';
import { upload } from '../../../src/api/schemas';

/** Order statuses: 6 is not one of them. */
const orderStatus = z.union([0, 1, 2, 3, 4, 5, 7, 8, 9].map((n) => z.literal(n)) as [z.ZodMiniLiteral<number>, ...z.ZodMiniLiteral<number>[]]);
const orderGroup = z.union([z.literal(0), z.literal(1), z.literal(2)]);
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
const shop = (method: Method, path: string, params: z.ZodMiniType = anyRecord) => endpoint({ method, path, params, result: anyResult, module });

const ids = z.array(id).check(z.minLength(1, 'Choose at least one order'));
const hash = z.string().check(z.minLength(1));
const cartItem = z.looseObject({ id, cnt: z.optional(z.int().check(z.positive())), opt: z.optional(z.unknown()) });

export const shopEndpoints = {
  'shop.basket': shop('GET', '/shop/basket/'),
  'shop.basketAdd': shop('POST', '/shop/basket/?mode=add', cartItem),
  'shop.basketPut': shop('PUT', '/shop/basket/?mode=put', cartItem),
  'shop.basketRemove': shop('DELETE', '/shop/basket/', z.looseObject({ id: z.optional(id) })),
  'shop.categories': shop('GET', '/shop/request?page=categories'),
  'shop.categoryAdd': shop('POST', '/shop/edit_cat?mode=add', shopCategory),
  'shop.categoryEdit': shop('POST', '/shop/edit_cat?mode=edit', z.extend(shopCategory, { id })),
  'shop.categoryShow': shop('POST', '/shop/edit_cat?mode=show', withId),
  'shop.categoryHide': shop('POST', '/shop/edit_cat?mode=hide', withId),
  'shop.categoryImage': shop('POST', '/shop/edit_cat?mode=img', z.looseObject({ id, cat_img: z.optional(upload), del: z.optional(z.union([z.literal(0), z.literal(1)])) })),
  'shop.productAdd': shop('POST', '/shop/addgoods', newProduct),
  'shop.invoices': shop('GET', '/shop/invoices/'),
  'shop.invoicesGroup': shop('PUT', '/shop/invoices/?mode=hide', z.looseObject({ ids, hide: orderGroup })),
  'shop.invoicesCourier': shop('PUT', '/shop/invoices/?mode=setCourier', z.looseObject({ ids, group_courier: z.int() })),
  'shop.invoicesStatus': shop('PUT', '/shop/invoices/?mode=status', z.looseObject({ ids, status: orderStatus })),
  'shop.order': shop('GET', '/shop/order/?order={order}', z.looseObject({ order: hash })),
  'shop.orderAddProduct': shop('POST', '/shop/order/?order={order}', z.looseObject({ order: hash, id })),
  'shop.orderGoods': shop('PUT', '/shop/order/?order={order}&mode=goods', z.looseObject({ order: hash })),
  'shop.orderFields': shop('PUT', '/shop/order/?order={order}&mode=fields', z.looseObject({ order: hash })),
  'shop.orderStatus': shop('PUT', '/shop/order/?order={order}&mode=status', z.looseObject({ order: hash, status: orderStatus })),
  'shop.orderNote': shop('PUT', '/shop/order/?order={order}&mode=note', z.looseObject({ order: hash, note: z.string() })),
  'shop.checkout': shop('GET', '/shop/checkout/'),
  'shop.checkoutRecalc': shop('PUT', '/shop/checkout/?mode=recalc'),
  'shop.checkoutEdit': shop('PUT', '/shop/checkout/?mode=edit'),
  'shop.checkoutSubmit': shop('POST', '/shop/checkout/'),
  'shop.currencies': shop('GET', '/shop/getshopdata/?page=currencies_list'),
  'shop.currencyRate': shop('POST', '/shop/setcurrrate', z.looseObject({ curr_code: z.string().check(z.minLength(1)), curr_rate: z.number().check(z.positive()) })),
};
