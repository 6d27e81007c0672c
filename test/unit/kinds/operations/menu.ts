// The menu kind's operations: one example of each, and the request it must become (held by
// test/unit/background/operations.test.ts, with every other kind's).
import type { OperationExample } from '../../../support/operation-examples';

export const EXAMPLES: OperationExample[] = [
  [{ op: 'menu/open', id: 1 }, 'menus.get', { id: 1 }],
  [{ op: 'menu/save-items', id: 1, items: [{ name: 'Home', url: '/', children: [{ name: 'A', url: '/a', target: '_blank' }] }] }, 'menus.replaceItems', { id: 1, items: [{ name: 'Home', url: '/', children: [{ name: 'A', url: '/a', target: '_blank' }] }] }],
  [{ op: 'menu/save-settings', id: 1, layout: 0 }, 'menus.update', { id: 1, layout: 0 }],
  [{ op: 'menu/create', title: 'Main', layout: 1 }, 'menus.create', { title: 'Main', layout: 1 }],
  [{ op: 'menus/list' }, 'menus.list', {}],
];
