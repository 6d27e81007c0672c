// Spec: Shop, the parts no editor calls yet (cart, adding to an order, an order's fields and its own status, checkout); the rest is in src/api/areas/shop.ts.
import { z } from '../../../src/validation/z';
import { id } from '../../../src/api/endpoint';
import { shopCall as shop } from '../../../src/api/areas/shop';

/** Order statuses: 6 is not one of them. */
const orderStatus = z.union([0, 1, 2, 3, 4, 5, 7, 8, 9].map((n) => z.literal(n)) as [z.ZodMiniLiteral<number>, ...z.ZodMiniLiteral<number>[]]);

const hash = z.string().check(z.minLength(1));
const cartItem = z.looseObject({ id, cnt: z.optional(z.int().check(z.positive())), opt: z.optional(z.unknown()) });

export const shopEndpoints = {
  'shop.basket': shop('GET', '/shop/basket/'),
  'shop.basketAdd': shop('POST', '/shop/basket/?mode=add', cartItem),
  'shop.basketPut': shop('PUT', '/shop/basket/?mode=put', cartItem),
  'shop.basketRemove': shop('DELETE', '/shop/basket/', z.looseObject({ id: z.optional(id) })),
  'shop.orderAddProduct': shop('POST', '/shop/order/?order={order}', z.looseObject({ order: hash, id })),
  'shop.orderFields': shop('PUT', '/shop/order/?order={order}&mode=fields', z.looseObject({ order: hash })),
  'shop.orderStatus': shop('PUT', '/shop/order/?order={order}&mode=status', z.looseObject({ order: hash, status: orderStatus })),
  'shop.checkout': shop('GET', '/shop/checkout/'),
  'shop.checkoutRecalc': shop('PUT', '/shop/checkout/?mode=recalc'),
  'shop.checkoutEdit': shop('PUT', '/shop/checkout/?mode=edit'),
  'shop.checkoutSubmit': shop('POST', '/shop/checkout/'),
};
