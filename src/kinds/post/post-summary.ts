// A post as a topic's list shows it: who wrote it, when, and how it starts, as plain text.
import { recordsOfList, readTime, recordId } from '../../resources/list-answer';
import { read } from '../../resources/records';
import { postBB } from '../../post-markup/post-pieces';
import { BB_TAG } from '../../post-markup/written-post';
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
  const words = bb.replace(BB_TAG, ' ').replace(/\s+/g, ' ').trim();
  return words.length > START_LENGTH ? `${words.slice(0, START_LENGTH - 1)}…` : words;
}

/** Posts a page of the list asks for: a page as full as that may have another after it. */
export const POSTS_PER_PAGE = 20;

/** One page of a topic's posts; `full`: as many as asked, so there may be more. */
export function postsPage(answer: unknown): { posts: PostSummary[]; full: boolean } {
  const records = recordsOfList(answer, ['messages', 'posts']);
  const posts = records.map((record) => ({
    id: recordId(record), author: read.text(record, 'author') || read.text(record, 'user'), at: readTime(record.add_date), start: postStart(read.text(record, 'message')),
  }));
  return { posts: posts.filter((post) => post.id > 0), full: records.length >= POSTS_PER_PAGE };
}
