// The words of an order's state, group and methods, in the owner's language (the spec's states;
// the site's own names are not needed to read them).
import { formatDateTime, formatNumber, t, type MessageKey } from '../../../i18n';
import { ORDER_GROUPS, ORDER_STATUSES, type OrderGroup, type OrderStatus, type OrderSummary } from '../../../resources/shop-orders';

const STATUS_WORDS: Record<OrderStatus, MessageKey> = {
  0: 'order_status_0', 1: 'order_status_1', 2: 'order_status_2', 3: 'order_status_3', 4: 'order_status_4',
  5: 'order_status_5', 7: 'order_status_7', 8: 'order_status_8', 9: 'order_status_9',
};
const GROUP_WORDS: Record<OrderGroup, MessageKey> = { 0: 'order_group_0', 1: 'order_group_1', 2: 'order_group_2' };

/** A state the spec does not name (a site's own) shows as its number. */
export const statusName = (status: number): string => (Object.hasOwn(STATUS_WORDS, status) ? t(STATUS_WORDS[status as OrderStatus]) : String(status));
export const groupName = (group: number): string => (Object.hasOwn(GROUP_WORDS, group) ? t(GROUP_WORDS[group as OrderGroup]) : String(group));

export const STATUS_OPTIONS = ORDER_STATUSES.map((status) => ({ value: status as number, label: statusName(status) }));
export const GROUP_OPTIONS = ORDER_GROUPS.map((group) => ({ value: group as number, label: groupName(group) }));

/** A payment or delivery method: its name where the site gives one, else its number. */
export const methodName = (method: string): string => (/^\d+$/.test(method) ? t('orders_method', method) : method);

/** Money as the locale writes it, with cents where there are any ("26,170", "1,234.50"). */
export const money = (amount: number): string => formatNumber(Math.round(amount * 100) / 100);

/** An order's line in the list: when, who, how much, where it stands. */
export function orderFacts(order: OrderSummary, buyer: string): string {
  return [order.placed === null ? '' : formatDateTime(order.placed), buyer, order.amount === null ? '' : money(order.amount), statusName(order.status)]
    .filter(Boolean).join(' · ');
}
