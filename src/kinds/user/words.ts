// A user of the site: what the owner reads of it.
import type { KindWords } from '../kind-words';

export const userWords = {
  launcher: 'launcher_edit_user',
  thisOne: 'this_user',
  editor: { named: 'editor_edit_user', numbered: 'editor_edit_user_number' },
  section: { title: 'section_users', show: 'show_users' },
} satisfies KindWords;
