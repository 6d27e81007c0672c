import type { BrowserName, BrowserUnderTest } from './driver.ts';
import { launchChromium } from './chromium.ts';
import { launchFirefox } from './firefox.ts';

export const BROWSERS: BrowserName[] = ['chromium', 'firefox'];

/** `language`: the browser's language (BCP 47), English when not given. */
export function launchBrowser(name: BrowserName, options: { language?: string } = {}): Promise<BrowserUnderTest> {
  return name === 'chromium' ? launchChromium(options) : launchFirefox(options);
}
