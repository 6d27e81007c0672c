// The shop's orders read as the platform answers (platform-notes §6: strings, fields as JSON
// text), and what a save of one order sends: only what changed, a removed line as such.
import { expect, test } from 'vitest';
import { buyerOf, changedLines, changesOf, orderFieldsOf, orderOf, ordersPageOf, removedLines } from '@/src/resources/shop-orders';
import { orderSaveCalls } from '@/src/ui/sidepanel/orders/OrderView';

const listed = {
  orders: [
    { id: '7', order_hash: 'c0ffee1234', status: '2', hide: '0', add_date: '2025-03-01 10:15:00', amount: '1180.00', user: '3', fields: '{"1":"Maria Lopez","2":"+34 600"}', payment: '2', delivery: '1' },
    { id: '6', order_hash: '', status: '0', hide: '0', add_date: '2025-02-28 09:00:00', amount: '10.00', user: '1', fields: '{}', payment: '1', delivery: '1' },
  ],
  page: 1, total: '41', pages_cnt: 3, per_page: 20, count: 2, order_status: { 0: 'Новый' }, order_hide: {}, order_fields: { 1: 'Name', 2: 'Phone' }, profit: 0,
};

test('a page of the list: its orders in numbers, the fields by number, the counts; an order without its hash cannot be opened and is left out', () => {
  const page = ordersPageOf(listed, 20);
  expect(page.total).toBe(41);
  expect(page.pageCount).toBe(3);
  expect(page.fieldNames).toEqual({ 1: 'Name', 2: 'Phone' });
  expect(page.orders).toEqual([{
    id: 7, hash: 'c0ffee1234', status: 2, group: 0, placed: Date.UTC(2025, 2, 1, 10, 15), amount: 1180, fields: { 1: 'Maria Lopez', 2: '+34 600' }, payment: '2', delivery: '1',
  }]);
  expect(buyerOf(page.orders[0]!)).toBe('Maria Lopez');
});

test('the list bare (no envelope, no total) still reads, its count unknown rather than made up', () => {
  const page = ordersPageOf(listed.orders, 20);
  expect(page.orders.map((order) => order.id)).toEqual([7]);
  expect(page.total).toBeNull();
});

test('the buyer\'s fields as JSON text, an object or a list; broken text is none', () => {
  expect(orderFieldsOf('{"1":"A","3":5}')).toEqual({ 1: 'A', 3: '5' });
  expect(orderFieldsOf(['A', 'B'])).toEqual({ 1: 'A', 2: 'B' });
  expect(orderFieldsOf('{not json')).toEqual({});
});

const opened = orderOf({
  order: {
    id: 7, hash: 'c0ffee1234', status: '2', hide: 0, group_courier: '0', note: '', add_date: 1740824100, fields: { 1: 'Maria Lopez' },
    lines: [{ rec_id: 11, name: 'Kettle', price: '590.00', cnt: '2', opt: 'Red' }, { rec_id: 12, name: 'Cup', price: 0, cnt: 1, opt: '' }],
    sum: '1180', discount: 0, delivery_price: 0, total: '1180',
  },
});

test('one order, wrapped or not: its lines by their own ids, counts and prices as numbers', () => {
  expect(opened.lines).toEqual([{ rec: 11, name: 'Kettle', price: 590, count: 2, options: 'Red' }, { rec: 12, name: 'Cup', price: 0, count: 1, options: '' }]);
  expect([opened.id, opened.hash, opened.status, opened.amount, opened.sum]).toEqual([7, 'c0ffee1234', 2, 1180, 1180]);
});

test('a save sends only what changed: a quantity and a removal in one call, the status of this one order, nothing else', () => {
  const changes = { ...changesOf(opened), status: 5, counts: { 11: 3, 12: 0 } };
  expect(changedLines(opened, changes)).toEqual([{ rec: 11, count: 3 }, { rec: 12, count: 0 }]);
  expect(removedLines(opened, changes).map((line) => line.name)).toEqual(['Cup']);
  expect(orderSaveCalls(opened, changes)).toEqual([
    { op: 'order/lines', order: 'c0ffee1234', lines: [{ rec: 11, count: 3 }, { rec: 12, count: 0 }] },
    { op: 'orders/status', ids: [7], status: 5 },
  ]);
  expect(orderSaveCalls(opened, changesOf(opened))).toEqual([]);
  expect(orderSaveCalls(opened, { ...changesOf(opened), note: 'Gift wrap', group: 1, courier: 4 })).toEqual([
    { op: 'order/note', order: 'c0ffee1234', note: 'Gift wrap' },
    { op: 'orders/group', ids: [7], hide: 1 },
    { op: 'orders/courier', ids: [7], courier: 4 },
  ]);
});
