// The forum post kind's operations: one example of each, and the request it must become (held by
// test/unit/background/operations.test.ts, with every other kind's).
import type { OperationExample } from '../../../support/operation-examples';

export const EXAMPLES: OperationExample[] = [
  [{ op: 'post/open', id: 3 }, 'forum.messages', { id: 3 }],
  [{ op: 'post/save', id: 3, fields: { message: 'Привет [b]всем[/b]' } }, 'forum.updateMessage', { id: 3, message: 'Привет [b]всем[/b]' }],
  [{ op: 'post/reply', topic: 1, message: 'Спасибо!' }, 'forum.createMessage', { topic_id: 1, message: 'Спасибо!' }],
  [{ op: 'posts/list', topic: 1, page: 2 }, 'forum.messages', { topic_id: 1, page: 2 }],
  [{ op: 'topic/create', forum: 1, title: 'Где настройки?', message: 'Не нахожу' }, 'forum.createTopic', { forum_id: 1, title: 'Где настройки?', message: 'Не нахожу' }],
  [{ op: 'topics/list', forum: 1, per_page: 100 }, 'forum.topics', { forum_id: 1, per_page: 100 }],
];
