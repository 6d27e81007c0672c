// Spec: Forum (within the modules with list, add and update). The spec names the endpoints, not
// their fields: the fields the forum's kind sends (src/kinds/post/wire.ts) are guesses the README lists.
import { endpoint, withId } from '../endpoint';

export const forum = {
  'forum.topics': endpoint({ method: 'GET', path: '/forum/topic' }),
  'forum.createTopic': endpoint({ method: 'POST', path: '/forum/topic' }),
  'forum.messages': endpoint({ method: 'GET', path: '/forum/message' }),
  'forum.createMessage': endpoint({ method: 'POST', path: '/forum/message' }),
  'forum.updateMessage': endpoint({ method: 'PUT', path: '/forum/message?id={id}', params: withId }),
};
