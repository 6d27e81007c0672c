// A post as a topic's list shows it: who wrote it, when, and how it starts, as plain text.
import { readListAnswer, readTime, recordId, recordText } from '../../resources/list-answer';
import { read } from '../../resources/records';
import { postBB } from '../../post-markup/post-pieces';
import { isStoredAsHtml } from './model';

export interface PostSummary {
  id: number;
  author: string;
  /** Milliseconds; null where the site gives no date. */
  at: number | null;
  start: string;
}

const START_LENGTH = 140;

/** The start of a post as text: its BB code (read from its HTML where it is stored so) without the tags. */
export function postStart(stored: string): string {
  const bb = isStoredAsHtml(stored) ? postBB(stored) : stored;
  const words = bb.replace(/\[\/?[a-z*]+(=[^\]]*)?\]/gi, ' ').replace(/\s+/g, ' ').trim();
  return words.length > START_LENGTH ? `${words.slice(0, START_LENGTH - 1)}…` : words;
}

/** One page of a topic's posts; `pages`: how many the site says there are (null: not said). */
export function postsPage(answer: unknown): { posts: PostSummary[]; pages: number | null } {
  const { records, pageCount } = readListAnswer(answer, 0, ['messages', 'posts']);
  const posts = records.map((record) => ({
    id: recordId(record), author: recordText(record, ['author', 'user', 'name', 'login']), at: readTime(record.add_date), start: postStart(read.text(record, 'message')),
  }));
  return { posts: posts.filter((post) => post.id > 0), pages: pageCount };
}
