// The forum for tests: a topic filled with generated posts at once (a benchmark's), each in the
// platform's stored HTML (a word in bold, every tenth a quote of the one before), with no log
// entry or request counted against the limit.
import { quoted } from '../data/forum-posts.ts';
import { nextId, type SiteState } from '../data/store.ts';

/** The most posts one call makes (platform-notes §7: 10,000 posts a topic). */
export const POSTS_FILL_MAX = 10_000;

export function isTopic(state: SiteState, id: number): boolean {
  return state.data.topics.some((topic) => topic.id === id);
}

/** `count` new posts at the end of the topic, `Сообщение 1`… a second apart; their ids. */
export function fillTopic(state: SiteState, topic: number, count: number): number[] {
  const posts = state.data.forumMessages;
  const first = nextId(posts);
  const now = state.now();
  const ids: number[] = [];
  for (let n = 1; n <= count; n++) {
    const id = first + n - 1;
    const text = `Сообщение ${n}: <b>ответ</b> на вопрос о сайте, с подробностями.<br />Вторая строка.`;
    posts.push({ id, topic_id: topic, author: n % 2 ? 'ivan' : 'admin', user_id: n % 2 ? 2 : 1, message: n % 10 === 0 ? quoted('ivan', `Сообщение ${n - 1}`) + text : text, add_date: now - count + n });
    ids.push(id);
  }
  return ids;
}
