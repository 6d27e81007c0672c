// A category of the shop: what the owner reads of it.
import type { KindWords } from '../kind-words';

export const shopcatWords = {
  launcher: 'launcher_edit_shopcat',
  noun: 'noun_shopcat',
  thisOne: 'this_shopcat',
  editor: { create: 'editor_new_shopcat', named: 'editor_edit_shopcat', numbered: 'editor_edit_shopcat_number' },
  section: { title: 'section_shopcats', show: 'show_shopcats' },
} satisfies KindWords;
