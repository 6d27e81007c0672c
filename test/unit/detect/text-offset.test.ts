// A spot pointed at on the page, counted in visible characters (no white space), found again in
// plain text: the caret goes before the word pointed at, whatever spaces and line breaks it has.
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { indexAtVisibleChars } from '@/src/detect/text-offset';

describe('a count of visible characters in plain text', () => {
  test('lands before the word pointed at', () => {
    const text = 'Все вместе после летнего забега.';
    expect(indexAtVisibleChars(text, 'Всевместе'.length)).toBe('Все вместе '.length);
    expect(indexAtVisibleChars(text, 0)).toBe(0);
    expect(indexAtVisibleChars('  a\n\n b', 1)).toBe('  a\n\n '.length);
  });

  test('past the end, the end', () => {
    expect(indexAtVisibleChars('ab c', 10)).toBe(4);
  });

  test('the characters before the index are as many visible ones as counted', () => {
    fc.assert(fc.property(fc.string({ unit: fc.constantFrom('a', 'б', ' ', '\n', '\t', '.') }), fc.nat(40), (text, count) => {
      const index = indexAtVisibleChars(text, count);
      const visible = text.slice(0, index).replace(/\s+/g, '').length;
      expect(visible).toBe(Math.min(count, text.replace(/\s+/g, '').length));
      // And it stands on a visible character, or at the end.
      expect(index === text.length || !/\s/.test(text[index]!)).toBe(true);
    }));
  });
});
