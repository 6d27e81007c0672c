// A question of the FAQ module: what the owner reads of it.
import type { KindWords } from '../kind-words';

export const faqWords = {
  launcher: 'launcher_edit_faq',
  listLauncher: 'launcher_list_faq',
  thisOne: 'this_faq',
  editor: { create: 'editor_new_faq', named: 'editor_edit_faq', numbered: 'editor_edit_faq_number' },
  section: { title: 'section_faq', show: 'show_faq', create: 'editor_new_faq' },
} satisfies KindWords;
