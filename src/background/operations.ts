// Maps each operation an extension page may ask for (src/messages/operations.ts) to the one
// endpoint that does it. This table is the whole of what a page can do to a site.
import { calledEndpoint } from '../api/called-endpoints';
import { KIND_ENDPOINTS } from '../kinds/wire';
import { defined, pagingParams, type EndpointCall, type EndpointsOf } from '../kinds/wire-values';
import type { Operation } from '../messages/operations';
import type { SiteRecord } from '../vault/site-record';
import type { CountedCaller } from './api-calls';
import { sendStoredFile } from './uploads';

/** Every operation's endpoint call: each kind's (src/kinds/wire.ts), and those of no one kind. */
const ENDPOINTS = {
  ...KIND_ENDPOINTS,
  'comments/list': (operation) => ({ endpoint: 'comments.list', params: { module: operation.module, entry_id: operation.entryId, ...pagingParams(operation) } }),
  'comment/save': (operation) => ({ endpoint: 'comments.update', params: { id: operation.id, message: operation.message } }),
  'comment/delete': (operation) => ({ endpoint: 'comments.delete', params: { id: operation.id } }),
  'guestbook/list': (operation) => ({ endpoint: 'gb.list', params: pagingParams(operation) }),
  'guestbook/delete': (operation) => ({ endpoint: 'gb.delete', params: { id: operation.id } }),
  'minichat/list': (operation) => ({ endpoint: 'mchat.list', params: pagingParams(operation) }),
  'minichat/delete': (operation) => ({ endpoint: 'mchat.delete', params: { id: operation.id } }),
  'groups/list': () => ({ endpoint: 'users.groups', params: {} }),
  'site/search': (operation) => ({ endpoint: 'search.query', params: { query: operation.query } }),
  'settings/open': (operation) => ({ endpoint: `${operation.module}.setup`, params: {} }),
  'settings/save': (operation) => ({ endpoint: `${operation.module}.updateSetup`, params: Object.fromEntries(operation.values.map(({ key, value }) => [key, value])) }),
  'currencies/list': () => ({ endpoint: 'shop.currencies', params: {} }),
  'currency/rate': (operation) => ({ endpoint: 'shop.currencyRate', params: { curr_code: operation.code, curr_rate: operation.rate } }),
  'orders/list': ({ op, ...filters }) => ({ endpoint: 'shop.invoices', params: defined(filters) }),
  'order/open': (operation) => ({ endpoint: 'shop.order', params: { order: operation.order } }),
  'order/note': (operation) => ({ endpoint: 'shop.orderNote', params: { order: operation.order, note: operation.note } }),
  // The spec: cnt_<line> is a line's new count, del_<line> removes it.
  'order/lines': (operation) => ({ endpoint: 'shop.orderGoods', params: Object.fromEntries([['order', operation.order], ...operation.lines.map(({ rec, count }) => (count ? [`cnt_${rec}`, count] : [`del_${rec}`, 1]))]) }),
  'orders/status': (operation) => ({ endpoint: 'shop.invoicesStatus', params: { ids: operation.ids, status: operation.status } }),
  'orders/group': (operation) => ({ endpoint: 'shop.invoicesGroup', params: { ids: operation.ids, hide: operation.hide } }),
  'orders/courier': (operation) => ({ endpoint: 'shop.invoicesCourier', params: { ids: operation.ids, group_courier: operation.courier } }),
} satisfies EndpointsOf<Operation>;

export function endpointCallFor(operation: Operation): EndpointCall {
  const call = ENDPOINTS[operation.op] as (operation: Operation) => EndpointCall;
  return call(operation);
}

/** Runs one operation on the site, counted against its token's hourly quota. */
export async function runOperation(caller: CountedCaller, site: SiteRecord, operation: Operation): Promise<unknown> {
  const { endpoint, params, upload } = endpointCallFor(operation);
  if (upload) return sendStoredFile(site.origin, upload.key, (file) => caller.call(site, calledEndpoint(endpoint), { ...params, [upload.part]: file }));
  return caller.call(site, calledEndpoint(endpoint), params);
}
