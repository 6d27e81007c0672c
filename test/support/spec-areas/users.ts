// Spec: Users and subscriptions (the groups, which the editors read, in ./user-groups).
import { anyRecord, anyResult, endpoint, withId } from '../../../src/api/endpoint';
import { userGroups } from '../../../src/api/areas/user-groups';

export const users = {
  'users.list': endpoint({ method: 'GET', path: '/user', params: anyRecord, result: anyResult, module: 'users' }),
  'users.get': endpoint({ method: 'GET', path: '/user/{id}', params: withId, result: anyResult, module: 'users' }),
  'users.update': endpoint({ method: 'PUT', path: '/user/{id}', params: withId, result: anyResult, module: 'users' }),
  ...userGroups,
  'users.ranks': endpoint({ method: 'GET', path: '/user/rank', params: anyRecord, result: anyResult, module: 'users' }),
  'subscriptions.plans': endpoint({ method: 'GET', path: '/subscriptions', params: anyRecord, result: anyResult, module: 'subscriptions' }),
  'subscriptions.users': endpoint({ method: 'GET', path: '/subscriptions/user', params: anyRecord, result: anyResult, module: 'subscriptions' }),
  'subscriptions.updateUser': endpoint({ method: 'PUT', path: '/subscriptions/user', params: anyRecord, result: anyResult, module: 'subscriptions' }),
};
