// Spec: Shop, the parts the panel calls: the category tree and its edits, a product (read as
// platform-notes §6 shows, added with the spec's names), the currencies and the orders. The
// cart, the checkout and an order's fields are in the tests' table of the spec until an editor
// calls them. What each sends is checked by its operation's schema (src/kinds/shopcat/wire.ts,
// src/messages/operations.ts): the service worker's bundle does not carry the fields twice.
import { z } from '../../validation/z';
import { anyRecord, endpoint, withId, type Method } from '../endpoint';

export const shopCall = (method: Method, path: string, params: z.ZodMiniType = anyRecord) => endpoint({ method, path, params });

export const shop = {
  'shop.categories': shopCall('GET', '/shop/request?page=categories'),
  'shop.categoryAdd': shopCall('POST', '/shop/edit_cat?mode=add'),
  'shop.categoryEdit': shopCall('POST', '/shop/edit_cat?mode=edit', withId),
  'shop.categoryShow': shopCall('POST', '/shop/edit_cat?mode=show', withId),
  'shop.categoryHide': shopCall('POST', '/shop/edit_cat?mode=hide', withId),
  'shop.categoryImage': shopCall('POST', '/shop/edit_cat?mode=img', withId),
  // platform-notes §6: one product, read in `entry_*` fields (not in the spec's table).
  'shop.product': shopCall('GET', '/shop/request?page=viewgoods', withId),
  'shop.productAdd': shopCall('POST', '/shop/addgoods'),
  'shop.currencies': shopCall('GET', '/shop/getshopdata/?page=currencies_list'),
  'shop.currencyRate': shopCall('POST', '/shop/setcurrrate'),
  'shop.invoices': shopCall('GET', '/shop/invoices/'),
  'shop.invoicesGroup': shopCall('PUT', '/shop/invoices/?mode=hide'),
  'shop.invoicesCourier': shopCall('PUT', '/shop/invoices/?mode=setCourier'),
  'shop.invoicesStatus': shopCall('PUT', '/shop/invoices/?mode=status'),
  'shop.order': shopCall('GET', '/shop/order/?order={order}'),
  'shop.orderGoods': shopCall('PUT', '/shop/order/?order={order}&mode=goods'),
  'shop.orderNote': shopCall('PUT', '/shop/order/?order={order}&mode=note'),
};
