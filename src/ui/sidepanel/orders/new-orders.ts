// A new order shows as a badge over the list, without reading the list over and over: while the
// list is on screen and the panel is visible, the first page of active orders is read once every
// NEW_ORDERS_EVERY_MS (at most 30 requests an hour, 0.3% of the hourly 10,000), and once more when
// the panel comes back into view after longer than that. Hidden or closed, it reads nothing.
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { OrderSummary } from '../../../resources/shop-orders';

export const NEW_ORDERS_EVERY_MS = 120_000;

/** What is new since the newest order the owner has seen (by id: the platform numbers orders in turn). */
export function newOrdersWatch(readActive: () => Promise<OrderSummary[]>) {
  let newest: number | null = null;
  const saw = (orders: readonly OrderSummary[]) => {
    newest = Math.max(newest ?? 0, ...orders.map((order) => order.id));
  };
  return {
    /** The owner saw these (the first page of active orders). */
    saw,
    /** How many orders came since; the first look only learns what is there. */
    async check(): Promise<number> {
      const orders = await readActive();
      if (newest === null) {
        saw(orders);
        return 0;
      }
      const known = newest;
      return orders.filter((order) => order.id > known).length;
    },
  };
}

export type NewOrdersWatch = ReturnType<typeof newOrdersWatch>;

/** The badge's count, looked for on the timer above while `view` is visible. */
export function useNewOrders(readActive: () => Promise<OrderSummary[]>, view: Document = document) {
  const watch = useMemo(() => newOrdersWatch(readActive), []);
  const [count, setCount] = useState(0);
  useEffect(() => {
    let last = Date.now();
    const look = () => {
      if (view.visibilityState !== 'visible') return;
      last = Date.now();
      // A failed look (offline, the quota spent) shows nothing new; the next one tries again.
      watch.check().then(setCount, () => {});
    };
    const timer = setInterval(look, NEW_ORDERS_EVERY_MS);
    const onVisible = () => Date.now() - last >= NEW_ORDERS_EVERY_MS && look();
    view.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      view.removeEventListener('visibilitychange', onVisible);
    };
  }, [watch, view]);
  return { count, saw: (orders: readonly OrderSummary[]) => (watch.saw(orders), setCount(0)) };
}
