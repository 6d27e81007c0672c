import { browser } from 'wxt/browser';

/** URL of a file in the extension, including files the build copies in (icons). */
export function extensionUrl(path: string): string {
  return (browser.runtime.getURL as (path: string) => string)(path);
}
