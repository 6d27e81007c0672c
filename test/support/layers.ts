// The layers of src/, bottom first, and the part each file belongs to: checked over the import
// graph (test/unit/build/import-graph.test.ts) and against docs/architecture.md's table
// (test/unit/build/kinds-conventions.test.ts).

/** Bottom first. A part may import its own files and those of the layers below it, nothing else. */
export const LAYERS: readonly (readonly string[])[] = [
  // Words and checks with no knowledge of the rest.
  ['vocabulary', 'validation', 'i18n', 'scheduling', 'security'],
  // Reading the platform: its HTTP API, its markup, HTML source, a forum post's markers and BB code; finding and replacing text in a field; local storage; what each kind of record is called.
  ['api', 'detect', 'html-source', 'post-markup', 'replace', 'storage', 'kinds/words'],
  // Keeping tokens and counting their requests; how each kind shows on the site's pages.
  ['vault', 'quota', 'kinds/on-page'],
  // Each kind's operations: their schemas and the endpoint each maps to.
  ['kinds/wire'],
  // What the parts say to each other.
  ['messages'],
  // Records of the site: reading, comparing, writing.
  ['resources'],
  // Each kind's own model: its fields, how it is read and written.
  ['kinds/model'],
  // The owner's drafts and saving them.
  ['drafts'],
  // Find and replace across the site: the scan, applying the ticked matches, undoing them.
  ['site-replace'],
  // The three running parts: the content script, the background, the extension's pages.
  ['content', 'background', 'ui/code', 'ui/rich-text', 'ui/editor', 'kinds/editor', 'ui/adding', 'ui/options', 'ui/sidepanel', 'ui'],
];

/** Within the top layer, which parts build on which (the side panel shows editors, and so on). */
export const TOP_LAYER_USES: Record<string, readonly string[]> = {
  'ui/editor': ['ui', 'ui/rich-text', 'ui/code'],
  'ui/rich-text': ['ui', 'ui/code'],
  'ui/code': ['ui'],
  'ui/adding': ['ui'],
  'ui/options': ['ui', 'ui/adding'],
  'kinds/editor': ['ui', 'ui/editor', 'ui/rich-text', 'ui/code'],
  'ui/sidepanel': ['ui', 'ui/editor', 'kinds/editor', 'ui/adding'],
};

/**
 * The part a source file belongs to: `api` for src/api/client.ts, `ui/editor` for
 * src/ui/editor/x.tsx. A kind's folder spans layers, by file: `words.ts`, `wire.ts`, its
 * `editor/` folder, and the rest its model; so do the registries of each at src/kinds/.
 */
export function partOf(path: string): string | null {
  const kinds = /^src\/kinds\/(?:[^/]+\/)?(.+)$/.exec(path);
  if (kinds) {
    const file = kinds[1]!;
    if (/^(words|kind-words)\.ts$/.test(file)) return 'kinds/words';
    if (/^(on-page|kind-on-page)\.ts$/.test(file)) return 'kinds/on-page';
    if (/^(wire|wire-values)\.ts$/.test(file)) return 'kinds/wire';
    if (file.startsWith('editor/') || file === 'editors.tsx') return 'kinds/editor';
    return 'kinds/model';
  }
  const ui = /^src\/ui\/([^/]+)\//.exec(path);
  if (ui) return `ui/${ui[1]}`;
  if (/^src\/ui\/[^/]+$/.test(path)) return 'ui';
  return /^src\/([^/]+)\//.exec(path)?.[1] ?? null;
}

