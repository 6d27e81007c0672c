// The panel's place for the shop's orders: the list, or one order opened from it (the list keeps
// its filters and page behind it).
import { useState } from 'preact/hooks';
import { t } from '../../../i18n';
import type { RunOperation } from '../../../messages/operations';
import type { OrderSummary } from '../../../resources/shop-orders';
import type { ListLoader } from '../../panel-operations';
import { ALL_ACTIVE, OrderList, type OrderFilters } from './OrderList';
import { OrderView } from './OrderView';

export function ShopOrders({ api, lists }: { api: RunOperation; lists: ListLoader }) {
  const [at, setAt] = useState<{ filters: OrderFilters; page: number }>({ filters: ALL_ACTIVE, page: 1 });
  const [open, setOpen] = useState<{ order: OrderSummary; fieldNames: Record<string, string> } | null>(null);
  const [fieldNames, setFieldNames] = useState<Record<string, string>>({});
  if (open) {
    return (
      <>
        <button type="button" class="link back" onClick={() => setOpen(null)}>{t('order_back')}</button>
        <OrderView api={api} lists={lists} summary={open.order} fieldNames={open.fieldNames} />
      </>
    );
  }
  return (
    <OrderList api={api} lists={lists} filters={at.filters} page={at.page} onMove={(filters, page) => setAt({ filters, page })}
      onRead={setFieldNames} onOpen={(order) => setOpen({ order, fieldNames })} />
  );
}
