// The live preview sends a tab what changed between two drafts: applied to the first, the
// patch gives the second, whatever the two are, and it is only as long as the change.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { applyTextPatch, textPatch } from '@/src/messages/text-patch';

describe('textPatch', () => {
  test.each<[string, string, string, { at: number; removed: number; inserted: string }]>([
    ['a word typed in the middle', '<p>Hello world</p>', '<p>Hello big world</p>', { at: 9, removed: 0, inserted: 'big ' }],
    ['a word deleted', '<p>Hello big world</p>', '<p>Hello world</p>', { at: 9, removed: 4, inserted: '' }],
    ['a character replaced', 'cat', 'cut', { at: 1, removed: 1, inserted: 'u' }],
    ['the same text', 'same', 'same', { at: 4, removed: 0, inserted: '' }],
    ['from nothing', '', 'all new', { at: 0, removed: 0, inserted: 'all new' }],
    ['one emoji for another: both halves go', 'a😀b', 'a😁b', { at: 1, removed: 2, inserted: '😁' }],
    ['an emoji before one that has the same second half', 'a😀b', 'a🙀b', { at: 1, removed: 2, inserted: '🙀' }],
    ['a repeated letter doubled: the change is one letter', 'aaaa', 'aaaaa', { at: 4, removed: 0, inserted: 'a' }],
  ])('%s', (_name, before, after, patch) => {
    expect(textPatch(before, after)).toEqual(patch);
    expect(applyTextPatch(before, patch)).toBe(after);
  });

  test('a keystroke in 200 KB is a patch of a few characters', () => {
    const before = '<p>Paragraph of the page.</p>\n'.repeat(7000);
    const middle = before.length / 2 + 3;
    const after = `${before.slice(0, middle)}x${before.slice(middle)}`;
    const patch = textPatch(before, after);
    expect(patch.inserted).toBe('x');
    expect(patch.removed).toBe(0);
    expect(applyTextPatch(before, patch)).toBe(after);
  });

  test('applied to the first text, the patch gives the second (any two texts)', () => {
    // Small alphabets make long runs of equal characters, where the two ends could overlap.
    const text = fc.string({ unit: fc.constantFrom('a', 'b', '<', 'p', '>', 'é', '😀', '🙀'), maxLength: 3000 });
    fc.assert(
      fc.property(text, text, (before, after) => {
        const patch = textPatch(before, after);
        expect(applyTextPatch(before, patch)).toBe(after);
        expect(patch.inserted.isWellFormed()).toBe(true);
        expect(patch.removed + patch.inserted.length).toBeLessThanOrEqual(before.length + after.length);
      }),
      { numRuns: 300 },
    );
  });
});

describe('applyTextPatch', () => {
  test.each<[string, { at: number; removed: number; inserted: string }]>([
    ['past the end', { at: 5, removed: 0, inserted: 'x' }],
    ['removing past the end', { at: 2, removed: 3, inserted: '' }],
    ['at a negative place', { at: -1, removed: 0, inserted: 'x' }],
    ['removing a negative count', { at: 1, removed: -1, inserted: 'x' }],
    ['at a fraction', { at: 1.5, removed: 0, inserted: 'x' }],
    ['at NaN', { at: Number.NaN, removed: 0, inserted: 'x' }],
  ])('a patch that does not fit the text is refused: %s', (_name, patch) => {
    expect(applyTextPatch('four', patch)).toBeNull();
  });
});
