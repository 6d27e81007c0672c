// The product kind's operations: one example of each, and the request it must become (held by
// test/unit/background/operations.test.ts, with every other kind's).
import type { OperationExample } from '../../../support/operation-examples';

export const EXAMPLES: OperationExample[] = [
  [{ op: 'product/open', id: 1 }, 'shop.product', { id: 1 }],
  [{ op: 'product/create', fields: { cat_id: 2, name: 'Смартфон «Ветер X2»', price: 25990, stock: 3, hide: 0 } }, 'shop.productAdd', { cat_id: 2, name: 'Смартфон «Ветер X2»', price: 25990, stock: 3, hide: 0 }],
];
