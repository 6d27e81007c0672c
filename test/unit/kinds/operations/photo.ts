// The photo kind's operations: one example of each, and the request it must become (held by
// test/unit/background/operations.test.ts, with every other kind's).
import type { OperationExample } from '../../../support/operation-examples';

export const EXAMPLES: OperationExample[] = [
  [{ op: 'photo/open', id: 3 }, 'photo.get', { id: 3 }],
  [{ op: 'photo/save', id: 3, fields: { title: 'Весна' } }, 'photo.update', { id: 3, title: 'Весна' }],
  [{ op: 'photo/save', id: 3, fields: { category: 2, description: '' } }, 'photo.update', { id: 3, category: 2, description: '' }],
  [{ op: 'photos/list', page: 2, per_page: 100 }, 'photo.list', { page: 2, per_page: 100 }],
  [{ op: 'photos/list', category: 4 }, 'photo.list', { category: 4 }],
];
