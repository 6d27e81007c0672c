// A product in the panel: opened from its page (`/shop/<id>/desc/<slug>`), read-only with New
// product like this one. Read when first shown: most sites have no shop.
import type { KindInPanel } from '../../../ui/editor/kind-in-panel';
import type { EditorProps } from '../../../ui/editor/editor-props';
import type { NumberedRef } from '../../../resources/resource-ref';
import { lazyView } from '../../../ui/lazy-view';

const ProductView = lazyView<EditorProps<NumberedRef<'product'>>>(() => import('./ProductView').then((module) => module.ProductView));

export const productInPanel: KindInPanel<EditorProps<NumberedRef<'product'>>> = {
  Editor: ProductView,
  readAhead: ProductView.preload,
};
