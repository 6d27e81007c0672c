// A poll: what the owner reads of it.
import type { KindWords } from '../kind-words';

export const pollWords = {
  editor: { named: 'editor_edit_poll', numbered: 'editor_edit_poll_number' },
  alsoHere: { showing: 'poll_showing', numbered: 'poll_number' },
} satisfies KindWords;
