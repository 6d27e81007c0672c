// A new kind's line in each registry it must be in (and the import that line needs): each edit
// is the source of one file before and after, or an error naming what was not found where it was
// looked for (a registry reshaped since this was written).
import type { KindNames } from './kind-names.ts';

export interface RegistryEdit {
  file: string;
  edit(source: string): string;
}

/** Puts `line` before the first line at or after `after` that is exactly `closing`. */
function lineBefore(source: string, after: string, closing: string, line: string, file: string): string {
  const start = source.indexOf(after);
  if (start < 0) throw new Error(`${file}: "${after}" not found`);
  const lines = source.split('\n');
  let offset = 0;
  for (let i = 0; i < lines.length; i++) {
    if (offset >= start && lines[i] === closing) {
      if (lines.includes(line)) throw new Error(`${file}: already has "${line.trim()}"`);
      lines.splice(i, 0, line);
      return lines.join('\n');
    }
    offset += lines[i]!.length + 1;
  }
  throw new Error(`${file}: no "${closing}" after "${after}"`);
}

/** Puts an import after the file's last import. */
function withImport(source: string, line: string): string {
  const lines = source.split('\n');
  const last = lines.reduce((at, text, i) => (text.startsWith('import ') ? i : at), -1);
  lines.splice(last + 1, 0, line);
  return lines.join('\n');
}

export function ownKindEdits(n: KindNames): RegistryEdit[] {
  return [
    { file: 'src/vocabulary/kinds.ts', edit: (s) => lineBefore(s, 'export const NUMBERED_KINDS', '] as const;', `  '${n.kind}',`, 'src/vocabulary/kinds.ts') },
    { file: 'src/kinds/words.ts', edit: (s) => lineBefore(withImport(s, `import { ${n.camel}Words } from './${n.kind}/words';`), 'export const KIND_WORDS', '} satisfies Record<EditableKind, KindWords>;', `  ${n.kind}: ${n.camel}Words,`, 'src/kinds/words.ts') },
    { file: 'src/kinds/wire.ts', edit: (s) => lineBefore(withImport(s, `import { ${n.camel}Wire } from './${n.kind}/wire';`), 'export const KIND_WIRE', '} satisfies { [K in WireKind]: KindWire };', `  ${n.kind}: ${n.camel}Wire,`, 'src/kinds/wire.ts') },
    { file: 'src/kinds/editors.tsx', edit: (s) => lineBefore(withImport(s, `import { ${n.camel}InPanel } from './${n.kind}/editor/in-panel';`), 'export const IN_PANEL', '};', `  ${n.kind}: ${n.camel}InPanel,`, 'src/kinds/editors.tsx') },
    { file: 'src/api/called-endpoints.ts', edit: (s) => lineBefore(withImport(s, `import { ${n.plural} } from './areas/${n.plural}';`), 'export const calledEndpoints', '};', `  ...${n.plural},`, 'src/api/called-endpoints.ts') },
  ];
}

export function entryModuleEdits(n: KindNames): RegistryEdit[] {
  return [
    { file: 'src/vocabulary/kinds.ts', edit: (s) => lineBefore(s, 'export const ENTRY_KINDS', '] as const;', `  '${n.kind}',`, 'src/vocabulary/kinds.ts') },
    { file: 'src/kinds/words.ts', edit: (s) => lineBefore(withImport(s, `import { ${n.camel}Words } from './${n.kind}/words';`), 'export const KIND_WORDS', '} satisfies Record<EditableKind, KindWords>;', `  ${n.kind}: ${n.camel}Words,`, 'src/kinds/words.ts') },
  ];
}
