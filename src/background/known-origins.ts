// The registered origins, known synchronously. Opening Chrome's side panel must happen while
// the click that asked for it is still the current user action: no storage read may come first.
import { listSites } from '../vault/site-store';

const origins = new Set<string>();
let loaded = false;

export async function loadKnownOrigins(): Promise<void> {
  const sites = await listSites();
  origins.clear();
  for (const site of sites) origins.add(site.origin);
  loaded = true;
}

/** true / false when known; undefined while the list is still loading after a restart. */
export function isKnownOrigin(origin: string): boolean | undefined {
  return loaded ? origins.has(origin) : undefined;
}
