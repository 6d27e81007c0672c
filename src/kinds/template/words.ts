// A template of the design, or the site's CSS: what the owner reads of it.
import type { KindWords } from '../kind-words';

export const templateWords = {
  editor: { named: 'editor_edit_template', numbered: 'editor_edit_template' },
} satisfies KindWords;
