// @vitest-environment node
// The scaffold of a new kind (npm run new-kind) against today's registries: each takes the
// kind's line (and the import it needs) and nothing else, its files are the folder and its
// tests, its messages are new in both catalogues, and a name it cannot use is refused in words.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { entryModuleFiles, ownKindFiles } from '../../../scripts/scaffold/kind-files';
import { kindMessages, withMessages } from '../../../scripts/scaffold/kind-messages';
import { kindNames } from '../../../scripts/scaffold/kind-names';
import { entryModuleEdits, ownKindEdits } from '../../../scripts/scaffold/registry-lines';

/** The lines an edit added, and how many it took away. */
function added(before: string, after: string): { added: string[]; removed: number } {
  const was = before.split('\n');
  const now = after.split('\n');
  const left = [...was];
  const addedLines = now.filter((line) => {
    const at = left.indexOf(line);
    if (at >= 0) left.splice(at, 1);
    return at < 0;
  });
  return { added: addedLines, removed: left.length };
}

describe('npm run new-kind', () => {
  test('a kind of its own: one line (and its import) in each registry, nothing else changed', () => {
    const edits = ownKindEdits(kindNames('banner'));
    expect(edits.map((edit) => edit.file)).toEqual(['src/vocabulary/kinds.ts', 'src/kinds/words.ts', 'src/kinds/wire.ts', 'src/kinds/editors.tsx', 'src/api/called-endpoints.ts']);
    const changes = edits.map(({ file, edit }) => added(readFileSync(file, 'utf8'), edit(readFileSync(file, 'utf8'))));
    expect(changes).toEqual([
      { added: ["  'banner',"], removed: 0 },
      { added: ["import { bannerWords } from './banner/words';", '  banner: bannerWords,'], removed: 0 },
      { added: ["import { bannerWire } from './banner/wire';", '  banner: bannerWire,'], removed: 0 },
      { added: ["import { bannerInPanel } from './banner/editor/in-panel';", '  banner: bannerInPanel,'], removed: 0 },
      { added: ["import { banners } from './areas/banners';", '  ...banners,'], removed: 0 },
    ]);
    // Its line goes into the list of numbered kinds, not the modules with entries.
    const vocabulary = edits[0]!.edit(readFileSync('src/vocabulary/kinds.ts', 'utf8'));
    expect(vocabulary.indexOf("  'banner',")).toBeGreaterThan(vocabulary.indexOf('export const NUMBERED_KINDS'));
  });

  test("a kind of its own's files: its folder, a test of its model and its operations' examples", () => {
    expect(Object.keys(ownKindFiles(kindNames('banner'))).sort()).toEqual([
      'src/kinds/banner/editor/BannerEditor.tsx', 'src/kinds/banner/editor/in-panel.ts', 'src/kinds/banner/model.ts', 'src/kinds/banner/wire.ts', 'src/kinds/banner/words.ts',
      'test/unit/kinds/banner-model.test.ts', 'test/unit/kinds/operations/banner.ts',
    ]);
  });

  test('a module with entries: its words, its name among the modules, its line in the words', () => {
    const edits = entryModuleEdits(kindNames('guide'));
    const changes = edits.map(({ file, edit }) => added(readFileSync(file, 'utf8'), edit(readFileSync(file, 'utf8'))));
    expect(changes).toEqual([{ added: ["  'guide',"], removed: 0 }, { added: ["import { guideWords } from './guide/words';", '  guide: guideWords,'], removed: 0 }]);
    const vocabulary = edits[0]!.edit(readFileSync('src/vocabulary/kinds.ts', 'utf8'));
    expect(vocabulary.indexOf("  'guide',")).toBeLessThan(vocabulary.indexOf('export const NUMBERED_KINDS'));
    expect(Object.keys(entryModuleFiles(kindNames('guide')))).toEqual(['src/kinds/guide/words.ts']);
  });

  test('its messages are new in both catalogues; the English say what each is for', () => {
    for (const [entries, name] of [[false, 'banner'], [true, 'guide']] as const) {
      const messages = kindMessages(kindNames(name), entries);
      for (const language of ['en', 'ru']) {
        const catalogue = readFileSync(`public/_locales/${language}/messages.json`, 'utf8');
        const after = JSON.parse(withMessages(catalogue, messages, language === 'en')) as Record<string, { message: string; description?: string }>;
        expect(Object.keys(after).length - Object.keys(JSON.parse(catalogue) as object).length).toBe(Object.keys(messages).length);
        for (const key of Object.keys(messages)) expect(Boolean(after[key]!.description)).toBe(language === 'en');
      }
    }
    // The words the kind's files name are the messages it adds.
    const files = Object.values(ownKindFiles(kindNames('banner'))).join('\n');
    for (const key of Object.keys(kindMessages(kindNames('banner'), false))) expect(files).toContain(`'${key}'`);
  });

  test('a kind already there, a name it cannot use, or one twice in a registry is refused in words', () => {
    expect(() => kindNames('Banner')).toThrow(/lower-case letters/);
    expect(() => kindNames('b')).toThrow(/no kind's name/);
    expect(() => withMessages(readFileSync('public/_locales/en/messages.json', 'utf8'), kindMessages(kindNames('news'), true), true)).toThrow(/there already/);
    const [vocabulary] = ownKindEdits(kindNames('menu'));
    expect(() => vocabulary!.edit(readFileSync(vocabulary!.file, 'utf8'))).toThrow(/already has/);
  });
});
