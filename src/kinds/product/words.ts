// A product of the shop: what the owner reads of it.
import type { KindWords } from '../kind-words';

export const productWords = {
  launcher: 'launcher_edit_product',
  thisOne: 'this_product',
  editor: { create: 'editor_new_product', named: 'editor_product', numbered: 'editor_product_number' },
} satisfies KindWords;
