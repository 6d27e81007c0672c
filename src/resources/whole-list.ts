// A list the site gives out a page at a time (at most 100 records per request): read to its end,
// so a site with more than 100 pages or entries shows them all.
import { LIST_MAX_PAGES, PER_PAGE_MAX } from '../api/limits';
import { readListAnswer, recordId } from './list-answer';

export const LIST_PAGE_SIZE = PER_PAGE_MAX;

/**
 * Pages of a list asked for at the same time once the first answer says how many there are:
 * a list of 1,000 then takes four round trips rather than ten. Few at a time, as a polite
 * client does; the count of requests stays the same.
 */
export const LIST_PARALLEL = 4;

type Paging = { page: number; per_page: number };

/**
 * `fetchPage` asks for one page of the list; its answer is read by the one list reader
 * (list-answer.ts), whatever its shape. `onPart`, if given, hears the records read so far (from
 * the start of the list, in order) each time more of them are in, before the whole list is: a
 * long list can be shown at once.
 */
export async function readWholeList(
  fetchPage: (paging: Paging) => Promise<unknown>,
  onPart: (records: Record<string, unknown>[]) => void = () => {},
): Promise<Record<string, unknown>[]> {
  const ask = async (page: number) => readListAnswer(await fetchPage({ page, per_page: LIST_PAGE_SIZE }), LIST_PAGE_SIZE).records;
  const first = readListAnswer(await fetchPage({ page: 1, per_page: LIST_PAGE_SIZE }), LIST_PAGE_SIZE);
  const pages: Record<string, unknown>[][] = [first.records];
  const whole = () => withoutRepeats(pages.flat());
  // A site may answer fewer per page than asked: a page is short against what the site says it gives.
  const pageSize = Math.min(first.perPage ?? LIST_PAGE_SIZE, LIST_PAGE_SIZE);
  const last = Math.min(first.pageCount ?? 0, LIST_MAX_PAGES);
  if (first.pageCount !== null ? last <= 1 : first.records.length < pageSize) return whole();
  onPart(whole());
  if (last > 1) {
    // The count says which pages there are: all of them, a few at a time. Pages can come back
    // out of order; what is told so far always runs from the first page without a gap.
    let told = 1;
    await inTurns(Array.from({ length: last - 1 }, (_, i) => i + 2), LIST_PARALLEL, ask, (index, records) => {
      pages[index + 1] = records;
      const before = told;
      while (told < last && pages[told]) told++;
      if (told > before && told < last) onPart(withoutRepeats(pages.slice(0, told).flat()));
    });
  } else {
    // No count: one page after another, until one comes back short (or repeats the first: a
    // site that ignores `page`).
    const firstId = recordId(first.records[0] ?? {});
    for (let page = 2; page <= LIST_MAX_PAGES; page++) {
      const records = await ask(page);
      if (firstId > 0 && recordId(records[0] ?? {}) === firstId) break;
      pages.push(records);
      if (records.length < pageSize) break;
      if (page < LIST_MAX_PAGES) onPart(whole());
    }
  }
  return whole();
}

/** A record that moved to the next page while the list was read (one added before it) is listed once. */
function withoutRepeats(records: Record<string, unknown>[]): Record<string, unknown>[] {
  const seen = new Set<number>();
  return records.filter((record) => {
    const id = recordId(record);
    if (id <= 0) return true;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
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
