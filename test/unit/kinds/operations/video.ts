// The video kind's operations: one example of each, and the request it must become (held by
// test/unit/background/operations.test.ts, with every other kind's).
import type { OperationExample } from '../../../support/operation-examples';

export const EXAMPLES: OperationExample[] = [
  [{ op: 'video/open', id: 3 }, 'video.get', { id: 3 }],
  [{ op: 'video/save', id: 3, fields: { title: 'Весна' } }, 'video.update', { id: 3, title: 'Весна' }],
  [{ op: 'video/save', id: 3, fields: { category: 2, channel: 4, description: '' } }, 'video.update', { id: 3, category: 2, channel: 4, description: '' }],
  // The address where it is watched goes as `video_url` (a guess: platform-notes §7 shows no video request).
  [{ op: 'video/create', fields: { title: 'Весна', category: 2, link: 'https://www.youtube.com/watch?v=abc' } }, 'video.create', { title: 'Весна', category: 2, video_url: 'https://www.youtube.com/watch?v=abc' }],
  [{ op: 'video/channels' }, 'video.channels', {}],
  [{ op: 'videos/list', page: 2, per_page: 100 }, 'video.list', { page: 2, per_page: 100 }],
];
