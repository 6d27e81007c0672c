// @vitest-environment happy-dom
// A new order's badge: the first page of active orders is read every two minutes while the panel
// is visible, never while it is hidden, and once on coming back into view after longer.
import { h, render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import type { OrderSummary } from '@/src/resources/shop-orders';
import { NEW_ORDERS_EVERY_MS, newOrdersWatch, useNewOrders } from '@/src/ui/sidepanel/orders/new-orders';

const order = (id: number): OrderSummary => ({ id, hash: `h${id}`, status: 0, group: 0, placed: null, amount: null, fields: {}, payment: '', delivery: '' });

test('what came since the newest order seen, by id; the first look only learns what is there', async () => {
  let active = [order(5), order(4)];
  const watch = newOrdersWatch(async () => active);
  expect(await watch.check()).toBe(0);
  active = [order(7), order(6), order(5)];
  expect(await watch.check()).toBe(2);
  watch.saw(active);
  expect(await watch.check()).toBe(0);
});

let visibility: DocumentVisibilityState = 'visible';
const root = document.createElement('div');
beforeEach(() => {
  vi.useFakeTimers();
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});
afterEach(() => {
  act(() => render(null, root));
  vi.useRealTimers();
  vi.restoreAllMocks();
});

test('read on its timer while visible, not while hidden; on coming back after longer, at once', async () => {
  const reads: number[] = [];
  let active = [order(3)];
  let shown = 0;
  function Badge() {
    const fresh = useNewOrders(async () => (reads.push(Date.now()), active));
    shown = fresh.count;
    return null;
  }
  act(() => render(h(Badge, {}), root));
  expect(reads).toHaveLength(0); // opening the list costs no extra read
  await act(async () => void (await vi.advanceTimersByTimeAsync(NEW_ORDERS_EVERY_MS)));
  expect(reads).toHaveLength(1);
  active = [order(4), order(3)];
  await act(async () => void (await vi.advanceTimersByTimeAsync(NEW_ORDERS_EVERY_MS)));
  expect([reads.length, shown]).toEqual([2, 1]);
  // Hidden for an hour: nothing is read.
  visibility = 'hidden';
  await act(async () => void (await vi.advanceTimersByTimeAsync(30 * NEW_ORDERS_EVERY_MS)));
  expect(reads).toHaveLength(2);
  visibility = 'visible';
  await act(async () => void document.dispatchEvent(new Event('visibilitychange')));
  expect(reads).toHaveLength(3);
  // An hour visible: at most 30 reads.
  await act(async () => void (await vi.advanceTimersByTimeAsync(60 * 60_000)));
  expect(reads.length - 3).toBeLessThanOrEqual(30);
});
