// The files a new kind starts from: its folder (words, wire, model, editor and its place in the
// panel) and a test of its model, for a kind of its own; only its words for a module with entries,
// which shares everything else (src/kinds/entry/). Each is a working minimum: a record with a
// name, listed in All of the site, opened, edited, saved and created through `<area>.list`,
// `.get`, `.update` and `.create`.
import type { KindNames } from './kind-names.ts';

export type KindFiles = Record<string, string>;

export function ownKindFiles(n: KindNames): KindFiles {
  const dir = `src/kinds/${n.kind}`;
  return {
    [`${dir}/words.ts`]: `// A ${n.words}: what the owner reads of it.
import type { KindWords } from '../kind-words';

export const ${n.camel}Words = {
  editor: { create: 'editor_new_${n.kind}', named: 'editor_edit_${n.kind}', numbered: 'editor_edit_${n.kind}_number' },
  section: { title: 'section_${n.plural}', show: 'show_${n.plural}' },
} satisfies KindWords;
`,
    [`${dir}/wire.ts`]: `// What a page of the extension may ask of the site's ${n.plural}, and the endpoint each maps to
// (the area \`${n.plural}\` of src/api/areas/).
import { z } from '../../validation/z';
import { extraFields, id, kindWire, optionalLine, paging, pagingParams } from '../wire-values';

/** The fields of a ${n.words} the editor writes (a save sends only those that changed). */
export const ${n.camel}FieldsSchema = z.strictObject({ name: optionalLine, ...extraFields });

export const ${n.camel}Operations = [
  z.strictObject({ op: z.literal('${n.kind}/open'), id }),
  z.strictObject({ op: z.literal('${n.kind}/save'), id, fields: ${n.camel}FieldsSchema }),
  z.strictObject({ op: z.literal('${n.kind}/create'), fields: ${n.camel}FieldsSchema }),
  z.strictObject({ op: z.literal('${n.plural}/list'), ...paging }),
] as const;

export const ${n.camel}Wire = kindWire(${n.camel}Operations, {
  '${n.kind}/open': (operation) => ({ endpoint: '${n.plural}.get', params: { id: operation.id } }),
  '${n.kind}/save': (operation) => ({ endpoint: '${n.plural}.update', params: { ...operation.fields, id: operation.id } }),
  '${n.kind}/create': (operation) => ({ endpoint: '${n.plural}.create', params: { ...operation.fields } }),
  '${n.plural}/list': (operation) => ({ endpoint: '${n.plural}.list', params: pagingParams(operation) }),
});
`,
    [`${dir}/model.ts`]: `// A ${n.words} of the site: its fields, how it is read, checked and written.
import { t } from '../../i18n';
import type { RunOperation } from '../../messages/operations';
import { absentOf, asRecord, has, read, type FieldErrors, type SiteCopy } from '../../resources/records';
import type { ResourceKind } from '../../resources/kind';
import { recordId } from '../../resources/list-answer';

export interface ${n.pascal}Fields extends SiteCopy {
  name: string;
}

/** A ${n.words} as the site sends it; a field it left out is named in \`absent\`, never taken for empty. */
export function ${n.camel}From(value: unknown): ${n.pascal}Fields {
  const record = asRecord(value);
  const fields: ${n.pascal}Fields = { name: read.text(record, 'name') };
  const absent = absentOf(record, ['name'], (key) => has(record, key));
  if (absent.length) fields.absent = absent;
  return fields;
}

export const ${n.camel}Kind: ResourceKind<${n.pascal}Fields> = {
  kind: '${n.kind}',
  labels: { name: 'field_${n.kind}_name' },
  empty: () => ({ name: '' }),
  fromRecord: ${n.camel}From,
  load: async (api: RunOperation, id: number) => ${n.camel}From(await api({ op: '${n.kind}/open', id })),
  validate(fields): FieldErrors {
    return fields.name.trim() ? {} : { name: t('validate_${n.kind}_name') };
  },
  write: async (api, id, changed, fields) => asRecord(await api({ op: '${n.kind}/save', id, fields: changed.includes('name') ? { name: fields.name } : {} })),
  async create(api, fields) {
    const answer = asRecord(await api({ op: '${n.kind}/create', fields: { name: fields.name } }));
    return { id: recordId(answer), onSite: has(answer, 'name') ? ${n.camel}From(answer) : null };
  },
};
`,
    [`${dir}/editor/${n.pascal}Editor.tsx`]: `// A ${n.words}: its name.
import { t } from '../../../i18n';
import { editorTitle } from '../../editor-title';
import { ${n.camel}Kind } from '../model';
import { EditorShell } from '../../../ui/editor/EditorShell';
import type { EditorProps } from '../../../ui/editor/editor-props';
import { TextField } from '../../../ui/editor/fields';
import { useResourceEditor } from '../../../ui/editor/useResourceEditor';
import type { NumberedRef } from '../../../resources/resource-ref';

export function ${n.pascal}Editor({ site, ref_, api, onSaved }: EditorProps<NumberedRef<'${n.kind}'>>) {
  const editor = useResourceEditor(${n.camel}Kind, api, { site, id: ref_.id }, (id) => onSaved({ kind: '${n.kind}', id }));
  const { state, update } = editor;
  return (
    <EditorShell title={editorTitle(ref_, state.base?.name)} site={site} editor={editor}>
      <TextField id="f-name" label={t('field_${n.kind}_name')} value={state.fields.name} error={state.errors.name} maxLength={255} onInput={(name) => update({ name })} />
    </EditorShell>
  );
}
`,
    [`${dir}/editor/in-panel.ts`]: `// A ${n.words} in the panel: a section of All of the site. Its editor is read when first shown,
// so the panel's first script stays within its budget.
import type { KindInPanel } from '../../../ui/editor/kind-in-panel';
import type { EditorProps } from '../../../ui/editor/editor-props';
import type { NumberedRef } from '../../../resources/resource-ref';
import { readList } from '../../../resources/panel-lists';
import { lazyView } from '../../../ui/lazy-view';

const ${n.pascal}Editor = lazyView<EditorProps<NumberedRef<'${n.kind}'>>>(() => import('./${n.pascal}Editor').then((module) => module.${n.pascal}Editor));

export const ${n.camel}InPanel: KindInPanel<EditorProps<NumberedRef<'${n.kind}'>>> = {
  Editor: ${n.pascal}Editor,
  readAhead: ${n.pascal}Editor.preload,
  section: { list: { op: '${n.plural}/list' }, read: readList.named },
};
`,
    [`test/unit/kinds/operations/${n.kind}.ts`]: `// The ${n.kind} kind's operations: one example of each, and the request it must become (held by
// test/unit/background/operations.test.ts, with every other kind's).
import type { OperationExample } from '../../../support/operation-examples';

export const EXAMPLES: OperationExample[] = [
  [{ op: '${n.kind}/open', id: 3 }, '${n.plural}.get', { id: 3 }],
  [{ op: '${n.kind}/save', id: 3, fields: { name: 'Spring' } }, '${n.plural}.update', { id: 3, name: 'Spring' }],
  [{ op: '${n.kind}/create', fields: { name: 'Spring' } }, '${n.plural}.create', { name: 'Spring' }],
  [{ op: '${n.plural}/list', page: 2, per_page: 100 }, '${n.plural}.list', { page: 2, per_page: 100 }],
];
`,
    [`test/unit/kinds/${n.kind}-model.test.ts`]: `// A ${n.words} as the site sends it, checked, and written: only what the owner changed.
import { describe, expect, test, vi } from 'vitest';
import { ${n.camel}Kind } from '@/src/kinds/${n.kind}/model';

describe('${n.words}', () => {
  test('read from the site, a field it left out is absent, not empty', () => {
    expect(${n.camel}Kind.fromRecord({ id: 3, name: 'Spring' })).toEqual({ name: 'Spring' });
    expect(${n.camel}Kind.fromRecord({ id: 3 })).toEqual({ name: '', absent: ['name'] });
  });

  test('a ${n.words} without a name is refused in plain words', () => {
    expect(${n.camel}Kind.validate({ name: ' ' }, null).name).toBeTruthy();
    expect(${n.camel}Kind.validate({ name: 'Spring' }, null)).toEqual({});
  });

  test('a save sends the fields changed and nothing else', async () => {
    const api = vi.fn(async () => ({ id: 3, name: 'Summer' }));
    await ${n.camel}Kind.write(api, 3, ['name'], { name: 'Summer' }, { name: 'Spring' });
    expect(api.mock.calls).toEqual([[{ op: '${n.kind}/save', id: 3, fields: { name: 'Summer' } }]]);
  });
});
`,
  };
}

export function entryModuleFiles(n: KindNames): KindFiles {
  return {
    [`src/kinds/${n.kind}/words.ts`]: `// An entry of the ${n.pascal} module: what the owner reads of it.
import type { KindWords } from '../kind-words';

export const ${n.camel}Words = {
  launcher: 'launcher_edit_${n.kind}',
  listLauncher: 'launcher_list_${n.kind}',
  thisOne: 'this_${n.kind}',
  editor: { create: 'editor_new_${n.kind}', named: 'editor_edit_${n.kind}', numbered: 'editor_edit_${n.kind}_number' },
  section: { title: 'section_${n.kind}', show: 'show_${n.kind}' },
} satisfies KindWords;
`,
  };
}
