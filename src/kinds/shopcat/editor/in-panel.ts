// Shop categories in the panel: a section of All of the site (the tree, each under its parent),
// and opened from a category's page, which shows its id in the markup. The editor is read when
// first shown: most sites have no shop.
import type { KindInPanel } from '../../../ui/editor/kind-in-panel';
import type { EditorProps } from '../../../ui/editor/editor-props';
import type { NumberedRef } from '../../../resources/resource-ref';
import { lazyView } from '../../../ui/lazy-view';
import { shopCategories } from '../category-tree';

const ShopcatEditor = lazyView<EditorProps<NumberedRef<'shopcat'>>>(() => import('./ShopcatEditor').then((module) => module.ShopcatEditor));

export const shopcatInPanel: KindInPanel<EditorProps<NumberedRef<'shopcat'>>> = {
  Editor: ShopcatEditor,
  readAhead: ShopcatEditor.preload,
  section: { list: { op: 'shopcats/list' }, read: (answer) => shopCategories(answer).map(({ id, name, depth }) => ({ id, name, depth })) },
};
