// The shop's orders, a page at a time: filtered by the spec's filters (group, status, day,
// payment, delivery), each opened by its name, several chosen for one change (OrdersBulk), and a
// badge when an order came in since the list was read (new-orders.ts).
import { useEffect, useState } from 'preact/hooks';
import { plural, t } from '../../../i18n';
import type { RunOperation } from '../../../messages/operations';
import { buyerOf, ordersPageOf, type OrderSummary, type OrdersPage } from '../../../resources/shop-orders';
import { SelectField, TextField } from '../../editor/fields';
import { useFormAction } from '../../useFormAction';
import type { ListLoader } from '../../panel-operations';
import { useNewOrders } from './new-orders';
import { GROUP_OPTIONS, methodName, orderFacts, STATUS_OPTIONS } from './order-words';
import { OrdersBulk } from './OrdersBulk';

/** Orders a page: the site's own page size (platform-notes §6 shows `per_page` in the answer). */
const PER_PAGE = 20;

export interface OrderFilters {
  group: number;
  /** -1: any. */
  status: number;
  /** `YYYY-MM-DD`, or '' for any day. */
  date: string;
  /** A method's id, or '' for any. */
  payment: string;
  delivery: string;
}

export const ALL_ACTIVE: OrderFilters = { group: 0, status: -1, date: '', payment: '', delivery: '' };

const isFirstActivePage = (filters: OrderFilters, page: number) => page === 1 && JSON.stringify(filters) === JSON.stringify(ALL_ACTIVE);

interface Props {
  api: RunOperation;
  lists: ListLoader;
  /** Where the list stood, kept while an order is open. */
  filters: OrderFilters;
  page: number;
  onMove: (filters: OrderFilters, page: number) => void;
  onOpen: (order: OrderSummary) => void;
  /** The checkout fields' names, as a page read gave them. */
  onRead: (fieldNames: Record<string, string>) => void;
}

export function OrderList({ api, lists, filters, page, onMove, onOpen, onRead }: Props) {
  const [answer, setAnswer] = useState<OrdersPage | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const [said, setSaid] = useState('');
  // The methods seen in any page read: the filters offer those (the site has no list of them).
  const [methods, setMethods] = useState<{ payment: string[]; delivery: string[] }>({ payment: [], delivery: [] });
  const action = useFormAction();
  const readPage = async (wanted: OrderFilters, at: number) => ordersPageOf(await api({
    op: 'orders/list', hide: wanted.group, page: at, per_page: PER_PAGE,
    ...(wanted.status >= 0 && { status: wanted.status }), ...(wanted.date && { date: wanted.date }),
    ...(wanted.payment && { payment: Number(wanted.payment) }), ...(wanted.delivery && { delivery: Number(wanted.delivery) }),
  }), PER_PAGE);
  const fresh = useNewOrders(async () => (await readPage(ALL_ACTIVE, 1)).orders);
  const read = () => action.run(async () => {
    const got = await readPage(filters, page);
    setAnswer(got);
    onRead(got.fieldNames);
    setSelected([]);
    if (isFirstActivePage(filters, page)) fresh.saw(got.orders);
    const seen = (key: 'payment' | 'delivery', known: string[]) => [...new Set([...known, ...got.orders.map((order) => order[key]).filter((value) => /^\d+$/.test(value))])].sort();
    setMethods((known) => ({ payment: seen('payment', known.payment), delivery: seen('delivery', known.delivery) }));
  });
  useEffect(() => void read(), [JSON.stringify(filters), page]);

  const filter = (change: Partial<OrderFilters>) => (setSaid(''), onMove({ ...filters, ...change }, 1));
  const methodOptions = (values: string[]) => [{ value: '', label: t('orders_any') }, ...values.map((value) => ({ value, label: methodName(value) }))];
  const orders = answer?.orders ?? [];
  const pages = answer?.pageCount ?? null;
  const allChosen = orders.length > 0 && orders.every((order) => selected.includes(order.id));
  return (
    <section class="orders" aria-labelledby="orders-title">
      <h2 id="orders-title">{t('orders_place')}</h2>
      {fresh.count > 0 && (
        <button type="button" class="badge" onClick={() => (isFirstActivePage(filters, page) ? void read() : onMove(ALL_ACTIVE, 1))}>{plural('orders_new', fresh.count)}</button>
      )}
      <div class="filters">
        <SelectField id="f-orders-group" label={t('orders_filter_group')} value={filters.group} options={GROUP_OPTIONS} onChange={(group) => filter({ group })} />
        <SelectField id="f-orders-status" label={t('orders_filter_status')} value={filters.status} options={[{ value: -1, label: t('orders_any') }, ...STATUS_OPTIONS]} onChange={(status) => filter({ status })} />
        <TextField id="f-orders-date" label={t('orders_filter_date')} value={filters.date} type="date" onInput={(date) => filter({ date })} />
        <SelectField id="f-orders-payment" label={t('orders_filter_payment')} value={filters.payment} options={methodOptions(methods.payment)} onChange={(payment) => filter({ payment })} />
        <SelectField id="f-orders-delivery" label={t('orders_filter_delivery')} value={filters.delivery} options={methodOptions(methods.delivery)} onChange={(delivery) => filter({ delivery })} />
      </div>
      {answer === null && !action.error && <p aria-busy="true">{t('loading')}</p>}
      {answer && (
        <>
          <p class="hint" role="status">{[said, answer.total !== null ? plural('orders_count', answer.total) : ''].filter(Boolean).join(' ')}</p>
          {orders.length === 0 ? <p class="hint">{t('orders_none')}</p> : (
            <div class="field checkbox">
              <input id="orders-all" type="checkbox" checked={allChosen} onChange={() => setSelected(allChosen ? [] : orders.map((order) => order.id))} />
              <label for="orders-all">{t('orders_select_all')}</label>
            </div>
          )}
          <ul class="list order-list">
            {orders.map((order) => (
              <li key={order.id}>
                <input type="checkbox" aria-label={t('orders_select', String(order.id))} checked={selected.includes(order.id)}
                  onChange={(event) => setSelected((all) => (event.currentTarget.checked ? [...all, order.id] : all.filter((id) => id !== order.id)))} />
                <div>
                  <button type="button" class="link" onClick={() => onOpen(order)}>{t('order_number', String(order.id))}</button>
                  <p class="hint">{orderFacts(order, buyerOf(order))}</p>
                </div>
              </li>
            ))}
          </ul>
          {selected.length > 0 && (
            <OrdersBulk api={api} lists={lists} orders={orders.filter((order) => selected.includes(order.id))} onDone={(done) => (setSaid(done), void read())} />
          )}
          <nav class="row paging" aria-label={t('orders_place')}>
            {page > 1 && <button type="button" class="secondary" onClick={() => onMove(filters, page - 1)}>{t('orders_previous')}</button>}
            <span class="hint">{pages !== null ? t('orders_page', String(page), String(pages)) : t('orders_page_alone', String(page))}</span>
            {(pages !== null ? page < pages : orders.length >= PER_PAGE) && <button type="button" class="secondary" onClick={() => onMove(filters, page + 1)}>{t('orders_next')}</button>}
          </nav>
        </>
      )}
      {action.error && <p class="error" role="alert">{action.error}</p>}
    </section>
  );
}
