// The template kind's operations: one example of each, and the request it must become (held by
// test/unit/background/operations.test.ts, with every other kind's).
import type { OperationExample } from '../../../support/operation-examples';

export const EXAMPLES: OperationExample[] = [
  [{ op: 'templates/tree' }, 'templates.tree', {}],
  [{ op: 'template/open', module: 1, template: 'BFOOTER' }, 'templates.get', { module_id: 1, template_id: 'BFOOTER' }],
  [{ op: 'template/save', module: 3, template: '3', content: 'body{color:red}' }, 'templates.update', { module_id: 3, template_id: '3', content: 'body{color:red}' }],
  [{ op: 'gblock/create', id: 'PROMO', content: '<p>Скидки</p>' }, 'gblocks.create', { id: 'PROMO', pda: '<p>Скидки</p>' }],
  [{ op: 'gblock/delete', id: 'PROMO' }, 'gblocks.delete', { id: 'PROMO' }],
];
