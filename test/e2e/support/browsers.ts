import type { BrowserName, BrowserUnderTest } from './driver.ts';
import { launchChromium } from './chromium.ts';
import { launchFirefox } from './firefox.ts';

export const BROWSERS: BrowserName[] = ['chromium', 'firefox'];

export function launchBrowser(name: BrowserName): Promise<BrowserUnderTest> {
  return name === 'chromium' ? launchChromium() : launchFirefox();
}
