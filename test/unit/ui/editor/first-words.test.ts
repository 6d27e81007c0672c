import { expect, test } from 'vitest';
import { firstWords } from '@/src/ui/editor/ModerationList';

test('a message is named in a bulk delete by its first eight words', () => {
  expect(firstWords('  Cheap   watches\nhere ')).toBe('Cheap watches here');
  expect(firstWords('one two three four five six seven eight nine ten')).toBe('one two three four five six seven eight…');
  expect(firstWords('')).toBe('');
});
