// After a create whose answer was lost: the record it made, if the site has one, found by its
// name among the newest records of the list, read by the one list reader whatever its shape.
import { PER_PAGE_MAX } from '../api/limits';
import type { PagedList, RunOperation } from '../messages/operations';
import { readListAnswer, readTime, recordId, recordText } from './list-answer';
import { readWholeList } from './whole-list';

/** Slack for a site clock that runs behind this machine's. */
const CLOCK_SLACK_MS = 10 * 60_000;

type ListPage = (paging: { page?: number; per_page: number }) => PagedList;

/** `nameKeys`: where the list's records keep the name the new record was given. */
export async function latestNamed(api: RunOperation, list: ListPage, nameKeys: readonly string[], name: string, since: number): Promise<number | null> {
  const made = (await newestRecords(api, list)).filter((record) => recordText(record, nameKeys) === name && madeSince(record, since));
  const ids = made.map(recordId).filter((id) => id > 0);
  return ids.length ? Math.max(...ids) : null;
}

/**
 * The first and the last page: lists in id order put the newest last, lists of news put it first.
 * A list that does not say how many pages it has is read whole.
 */
async function newestRecords(api: RunOperation, list: ListPage): Promise<Record<string, unknown>[]> {
  const first = readListAnswer(await api(list({ per_page: PER_PAGE_MAX })), PER_PAGE_MAX);
  if (first.pageCount === null) {
    if (first.records.length < (first.perPage ?? PER_PAGE_MAX)) return first.records;
    return readWholeList((paging) => api(list(paging)));
  }
  if (first.pageCount <= 1) return first.records;
  const last = readListAnswer(await api(list({ per_page: PER_PAGE_MAX, page: first.pageCount })), PER_PAGE_MAX);
  return [...first.records, ...last.records];
}

/** add_date as unix seconds or a "YYYY-MM-DD hh:mm:ss" string; a record without it may be the one. */
function madeSince(record: Record<string, unknown>, since: number): boolean {
  const ms = readTime(record.add_date);
  return ms === null || ms >= since - CLOCK_SLACK_MS;
}
