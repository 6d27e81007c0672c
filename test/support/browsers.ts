// Where the browsers for end-to-end tests live: Debian's packages on CI and dev machines,
// overridable for other systems.
import { existsSync } from 'node:fs';

function firstExisting(candidates: (string | undefined)[], what: string): string {
  for (const path of candidates) if (path && existsSync(path)) return path;
  throw new Error(`${what} not found: install it (Debian: apt-get install -y chromium firefox-esr) or set its path in the environment`);
}

export function chromiumExecutable(): string {
  return firstExisting([process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'], 'Chromium (CHROMIUM_PATH)');
}

export function firefoxExecutable(): string {
  return firstExisting([process.env.FIREFOX_PATH, '/usr/bin/firefox-esr', '/usr/bin/firefox'], 'Firefox (FIREFOX_PATH)');
}
