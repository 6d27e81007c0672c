// An article of Articles (module publ): what the owner reads of it.
import type { KindWords } from '../kind-words';

export const publWords = {
  launcher: 'launcher_edit_publ',
  listLauncher: 'launcher_list_publ',
  thisOne: 'this_publ',
  editor: { create: 'editor_new_publ', named: 'editor_edit_publ', numbered: 'editor_edit_publ_number' },
  section: { title: 'section_publ', show: 'show_publ', create: 'editor_new_publ' },
} satisfies KindWords;
