// A file of the File catalog (module load): what the owner reads of it.
import type { KindWords } from '../kind-words';

export const loadWords = {
  launcher: 'launcher_edit_load',
  listLauncher: 'launcher_list_load',
  thisOne: 'this_load',
  editor: { create: 'editor_new_load', named: 'editor_edit_load', numbered: 'editor_edit_load_number' },
  section: { title: 'section_load', show: 'show_load', create: 'editor_new_load' },
} satisfies KindWords;
