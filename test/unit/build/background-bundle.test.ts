// The service worker starts on every event after it idles: what it loads is bundled here the way
// the build bundles it (the browser API polyfill included, minified, no comments), and held to
// its budget, which `npm run bench` also reports on the build's background.js. The build's own
// wrapper adds about 0.11 KB gzipped (30,546 here against 30,658 built): counted in.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, test } from 'vitest';
import { calledEndpoints } from '@/src/api/called-endpoints';
import { endpoints } from '../../support/spec-endpoints';
import { bundleOf } from '../../support/bundle';

const BUDGET_GZIP = 30 * 1024;
/** What the build adds around the same modules (WXT's entry wrapper), gzipped, with some room. */
const BUILD_WRAPPER_GZIP = 150;

let modules: string[] = [];
let gzipped = 0;

beforeAll(async () => {
  const bundle = await bundleOf('src/background/start.ts', { minify: true });
  modules = bundle.modules;
  gzipped = gzipSync(bundle.code, { level: 9 }).length;
});

describe('the background bundle', () => {
  test(`is under ${BUDGET_GZIP / 1024} KB gzipped`, () => {
    expect(gzipped + BUILD_WRAPPER_GZIP).toBeLessThan(BUDGET_GZIP);
  });

  test("carries zod's functional API only, and no query-string library", () => {
    expect(modules.some((file) => file.includes('node_modules/zod/v4/mini/'))).toBe(true);
    expect(modules.filter((file) => /node_modules\/zod\/(v4\/classic|v3)\//.test(file))).toEqual([]);
    expect(modules.filter((file) => /node_modules\/(qs|qs-esm|side-channel[^/]*|get-intrinsic)\//.test(file))).toEqual([]);
  });

  test('carries the endpoint areas operations reach (those of called-endpoints.ts), not the whole spec', () => {
    const areas = modules.filter((file) => file.startsWith('src/api/areas/')).sort();
    const called = [...readFileSync('src/api/called-endpoints.ts', 'utf8').matchAll(/from '\.\/areas\/([a-z-]+)'/g)].map(([, area]) => `src/api/areas/${area}.ts`);
    expect(called.length).toBeGreaterThanOrEqual(7);
    expect(areas).toEqual(called.sort());
    expect(modules).not.toContain('test/support/spec-areas/shop.ts');
    expect(modules).not.toContain('src/api/endpoints.ts');
  });
});

test("the endpoints operations reach are the spec's own definitions", () => {
  for (const [name, endpoint] of Object.entries(calledEndpoints)) expect(endpoint).toBe(endpoints[name as keyof typeof endpoints]);
});
