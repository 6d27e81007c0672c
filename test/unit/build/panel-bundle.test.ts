// The side panel's interface is read on every opening, before the editor shows the page: it
// carries no message schemas. Those are the background's, which checks every message it gets;
// a constant or key the panel imports from their modules would bring every schema in with it,
// built at each opening for nothing.
import { beforeAll, expect, test } from 'vitest';
import { bundleOf } from '../../support/bundle';

let modules: string[] = [];

beforeAll(async () => {
  ({ modules } = await bundleOf('src/ui/sidepanel/SidePanelApp.tsx'));
}, 60_000);

test("the side panel's interface carries no message schemas", () => {
  expect(modules).toContain('src/ui/sidepanel/SidePanelApp.tsx');
  expect(modules.filter((file) => /^src\/messages\/(operations|protocol)\.ts$/.test(file))).toEqual([]);
  expect(modules).not.toContain('src/api/schemas.ts');
});
