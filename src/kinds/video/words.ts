// A video of the video module: what the owner reads of it.
import type { KindWords } from '../kind-words';

export const videoWords = {
  launcher: 'launcher_edit_video',
  noun: 'noun_video',
  thisOne: 'this_video',
  editor: { create: 'editor_new_video', named: 'editor_edit_video', numbered: 'editor_edit_video_number' },
  section: { title: 'section_videos', show: 'show_videos' },
} satisfies KindWords;
