// An entry of a module in the panel: each module a section of All of the site, the content in the
// visual editor.
import type { KindInPanel } from '../../../ui/editor/kind-in-panel';
import type { EditorProps } from '../../../ui/editor/editor-props';
import type { NumberedRef } from '../../../resources/resource-ref';
import type { EntryKind } from '../../../vocabulary/kinds';
import { loadVisualEngine } from '../../../ui/rich-text/load-visual-engine';
import { readList } from '../../../resources/panel-lists';
import { EntryEditor } from './EntryEditor';

export function entryInPanel<K extends EntryKind>(module: K): KindInPanel<EditorProps<NumberedRef<K>>> {
  return {
    Editor: EntryEditor,
    section: { list: { op: 'entries/list', module }, read: readList.entries },
    readAhead: loadVisualEngine,
  };
}
