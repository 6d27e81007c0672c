// /forum: forums, topics and messages. The forum list follows the platform's manual
// (platform-notes §6); the topic and message bodies are not documented publicly: guesses.
import { invalid, notFound } from '../core/errors.ts';
import { NUM } from '../core/nums.ts';
import { int, text } from '../core/params.ts';
import { nextId, type SiteState } from '../data/store.ts';
import type { Forum, ForumMessage, ForumTopic } from '../data/types.ts';
import { paginate, readPaging } from './paging.ts';
import { route, routing, type Route } from './router.ts';

/** platform-notes §7: a topic's title and description, at most 60 characters each. */
export const TOPIC_TITLE_MAX = 60;

function checkForum(state: SiteState, id: number): void {
  if (!state.data.forums.some((forum) => forum.id === id)) throw notFound(`Forum ${id}`);
}

function findTopic(state: SiteState, id: number): ForumTopic {
  const topic = state.data.topics.find((item) => item.id === id);
  if (!topic) throw notFound(`Topic ${id}`);
  return topic;
}

function author(state: SiteState): { author: string; user_id: number } {
  const owner = state.data.users.find((user) => user.id === state.data.site.owner_user_id);
  return { author: owner?.login ?? 'admin', user_id: owner?.id ?? 1 };
}

/** guess: the address of the forum's newest post, in the post permalink pattern of platform-notes §6. */
function linkToNewest(state: SiteState, forum: Forum): string {
  const topics = new Set(state.data.topics.filter((topic) => topic.forum_id === forum.id).map((topic) => topic.id));
  const newest = state.data.forumMessages.filter((item) => topics.has(item.topic_id)).sort((a, b) => b.add_date - a.add_date || b.id - a.id)[0];
  return newest ? `/forum/${forum.id}-${newest.topic_id}-${newest.id}-16-${newest.add_date}` : '';
}

/**
 * One forum of GET /forum. platform-notes §6 (manual): `id` (a string), `name`, `state`, `private`
 * (yes/no), `moderators[]`, `access{read, add, reply}`, `rules{caption, description}`,
 * `link2newmsg`; guess: the values of `state`, moderators as logins and access as group ids.
 */
function forumOut(state: SiteState, forum: Forum) {
  const { id, name, private: closed, moderators, access, rules } = forum;
  return { id: String(id), name, state: forum.state, private: closed, moderators, access, rules, link2newmsg: linkToNewest(state, forum) };
}

export const forumRoutes: Route[] = [
  // platform-notes §6: a bare list of forums.
  route('GET', '/forum', ({ state }) => state.data.forums.map((forum) => forumOut(state, forum))),
  // guess: {topics, page, per_page, total} with the topics as stored.
  route('GET', '/forum/topic', ({ state, input }) => {
    const paging = readPaging(input, 20);
    const forumId = int(input, 'forum_id', { min: 1 }) ?? int(input, 'forum', { min: 1 });
    const { items, total } = paginate(state.data.topics.filter((topic) => forumId === undefined || topic.forum_id === forumId), paging);
    return { topics: items, page: paging.page, per_page: paging.per_page, total };
  }),
  route('POST', '/forum/topic', ({ state, input }) => {
    const forumId = int(input, 'forum_id', { required: true, min: 1 }) as number;
    checkForum(state, forumId);
    // platform-notes §7: a topic's title and description are at most 60 characters each.
    const title = text(input, 'title', { required: true, max: TOPIC_TITLE_MAX, maxNum: NUM.TITLE_TOO_LONG }) as string;
    if (!title.trim()) throw invalid(NUM.BAD_TYPE, 'Parameter "title" must not be empty');
    const description = text(input, 'description', { max: TOPIC_TITLE_MAX, maxNum: NUM.TITLE_TOO_LONG });
    const message = text(input, 'message', { required: true }) as string;
    const who = author(state);
    const topic: ForumTopic = { id: nextId(state.data.topics), forum_id: forumId, title, ...(description && { description }), author: who.author, add_date: state.now() };
    state.data.topics.push(topic);
    state.data.forumMessages.push({ id: nextId(state.data.forumMessages), topic_id: topic.id, ...who, message, add_date: state.now() });
    return topic;
  }),
  // guess: {messages, page, per_page, total} with the posts as stored; with `id`, that one post
  // alone (no source shows a read of one post).
  route('GET', '/forum/message', ({ state, input }) => {
    const id = int(input, 'id', { min: 1 });
    if (id !== undefined) {
      const post = state.data.forumMessages.find((item) => item.id === id);
      if (!post) throw notFound(`Forum message ${id}`);
      return post;
    }
    const paging = readPaging(input, 20);
    const topicId = int(input, 'topic_id', { min: 1 }) ?? int(input, 'topic', { min: 1 });
    const { items, total } = paginate(state.data.forumMessages.filter((item) => topicId === undefined || item.topic_id === topicId), paging);
    return { messages: items, page: paging.page, per_page: paging.per_page, total };
  }),
  route('POST', '/forum/message', ({ state, input }) => {
    const topic = findTopic(state, int(input, 'topic_id', { required: true, min: 1 }) as number);
    const message: ForumMessage = { id: nextId(state.data.forumMessages), topic_id: topic.id, ...author(state), message: text(input, 'message', { required: true }) as string, add_date: state.now() };
    state.data.forumMessages.push(message);
    return message;
  }),
  route('PUT', '/forum/message', (req) => {
    const id = int({ id: routing(req, 'id') }, 'id', { required: true, min: 1 }) as number;
    const message = req.state.data.forumMessages.find((item) => item.id === id);
    if (!message) throw notFound(`Forum message ${id}`);
    message.message = text(req.input, 'message', { required: true }) as string;
    return message;
  }),
];
