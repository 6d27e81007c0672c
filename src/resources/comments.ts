// What the owner moderates (an entry's comments, the guest book's messages), as the moderation
// view reads them: lenient about the record's shape, never a crash. Deleted one at a time.
import type { RunOperation } from '../messages/operations';
import type { ModuleWithCategories } from '../vocabulary/kinds';
import { readTime, recordId, recordText } from './list-answer';
import { asRecord, read } from './records';
import { readWholeList } from './whole-list';

export interface SiteComment {
  id: number;
  author: string;
  /** When it was written (ms), if the site says. */
  at: number | null;
  text: string;
}

export function commentFrom(value: unknown): SiteComment | null {
  const record = asRecord(value);
  const id = recordId(record);
  if (id <= 0) return null;
  return { id, author: recordText(record, ['name', 'user', 'author', 'login']), at: readTime(record.add_date), text: read.text(record, 'message') };
}

/** Every comment of the entry, oldest first: one request for up to 100. */
export async function loadComments(run: RunOperation, module: ModuleWithCategories, entryId: number): Promise<SiteComment[]> {
  const records = await readWholeList((paging) => run({ op: 'comments/list', module, entryId, ...paging }));
  return records.flatMap((record) => commentFrom(record) ?? []);
}

/** Every message of the guest book, oldest first as the site lists them. */
export async function loadGuestBook(run: RunOperation): Promise<SiteComment[]> {
  const records = await readWholeList((paging) => run({ op: 'guestbook/list', ...paging }));
  return records.flatMap((record) => commentFrom(record) ?? []);
}

/** The mini-chat's messages, as the site lists them. */
export async function loadMinichat(run: RunOperation): Promise<SiteComment[]> {
  const records = await readWholeList((paging) => run({ op: 'minichat/list', ...paging }));
  return records.flatMap((record) => commentFrom(record) ?? []);
}

/**
 * Deletes them one request each, in order; stops at the first refusal. Gives the ids deleted
 * and, if one failed, why.
 */
export async function deleteEach(remove: (id: number) => Promise<unknown>, ids: number[]): Promise<{ deleted: number[]; failure?: unknown }> {
  const deleted: number[] = [];
  for (const id of ids) {
    try {
      await remove(id);
      deleted.push(id);
    } catch (failure) {
      return { deleted, failure };
    }
  }
  return { deleted };
}
