import { describe, expect, test } from 'vitest';
import { checkParams } from '@/src/api/transport';
import { endpointNamed } from '../../support/spec-endpoints';
import { endpointCallFor } from '@/src/background/operations';
import { operationSchema, type Operation } from '@/src/messages/operations';
import { ENTRY_KINDS } from '@/src/vocabulary/kinds';
import type { OperationExample } from '../../support/operation-examples';

/** One of each operation the editors send, and the request it must become: each kind's (test/unit/kinds/operations/), and those of no one kind. */
const KIND_EXAMPLES = import.meta.glob<{ EXAMPLES: OperationExample[] }>('../kinds/operations/*.ts', { eager: true });
const EXAMPLES: OperationExample[] = [
  ...Object.values(KIND_EXAMPLES).flatMap((kind) => kind.EXAMPLES),
  [{ op: 'groups/list' }, 'users.groups', {}],
  [{ op: 'comments/list', module: 'publ', entryId: 4, per_page: 100 }, 'comments.list', { module: 'publ', entry_id: 4, per_page: 100 }],
  [{ op: 'comment/save', id: 9, message: 'Thanks!' }, 'comments.update', { id: 9, message: 'Thanks!' }],
  [{ op: 'comment/delete', id: 9 }, 'comments.delete', { id: 9 }],
  [{ op: 'guestbook/list', per_page: 100 }, 'gb.list', { per_page: 100 }],
  [{ op: 'guestbook/delete', id: 2 }, 'gb.delete', { id: 2 }],
  [{ op: 'minichat/list' }, 'mchat.list', {}],
  [{ op: 'minichat/delete', id: 5 }, 'mchat.delete', { id: 5 }],
  [{ op: 'site/search', query: 'trip' }, 'search.query', { query: 'trip' }],
  [{ op: 'settings/open', module: 'news' }, 'news.setup', {}],
  [{ op: 'settings/save', module: 'blog', values: [{ key: 'per_page', value: 15 }, { key: 'rss', value: 0 }] }, 'blog.updateSetup', { per_page: 15, rss: 0 }],
  [{ op: 'currencies/list' }, 'shop.currencies', {}],
  [{ op: 'currency/rate', code: 'USD', rate: 92.5 }, 'shop.currencyRate', { curr_code: 'USD', curr_rate: 92.5 }],
  [{ op: 'orders/list', hide: 0, status: 2, date: '2025-02-02', page: 2 }, 'shop.invoices', { hide: 0, status: 2, date: '2025-02-02', page: 2 }],
  [{ op: 'order/open', order: 'a1b2c3d4e5' }, 'shop.order', { order: 'a1b2c3d4e5' }],
  [{ op: 'order/note', order: 'a1b2c3d4e5', note: 'Call first' }, 'shop.orderNote', { order: 'a1b2c3d4e5', note: 'Call first' }],
  [{ op: 'order/lines', order: 'a1b2c3d4e5', lines: [{ rec: 1, count: 3 }, { rec: 2, count: 0 }] }, 'shop.orderGoods', { order: 'a1b2c3d4e5', cnt_1: 3, del_2: 1 }],
  [{ op: 'orders/status', ids: [1, 4], status: 5 }, 'shop.invoicesStatus', { ids: [1, 4], status: 5 }],
  [{ op: 'orders/group', ids: [1, 2, 3], hide: 1 }, 'shop.invoicesGroup', { ids: [1, 2, 3], hide: 1 }],
  [{ op: 'orders/courier', ids: [3], courier: 4 }, 'shop.invoicesCourier', { ids: [3], group_courier: 4 }],
];

