// After a create whose answer was lost: the record it made, if the site has one, found by its
// name among the newest records of the list.
import { PER_PAGE_MAX } from '../api/limits';
import type { PagedList, RunOperation } from '../messages/operations';
import { asRecord, read } from './records';
import { listRecords } from './whole-list';

/** Slack for a site clock that runs behind this machine's. */
const CLOCK_SLACK_MS = 10 * 60_000;

export async function latestNamed(api: RunOperation, list: (paging: { page?: number; per_page: number }) => PagedList, listKey: string, nameKey: string, name: string, since: number): Promise<number | null> {
  const first = await api(list({ per_page: PER_PAGE_MAX }));
  let records = recordsOf(first, listKey);
  const answer = asRecord(first);
  const lastPage = Math.ceil(read.int(answer, 'total') / PER_PAGE_MAX);
  // Lists in id order put the newest last.
  if (lastPage > 1) records = [...records, ...recordsOf(await api(list({ per_page: PER_PAGE_MAX, page: lastPage })), listKey)];
  const made = records.filter((record) => read.text(record, nameKey) === name && madeSince(record, since));
  const ids = made.map((record) => read.int(record, 'id')).filter((id) => id > 0);
  return ids.length ? Math.max(...ids) : null;
}

const recordsOf = (answer: unknown, listKey: string) => listRecords(answer, [listKey]).map(asRecord);

/** add_date in seconds, or a "YYYY-MM-DD hh:mm:ss" string; a record without it may be the one. */
function madeSince(record: Record<string, unknown>, since: number): boolean {
  const value = record.add_date;
  const ms = typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value)) ? Number(value) * 1000 : typeof value === 'string' ? Date.parse(value.replace(' ', 'T')) : NaN;
  return !Number.isFinite(ms) || ms >= since - CLOCK_SLACK_MS;
}
