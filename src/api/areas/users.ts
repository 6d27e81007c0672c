// Spec: Users and subscriptions, the parts the panel calls (the groups, which every editor reads,
// are in ./user-groups). The spec names `/user/{id}`; a public client read `/users?user=` with
// records keyed `uid` (platform-notes §6, §7), which finds a user by login.
import { anyRecord, endpoint, withId } from '../endpoint';

const call = (method: 'GET' | 'PUT', path: string, params = anyRecord) => endpoint({ method, path, params });

export const users = {
  'users.list': call('GET', '/user'),
  'users.get': call('GET', '/user/{id}', withId),
  'users.update': call('PUT', '/user/{id}', withId),
  'users.ranks': call('GET', '/user/rank'),
  'subscriptions.plans': call('GET', '/subscriptions'),
  'subscriptions.users': call('GET', '/subscriptions/user'),
  'subscriptions.updateUser': call('PUT', '/subscriptions/user'),
};
