// A menu in the panel: a section of All of the site, its draft shown where the tab's page shows it.
import type { KindInPanel } from '../../../ui/editor/kind-in-panel';
import type { EditorProps } from '../../../ui/editor/editor-props';
import type { NumberedRef } from '../../../resources/resource-ref';
import { readList } from '../../../resources/panel-lists';
import { MenuEditor } from './MenuEditor';

export const menuInPanel: KindInPanel<EditorProps<NumberedRef<'menu'>>> = {
  Editor: MenuEditor,
  section: { list: { op: 'menus/list' }, read: readList.menus },
  previewsIn: 'part',
};
