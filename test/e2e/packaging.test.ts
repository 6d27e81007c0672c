// `npm run zip` (run by `npm test` before this) leaves the Chrome zip, the Firefox zip and the
// sources zip Firefox's add-on store asks for; each holds what it should and nothing else.
import { readFile, readdir } from 'node:fs/promises';
import { describe, expect, test } from 'vitest';

/** File names in a zip, read from its central directory. */
async function zipEntries(path: string): Promise<string[]> {
  const zip = await readFile(path);
  const names: string[] = [];
  for (let at = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06])), offset = zip.readUInt32LE(at + 16), i = zip.readUInt16LE(at + 10); i > 0; i--) {
    const nameLength = zip.readUInt16LE(offset + 28);
    names.push(zip.toString('utf8', offset + 46, offset + 46 + nameLength));
    offset += 46 + nameLength + zip.readUInt16LE(offset + 30) + zip.readUInt16LE(offset + 32);
  }
  return names;
}

const version: string = JSON.parse(await readFile('package.json', 'utf8')).version;
const zipPath = (kind: string) => `.output/inplace-${version}-${kind}.zip`;

describe('packages', () => {
  test('all three zips are there', async () => {
    const files = await readdir('.output');
    expect(files).toEqual(expect.arrayContaining([`inplace-${version}-chrome.zip`, `inplace-${version}-firefox.zip`, `inplace-${version}-sources.zip`]));
  });

  test.each(['chrome', 'firefox'])('the %s zip is the built extension', async (browser) => {
    const entries = await zipEntries(zipPath(browser));
    expect(entries).toEqual(expect.arrayContaining(['manifest.json', 'background.js', 'sidepanel.html', 'options.html', 'content-scripts/content.js', 'icons/128.png']));
    const manifest = JSON.parse(await readFile(`.output/${browser}-mv3/manifest.json`, 'utf8'));
    expect(manifest.manifest_version).toBe(3);
    expect(manifest.host_permissions ?? []).toEqual([]);
    // activeTab asks the owner nothing at install: it lends Inplace a tab only when its button is clicked there.
    expect(manifest.permissions).toEqual(browser === 'chrome' ? ['storage', 'scripting', 'activeTab', 'sidePanel'] : ['storage', 'scripting', 'activeTab']);
  });

  test.each(['chrome', 'firefox'])('the %s content script (run on every page of a site) and background carry no browser API polyfill; the pages do', async (browser) => {
    const polyfill = 'This script should only be loaded in a browser extension';
    const dir = `.output/${browser}-mv3`;
    expect(await readFile(`${dir}/content-scripts/content.js`, 'utf8')).not.toContain(polyfill);
    expect(await readFile(`${dir}/background.js`, 'utf8')).not.toContain(polyfill);
    const chunks = await Promise.all((await readdir(`${dir}/chunks`)).map((file) => readFile(`${dir}/chunks/${file}`, 'utf8')));
    expect(chunks.filter((code) => code.includes(polyfill))).toHaveLength(1);
  });

  test('the sources zip holds what the build needs and no tests, docs or dependencies', async () => {
    const entries = await zipEntries(zipPath('sources'));
    expect(entries).toEqual(expect.arrayContaining(['package.json', 'package-lock.json', 'wxt.config.ts', 'tsconfig.json', 'README.md', 'entrypoints/background.ts', 'build/without-polyfill.ts', 'src/background/start.ts', 'assets/icons/128.png']));
    expect(entries.filter((name) => /^(node_modules|test|docs|\.output|bench|scripts)\//.test(name))).toEqual([]);
  });
});
