// The browser side of a site: its host permission and the content script registered for it.
import { browser } from 'wxt/browser';
import { originMatchPattern } from './origin';

const CONTENT_SCRIPT_FILE = '/content-scripts/content.js';
const SCRIPT_ID_PREFIX = 'inplace-site:';

export function hasSitePermission(origin: string): Promise<boolean> {
  return browser.permissions.contains({ origins: [originMatchPattern(origin)] });
}

/** Registers the content script for these origins (idempotent) and drops it from any other. */
export async function syncContentScripts(origins: string[]): Promise<void> {
  const wanted = new Map(origins.map((origin) => [SCRIPT_ID_PREFIX + originMatchPattern(origin), originMatchPattern(origin)]));
  const existing = await browser.scripting.getRegisteredContentScripts();
  const ours = existing.filter((script) => script.id.startsWith(SCRIPT_ID_PREFIX));
  const stale = ours.filter((script) => !wanted.has(script.id)).map((script) => script.id);
  if (stale.length) await browser.scripting.unregisterContentScripts({ ids: stale });
  const present = new Set(ours.map((script) => script.id));
  const missing = [...wanted].filter(([id]) => !present.has(id));
  if (!missing.length) return;
  await browser.scripting.registerContentScripts(
    missing.map(([id, pattern]) => ({
      id,
      matches: [pattern],
      js: [CONTENT_SCRIPT_FILE],
      runAt: 'document_idle' as const,
      allFrames: false,
      persistAcrossSessions: true,
    })),
  );
}

export async function revokeSitePermission(origin: string, stillNeeded: string[]): Promise<void> {
  const pattern = originMatchPattern(origin);
  // Two loopback sites on different ports share one pattern: keep it while another needs it.
  if (stillNeeded.some((other) => originMatchPattern(other) === pattern)) return;
  await browser.permissions.remove({ origins: [pattern] });
}
