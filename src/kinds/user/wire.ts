// What a page of the extension may ask of the site's users, and the endpoint each maps to (the
// area `users` of src/api/areas/). The spec names the endpoints, not their fields: the fields
// below are those the reference site's records carry, which the README lists as guesses.
import { chars, z } from '../../validation/z';
import { count, id, kindWire, optionalLine, paging, pagingParams, text } from '../wire-values';

/** What a subscription may be set to (a guess: the spec names the call, not its values). */
export const SUBSCRIPTION_STATUSES = ['active', 'paused', 'cancelled'] as const;

/** The fields of a user the editor writes (a save sends only those that changed). */
export const userFieldsSchema = z.strictObject({
  name: optionalLine, email: z.optional(chars(0, 100)), gender: optionalLine, signature: z.optional(text), avatar: optionalLine, group_id: z.optional(count),
});

export const userOperations = [
  z.strictObject({ op: z.literal('user/open'), id }),
  z.strictObject({ op: z.literal('user/save'), id, fields: userFieldsSchema }),
  z.strictObject({ op: z.literal('users/list'), ...paging }),
  z.strictObject({ op: z.literal('user/ranks') }),
  z.strictObject({ op: z.literal('user/subscriptions'), id }),
  z.strictObject({ op: z.literal('subscriptions/plans') }),
  z.strictObject({ op: z.literal('user/subscription'), id, plan: id, status: z.enum(SUBSCRIPTION_STATUSES) }),
] as const;

export const userWire = kindWire(userOperations, {
  'user/open': (operation) => ({ endpoint: 'users.get', params: { id: operation.id } }),
  'user/save': (operation) => ({ endpoint: 'users.update', params: { ...operation.fields, id: operation.id } }),
  'users/list': (operation) => ({ endpoint: 'users.list', params: pagingParams(operation) }),
  'user/ranks': () => ({ endpoint: 'users.ranks', params: {} }),
  'user/subscriptions': (operation) => ({ endpoint: 'subscriptions.users', params: { user_id: operation.id } }),
  'subscriptions/plans': () => ({ endpoint: 'subscriptions.plans', params: {} }),
  'user/subscription': (operation) => ({ endpoint: 'subscriptions.updateUser', params: { user_id: operation.id, plan_id: operation.plan, status: operation.status } }),
});

/** A user's page names the user by id (`/index/8-<uid>`): the editor's first read. */
export const userFirstRead = (userId: number) => ({ op: 'user/open', id: userId }) as const;
