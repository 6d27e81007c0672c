// What a new kind still needs after the scaffold, in the order to do it: printed by new-kind.ts,
// and the second half of the architecture notes' "How to add a kind".
import type { KindNames } from './kind-names.ts';

export function leftToDo(n: KindNames, entries: boolean, messageKeys: string[]): string {
  const translate = `Translate in public/_locales/ru/messages.json: ${messageKeys.join(', ')}.`;
  if (entries) {
    return [
      'Left to do:',
      `1. ${translate}`,
      `2. Where its addresses differ from the modules known, the recogniser: src/detect/resource.ts.`,
      `3. The reference site's module (test/site/api/entry-modules.ts and its seed), from the spec and the platform notes; where no source shows a shape, say so in its code and vary it in the variants mode.`,
      `4. An end-to-end test that opens an entry of ${n.kind} from the tab and from All of the site.`,
    ].join('\n');
  }
  return [
    'Left to do:',
    `1. The API area src/api/areas/${n.plural}.ts (as src/api/areas/mail.ts), exporting \`${n.plural}\` with ${n.plural}.list, .get, .update and .create from the spec; until it is there, src/api/called-endpoints.ts does not compile. Where an area already names the module's endpoints (the photo album's are in src/api/areas/entries.ts), map the wire to those and take the area's import out of src/api/called-endpoints.ts.`,
    `2. The reference site's answers: test/site/api/${n.plural}.ts, mounted in test/site/api/index.ts, with seed data (test/site/data/); from the spec and the platform notes, a guess said so in its code and varied in the variants mode.`,
    `3. ${translate}`,
    `4. Its fields beyond the name (model.ts, wire.ts, editor/${n.pascal}Editor.tsx), and where else it shows up: editor/in-panel.ts (preview), on-page.ts (Also on this page), Point to edit.`,
    `5. An end-to-end test that opens a ${n.words} from All of the site, edits and saves it.`,
  ].join('\n');
}
