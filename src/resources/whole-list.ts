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

/**
 * Pages of a list asked for at the same time once the first answer says how many there are:
 * a list of 1,000 then takes four round trips rather than ten. Few at a time, as a polite
 * client does; the count of requests stays the same.
 */
export const LIST_PARALLEL = 4;

type Paging = { page: number; per_page: number };

/**
 * `fetchPage` asks for one page of the list; `recordsOf` finds its records in the answer.
 * `onPart`, if given, hears the records read so far (from the start of the list, in order)
 * each time more of them are in, before the whole list is: a long list can be shown at once.
 */
export async function readWholeList(
  fetchPage: (paging: Paging) => Promise<unknown>,
  recordsOf: (answer: unknown) => unknown[],
  onPart: (records: Record<string, unknown>[]) => void = () => {},
): Promise<Record<string, unknown>[]> {
  const ask = async (page: number) => recordsOf(await fetchPage({ page, per_page: LIST_PAGE_SIZE }));
  const first = await fetchPage({ page: 1, per_page: LIST_PAGE_SIZE });
  const pages: unknown[][] = [recordsOf(first)];
  const whole = () => pages.flat().map(asRecord);
  const total = read.int(asRecord(first), 'total');
  if (pages[0]!.length < LIST_PAGE_SIZE) return whole();
  onPart(whole());
  if (total > 0) {
    // The total says which pages there are: all of them, a few at a time. Pages can come back
    // out of order; what is told so far always runs from the first page without a gap.
    const last = Math.min(Math.ceil(total / LIST_PAGE_SIZE), LIST_MAX_PAGES);
    let told = 1;
    await inTurns(Array.from({ length: last - 1 }, (_, i) => i + 2), LIST_PARALLEL, ask, (index, records) => {
      pages[index + 1] = records;
      const before = told;
      while (told < last && pages[told]) told++;
      if (told > before && told < last) onPart(pages.slice(0, told).flat().map(asRecord));
    });
  } else {
    // No total: one page after another, until one comes back short.
    for (let page = 2; page <= LIST_MAX_PAGES; page++) {
      const records = await ask(page);
      pages.push(records);
      if (records.length < LIST_PAGE_SIZE) break;
      if (page < LIST_MAX_PAGES) onPart(whole());
    }
  }
  return whole();
}

/** `work` on every item, at most `parallel` at a time; `done` hears each result as it comes. */
async function inTurns<T, R>(items: T[], parallel: number, work: (item: T) => Promise<R>, done: (index: number, result: R) => void): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      try {
        done(index, await work(items[index]!));
      } catch (error) {
        // One failed: the whole read fails, so nothing more is asked for.
        next = items.length;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, items.length) }, worker));
}
