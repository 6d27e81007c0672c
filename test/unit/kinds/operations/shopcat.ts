// The shop category kind's operations: one example of each, and the request it must become (held
// by test/unit/background/operations.test.ts, with every other kind's).
import type { OperationExample } from '../../../support/operation-examples';

export const EXAMPLES: OperationExample[] = [
  [{ op: 'shopcats/list', per_page: 100 }, 'shop.categories', {}],
  [{ op: 'shopcat/save', id: 3, fields: { name: 'Смартфоны', pos: 2, view_groups: [1, 2] } }, 'shop.categoryEdit', { id: 3, name: 'Смартфоны', pos: 2, view_groups: [1, 2] }],
  [{ op: 'shopcat/create', fields: { name: 'Чехлы', pid: 3 } }, 'shop.categoryAdd', { name: 'Чехлы', pid: 3 }],
  [{ op: 'shopcat/hide', id: 3 }, 'shop.categoryHide', { id: 3 }],
  [{ op: 'shopcat/show', id: 3 }, 'shop.categoryShow', { id: 3 }],
  [{ op: 'shopcat/image', id: 3, image: 'iVBORw0KGgo=' }, 'shop.categoryImage', { id: 3, cat_img: 'iVBORw0KGgo=' }],
  [{ op: 'shopcat/image', id: 3 }, 'shop.categoryImage', { id: 3, del: 1 }],
];
