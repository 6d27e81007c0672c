// The photo kind's operations: one example of each, and the request it must become (held by
// test/unit/background/operations.test.ts, with every other kind's).
import type { OperationExample } from '../../../support/operation-examples';

export const EXAMPLES: OperationExample[] = [
  [{ op: 'photo/open', id: 3 }, 'photo.get', { id: 3 }],
  [{ op: 'photo/save', id: 3, fields: { title: 'Весна' } }, 'photo.update', { id: 3, title: 'Весна' }],
  [{ op: 'photo/save', id: 3, fields: { category: 2, description: '' } }, 'photo.update', { id: 3, category: 2, description: '' }],
  // The file waiting under its key goes as the part `photo` (the background reads it: src/background/uploads.ts).
  [{ op: 'photo/upload', file: 'https://site.example 2 9c1d', category: 2 }, 'photo.create', { category: 2 }, { key: 'https://site.example 2 9c1d', part: 'photo' }],
];
