// Spec: Guest book, minichat, comments, polls.
import { anyRecord, anyResult, endpoint, withId } from '../endpoint';

export const community = {
  'gb.list': endpoint({ method: 'GET', path: '/gb', params: anyRecord, result: anyResult, module: 'gb' }),
  'gb.create': endpoint({ method: 'POST', path: '/gb', params: anyRecord, result: anyResult, module: 'gb' }),
  'gb.delete': endpoint({ method: 'DELETE', path: '/gb/{id}', params: withId, result: anyResult, module: 'gb' }),
  'mchat.list': endpoint({ method: 'GET', path: '/mchat', params: anyRecord, result: anyResult, module: 'mchat' }),
  'mchat.create': endpoint({ method: 'POST', path: '/mchat', params: anyRecord, result: anyResult, module: 'mchat' }),
  'mchat.delete': endpoint({ method: 'DELETE', path: '/mchat/{id}', params: withId, result: anyResult, module: 'mchat' }),
  'mchat.smiles': endpoint({ method: 'GET', path: '/mchat/smiles', params: anyRecord, result: anyResult, module: 'mchat' }),
  'comments.list': endpoint({ method: 'GET', path: '/comments', params: anyRecord, result: anyResult, module: 'comments' }),
  'comments.update': endpoint({ method: 'PUT', path: '/comments/{id}', params: withId, result: anyResult, module: 'comments' }),
  'comments.delete': endpoint({ method: 'DELETE', path: '/comments/{id}', params: withId, result: anyResult, module: 'comments' }),
  'polls.list': endpoint({ method: 'GET', path: '/polls', params: anyRecord, result: anyResult, module: 'polls' }),
  'polls.create': endpoint({ method: 'POST', path: '/polls', params: anyRecord, result: anyResult, module: 'polls' }),
  'polls.update': endpoint({ method: 'PUT', path: '/polls/{id}', params: withId, result: anyResult, module: 'polls' }),
  'polls.delete': endpoint({ method: 'DELETE', path: '/polls/{id}', params: withId, result: anyResult, module: 'polls' }),
  'polls.vote': endpoint({ method: 'POST', path: '/polls/{id}/vote', params: withId, result: anyResult, module: 'polls' }),
};
