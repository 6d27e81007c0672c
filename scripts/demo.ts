// `npm run demo`: the reference site, and Chromium with Inplace loaded and the site added,
// so a newcomer can edit a page within a minute.
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { startSite } from '../test/site/server.ts';
import { launchChromium } from '../test/e2e/support/chromium.ts';
import { addSite } from '../test/e2e/support/flows.ts';

const { values } = parseArgs({ options: { port: { type: 'string', default: '8080' }, 'no-browser': { type: 'boolean', default: false } } });
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
      `    then add the site ${site.url} with the token above in Inplace's options page.`,
      'Press Ctrl+C to stop.',
    ].join('\n'),
  );
} else {
  const browser = await launchChromium({ headless: false, profileDir: '.cache/demo-profile' });
  const options = await addSite(browser, site.url, site.token);
  await options.close();
  await browser.newPage(`${site.url}/`);
  console.log('demo: Inplace is loaded and the site is added. Click "Inplace" on the page to edit it. Close the browser to stop.');
  browser.context.on('close', async () => {
    await site.close();
    process.exit(0);
  });
}
