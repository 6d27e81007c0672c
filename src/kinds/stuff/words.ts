// An item of Online games (module stuff): what the owner reads of it.
import type { KindWords } from '../kind-words';

export const stuffWords = {
  launcher: 'launcher_edit_stuff',
  listLauncher: 'launcher_list_stuff',
  thisOne: 'this_stuff',
  editor: { create: 'editor_new_stuff', named: 'editor_edit_stuff', numbered: 'editor_edit_stuff_number' },
  section: { title: 'section_stuff', show: 'show_stuff', create: 'editor_new_stuff' },
} satisfies KindWords;
