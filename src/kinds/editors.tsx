// Every kind's editor, one line each; the panel opens what it is given through `EditorFor`.
// A kind missing here does not compile. How to add a kind: docs/architecture.md.
import type { ComponentType } from 'preact';
import type { EditorProps } from '../ui/editor/editor-props';
import type { NumberedRef, ResourceRef } from '../resources/resource-ref';
import { ENTRY_KINDS, type EditableKind, type EntryKind, type NumberedKind } from '../vocabulary/kinds';
import { EntryEditor } from './entry/editor/EntryEditor';
import { MailFormEditor } from './mailform/editor/MailFormEditor';
import { MenuEditor } from './menu/editor/MenuEditor';
import { PageEditor } from './page/editor/PageEditor';
import { PollEditor } from './poll/editor/PollEditor';
import { TemplateEditor } from './template/editor/TemplateEditor';
import { loadVisualEngine } from '../ui/content/load-visual-engine';

type RefOf<K extends EditableKind> = K extends NumberedKind ? NumberedRef<K> : Extract<ResourceRef, { kind: K }>;
type EditorOf<K extends EditableKind> = ComponentType<EditorProps<RefOf<K>>>;

const entryEditors = Object.fromEntries(ENTRY_KINDS.map((kind) => [kind, EntryEditor])) as { [K in EntryKind]: EditorOf<K> };

export const EDITORS: { [K in EditableKind]: EditorOf<K> } = {
  page: PageEditor, ...entryEditors, menu: MenuEditor, template: TemplateEditor, mailform: MailFormEditor, poll: PollEditor,
};

export function EditorFor(props: EditorProps) {
  const Editor = EDITORS[props.ref_.kind] as ComponentType<EditorProps>;
  return <Editor {...props} />;
}

/** What an editor needs beyond the panel's own modules, read ahead: the visual editor of a page's or an entry's content. */
const READ_AHEAD: Partial<Record<EditableKind, () => Promise<unknown>>> = {
  page: loadVisualEngine,
  ...Object.fromEntries(ENTRY_KINDS.map((kind) => [kind, loadVisualEngine])),
};

/** Starts reading what the editor of `kind` will need, once the panel knows it opens one. */
export function readAheadEditor(kind: EditableKind): void {
  void READ_AHEAD[kind]?.().catch(() => {});
}
