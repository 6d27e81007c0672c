// One order opened: the buyer's details (read-only: the spec changes them only as checkout fields),
// its lines with their quantities (a line removed on Save), the totals, and its status, group,
// courier group and note. Save sends only what changed, each by its own call; removing a line
// cannot be undone and is asked first, naming the order and the lines.
import { useEffect, useState } from 'preact/hooks';
import { formatDateTime, t } from '../../../i18n';
import type { Operation, RunOperation } from '../../../messages/operations';
import { changedLines, changesOf, orderOf, removedLines, type OrderChanges, type OrderSummary, type ShopOrder } from '../../../resources/shop-orders';
import { SelectField, TextField } from '../../editor/fields';
import type { ListLoader } from '../../panel-operations';
import { useFormAction } from '../../useFormAction';
import { CourierField } from './CourierField';
import { GROUP_OPTIONS, money, STATUS_OPTIONS } from './order-words';

interface Props {
  api: RunOperation;
  lists: ListLoader;
  summary: OrderSummary;
  /** The checkout fields' names by number, as the list gave them. */
  fieldNames: Record<string, string>;
}

/** A quantity as typed: a whole number of 1 or more, or null. */
const countOf = (typed: string): number | null => (/^\s*\d+\s*$/.test(typed) && Number(typed) >= 1 ? Number(typed) : null);

/** The calls a save makes, only for what changed. */
export function orderSaveCalls(order: ShopOrder, changes: OrderChanges): Operation[] {
  const ids = [order.id];
  const lines = changedLines(order, changes);
  return [
    ...(lines.length ? [{ op: 'order/lines', order: order.hash, lines: lines.map(({ rec, count }) => ({ rec, count })) } as const] : []),
    ...(changes.note !== order.note ? [{ op: 'order/note', order: order.hash, note: changes.note } as const] : []),
    ...(changes.status !== order.status ? [{ op: 'orders/status', ids, status: changes.status } as const] : []),
    ...(changes.group !== order.group ? [{ op: 'orders/group', ids, hide: changes.group } as const] : []),
    ...(changes.courier !== order.courier ? [{ op: 'orders/courier', ids, courier: changes.courier } as const] : []),
  ];
}

export function OrderView({ api, lists, summary, fieldNames }: Props) {
  const [order, setOrder] = useState<ShopOrder | null>(null);
  const [changes, setChanges] = useState<OrderChanges | null>(null);
  // Quantities as typed, by line; a line ticked Remove counts 0.
  const [typed, setTyped] = useState<Record<number, string>>({});
  const [asking, setAsking] = useState(false);
  const [said, setSaid] = useState('');
  const action = useFormAction();
  const load = async () => {
    const read = orderOf(await api({ op: 'order/open', order: summary.hash }));
    setOrder(read);
    setChanges(changesOf(read));
    setTyped({});
  };
  useEffect(() => {
    void action.run(load);
  }, [summary.hash]);
  if (!order || !changes) return action.error ? <p class="error" role="alert">{action.error}</p> : <p aria-busy="true">{t('loading')}</p>;

  const change = (next: Partial<OrderChanges>) => (setSaid(''), setAsking(false), setChanges({ ...changes, ...next }));
  const countTyped = (rec: number, text: string) => {
    setTyped((all) => ({ ...all, [rec]: text }));
    change({ counts: { ...changes.counts, [rec]: countOf(text) ?? -1 } });
  };
  const bad = order.lines.some((line) => (changes.counts[line.rec] ?? 0) < 0);
  const removed = removedLines(order, changes);
  const calls = orderSaveCalls(order, changes);
  const save = (asked: boolean) => action.run(async () => {
    if (bad) return;
    if (removed.length && !asked) return setAsking(true);
    for (const call of calls) await api(call);
    await load();
    setAsking(false);
    setSaid(t('order_saved'));
  });
  const fields = Object.entries(order.fields);
  return (
    <form class="order" aria-labelledby="order-title" onSubmit={(event) => (event.preventDefault(), void save(false))}>
      <h2 id="order-title">{t('order_number', String(order.id))}</h2>
      {order.placed !== null && <p class="hint">{t('order_placed', formatDateTime(order.placed))}</p>}
      {fields.length > 0 && (
        <section aria-labelledby="order-buyer">
          <h3 id="order-buyer">{t('order_buyer')}</h3>
          <dl class="side-by-side">
            {fields.map(([number, value]) => (
              <div class="row" key={number}><dt>{fieldNames[number] || t('order_field', number)}</dt><dd>{value}</dd></div>
            ))}
          </dl>
          <p class="hint">{t('order_read_only_fields')}</p>
        </section>
      )}
      <OrderLines order={order} changes={changes} typed={typed} bad={bad} onCount={countTyped}
        onRemove={(rec, removed) => change({ counts: { ...changes.counts, [rec]: removed ? 0 : countOf(typed[rec] ?? String(order.lines.find((line) => line.rec === rec)!.count)) ?? -1 } })} />
      <SelectField id="f-order-status" label={t('order_status')} value={changes.status} options={STATUS_OPTIONS} onChange={(status) => change({ status })} />
      <SelectField id="f-order-group" label={t('order_group')} value={changes.group} options={GROUP_OPTIONS} onChange={(group) => change({ group })} />
      <CourierField id="f-order-courier" lists={lists} value={changes.courier} onChange={(courier) => change({ courier })} />
      <TextField id="f-order-note" label={t('order_note')} value={changes.note} multiline onInput={(note) => change({ note })} />
      {asking && (
        <div class="asking" role="group" aria-label={t('order_remove_yes')}>
          <p>{t('order_remove_question', String(order.id), removed.map((line) => line.name).join(', '))}</p>
          <div class="row">
            <button type="button" class="danger" disabled={action.busy} onClick={() => void save(true)}>{t('order_remove_yes')}</button>
            <button type="button" class="secondary" onClick={() => setAsking(false)}>{t('cancel')}</button>
          </div>
        </div>
      )}
      <div class="row save-row">
        <button type="submit" disabled={action.busy || calls.length === 0 || bad}>{t('save')}</button>
        <span role="status" class="hint">{said}</span>
      </div>
      {action.error && <p class="error" role="alert">{action.error}</p>}
    </form>
  );
}

