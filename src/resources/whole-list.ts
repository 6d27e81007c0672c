// A list the site gives out a page at a time (at most 100 records per request): read to its end,
// so a site with more than 100 pages or entries shows them all.
import { PER_PAGE_MAX } from '../api/limits';
import { asRecord, read } from './records';

export const LIST_PAGE_SIZE = PER_PAGE_MAX;
/** 5,000 records: far past any site's list, and a bound on requests if a site never says "last page". */
export const LIST_MAX_PAGES = 50;

/** Where list answers keep their records: the spec leaves the exact key open. */
const RECORD_KEYS = ['pages', 'news', 'blogs', 'entries', 'menus', 'categories', 'groups', 'results', 'items'];

/** The records of a list answer: the answer itself when it is an array, else the array under a known key. */
export function listRecords(value: unknown, keys: readonly string[] = RECORD_KEYS): unknown[] {
  if (Array.isArray(value)) return value;
  const record = asRecord(value);
  for (const key of keys) if (Array.isArray(record[key])) return record[key] as unknown[];
  return [];
}

/** `fetchPage` asks for one page of the list; `recordsOf` finds its records in the answer. */
export async function readWholeList(
  fetchPage: (paging: { page: number; per_page: number }) => Promise<unknown>,
  recordsOf: (answer: unknown) => unknown[],
): Promise<Record<string, unknown>[]> {
  const all: Record<string, unknown>[] = [];
  for (let page = 1; page <= LIST_MAX_PAGES; page++) {
    const answer = await fetchPage({ page, per_page: LIST_PAGE_SIZE });
    const records = recordsOf(answer);
    all.push(...records.map(asRecord));
    const total = read.int(asRecord(answer), 'total');
    if (records.length < LIST_PAGE_SIZE || (total > 0 && page * LIST_PAGE_SIZE >= total)) break;
  }
  return all;
}
