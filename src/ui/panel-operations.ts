// The side panel's way to a site: named operations, each run by the background.
import type { Operation, PagedList, RunOperation } from '../messages/operations';
import { sendFromPage } from '../messages/send';
import { listRecords, readWholeList } from '../resources/whole-list';

export function panelOperations(origin: string, afterCall: () => void = () => {}): RunOperation {
  return (operation) => sendFromPage({ type: 'site/operation', origin, operation }).finally(afterCall);
}

/** A list the panel reads (lists change rarely while editing: read once, then cached). */
export type ListOperation = PagedList | Extract<Operation, { op: 'categories/list' | 'groups/list' | 'templates/tree' }>;
export type ListLoader = (list: ListOperation) => Promise<unknown>;

/** Lists the site gives out a page at a time: read whole, as `{ items }`. */
const isPaged = (list: ListOperation): list is PagedList => list.op === 'pages/list' || list.op === 'entries/list' || list.op === 'menus/list';

/**
 * Lists are read once per panel session (a list of many pages, in as many requests as it
 * takes). Something created makes a new cache (see the side panel).
 */
export function cachedLists(run: RunOperation): ListLoader {
  const cache = new Map<string, Promise<unknown>>();
  return (list) => {
    const key = JSON.stringify(list);
    let hit = cache.get(key);
    if (!hit) {
      hit = isPaged(list) ? readWholeList((paging) => run({ ...list, ...paging }), listRecords).then((items) => ({ items })) : run(list);
      cache.set(key, hit);
      hit.catch(() => cache.delete(key));
    }
    return hit;
  };
}
