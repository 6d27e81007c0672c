// An entry of the News module: what the owner reads of it.
import type { KindWords } from '../kind-words';

export const newsWords = {
  launcher: 'launcher_edit_news',
  listLauncher: 'launcher_list_news',
  thisOne: 'this_news',
  editor: { create: 'editor_new_news', named: 'editor_edit_news', numbered: 'editor_edit_news_number' },
  section: { title: 'section_news', show: 'show_news', settings: 'settings_news' },
} satisfies KindWords;
