// Renders assets/icons/icon.svg to the PNG sizes the manifests use, with the same Chromium the
// tests use. Run after changing the SVG: `node scripts/render-icons.ts`.
import { readFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import { chromiumExecutable } from '../test/support/browsers.ts';

const sizes = [16, 32, 48, 96, 128];
const svg = await readFile(new URL('../assets/icons/icon.svg', import.meta.url), 'utf8');
const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: ['--no-sandbox'] });
try {
  for (const size of sizes) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`);
    await page.screenshot({ path: new URL(`../assets/icons/${size}.png`, import.meta.url).pathname, omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}
console.log(`rendered ${sizes.join(', ')} px icons`);
