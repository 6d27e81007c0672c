// The browser side of a site: its host permission and the content script registered for it.
import { browser, type Browser } from 'wxt/browser';
import { originMatchPattern } from './origin';

const CONTENT_SCRIPT_FILE = '/content-scripts/content.js';
const SCRIPT_ID_PREFIX = 'inplace-site:';

export function hasSitePermission(origin: string): Promise<boolean> {
  return browser.permissions.contains({ origins: [originMatchPattern(origin)] });
}

/** What a site's registration should be; an existing one that differs is updated to it. */
function registrationFor(id: string, pattern: string) {
  return {
    id,
    matches: [pattern],
    js: [CONTENT_SCRIPT_FILE],
    runAt: 'document_idle' as const,
    allFrames: false,
    persistAcrossSessions: true,
  };
}

type Registration = ReturnType<typeof registrationFor>;

// Both browsers report a script's path without its leading slash.
const paths = (files: string[] = []) => files.map((file) => file.replace(/^\//, '')).join();

function differs(existing: Browser.scripting.RegisteredContentScript, wanted: Registration): boolean {
  return (
    (existing.matches ?? []).join() !== wanted.matches.join() ||
    paths(existing.js) !== paths(wanted.js) ||
    (existing.runAt ?? 'document_idle') !== wanted.runAt ||
    (existing.allFrames ?? false) !== wanted.allFrames ||
    (existing.persistAcrossSessions ?? true) !== wanted.persistAcrossSessions
  );
}

// One change at a time: two overlapping reads of the registered scripts would both register a
// missing one, and the second registration fails on the duplicate id.
let queue: Promise<unknown> = Promise.resolve();

/**
 * Registers the content script for these origins (idempotent) and drops it from any other;
 * tells whether a registration was missing or out of date (after a restart they all are).
 */
export function syncContentScripts(origins: string[]): Promise<boolean> {
  const run = queue.then(() => applyContentScripts(origins));
  queue = run.catch(() => {});
  return run;
}

async function applyContentScripts(origins: string[]): Promise<boolean> {
  const wanted = new Map(origins.map((origin) => {
    const pattern = originMatchPattern(origin);
    return [SCRIPT_ID_PREFIX + pattern, registrationFor(SCRIPT_ID_PREFIX + pattern, pattern)];
  }));
  const ours = (await browser.scripting.getRegisteredContentScripts()).filter((script) => script.id.startsWith(SCRIPT_ID_PREFIX));
  const stale = ours.filter((script) => !wanted.has(script.id)).map((script) => script.id);
  if (stale.length) await browser.scripting.unregisterContentScripts({ ids: stale });
  const changed = ours.filter((script) => wanted.has(script.id) && differs(script, wanted.get(script.id)!));
  if (changed.length) await browser.scripting.updateContentScripts(changed.map((script) => wanted.get(script.id)!));
  const present = new Set(ours.map((script) => script.id));
  const missing = [...wanted.values()].filter((script) => !present.has(script.id));
  if (missing.length) await browser.scripting.registerContentScripts(missing);
  return missing.length > 0 || changed.length > 0;
}

/** The origin of a tab's address, if it has one Inplace may see. */
export function originOfUrl(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * Starts the content script in the open tabs of these origins: tabs that loaded before their
 * site's script was registered (a browser restart, an install or an update) would otherwise
 * wait for a reload. Where the script already runs, the injected copy does nothing.
 */
export async function startContentScriptInTabs(origins: string[]): Promise<void> {
  const wanted = new Set(origins);
  // A tab's URL is visible only where the extension has the site's permission: these tabs.
  const tabs = (await browser.tabs.query({})).filter(
    (tab) => tab.id !== undefined && !tab.discarded && wanted.has(originOfUrl(tab.url) ?? ''),
  );
  // A tab that closed, navigated away or shows an error page meanwhile is no loss: allSettled.
  await Promise.allSettled(
    tabs.map((tab) => browser.scripting.executeScript({ target: { tabId: tab.id! }, files: [CONTENT_SCRIPT_FILE] })),
  );
}

export async function revokeSitePermission(origin: string, stillNeeded: string[]): Promise<void> {
  const pattern = originMatchPattern(origin);
  // Two loopback sites on different ports share one pattern: keep it while another needs it.
  if (stillNeeded.some((other) => originMatchPattern(other) === pattern)) return;
  await browser.permissions.remove({ origins: [pattern] });
}
