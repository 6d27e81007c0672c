// The side panel's way to the API: every call goes through the background.
import type { EndpointName } from '../api/endpoints';
import { sendFromPage } from '../messages/send';
import type { CallApi } from '../resources/api';

export function panelApi(origin: string, afterCall: () => void = () => {}): CallApi {
  return (endpoint: EndpointName, params?: Record<string, unknown>) =>
    sendFromPage({ type: 'api/call', origin, endpoint, params: params ?? {} }).finally(afterCall);
}

/** Lists change rarely while editing: one request per list per panel session. */
export function cachedLists(api: CallApi) {
  const cache = new Map<string, Promise<unknown>>();
  return (endpoint: EndpointName, params: Record<string, unknown> = {}) => {
    const key = `${endpoint} ${JSON.stringify(params)}`;
    let hit = cache.get(key);
    if (!hit) {
      hit = api(endpoint, params);
      cache.set(key, hit);
      hit.catch(() => cache.delete(key));
    }
    return hit;
  };
}
