// Spec: Guest book, minichat, comments, polls.
import { endpoint, withId } from '../endpoint';

export const community = {
  'gb.list': endpoint({ method: 'GET', path: '/gb' }),
  'gb.delete': endpoint({ method: 'DELETE', path: '/gb/{id}', params: withId }),
  'mchat.list': endpoint({ method: 'GET', path: '/mchat' }),
  'mchat.delete': endpoint({ method: 'DELETE', path: '/mchat/{id}', params: withId }),
  'comments.list': endpoint({ method: 'GET', path: '/comments' }),
  'comments.update': endpoint({ method: 'PUT', path: '/comments/{id}', params: withId }),
  'comments.delete': endpoint({ method: 'DELETE', path: '/comments/{id}', params: withId }),
  'polls.list': endpoint({ method: 'GET', path: '/polls' }),
  'polls.update': endpoint({ method: 'PUT', path: '/polls/{id}', params: withId }),
};
