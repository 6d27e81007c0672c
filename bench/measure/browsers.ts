// The browsers a run uses: the e2e harness's Chromium with Inplace loaded, and the same
// Chromium with the same switches but no extension, for side-by-side page costs.
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import type { TestPage } from '../../test/e2e/support/driver.ts';
import { chromiumExecutable } from '../../test/support/browsers.ts';

export interface PlainChromium {
  context: BrowserContext;
  close(): Promise<void>;
}

/**
 * Chromium as launchChromium() starts it, minus the extension. Its profile is a temporary one
 * Playwright makes and removes, also when the run is interrupted.
 */
export async function launchPlainChromium(): Promise<PlainChromium> {
  const context = await chromium.launchPersistentContext('', {
    executablePath: chromiumExecutable(),
    headless: true,
    viewport: null,
    locale: 'en-US',
    env: { ...process.env, LANGUAGE: 'en_US' },
    args: ['--lang=en-US', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  let closed = false;
  return {
    context,
    async close() {
      if (closed) return;
      closed = true;
      await context.close();
    },
  };
}

/** The Playwright page under a TestPage of the Chromium harness. */
export function pageOf(page: TestPage): Page {
  const inner = (page as unknown as { page?: Page }).page;
  if (!inner) throw new Error('not a Chromium test page');
  return inner;
}
