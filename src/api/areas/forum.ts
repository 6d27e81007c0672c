// Spec: Forum (within the modules with list, add and update). The spec names the endpoints, not
// their fields: the fields the forum's kind sends (src/kinds/post/wire.ts) are guesses the README lists.
import { anyRecord, anyResult, endpoint, withId } from '../endpoint';

const module = 'forum';

export const forum = {
  'forum.list': endpoint({ method: 'GET', path: '/forum', params: anyRecord, result: anyResult, module }),
  'forum.topics': endpoint({ method: 'GET', path: '/forum/topic', params: anyRecord, result: anyResult, module }),
  'forum.createTopic': endpoint({ method: 'POST', path: '/forum/topic', params: anyRecord, result: anyResult, module }),
  'forum.messages': endpoint({ method: 'GET', path: '/forum/message', params: anyRecord, result: anyResult, module }),
  'forum.createMessage': endpoint({ method: 'POST', path: '/forum/message', params: anyRecord, result: anyResult, module }),
  'forum.updateMessage': endpoint({ method: 'PUT', path: '/forum/message?id={id}', params: withId, result: anyResult, module }),
};
