// The user kind's operations: one example of each, and the request it must become (held by
// test/unit/background/operations.test.ts, with every other kind's).
import type { OperationExample } from '../../../support/operation-examples';

export const EXAMPLES: OperationExample[] = [
  [{ op: 'user/open', id: 2 }, 'users.get', { id: 2 }],
  [{ op: 'user/save', id: 2, fields: { group_id: 3 } }, 'users.update', { id: 2, group_id: 3 }],
  [{ op: 'users/list', page: 2 }, 'users.list', { page: 2 }],
  [{ op: 'user/ranks' }, 'users.ranks', {}],
  [{ op: 'user/subscriptions', id: 2 }, 'subscriptions.users', { user_id: 2 }],
  [{ op: 'subscriptions/plans' }, 'subscriptions.plans', {}],
  [{ op: 'user/subscription', id: 2, plan: 1, status: 'paused' }, 'subscriptions.updateUser', { user_id: 2, plan_id: 1, status: 'paused' }],
];
