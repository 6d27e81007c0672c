// Where a reply and a new topic appear, to find one whose answer was lost before sending it
// again: a reply among its topic's posts by its BB code (the site may keep it as HTML), a topic
// among its forum's topics by its title.
import type { MadeIn } from '../../resources/find-created';
import { read } from '../../resources/records';
import { postFrom } from './model';

export const replyMadeIn = (topic: number): MadeIn<string> => ({
  list: (paging) => ({ op: 'posts/list', topic, ...paging }),
  nameKeys: ['message'],
  nameOf: (message) => message.trim(),
  nameIn: (record) => postFrom(record).message.trim(),
});

export const topicMadeIn = (forum: number): MadeIn<string> => ({
  list: (paging) => ({ op: 'topics/list', forum, ...paging }),
  nameKeys: ['title', 'name'],
  nameOf: (title) => title.trim(),
  nameIn: (record) => (read.text(record, 'title') || read.text(record, 'name')).trim(),
});
