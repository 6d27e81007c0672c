// A photo of the photo album: what the owner reads of it.
import type { KindWords } from '../kind-words';

export const photoWords = {
  launcher: 'launcher_edit_photo',
  noun: 'noun_photo',
  thisOne: 'this_photo',
  editor: { named: 'editor_edit_photo', numbered: 'editor_edit_photo_number' },
} satisfies KindWords;
