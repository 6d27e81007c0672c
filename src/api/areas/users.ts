// Spec: Users and subscriptions.
import { anyRecord, anyResult, endpoint, withId } from '../endpoint';

export const users = {
  'users.list': endpoint({ method: 'GET', path: '/user', params: anyRecord, result: anyResult, module: 'users' }),
  'users.get': endpoint({ method: 'GET', path: '/user/{id}', params: withId, result: anyResult, module: 'users' }),
  'users.update': endpoint({ method: 'PUT', path: '/user/{id}', params: withId, result: anyResult, module: 'users' }),
  'users.groups': endpoint({ method: 'GET', path: '/user/group', params: anyRecord, result: anyResult, module: 'users' }),
  'users.ranks': endpoint({ method: 'GET', path: '/user/rank', params: anyRecord, result: anyResult, module: 'users' }),
  'subscriptions.plans': endpoint({ method: 'GET', path: '/subscriptions', params: anyRecord, result: anyResult, module: 'subscriptions' }),
  'subscriptions.users': endpoint({ method: 'GET', path: '/subscriptions/user', params: anyRecord, result: anyResult, module: 'subscriptions' }),
  'subscriptions.updateUser': endpoint({ method: 'PUT', path: '/subscriptions/user', params: anyRecord, result: anyResult, module: 'subscriptions' }),
};
