// An ad of the Ad board (module board): what the owner reads of it.
import type { KindWords } from '../kind-words';

export const boardWords = {
  launcher: 'launcher_edit_board',
  listLauncher: 'launcher_list_board',
  thisOne: 'this_board',
  editor: { create: 'editor_new_board', named: 'editor_edit_board', numbered: 'editor_edit_board_number' },
  section: { title: 'section_board', show: 'show_board', create: 'editor_new_board' },
} satisfies KindWords;
