// The content script runs on every page load of an owner's site, and webextension-polyfill was a
// third of it (9 KB gzipped, evaluated each time). It needs no polyfill: Firefox has the
// promise-based `browser`, Chrome's MV3 `chrome.runtime.sendMessage` and `chrome.i18n` need no
// wrapping, and its one message listener answers through `sendResponse`, which both browsers
// take. So its build resolves `wxt/browser` to WXT's own (`browser` or `chrome`, as it is) and
// the extension pages and the background keep the polyfill.
import type { InlineConfig } from 'vite';
import type { Entrypoint } from 'wxt';

const BROWSER_MODULE = 'wxt/browser';

type Alias = NonNullable<NonNullable<InlineConfig['resolve']>['alias']>;

function withoutBrowserAlias(alias: Alias): Alias {
  if (Array.isArray(alias)) return alias.filter((entry) => entry.find !== BROWSER_MODULE);
  const { [BROWSER_MODULE]: _polyfill, ...rest } = alias as Record<string, string>;
  return rest;
}

/** For WXT's `vite:build:extendConfig` hook: a build of content scripts alone drops the alias. */
export function contentScriptWithoutPolyfill(entrypoints: readonly Entrypoint[], config: InlineConfig): void {
  if (!entrypoints.length || !entrypoints.every((entry) => entry.type === 'content-script')) return;
  if (config.resolve?.alias) config.resolve.alias = withoutBrowserAlias(config.resolve.alias);
}
