// The side panel's way to a site: named operations, each run by the background.
import type { Operation, PagedList, RunOperation } from '../messages/operations';
import { sendFromExtensionPage } from '../messages/send';
import { readWholeList } from '../resources/whole-list';
import { answers, NO_OPENING, type FirstOpening } from './first-opening';
import { listedOnly } from '../resources/panel-lists';
import { isFirstRead } from '../kinds/first-reads';

/**
 * `opening`: the read of what the tab shows, started before the interface was there (see
 * first-opening.ts). The first opening of a page or an entry takes it, and its answer if it
 * asked for the same.
 */
export function panelOperations(origin: string, afterCall: () => void = () => {}, opening: FirstOpening = NO_OPENING): RunOperation {
  const run = (operation: Operation) => sendFromExtensionPage({ type: 'site/operation', origin, operation });
  return (operation) => {
    const waiting = isFirstRead(operation) ? opening.take() : null;
    const answer = waiting ? waiting.then((read) => (answers(read, origin, operation) ? read.value : run(operation))) : run(operation);
    // A new page, or a page's address changed: the pages known by their addresses are out of date.
    const readdressed = operation.op === 'page/create' || (operation.op === 'page/save' && operation.fields.ownurl !== undefined);
    return (readdressed ? answer.then(async (value) => (await forgetSlugs(origin), value)) : answer).finally(afterCall);
  };
}

/** Read when a page is made or readdressed, as resolving a page's own address is (most panels do neither). */
async function forgetSlugs(origin: string): Promise<void> {
  await (await import('../resources/slugs')).forgetSlugs(origin);
}

/** A list the panel reads (lists change rarely while editing: read once, then cached). */
/** The lists read in one request: every other list the panel reads takes paging (a new kind's too). */
export const UNPAGED_LISTS = ['categories/list', 'groups/list', 'polls/list', 'templates/tree', 'currencies/list'] as const;
type UnpagedList = Extract<Operation, { op: (typeof UNPAGED_LISTS)[number] }>;
export type ListOperation = PagedList | UnpagedList;

const isPaged = (list: ListOperation): list is PagedList => !(UNPAGED_LISTS as readonly string[]).includes(list.op);
/** `onPart`: for a list read a page at a time, hears what is in so far (as `{ items }`) before the whole is. */
export type ListLoader = (list: ListOperation, onPart?: (part: unknown) => void) => Promise<unknown>;


interface Reading {
  whole: Promise<unknown>;
  /** The last part heard while the list is still being read (null: none yet). */
  part: unknown;
  listeners: Set<(part: unknown) => void>;
  /** Whole, or failed. */
  settled: boolean;
}

/**
 * Lists are read once per panel session (a list of many pages, in as many requests as it
 * takes). Something created makes a new cache (see the side panel). Whoever asks while a list
 * is still coming in hears its parts too, from the latest one on.
 */
export function cachedLists(run: RunOperation): ListLoader {
  const cache = new Map<string, Reading>();
  return (list, onPart) => {
    const key = JSON.stringify(list);
    let reading = cache.get(key);
    if (!reading) {
      // Parts come only after the first answer, once `made` is there.
      const heard = (records: Record<string, unknown>[]) => {
        made.part = { items: records.map(listedOnly) };
        for (const listener of made.listeners) listener(made.part);
      };
      // A list the site gives out a page at a time: read whole, as `{ items }`, each record cut down to what lists show.
      const whole = isPaged(list)
        ? readWholeList((paging) => run({ ...list, ...paging }), heard).then((items) => ({ items: items.map(listedOnly) }))
        : run(list);
      const made: Reading = { whole, part: null, listeners: new Set(), settled: false };
      const settled = () => {
        made.settled = true;
        made.part = null;
        made.listeners.clear();
      };
      made.whole.then(settled, () => {
        settled();
        cache.delete(key);
      });
      cache.set(key, made);
      reading = made;
    }
    // Only a reading under way has parts to tell.
    if (onPart && !reading.settled) {
      if (reading.part !== null) onPart(reading.part);
      reading.listeners.add(onPart);
    }
    return reading.whole;
  };
}
