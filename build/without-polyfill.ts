// The content script runs on every page load of an owner's site and the service worker starts
// on every event after it idles: what they load is parsed and run each time, and
// webextension-polyfill was a third of the content script (9 KB gzipped) and an eighth of the
// background. Neither needs it: Firefox has the promise-based `browser`, Chrome's MV3 `chrome.*`
// calls return promises, and their message listeners answer through `sendResponse`, which both
// browsers take. So their builds resolve `wxt/browser` to WXT's own (`browser` or `chrome`, as
// it is); so does the side panel's first script (an unlisted script: it only sends), while the
// extension pages' modules, which have no message listener, keep the polyfill.
import type { InlineConfig } from 'vite';
import type { Entrypoint } from 'wxt';

const BROWSER_MODULE = 'wxt/browser';
const WITHOUT_POLYFILL: readonly Entrypoint['type'][] = ['content-script', 'background', 'unlisted-script'];

type Alias = NonNullable<NonNullable<InlineConfig['resolve']>['alias']>;

function withoutBrowserAlias(alias: Alias): Alias {
  if (Array.isArray(alias)) return alias.filter((entry) => entry.find !== BROWSER_MODULE);
  const { [BROWSER_MODULE]: _polyfill, ...rest } = alias as Record<string, string>;
  return rest;
}

/** For WXT's `vite:build:extendConfig` hook: a build of content scripts or the background alone drops the alias. */
export function withoutPolyfill(entrypoints: readonly Entrypoint[], config: InlineConfig): void {
  if (!entrypoints.length || !entrypoints.every((entry) => WITHOUT_POLYFILL.includes(entry.type))) return;
  if (config.resolve?.alias) config.resolve.alias = withoutBrowserAlias(config.resolve.alias);
}
