// Shared by the shop areas: products, the current user's cart, order totals, `mode` dispatch.
import { invalid, missing, notFound } from '../core/errors.ts';
import { NUM } from '../core/nums.ts';
import type { SiteState } from '../data/store.ts';
import type { BasketItem, Order, Product } from '../data/types.ts';
import { routing, type ApiRequest } from './router.ts';

export function findProduct(state: SiteState, id: number): Product {
  const product = state.data.shop.products.find((item) => item.id === id);
  if (!product) throw notFound(`Product ${id}`);
  return product;
}

/** The token acts as the site owner; admins may name another user. */
export function basketOwner(state: SiteState, userId: number | undefined): number {
  const id = userId ?? state.data.site.owner_user_id;
  if (!state.data.users.some((user) => user.id === id)) throw notFound(`User ${id}`);
  return id;
}

export function basketOf(state: SiteState, userId: number): BasketItem[] {
  return (state.data.shop.baskets[String(userId)] ??= []);
}

/** The cart's lines and sums (the checkout builds on it; guess: no public source shows the checkout). */
export function basketOut(state: SiteState, userId: number) {
  const items = basketOf(state, userId).map((item) => {
    const product = state.data.shop.products.find((entry) => entry.id === item.id);
    const price = product?.price ?? 0;
    return { ...item, name: product?.name ?? '', price, sum: round(price * item.cnt) };
  });
  return { user_id: userId, items, cnt: items.reduce((sum, item) => sum + item.cnt, 0), total: round(items.reduce((sum, item) => sum + item.sum, 0)), currency: defaultCurrency(state) };
}

/**
 * The answer of GET /shop/basket/ and its writes. platform-notes §6: wrapped,
 * `{basket: {items, total, weight, goods_count, items_count, discount}, msg}`. guess: the items'
 * own keys, goods_count the distinct goods and items_count the pieces, weight and discount 0
 * (no weights or basket discounts here), msg '' on a read and a short sentence after a write.
 */
export function basketAnswer(state: SiteState, userId: number, msg = '') {
  const { items, cnt, total } = basketOut(state, userId);
  return { basket: { items, total, weight: 0, goods_count: items.length, items_count: cnt, discount: 0 }, msg };
}

export function defaultCurrency(state: SiteState): string {
  return state.data.shop.currencies.find((currency) => currency.default === 1)?.code ?? 'RUB';
}

export function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Order lines are numbered across all orders (cnt_REC_ID / del_REC_ID name them). */
export function nextRecId(state: SiteState): number {
  return state.data.shop.orders.flatMap((order) => order.lines).reduce((max, line) => Math.max(max, line.rec_id), 0) + 1;
}

export const ORDER_STATUSES: Record<number, string> = { 0: 'New', 1: 'Paying', 2: 'Paid', 3: 'Processing', 4: 'Ready', 5: 'Shipping', 7: 'Delivered', 8: 'Completed', 9: 'Cancelled' };

export function orderOut(state: SiteState, order: Order) {
  const sum = round(order.lines.reduce((total, line) => total + line.price * line.cnt, 0));
  const delivery = state.data.shop.deliveries.find((item) => item.id === order.delivery_id)?.price ?? 0;
  const promo = state.data.shop.promo_codes.find((item) => item.code === order.promo_code);
  const discount = promo ? round((sum * promo.percent) / 100) : 0;
  return { ...order, status_name: ORDER_STATUSES[order.status] ?? '', sum, discount, delivery_price: delivery, total: round(sum - discount + delivery) };
}

/** The `mode` (or `page`) query value, one of the path's operations. */
export function modeOf<T extends string>(req: ApiRequest, allowed: readonly T[], name = 'mode'): T {
  const value = routing(req, name);
  if (value === undefined || value === '') throw missing(name);
  if (!allowed.includes(String(value) as T)) throw invalid(NUM.UNKNOWN_MODE, `Parameter "${name}" must be one of ${allowed.join(', ')} here`);
  return String(value) as T;
}
