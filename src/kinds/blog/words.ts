// An entry of the Blog module: what the owner reads of it.
import type { KindWords } from '../kind-words';

export const blogWords = {
  launcher: 'launcher_edit_blog',
  listLauncher: 'launcher_list_blog',
  thisOne: 'this_blog',
  editor: { create: 'editor_new_blog', named: 'editor_edit_blog', numbered: 'editor_edit_blog_number' },
  section: { title: 'section_blog', show: 'show_blog', settings: 'settings_blog' },
} satisfies KindWords;
