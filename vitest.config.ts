import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

// Three projects: extension logic against a fake browser, the reference site in-process,
// and end-to-end runs of the built extension in real browsers (serial: they share 2 cores).
export default defineConfig({
  test: {
    reporters: ['default', './test/support/summary-reporter.ts'],
    projects: [
      {
        plugins: [WxtVitest()],
        test: { name: 'unit', include: ['test/unit/**/*.test.ts', 'src/**/*.test.ts'], setupFiles: ['fake-indexeddb/auto', './test/support/i18n.ts'] },
      },
      {
        // Property tests drive the site over HTTP dozens of times (1 to 2 s on an idle host): a
        // loaded one may take four times as long, within this bound.
        test: { name: 'site', include: ['test/site/**/*.test.ts', 'test/api/**/*.test.ts'], environment: 'node', setupFiles: ['./test/support/i18n.ts'], testTimeout: 30_000 },
      },
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 90_000,
          hookTimeout: 90_000,
        },
      },
    ],
  },
});
