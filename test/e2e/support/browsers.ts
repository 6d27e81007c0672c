import type { BrowserName, BrowserUnderTest } from './driver.ts';
import { launchChromium } from './chromium.ts';
import { launchFirefox } from './firefox.ts';

/** Both, or the one ONLY_BROWSER names (chromium or firefox) while working on one. */
export const BROWSERS: BrowserName[] = process.env.ONLY_BROWSER ? [process.env.ONLY_BROWSER as BrowserName] : ['chromium', 'firefox'];

/** `language`: the browser's language (BCP 47), English when not given. */
export function launchBrowser(name: BrowserName, options: { language?: string } = {}): Promise<BrowserUnderTest> {
  return name === 'chromium' ? launchChromium(options) : launchFirefox(options);
}
