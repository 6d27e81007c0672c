// One change for the orders chosen in the list, in one request (`PUT /shop/invoices/?mode=…` with
// their ids): a status, a group, a courier group. A status set for several is asked first, naming
// the orders and where each stands now: their earlier statuses are not kept, so it cannot be
// undone in one step.
import { useState } from 'preact/hooks';
import { plural, t } from '../../../i18n';
import type { RunOperation } from '../../../messages/operations';
import type { OrderSummary } from '../../../resources/shop-orders';
import { SelectField } from '../../editor/fields';
import type { ListLoader } from '../../panel-operations';
import { useFormAction } from '../../useFormAction';
import { CourierField } from './CourierField';
import { GROUP_OPTIONS, statusName, STATUS_OPTIONS } from './order-words';

interface Props {
  api: RunOperation;
  lists: ListLoader;
  orders: OrderSummary[];
  /** The change is made (`said` in words): the list is read again. */
  onDone: (said: string) => void;
}

export function OrdersBulk({ api, lists, orders, onDone }: Props) {
  const [status, setStatus] = useState<number>(STATUS_OPTIONS[0]!.value);
  const [group, setGroup] = useState<number>(1);
  const [courier, setCourier] = useState<number>(0);
  const [asking, setAsking] = useState(false);
  const action = useFormAction();
  const ids = orders.map((order) => order.id);
  const done = (run: () => Promise<unknown>) => action.run(async () => {
    await run();
    setAsking(false);
    onDone(plural('orders_changed', ids.length));
  });
  const names = orders.map((order) => t('order_number', String(order.id))).join(', ');
  const statusesNow = [...new Set(orders.map((order) => statusName(order.status)))].join(', ');
  return (
    <section class="bulk" aria-labelledby="orders-bulk-title">
      <h3 id="orders-bulk-title">{plural('orders_chosen', ids.length)}</h3>
      <div class="row">
        <SelectField id="f-bulk-status" label={t('orders_new_status')} value={status} options={STATUS_OPTIONS} onChange={(value) => (setStatus(value), setAsking(false))} />
        <button type="button" class="secondary" disabled={action.busy} onClick={() => setAsking(true)}>{t('orders_set_status')}</button>
      </div>
      {asking && (
        <div class="asking" role="group" aria-label={t('orders_set_status')}>
          <p>{t('orders_status_question', names, statusName(status), statusesNow)}</p>
          <div class="row">
            <button type="button" disabled={action.busy} onClick={() => void done(() => api({ op: 'orders/status', ids, status }))}>{t('orders_status_yes')}</button>
            <button type="button" class="secondary" onClick={() => setAsking(false)}>{t('cancel')}</button>
          </div>
        </div>
      )}
      <div class="row">
        <SelectField id="f-bulk-group" label={t('orders_move')} value={group} options={GROUP_OPTIONS} onChange={setGroup} />
        <button type="button" class="secondary" disabled={action.busy} onClick={() => void done(() => api({ op: 'orders/group', ids, hide: group }))}>{t('orders_move_button')}</button>
      </div>
      <div class="row">
        <CourierField id="f-bulk-courier" lists={lists} value={courier} onChange={setCourier} />
        <button type="button" class="secondary" disabled={action.busy} onClick={() => void done(() => api({ op: 'orders/courier', ids, courier }))}>{t('orders_courier_button')}</button>
      </div>
      {action.error && <p class="error" role="alert">{action.error}</p>}
    </section>
  );
}
