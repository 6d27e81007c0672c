// @vitest-environment node
// The conventions a kind of record lives by, so that a new kind is added in its own folder and
// one line per registry, and is reachable by the owner: every folder of src/kinds is a kind and is
// in every registry its files call for; every kind is reached from at least one way in; and the
// architecture notes' layer table is the one the import-graph test holds.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { PART_LAUNCHERS } from '@/src/background/launcher-label';
import { IN_PANEL, SECTIONS } from '@/src/kinds/editors';
import type { KindWords } from '@/src/kinds/kind-words';
import { ON_PAGE, PART_KINDS } from '@/src/kinds/on-page';
import { FIRST_READS } from '@/src/kinds/first-reads';
import { KIND_WORDS } from '@/src/kinds/words';
import type { PointTarget } from '@/src/messages/point';
import { refForTarget } from '@/src/ui/sidepanel/point-to-edit';
import { EDITABLE_KINDS, ENTRY_KINDS, SHOWN_RECORD_KINDS, type EditableKind } from '@/src/vocabulary/kinds';
import { LAYERS } from '../../support/layers';

const KINDS_DIR = join(process.cwd(), 'src/kinds');
const folders = readdirSync(KINDS_DIR, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort();
const has = (folder: string, file: string) => existsSync(join(KINDS_DIR, folder, file));
const registry = (file: string) => readFileSync(join(KINDS_DIR, file), 'utf8');

/** A kind's files and the registry that must list each (by importing it). */
const REGISTERED_FILES = [
  { file: 'words.ts', registry: 'words.ts' },
  { file: 'on-page.ts', registry: 'on-page.ts' },
  { file: 'wire.ts', registry: 'wire.ts' },
  { file: 'editor/in-panel.ts', registry: 'editors.tsx' },
] as const;

describe('every folder of src/kinds is a kind, in every registry', () => {
  test('the folders are the kinds of src/vocabulary/kinds.ts, and `entry` that every module with entries shares', () => {
    expect(folders).toEqual([...EDITABLE_KINDS, 'entry'].sort());
  });

  test.each(REGISTERED_FILES)("a kind's $file is imported by src/kinds/$registry", ({ file, registry: registryFile }) => {
    const source = registry(registryFile);
    const missing = folders.filter((folder) => has(folder, file) && !source.includes(`'./${folder}/${file.replace(/\.tsx?$/, '')}'`));
    expect(missing, `folders whose ${file} src/kinds/${registryFile} does not import`).toEqual([]);
  });

  test('a kind with an editor says where it shows up in the panel (editor/in-panel.ts)', () => {
    expect(folders.filter((folder) => has(folder, 'editor') && !has(folder, 'editor/in-panel.ts'))).toEqual([]);
  });

  test('the registries of what the owner reads and of the panel hold every kind', () => {
    expect(Object.keys(KIND_WORDS).sort()).toEqual([...EDITABLE_KINDS].sort());
    expect(Object.keys(IN_PANEL).sort()).toEqual([...EDITABLE_KINDS].sort());
  });

  test('each module with entries has its words and shares the entry editor, list and first read', () => {
    for (const module of ENTRY_KINDS) {
      expect(has(module, 'words.ts'), module).toBe(true);
      expect(IN_PANEL[module].Editor).toBe(IN_PANEL[ENTRY_KINDS[0]].Editor);
      expect(IN_PANEL[module].section?.list).toEqual({ op: 'entries/list', module });
      expect(FIRST_READS[module](7)).toEqual({ op: 'entry/open', module, id: 7 });
    }
  });

  test("a kind's launcher words are launcher_edit_<kind>, and the background names those of parts as the kinds do", () => {
    const launchers = EDITABLE_KINDS.flatMap((kind) => {
      const words: KindWords = KIND_WORDS[kind];
      return words.launcher ? [[kind, words.launcher] as const] : [];
    });
    for (const [kind, key] of launchers) expect(key).toBe(`launcher_edit_${kind}`);
    const partsWithLauncher = PART_KINDS.filter((kind) => (KIND_WORDS[kind] as KindWords).launcher);
    expect([...PART_LAUNCHERS].sort()).toEqual([...partsWithLauncher].sort());
    // Every kind an address shows has one (the background words them by that rule).
    for (const kind of ['page', ...ENTRY_KINDS, ...SHOWN_RECORD_KINDS] as const) expect((KIND_WORDS[kind] as KindWords).launcher).toBe(`launcher_edit_${kind}`);
    // And every module's list and category pages name the module (launcher_list_<kind>); no other kind has such words.
    for (const kind of ENTRY_KINDS) expect((KIND_WORDS[kind] as KindWords).listLauncher).toBe(`launcher_list_${kind}`);
    expect(EDITABLE_KINDS.filter((kind) => (KIND_WORDS[kind] as KindWords).listLauncher).sort()).toEqual([...ENTRY_KINDS].sort());
  });

  test('a kind listed in All of the site has words for its section; one the page shows, words for Also on this page', () => {
    const words = (kind: EditableKind): KindWords => KIND_WORDS[kind];
    expect(SECTIONS.filter((section) => !words(section.kind).section).map((section) => section.kind)).toEqual([]);
    // A record a page shows as what it is (a photo's page) is This photo, not also on the page.
    expect(PART_KINDS.filter((kind) => !words(kind).alsoHere)).toEqual([...SHOWN_RECORD_KINDS]);
    for (const kind of SHOWN_RECORD_KINDS) expect(words(kind).thisOne).toBeTruthy();
  });
});

/** Kinds the owner cannot reach, each with why (none today). */
const NOT_REACHABLE: Partial<Record<EditableKind, string>> = {};

/** Every kind a pointing can open, whatever the tab shows. */
function pointedKinds(): Set<EditableKind> {
  const targets: PointTarget[] = [
    { what: 'content', offset: 0 }, { what: 'title' }, { what: 'comment', id: 1 }, { what: 'menu', menuId: 1, item: 0 },
    { what: 'block', block: 'AHEADER', offset: 0 }, { what: 'css', rules: [0] }, ...PART_KINDS.filter((kind) => ON_PAGE[kind].pointed).map((kind) => ({ what: 'part', kind, id: 1 }) as const),
    { what: 'listed', id: 1, part: 'title', offset: 0 }, { what: 'layout' },
  ];
  const kinds = new Set<EditableKind>();
  for (const onScreen of ['page', ...ENTRY_KINDS] as const) {
    for (const target of targets) {
      const list = onScreen === 'page' ? undefined : ({ kind: 'list', module: onScreen } as Parameters<typeof refForTarget>[2]);
      const ref = refForTarget(target, { kind: onScreen, id: 1 }, list);
      if (ref) kinds.add(ref.kind);
    }
  }
  return kinds;
}

describe('every kind is reached from at least one way in', () => {
  const waysIn: Record<string, Set<EditableKind>> = {
    'All of the site': new Set(SECTIONS.map((section) => section.kind)),
    'Also on this page': new Set(PART_KINDS),
    // The design of the page on screen lists the templates that drew it (src/ui/sidepanel/DesignView.tsx).
    Design: new Set(['template']),
    'Point to edit': pointedKinds(),
    'the launcher': new Set(EDITABLE_KINDS.filter((kind) => (KIND_WORDS[kind] as KindWords).launcher)),
    // A place of its own where the tab shows where it lives (a topic's posts, Add photos).
    'its place': new Set(EDITABLE_KINDS.filter((kind) => IN_PANEL[kind].places?.length)),
  };

  test.each([...EDITABLE_KINDS])('%s', (kind) => {
    const ways = Object.entries(waysIn).filter(([, kinds]) => kinds.has(kind)).map(([way]) => way);
    if (NOT_REACHABLE[kind]) expect(ways, `${kind} is listed as not reachable: ${NOT_REACHABLE[kind]}`).toEqual([]);
    else expect(ways.length, `${kind} is reached from nowhere`).toBeGreaterThan(0);
  });

  test('what the page shows as parts is found by the platform\'s markup', () => {
    for (const kind of PART_KINDS) expect(ON_PAGE[kind].selector).toContain(ON_PAGE[kind].idPrefix);
  });
});

describe("the architecture notes' layer table", () => {
  test('names each layer\'s parts as the import-graph test holds them', () => {
    const docs = readFileSync(join(process.cwd(), 'docs/architecture.md'), 'utf8');
    const rows = [...docs.matchAll(/^\| (\d+) \| ([^|]+) \|/gm)].map(([, , parts]) => [...parts!.matchAll(/`([^`]+)`/g)].map(([, part]) => part));
    expect(rows).toEqual(LAYERS.map((layer) => [...layer]));
  });
});
