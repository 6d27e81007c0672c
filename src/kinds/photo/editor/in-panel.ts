// A photo in the panel: a section of All of the site.
import type { KindInPanel } from '../../../ui/editor/kind-in-panel';
import type { EditorProps } from '../../../ui/editor/editor-props';
import type { NumberedRef } from '../../../resources/resource-ref';
import { readList } from '../../../resources/panel-lists';
import { PhotoEditor } from './PhotoEditor';

export const photoInPanel: KindInPanel<EditorProps<NumberedRef<'photo'>>> = {
  Editor: PhotoEditor,
  section: { list: { op: 'photos/list' }, read: readList.named },
};
