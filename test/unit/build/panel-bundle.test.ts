// The side panel's interface is read on every opening, before the editor shows the page: it
// carries no message schemas. Those are the background's, which checks every message it gets;
// a constant or key the panel imports from their modules would bring every schema in with it,
// built at each opening for nothing.
import { beforeAll, expect, test } from 'vitest';
import { bundleOf, startupModulesOf } from '../../support/bundle';

let modules: string[] = [];

beforeAll(async () => {
  ({ modules } = await bundleOf('src/ui/sidepanel/SidePanelApp.tsx'));
}, 60_000);

test("the side panel's interface carries no message schemas", () => {
  expect(modules).toContain('src/ui/sidepanel/SidePanelApp.tsx');
  expect(modules.filter((file) => /^src\/messages\/(operations|protocol)\.ts$/.test(file))).toEqual([]);
  expect(modules).not.toContain('src/api/schemas.ts');
});

test("the side panel's opening loads no editor engine: Squire, parse5 and CodeMirror come with the first editor that needs them", async () => {
  const startup = await startupModulesOf('src/ui/sidepanel/SidePanelApp.tsx');
  expect(startup).toContain('src/ui/rich-text/ContentEditor.tsx');
  expect(startup).toContain('src/ui/code/CodeEditor.tsx');
  expect(startup.filter((file) => /(?:^|\/)(squire-rte|parse5|@codemirror|@lezer)\//.test(file))).toEqual([]);
  expect(startup).not.toContain('src/html-source/source-model.ts');
}, 60_000);
