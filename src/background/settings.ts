// The owner's settings kept by the background (extension storage): how long to wait for a site.
import { browser } from 'wxt/browser';
import { DEFAULT_TIMEOUT_MS } from '../api/transport';

export interface Settings {
  /** Give up on a request after this long (ms); a slow site gets a clear "took too long". */
  apiTimeoutMs: number;
}

const KEY = 'settings';
export const TIMEOUT_RANGE_MS = { min: 1_000, max: 120_000 } as const;

export async function readSettings(): Promise<Settings> {
  const stored = ((await browser.storage.local.get(KEY))[KEY] ?? {}) as Partial<Settings>;
  const timeout = Number(stored.apiTimeoutMs);
  return {
    apiTimeoutMs: Number.isFinite(timeout) ? Math.min(Math.max(timeout, TIMEOUT_RANGE_MS.min), TIMEOUT_RANGE_MS.max) : DEFAULT_TIMEOUT_MS,
  };
}
