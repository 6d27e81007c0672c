// A page in the panel: listed first in All of the site, its content in the visual editor.
import type { KindInPanel } from '../../../ui/editor/kind-in-panel';
import type { EditorProps } from '../../../ui/editor/editor-props';
import type { NumberedRef } from '../../../resources/resource-ref';
import { loadVisualEngine } from '../../../ui/rich-text/load-visual-engine';
import { readList } from '../../../resources/panel-lists';
import { pageTree } from '../page-tree';
import { PageEditor } from './PageEditor';

export const pageInPanel: KindInPanel<EditorProps<NumberedRef<'page'>>> = {
  Editor: PageEditor,
  // Pages as a tree, each under the page it belongs to.
  section: { list: { op: 'pages/list' }, read: (value) => pageTree(readList.pages(value)) },
  readAhead: loadVisualEngine,
};