describe('operations: what an extension page may have done on a site', () => {
  test.each(EXAMPLES)('%o becomes %s with exactly the fields given', (operation, endpoint, params, upload) => {
    expect(operationSchema.parse(operation)).toEqual(operation);
    const call = endpointCallFor(operation);
    expect(call).toEqual({ endpoint, params, ...(upload && { upload }) });
    // The site would take it: the endpoint's own checks pass.
    expect(() => checkParams(endpointNamed(call.endpoint), call.params)).not.toThrow();
  });

  test('every operation has an example, and together they reach the endpoints the examples name and no other', () => {
    const names = operationSchema.def.options.map((option) => option.shape.op.def.values[0]);
    expect(new Set(EXAMPLES.map(([operation]) => operation.op))).toEqual(new Set(names));
    // An operation of every module with entries reaches that module's endpoint of the same verb.
    const modules = [...ENTRY_KINDS];
    const forEachModule = (operation: Operation) => ('module' in operation ? modules.map((module) => ({ ...operation, module }) as Operation) : [operation]);
    const reachable = new Set(EXAMPLES.flatMap(([operation]) => forEachModule(operation)).map((operation) => endpointCallFor(operation).endpoint));
    // An example's endpoint names its module where the module's own area answers (news.get), not where one area serves all (comments.list).
    const named = new Set(EXAMPLES.flatMap(([operation, endpoint]) =>
      'module' in operation ? modules.map((module) => (endpoint.startsWith(`${String(operation.module)}.`) ? `${module}${endpoint.slice(String(operation.module).length)}` : endpoint)) : [endpoint]));
    expect([...reachable].sort()).toEqual([...named].sort());
    // The README's security model says how many: held here.
    expect(reachable.size).toBe(127);
  });

  test.each([
    ['an unknown operation', { op: 'page/delete', id: 2 }],
    ['an endpoint slipped in', { op: 'page/open', id: 2, endpoint: 'users.delete' }],
    ['a field no editor writes', { op: 'page/save', id: 2, fields: { name: 'x', user_id: 1 } }],
    ['a module without an editor', { op: 'entries/list', module: 'shop' }],
    ['photos, which have no editor', { op: 'entry/open', module: 'photo', id: 1 }],
    ['more than 100 a request', { op: 'pages/list', per_page: 101 }],
    ['an id that is no id', { op: 'menu/open', id: -1 }],
    ['a menu item carrying an object', { op: 'menu/save-items', id: 1, items: [{ name: 'a', url: '/', onclick: {} }] }],
    ['a menu deeper than any menu', { op: 'menu/save-items', id: 1, items: Array.from({ length: 9 }).reduce<unknown[]>((children) => [{ name: 'a', url: '/', children }], []) }],
    ['a search of nothing', { op: 'site/search', query: '' }],
    ['a comment emptied', { op: 'comment/save', id: 1, message: '' }],
    ['comments of a page (pages have none)', { op: 'comments/list', module: 'page', entryId: 1 }],
    ['a template path that climbs out', { op: 'template/open', module: 1, template: '../users' }],
    ['a mail form named past the spec\'s 73 characters', { op: 'mailform/save', form: 1, fields: { name: 'x'.repeat(74) } }],
    ['a mail field of no type the spec has', { op: 'mailform/field-create', form: 1, field: { name: 'X', type: 9, required: 0, values: '' } }],
    ['a mail form field written with a key of its own', { op: 'mailform/field-save', form: 1, fieldId: 2, field: { name: 'X', onclick: 'x' } }],
    ['a poll of one answer', { op: 'poll/save', id: 1, answers: ['Only'] }],
    ['a poll deleted', { op: 'poll/delete', id: 1 }],
    ['an order status the spec does not have (6)', { op: 'orders/status', ids: [1], status: 6 }],
    ['an order group past trashed', { op: 'orders/group', ids: [1], hide: 3 }],
    ['a bulk change of no order', { op: 'orders/group', ids: [], hide: 1 }],
    ['an order named by a path', { op: 'order/open', order: '../user/1' }],
    ['a currency rate of 0', { op: 'currency/rate', code: 'USD', rate: 0 }],
    ['settings of a module without them in the spec', { op: 'settings/open', module: 'publ' }],
    ['a setting named like no field', { op: 'settings/save', module: 'news', values: [{ key: 'per page', value: 1 }] }],
    ['a setting holding an object', { op: 'settings/save', module: 'news', values: [{ key: 'blocks', value: { a: 1 } }] }],
    ['a negative currency rate', { op: 'currency/rate', code: 'USD', rate: -1 }],
  ])('refuses %s', (_what, operation) => {
    expect(operationSchema.safeParse(operation).success).toBe(false);
  });

  test('a menu as deep as menus go (8 levels) is taken', () => {
    const items = Array.from({ length: 8 }).reduce<unknown[]>((children, _, level) => [{ name: `L${level}`, url: '/', ...(level > 0 && { children }) }], []);
    expect(operationSchema.safeParse({ op: 'menu/save-items', id: 1, items }).success).toBe(true);
  });

  test('a field left out is not sent: a menu setting alone travels alone', () => {
    expect(endpointCallFor({ op: 'menu/save-settings', id: 1, title: 'Main' }).params).toEqual({ id: 1, title: 'Main' });
    expect(endpointCallFor({ op: 'pages/list' }).params).toEqual({});
  });
});
