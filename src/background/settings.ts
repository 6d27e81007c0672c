// The owner's settings kept by the background (extension storage): how long to wait for a site.
import { browser } from 'wxt/browser';
import { z } from 'zod';
import { DEFAULT_TIMEOUT_MS } from '../api/transport';
import { fromStored, storedShape } from '../storage/versioned';

export interface Settings {
  /** Give up on a request after this long (ms); a slow site gets a clear "took too long". */
  apiTimeoutMs: number;
}

const KEY = 'settings';
export const TIMEOUT_RANGE_MS = { min: 1_000, max: 120_000 } as const;

const clampTimeout = (ms: number) => Math.min(Math.max(ms, TIMEOUT_RANGE_MS.min), TIMEOUT_RANGE_MS.max);

// Versioned like every stored record, in the same envelope as the IndexedDB stores; WXT's
// versioned items keep the version under a second key and migrate as soon as they are defined.
const settingsShape = storedShape<Settings>({
  version: 2,
  // Version 2 keeps the same settings as version 1, now inside an envelope that names its version.
  migrations: [(v1) => v1],
  // A setting that is missing or cannot be read takes its default; the others still count.
  schema: z.object({
    apiTimeoutMs: z.coerce.number().transform(clampTimeout).catch(DEFAULT_TIMEOUT_MS),
  }),
});

export async function readSettings(): Promise<Settings> {
  const stored = (await browser.storage.local.get(KEY))[KEY];
  return fromStored(settingsShape, stored) ?? { apiTimeoutMs: DEFAULT_TIMEOUT_MS };
}
