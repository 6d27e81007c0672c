// Orders: /shop/invoices/ (list and bulk operations) and /shop/order/?order={hash} (one order).
import { invalid, notFound } from '../core/errors.ts';
import { NUM } from '../core/nums.ts';
import { dateTime } from '../core/dates.ts';
import { int, intList, text, toInt, type Input } from '../core/params.ts';
import type { SiteState } from '../data/store.ts';
import { dayOf } from '../data/urls.ts';
import type { Order } from '../data/types.ts';
import { paginate, readPaging } from './paging.ts';
import { findProduct, modeOf, nextRecId, ORDER_STATUSES, orderOut, round } from './shop-common.ts';
import { route, routing, type ApiRequest, type Route } from './router.ts';

export function statusOf(input: Input): number {
  const status = int(input, 'status', { required: true }) as number;
  if (!(status in ORDER_STATUSES)) throw invalid(NUM.ORDER_STATUS, 'Parameter "status" must be 0-5 or 7-9 (6 is not a status)');
  return status;
}

function ordersByIds(state: SiteState, input: Input): Order[] {
  const ids = intList(input, 'ids', { required: true }) as number[];
  return ids.map((id) => {
    const order = state.data.shop.orders.find((item) => item.id === id);
    if (!order) throw notFound(`Order ${id}`);
    return order;
  });
}

function orderOfRequest(req: ApiRequest): Order {
  const hash = text({ order: routing(req, 'order') }, 'order', { required: true, max: 64 }) as string;
  const order = req.state.data.shop.orders.find((item) => item.hash === hash);
  if (!order) throw notFound(`Order ${hash}`);
  return order;
}

/** Filters of the order list; each is optional. */
function matchesFilters(order: Order, input: Input): boolean {
  const checks: [string, number | string][] = [
    ['user', order.user_id],
    ['hide', order.hide],
    ['status', order.status],
    ['id', order.id],
    ['payment', order.payment_id],
    ['delivery', order.delivery_id],
  ];
  for (const [name, value] of checks) {
    const wanted = int(input, name, { min: 0 });
    if (wanted !== undefined && wanted !== value) return false;
  }
  const date = text(input, 'date');
  return !date || dayOf(order.add_date) === date;
}

function applyLines(order: Order, input: Input): void {
  for (const [key, value] of Object.entries(input)) {
    const match = /^(cnt|del)_(\d+)$/.exec(key);
    if (!match) continue;
    const recId = Number(match[2]);
    const line = order.lines.find((item) => item.rec_id === recId);
    if (!line) throw notFound(`Order line ${recId}`);
    if (match[1] === 'del') {
      if (String(value) !== '0' && value !== '') order.lines = order.lines.filter((item) => item !== line);
      continue;
    }
    const cnt = toInt(value);
    if (cnt === undefined || cnt < 1) throw invalid(NUM.BAD_QUANTITY, `Parameter "${key}" must be 1 or more`);
    line.cnt = cnt;
  }
}

/** Order groups (field `hide`), as the spec names them. */
const ORDER_GROUPS: Record<string, string> = { 0: 'Active', 1: 'Archived', 2: 'Trashed' };

function margin(state: SiteState, order: Order): number {
  return order.lines.reduce((sum, line) => sum + (line.price - (state.data.shop.products.find((item) => item.id === line.product_id)?.price_in ?? 0)) * line.cnt, 0);
}

/**
 * One order of the list. platform-notes §6: `id`, `order_hash`, `status`, `hide`, `add_date`,
 * `amount`, `user`, `fields`, `payment`, `delivery`, all strings. guess: add_date as
 * "YYYY-MM-DD hh:mm:ss", amount with two decimals, user / payment / delivery the ids, fields the
 * JSON text of the field values by number.
 */
