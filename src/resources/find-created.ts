// After a create whose answer was lost: the record it made, if the site has one. It is known by
// identity, not by name and clock: before a create is sent, the highest id of the list is noted,
// and only a record above it (made after that read) with the name given can be the one.
import { PER_PAGE_MAX } from '../api/limits';
import type { PagedList, RunOperation } from '../messages/operations';
import { readListAnswer, readTime, recordId, recordText } from './list-answer';
import { readWholeList } from './whole-list';

/** Where a kind's new records appear, and the name they carry there. */
export interface MadeIn<F> {
  list: (paging: { page?: number; per_page: number }) => PagedList;
  /** Where the list's records keep the name the new record was given. */
  nameKeys: readonly string[];
  nameOf(fields: F): string;
}

/** A create sent whose answer may have been lost. */
export interface CreateAttempt {
  /** When it was sent (ms). */
  at: number;
  /** The highest id of the list just before it; null for an attempt noted without one (an older draft). */
  above: number | null;
}

/** Slack for a site clock that runs behind this machine's (attempts noted without an id only). */
const CLOCK_SLACK_MS = 10 * 60_000;

/** The highest id among the newest records of the list: read before a create is sent. */
export async function highestId(api: RunOperation, made: MadeIn<unknown>): Promise<number> {
  return Math.max(0, ...(await newestRecords(api, made.list)).map(recordId));
}

/** The id of the record `attempt` made from `fields`, or null: the first above the noted id that has its name. */
export async function findMade<F>(api: RunOperation, made: MadeIn<F>, fields: F, attempt: CreateAttempt): Promise<number | null> {
  const name = made.nameOf(fields);
  const ids = (await newestRecords(api, made.list))
    .filter((record) => recordText(record, made.nameKeys) === name)
    .filter((record) => (attempt.above === null ? madeSince(record, attempt.at) : recordId(record) > attempt.above))
    .map(recordId)
    .filter((id) => id > 0);
  return ids.length ? Math.min(...ids) : null;
}

/**
 * The first and the last page: lists in id order put the newest last, lists of news put it first.
 * A list that does not say how many pages it has is read whole.
 */
async function newestRecords(api: RunOperation, list: MadeIn<unknown>['list']): Promise<Record<string, unknown>[]> {
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
