// The owner's settings kept by the background: how long to wait for a site. They change what
// the network does, so they live in the extension origin's IndexedDB, which content scripts
// cannot open (they share `storage.local` with the extension, and could write it).
import { browser } from 'wxt/browser';
import { createStore, get, set } from 'idb-keyval';
import { z } from '../validation/z';
import { DEFAULT_TIMEOUT_MS } from '../api/transport';
import { fromStored, storedShape } from '../storage/versioned';

export interface Settings {
  /** Give up on a request after this long (ms); a slow site gets a clear "took too long". */
  apiTimeoutMs: number;
}

const KEY = 'settings';
export const TIMEOUT_RANGE_MS = { min: 1_000, max: 120_000 } as const;
export const DEFAULT_SETTINGS: Settings = { apiTimeoutMs: DEFAULT_TIMEOUT_MS };

const clampTimeout = (ms: number) => Math.min(Math.max(ms, TIMEOUT_RANGE_MS.min), TIMEOUT_RANGE_MS.max);

const settingsShape = storedShape<Settings>({
  version: 2,
  // Version 2 keeps the same settings as version 1, inside an envelope that names its version.
  migrations: [(v1) => v1],
  // A setting that is missing or cannot be read takes its default; the others still count.
  schema: z.object({
    apiTimeoutMs: z.catch(z.pipe(z.coerce.number(), z.transform(clampTimeout)), DEFAULT_TIMEOUT_MS),
  }),
});

let settingsStore: ReturnType<typeof createStore> | undefined;
const store = () => (settingsStore ??= createStore('inplace-settings', 'settings'));

export async function readSettings(): Promise<Settings> {
  await dropSettingsWithinContentScriptReach();
  return fromStored(settingsShape, await get(KEY, store())) ?? DEFAULT_SETTINGS;
}

/** Settings kept before in `storage.local` may have been written by a content script: not trusted, removed. */
async function dropSettingsWithinContentScriptReach(): Promise<void> {
  if ((await browser.storage.local.get(KEY))[KEY] !== undefined) await browser.storage.local.remove(KEY);
}
