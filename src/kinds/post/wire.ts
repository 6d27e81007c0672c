// What a page of the extension may ask of the site's forum, and the endpoint each maps to (the
// area `forum` of src/api/areas/). The spec names the endpoints, not their fields: `topic_id`,
// `forum_id`, `message` and `title` are the reference site's guesses, which the README lists.
import { chars, z } from '../../validation/z';
import { id, kindWire, paging, pagingParams, text } from '../wire-values';

/** platform-notes §7: a topic's title is at most 60 characters. */
export const TOPIC_TITLE_MAX = 60;
const message = chars(1, 5_000_000);

export const postOperations = [
  z.strictObject({ op: z.literal('post/open'), id }),
  z.strictObject({ op: z.literal('post/save'), id, fields: z.strictObject({ message: z.optional(text) }) }),
  z.strictObject({ op: z.literal('post/reply'), topic: id, message }),
  z.strictObject({ op: z.literal('posts/list'), topic: id, ...paging }),
  z.strictObject({ op: z.literal('topic/create'), forum: id, title: chars(1, TOPIC_TITLE_MAX), message }),
  z.strictObject({ op: z.literal('topics/list'), forum: id, ...paging }),
] as const;

/**
 * A post by its id: the spec's GET /forum/message with `id` (a guess: no source shows a read of
 * one post). The answer may be the post or a list holding it; the model finds it by its id.
 */
export const postFirstRead = (postId: number) => ({ op: 'post/open', id: postId }) as const;

export const postWire = kindWire(postOperations, {
  'post/open': (operation) => ({ endpoint: 'forum.messages', params: { id: operation.id } }),
  'post/save': (operation) => ({ endpoint: 'forum.updateMessage', params: { ...operation.fields, id: operation.id } }),
  'post/reply': (operation) => ({ endpoint: 'forum.createMessage', params: { topic_id: operation.topic, message: operation.message } }),
  'posts/list': (operation) => ({ endpoint: 'forum.messages', params: { topic_id: operation.topic, ...pagingParams(operation) } }),
  'topic/create': (operation) => ({ endpoint: 'forum.createTopic', params: { forum_id: operation.forum, title: operation.title, message: operation.message } }),
  'topics/list': (operation) => ({ endpoint: 'forum.topics', params: { forum_id: operation.forum, ...pagingParams(operation) } }),
});
