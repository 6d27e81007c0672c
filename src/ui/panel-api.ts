// The side panel's way to the API: every call goes through the background.
import type { EndpointName } from '../api/endpoints';
import { sendFromPage } from '../messages/send';
import type { CallApi } from '../resources/api';
import { listRecords, readWholeList } from '../resources/whole-list';

export function panelApi(origin: string, afterCall: () => void = () => {}): CallApi {
  return (endpoint: EndpointName, params?: Record<string, unknown>) =>
    sendFromPage({ type: 'api/call', origin, endpoint, params: params ?? {} }).finally(afterCall);
}

/** Lists the site gives out a page at a time: read whole, as `{ items }`. */
const PAGED_LISTS: ReadonlySet<EndpointName> = new Set<EndpointName>(['pages.list', 'news.list', 'blog.list']);

/**
 * Lists change rarely while editing: read once per panel session (a list of many pages, in as
 * many requests as it takes). Something created makes a new cache (see the side panel).
 */
export function cachedLists(api: CallApi) {
  const cache = new Map<string, Promise<unknown>>();
  return (endpoint: EndpointName, params: Record<string, unknown> = {}) => {
    const key = `${endpoint} ${JSON.stringify(params)}`;
    let hit = cache.get(key);
    if (!hit) {
      hit = PAGED_LISTS.has(endpoint)
        ? readWholeList((paging) => api(endpoint, { ...params, ...paging }), listRecords).then((items) => ({ items }))
        : api(endpoint, params);
      cache.set(key, hit);
      hit.catch(() => cache.delete(key));
    }
    return hit;
  };
}
