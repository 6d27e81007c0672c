// A site of the Site directory (module dir): what the owner reads of it.
import type { KindWords } from '../kind-words';

export const dirWords = {
  launcher: 'launcher_edit_dir',
  listLauncher: 'launcher_list_dir',
  thisOne: 'this_dir',
  editor: { create: 'editor_new_dir', named: 'editor_edit_dir', numbered: 'editor_edit_dir_number' },
  section: { title: 'section_dir', show: 'show_dir', create: 'editor_new_dir' },
} satisfies KindWords;