interface LinesProps {
  order: ShopOrder;
  changes: OrderChanges;
  typed: Record<number, string>;
  /** A quantity typed is no whole number of 1 or more. */
  bad: boolean;
  onCount: (rec: number, typed: string) => void;
  onRemove: (rec: number, removed: boolean) => void;
}

/** The order's goods: each with its price, its quantity and Remove; then the totals. */
function OrderLines({ order, changes, typed, bad, onCount, onRemove }: LinesProps) {
  const totals = [
    order.sum !== null && t('order_sum', money(order.sum)), order.discount ? t('order_discount', money(order.discount)) : '',
    order.deliveryPrice ? t('order_delivery_price', money(order.deliveryPrice)) : '', order.amount !== null && t('order_total', money(order.amount)),
  ].filter(Boolean);
  return (
    <section aria-labelledby="order-goods">
      <h3 id="order-goods">{t('order_goods')}</h3>
      <ul class="list order-lines">
        {order.lines.map((line) => {
          const gone = changes.counts[line.rec] === 0;
          return (
            <li key={line.rec}>
              <p><strong>{line.name}</strong>{line.options && <span class="hint"> {line.options}</span>}</p>
              <div class="row">
                {line.price !== null && <span class="hint">{t('order_line_price')}: {money(line.price)}</span>}
                <label class="inline" for={`f-line-${line.rec}`}>{t('order_line_count')}</label>
                <input id={`f-line-${line.rec}`} class="count" type="number" min={1} step={1} disabled={gone} aria-label={t('order_line_count_of', line.name)}
                  value={typed[line.rec] ?? String(line.count)} aria-invalid={(changes.counts[line.rec] ?? 0) < 0} onInput={(event) => onCount(line.rec, event.currentTarget.value)} />
                <input id={`f-line-remove-${line.rec}`} type="checkbox" checked={gone} aria-label={t('order_line_remove_of', line.name)}
                  onChange={(event) => onRemove(line.rec, event.currentTarget.checked)} />
                <label class="inline" for={`f-line-remove-${line.rec}`} aria-hidden="true">{t('order_line_remove')}</label>
              </div>
            </li>
          );
        })}
      </ul>
      {bad && <p class="error">{t('order_count_bad')}</p>}
      {totals.length > 0 && <p>{totals.join(' · ')}</p>}
    </section>
  );
}
