// The entry kind's operations: one example of each, and the request it must become (held by
// test/unit/background/operations.test.ts, with every other kind's).
import type { OperationExample } from '../../../support/operation-examples';

export const EXAMPLES: OperationExample[] = [
  [{ op: 'entry/open', module: 'news', id: 5 }, 'news.get', { id: 5 }],
  [{ op: 'entry/save', module: 'blog', id: 5, fields: { title: 'T', message: 'm', message_type: 'html' } }, 'blog.update', { id: 5, title: 'T', message: 'm', message_type: 'html' }],
  [{ op: 'entry/create', module: 'news', fields: { title: 'T' } }, 'news.create', { title: 'T' }],
  [{ op: 'entries/list', module: 'blog' }, 'blog.list', {}],
  [{ op: 'categories/list', module: 'news' }, 'news.categories', {}],
];
