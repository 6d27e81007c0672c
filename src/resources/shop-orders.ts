// The shop's orders as the site reads them. The list (platform-notes §6, two clients):
// `GET /shop/invoices/` → `{orders: [...], page, total, pages_cnt, per_page, count,
// order_status{"<code>": "<name>"}, order_hide, order_fields, profit}`, each order with `id`,
// `order_hash`, `status`, `hide`, `add_date`, `amount`, `user`, `fields`, `payment`, `delivery`
// as strings. One order (`GET /shop/order/?order=<hash>`): no public source shows its answer, so
// it is read leniently (guess: its lines under `lines`, `goods` or `items`, each with `rec_id`).
import { asRecord, read } from './records';
import { listRecordsOf, readListAnswer, readTime, recordText } from './list-answer';

/** The spec's order states (field `status`); 6 is none of them and never offered. */
export const ORDER_STATUSES = [0, 1, 2, 3, 4, 5, 7, 8, 9] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** The spec's order groups (field `hide`): active, archived, trashed. */
export const ORDER_GROUPS = [0, 1, 2] as const;
export type OrderGroup = (typeof ORDER_GROUPS)[number];

export const isOrderStatus = (value: number): value is OrderStatus => (ORDER_STATUSES as readonly number[]).includes(value);

export interface OrderSummary {
  id: number;
  hash: string;
  status: number;
  group: number;
  /** When it was placed, in ms; null when the site's date cannot be read. */
  placed: number | null;
  /** Its sum to pay, as a number; null when the site sent none. */
  amount: number | null;
  /** The checkout's fields as the buyer filled them, by number ("1" → "Ivan Petrov"). */
  fields: Record<string, string>;
  /** The payment and delivery methods: ids as the list gives them (or their names, should the site send those). */
  payment: string;
  delivery: string;
}

export interface OrdersPage {
  orders: OrderSummary[];
  /** How many orders match, when the answer says. */
  total: number | null;
  pageCount: number | null;
  /** The checkout fields' names by number, when the answer gives them. */
  fieldNames: Record<string, string>;
}

export interface OrderLine {
  /** The line's own id (`cnt_<rec>`, `del_<rec>` change it). */
  rec: number;
  name: string;
  price: number | null;
  count: number;
  /** The options the buyer chose (a size, a colour), as the site wrote them. */
  options: string;
}

export interface ShopOrder extends OrderSummary {
  lines: OrderLine[];
  note: string;
  courier: number;
  /** The goods' sum, the discount and the delivery's price, when the site gives them. */
  sum: number | null;
  discount: number | null;
  deliveryPrice: number | null;
}

const number = (record: Record<string, unknown>, keys: readonly string[]): number | null => {
  const text = recordText(record, keys).trim().replace(/\s/g, '').replace(',', '.');
  return text !== '' && Number.isFinite(Number(text)) ? Number(text) : null;
};

/** The buyer's fields: an object by number, a list, or the JSON text of either (the list sends text). */
export function orderFieldsOf(value: unknown): Record<string, string> {
  let fields = value;
  if (typeof value === 'string') {
    try {
      fields = JSON.parse(value);
    } catch {
      return {};
    }
  }
  const entries = Array.isArray(fields) ? fields.map((item, index) => [String(index + 1), item] as const) : Object.entries(asRecord(fields));
  return Object.fromEntries(entries.filter(([, item]) => typeof item === 'string' || typeof item === 'number').map(([key, item]) => [key, String(item)]));
}

function summaryOf(record: Record<string, unknown>): OrderSummary {
  return {
    id: read.int(record, 'id'),
    hash: recordText(record, ['order_hash', 'hash', 'order']),
    status: read.int(record, 'status'),
    group: read.int(record, 'hide'),
    placed: readTime(record.add_date),
    amount: number(record, ['amount', 'total']),
    fields: orderFieldsOf(record.fields),
    payment: recordText(record, ['payment', 'payment_id']),
    delivery: recordText(record, ['delivery', 'delivery_id']),
  };
}

/** A page of the order list: its orders (those without an id or hash cannot be opened and are left out). */
export function ordersPageOf(answer: unknown, perPage: number): OrdersPage {
  const { records, pageCount } = readListAnswer(answer, perPage, ['orders']);
  const envelope = asRecord(answer);
  const total = /^\d+$/.test(read.text(envelope, 'total').trim()) ? read.int(envelope, 'total') : null;
  const fieldNames = Object.fromEntries(Object.entries(asRecord(envelope.order_fields)).filter(([, name]) => typeof name === 'string').map(([key, name]) => [key, name as string]));
  return { orders: records.map(summaryOf).filter((order) => order.id > 0 && order.hash !== ''), total, pageCount, fieldNames };
}

/** One order as the site reads it: the record itself, or the one under a wrapper (`{order: {...}}`). */
export function orderOf(answer: unknown): ShopOrder {
  const outer = asRecord(answer);
  const record = read.int(outer, 'id') > 0 ? outer : asRecord(Object.values(outer).find((value) => read.int(asRecord(value), 'id') > 0));
  const lines = listRecordsOf({ lines: record.lines ?? record.goods ?? record.items ?? [] }) ?? [];
  return {
    ...summaryOf(record),
    amount: number(record, ['total', 'amount']),
    lines: lines.map((line) => ({
      rec: read.int(line, 'rec_id') || read.int(line, 'id'),
      name: recordText(line, ['name', 'title', 'entry_title']),
      price: number(line, ['price', 'price_raw']),
      count: read.int(line, 'cnt') || read.int(line, 'count') || 1,
      options: recordText(line, ['opt', 'options']),
    })).filter((line) => line.rec > 0),
    note: read.text(record, 'note'),
    courier: read.int(record, 'group_courier'),
    sum: number(record, ['sum']),
    discount: number(record, ['discount']),
    deliveryPrice: number(record, ['delivery_price']),
  };
}

/** What the owner set on an opened order; a line's count 0 removes it. */
export interface OrderChanges {
  status: number;
  group: number;
  courier: number;
  note: string;
  counts: Record<number, number>;
}

export const changesOf = (order: ShopOrder): OrderChanges => ({
  status: order.status, group: order.group, courier: order.courier, note: order.note,
  counts: Object.fromEntries(order.lines.map((line) => [line.rec, line.count])),
});

/** The lines whose count the owner changed (count 0: removed), in the order's order. */
export function changedLines(order: ShopOrder, changes: OrderChanges): { rec: number; count: number }[] {
  return order.lines.flatMap((line) => {
    const count = changes.counts[line.rec] ?? line.count;
    return count !== line.count ? [{ rec: line.rec, count }] : [];
  });
}

/** The lines a save would remove: that cannot be undone (adding the product again takes today's price). */
export const removedLines = (order: ShopOrder, changes: OrderChanges): OrderLine[] =>
  order.lines.filter((line) => changes.counts[line.rec] === 0);

/** The order's first field the buyer filled (most shops ask the name first): who it is from, at a glance. */
export const buyerOf = (order: OrderSummary): string => Object.values(order.fields).find((value) => value.trim() !== '') ?? '';
