// The poll kind's operations: one example of each, and the request it must become (held by
// test/unit/background/operations.test.ts, with every other kind's).
import type { OperationExample } from '../../../support/operation-examples';

export const EXAMPLES: OperationExample[] = [
  [{ op: 'polls/list' }, 'polls.list', {}],
  [{ op: 'poll/save', id: 2, answers: ['Yes', 'No'] }, 'polls.update', { id: 2, answers: ['Yes', 'No'] }],
];
