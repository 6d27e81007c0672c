// Spec: Shop (cart, categories, products, invoices, orders, checkout, currencies).
import { z } from 'zod';
import { anyRecord, anyResult, endpoint, id, withId, type Method } from '../endpoint';
import { newProduct, orderGroup, orderStatus, shopCategory, upload } from '../schemas';

const module = 'shop';
const shop = (method: Method, path: string, params: z.ZodType = anyRecord) => endpoint({ method, path, params, result: anyResult, module });

const ids = z.array(id).min(1, 'Choose at least one order');
const hash = z.string().min(1);
const cartItem = z.looseObject({ id, cnt: z.number().int().positive().optional(), opt: z.unknown().optional() });

export const shopEndpoints = {
  'shop.basket': shop('GET', '/shop/basket/'),
  'shop.basketAdd': shop('POST', '/shop/basket/?mode=add', cartItem),
  'shop.basketPut': shop('PUT', '/shop/basket/?mode=put', cartItem),
  'shop.basketRemove': shop('DELETE', '/shop/basket/', z.looseObject({ id: id.optional() })),
  'shop.categories': shop('GET', '/shop/request?page=categories'),
  'shop.categoryAdd': shop('POST', '/shop/edit_cat?mode=add', shopCategory),
  'shop.categoryEdit': shop('POST', '/shop/edit_cat?mode=edit', shopCategory.extend({ id })),
  'shop.categoryShow': shop('POST', '/shop/edit_cat?mode=show', withId),
  'shop.categoryHide': shop('POST', '/shop/edit_cat?mode=hide', withId),
  'shop.categoryImage': shop('POST', '/shop/edit_cat?mode=img', z.looseObject({ id, cat_img: upload.optional(), del: z.union([z.literal(0), z.literal(1)]).optional() })),
  'shop.productAdd': shop('POST', '/shop/addgoods', newProduct),
  'shop.invoices': shop('GET', '/shop/invoices/'),
  'shop.invoicesGroup': shop('PUT', '/shop/invoices/?mode=hide', z.looseObject({ ids, hide: orderGroup })),
  'shop.invoicesCourier': shop('PUT', '/shop/invoices/?mode=setCourier', z.looseObject({ ids, group_courier: z.number().int() })),
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
  'shop.currencyRate': shop('POST', '/shop/setcurrrate', z.looseObject({ curr_code: z.string().min(1), curr_rate: z.number().positive() })),
};
