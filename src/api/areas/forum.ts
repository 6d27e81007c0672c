// Spec: Forum. A topic's posts are read, written and answered; topics are made (a title at most
// 60 characters, platform-notes §7). The spec names the endpoints, not their fields: the fields
// sent are guesses the README's assumptions list.
import { z } from '../../validation/z';
import { anyRecord, anyResult, endpoint, id, withId } from '../endpoint';

const module = 'forum';

export const forum = {
  'forum.createTopic': endpoint({ method: 'POST', path: '/forum/topic', params: z.looseObject({ forum_id: id, title: z.string(), message: z.string() }), result: anyResult, module }),
  'forum.messages': endpoint({ method: 'GET', path: '/forum/message', params: anyRecord, result: anyResult, module }),
  'forum.reply': endpoint({ method: 'POST', path: '/forum/message', params: z.looseObject({ topic_id: id, message: z.string() }), result: anyResult, module }),
  'forum.updateMessage': endpoint({ method: 'PUT', path: '/forum/message?id={id}', params: withId, result: anyResult, module }),
};
