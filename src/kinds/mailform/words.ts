// A mail form: what the owner reads of it.
import type { KindWords } from '../kind-words';

export const mailformWords = {
  editor: { named: 'editor_edit_mailform', numbered: 'editor_edit_mailform_number' },
  alsoHere: { showing: 'mailform_showing', numbered: 'mailform_number' },
} satisfies KindWords;