function orderListItem(state: SiteState, order: Order) {
  return {
    id: String(order.id),
    order_hash: order.hash,
    status: String(order.status),
    hide: String(order.hide),
    add_date: dateTime(order.add_date),
    amount: orderOut(state, order).total.toFixed(2),
    user: String(order.user_id),
    fields: JSON.stringify(order.fields),
    payment: String(order.payment_id),
    delivery: String(order.delivery_id),
  };
}

export const shopOrderRoutes: Route[] = [
  route('GET', '/shop/invoices', ({ state, input }) => {
    const paging = readPaging(input, 20);
    // guess: newest first, as the control panel lists them (no source shows the API's order); orders of one moment by id.
    const orders = state.data.shop.orders.filter((order) => matchesFilters(order, input)).sort((a, b) => b.add_date - a.add_date || b.id - a.id);
    const { items, total, pageCount } = paginate(orders, paging);
    // platform-notes §6: {orders, page, total, pages_cnt, per_page, count, order_status{"<code>":
    // "<name>"}, order_hide{...}, order_fields, profit}. guess: the numbers' types, count the orders
    // on this page, order_fields the checkout fields' names by number, profit the margin of the
    // orders that match (price less purchase price).
    return {
      orders: items.map((order) => orderListItem(state, order)),
      page: paging.page,
      total,
      pages_cnt: pageCount,
      per_page: paging.per_page,
      count: items.length,
      order_status: { ...ORDER_STATUSES },
      order_hide: { ...ORDER_GROUPS },
      order_fields: { ...state.data.shop.order_fields },
      profit: round(orders.reduce((sum, order) => sum + margin(state, order), 0)),
    };
  }),
  route('PUT', '/shop/invoices', (req) => {
    const mode = modeOf(req, ['hide', 'setCourier', 'status']);
    const { state, input } = req;
    const orders = ordersByIds(state, input);
    if (mode === 'hide') {
      const hide = int(input, 'hide', { required: true }) as number;
      if (hide !== 0 && hide !== 1 && hide !== 2) throw invalid(NUM.ORDER_GROUP, 'Parameter "hide" must be 0 (active), 1 (archived) or 2 (trashed)');
      for (const order of orders) order.hide = hide;
    } else if (mode === 'setCourier') {
      const courier = int(input, 'group_courier', { required: true, min: 0 }) as number;
      for (const order of orders) order.group_courier = courier;
    } else {
      const status = statusOf(input);
      for (const order of orders) order.status = status;
    }
    // guess: no public source shows this answer; the ids changed and the orders as one order reads.
    return { updated: orders.map((order) => order.id), invoices: orders.map((order) => orderOut(state, order)) };
  }),
  // guess: one order as stored with status_name, sum, discount, delivery_price and total.
  route('GET', '/shop/order', (req) => orderOut(req.state, orderOfRequest(req))),
  route('POST', '/shop/order', (req) => {
    const order = orderOfRequest(req);
    const product = findProduct(req.state, int(req.body, 'id', { required: true, min: 1 }) as number);
    const cnt = int(req.body, 'cnt', { min: 1 }) ?? 1;
    order.lines.push({ rec_id: nextRecId(req.state), product_id: product.id, name: product.name, price: product.price, cnt, opt: text(req.body, 'opt') ?? '' });
    return orderOut(req.state, order);
  }),
  route('PUT', '/shop/order', (req) => {
    const order = orderOfRequest(req);
    const mode = modeOf(req, ['goods', 'fields', 'status', 'note']);
    const body = req.body;
    if (mode === 'goods') applyLines(order, body);
    if (mode === 'fields') {
      for (const [key, value] of Object.entries(body)) {
        const match = /^field_(\d+)$/.exec(key);
        if (match?.[1]) order.fields[match[1]] = text(body, key) ?? '';
      }
    }
    if (mode === 'status') order.status = statusOf(body);
    if (mode === 'note') order.note = text(body, 'note', { required: false, max: 10_000 }) ?? '';
    return orderOut(req.state, order);
  }),
];
