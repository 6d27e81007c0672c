// A post of the forum: what the owner reads of it. On a topic's page the button opens the topic's
// posts; on a forum's page, New topic (src/background/launcher-label.ts).
import type { KindWords } from '../kind-words';

export const postWords = {
  editor: { named: 'editor_edit_post', numbered: 'editor_edit_post_number' },
} satisfies KindWords;
