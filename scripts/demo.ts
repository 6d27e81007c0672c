// `npm run demo`: the reference site, and Chromium with Inplace loaded and the site added,
// so a newcomer can edit a page within a minute. `-- --first-visit`: a fresh profile and the
// site not added, to add it from the site itself as a new owner does.
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { startSite } from '../test/site/server.ts';
import { launchChromium } from '../test/e2e/support/chromium.ts';
import { addSite } from '../test/e2e/support/flows.ts';

const { values } = parseArgs({
  options: { port: { type: 'string', default: '8080' }, 'no-browser': { type: 'boolean', default: false }, 'first-visit': { type: 'boolean', default: false } },
});
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`demo: --port must be a port number, got "${values.port}"`);
  process.exit(2);
}

const build = spawnSync('npx', ['wxt', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
if (build.status !== 0) process.exit(build.status ?? 1);

const site = await startSite({ port });
console.log(`site ready: ${site.url}/ token: ${site.token}`);

const hasDisplay = Boolean(process.env.DISPLAY || process.env.WAYLAND_DISPLAY);
if (values['no-browser'] || !hasDisplay) {
  if (!hasDisplay) console.log('demo: this machine has no display, so no browser window can open.');
  console.log(
    [
      'demo: the reference site keeps running; to edit it with Inplace:',
      '  - on a machine with a screen, run `npm run demo` there;',
      '  - or here, under a virtual display: `xvfb-run -a npm run demo` (Debian package xvfb);',
      '  - or load .output/chrome-mv3 into your own Chromium (README, "Loading the extension by hand"),',
      `    then open ${site.url}/ and click Inplace's toolbar button to add the site (the token is above).`,
      'Press Ctrl+C to stop.',
    ].join('\n'),
  );
} else {
  const firstVisit = values['first-visit'];
  // For a first visit, a profile of its own each time, deleted on close: Inplace has never seen the site.
  const browser = await launchChromium({ headless: false, ...(firstVisit ? {} : { profileDir: '.cache/demo-profile' }) });
  if (!firstVisit) await (await addSite(browser, site.url, site.token)).close();
  await browser.newPage(`${site.url}/`);
  console.log(
    firstVisit
      ? "demo: Inplace is loaded, the site not added. Click Inplace's toolbar button (pin it from the puzzle-piece menu), then Get a token. Close the browser to stop."
      : 'demo: Inplace is loaded and the site is added. Click "Inplace" on the page to edit it. Close the browser to stop.',
  );
  browser.context.on('close', async () => {
    await site.close();
    process.exit(0);
  });
}
