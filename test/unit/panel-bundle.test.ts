// The side panel's interface is read on every opening, before the editor shows the page: it
// carries no message schemas. Those are the background's, which checks every message it gets;
// a constant or key the panel imports from their modules would bring every schema in with it,
// built at each opening for nothing.
import { rolldown } from 'rolldown';
import { beforeAll, expect, test } from 'vitest';

let modules: string[] = [];

beforeAll(async () => {
  const bundle = await rolldown({
    input: 'src/ui/sidepanel/SidePanelApp.tsx',
    cwd: process.cwd(),
    platform: 'browser',
    logLevel: 'silent',
    transform: { jsx: { runtime: 'automatic', importSource: 'preact' } },
    external: [/\.css$/],
  });
  const { output } = await bundle.generate({ format: 'esm', codeSplitting: false });
  await bundle.close();
  modules = Object.keys(output[0].modules).map((file) => file.replace(`${process.cwd()}/`, ''));
}, 60_000);

test("the side panel's interface carries no message schemas", () => {
  expect(modules).toContain('src/ui/sidepanel/SidePanelApp.tsx');
  expect(modules.filter((file) => /^src\/messages\/(operations|protocol)\.ts$/.test(file))).toEqual([]);
  expect(modules).not.toContain('src/api/schemas.ts');
});
