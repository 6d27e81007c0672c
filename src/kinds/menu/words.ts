// A menu of the site: what the owner reads of it.
import type { KindWords } from '../kind-words';

export const menuWords = {
  launcher: 'launcher_edit_menu',
  editor: { create: 'editor_new_menu', named: 'editor_edit_menu', numbered: 'editor_edit_menu_number' },
  section: { title: 'section_menus', show: 'show_menus' },
  alsoHere: { showing: 'menu_showing', numbered: 'menu_number' },
} satisfies KindWords;
