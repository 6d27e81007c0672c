// A page of the site (the Pages module): what the owner reads of it.
import type { KindWords } from '../kind-words';

export const pageWords = {
  launcher: 'launcher_edit_page',
  thisOne: 'this_page',
  editor: { create: 'editor_new_page', named: 'editor_edit_page', numbered: 'editor_edit_page_number' },
  section: { title: 'section_pages', show: 'show_pages' },
} satisfies KindWords;
