// patchSource carries an edit of the editor's form of some HTML over to its source form, where
// entities, tags and spaces may be spelt otherwise: the edit lands where it was made, every other
// byte of the source stays, and where the edit cannot be placed exactly the answer is null.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { patchSource } from '@/src/html-source/patch-source';

/** [source, the editor's form of it, the editor's form after the edit, the source expected] */
type Case = [string, string, string, string];

describe('patchSource: next to entities', () => {
  test.each<[string, ...Case]>([
    ['typing after a phrase that follows &mdash;', 'Price &mdash; 5', 'Price — 5', 'Price — 5 EUR', 'Price &mdash; 5 EUR'],
    ['typing right before &mdash;', 'a&mdash;b', 'a—b', 'aX—b', 'aX&mdash;b'],
    ['typing right after &mdash; before a digit', 'to 5&mdash;7 days', 'to 5—7 days', 'to 5—X7 days', 'to 5&mdash;X7 days'],
    ['deleting the character before &mdash;', 'ab&mdash;c', 'ab—c', 'a—c', 'a&mdash;c'],
    ['deleting the dash itself', 'a&mdash;b', 'a—b', 'ab', 'ab'],
    ['replacing the dash with a hyphen', 'a&mdash;b', 'a—b', 'a-b', 'a-b'],
    ['typing inside «quotes» written as &laquo; &raquo;', 'папку &laquo;Спам&raquo;.', 'папку «Спам».', 'папку «Спам!».', 'папку &laquo;Спам!&raquo;.'],
    ['typing after &hellip; followed by text', 'адрес&hellip; Да', 'адрес… Да', 'адрес…! Да', 'адрес&hellip;! Да'],
    ['a hex entity', 'Реквизиты &#x2014; в разделе', 'Реквизиты — в разделе', 'Реквизиты — только в разделе', 'Реквизиты &#x2014; только в разделе'],
    ['&nbsp; written the same in both forms', '12&nbsp;500 руб.', '12&nbsp;500 руб.', '12&nbsp;500 руб. в месяц', '12&nbsp;500 руб. в месяц'],
    ['&#160; where the editor writes &nbsp;, typing after it', 'С&#160;1 июня', 'С&nbsp;1 июня', 'С&nbsp;01 июня', 'С&#160;01 июня'],
    ['&#160; where the editor writes &nbsp;, typing at the end', 'С&#160;1 июня', 'С&nbsp;1 июня', 'С&nbsp;1 июня 2014', 'С&#160;1 июня 2014'],
    ['&amp; in both forms', 'Smith &amp; Sons', 'Smith &amp; Sons', 'Smith &amp; Sons Ltd', 'Smith &amp; Sons Ltd'],
    ['a literal ampersand the editor escapes', 'Tom & Jerry', 'Tom &amp; Jerry', 'Tom &amp; Jerry show', 'Tom & Jerry show'],
  ])('%s', (_name, source, before, after, expected) => {
    expect(patchSource(source, before, after)).toBe(expected);
  });
});

describe('patchSource: inside tags the editor writes differently', () => {
  test.each<[string, ...Case]>([
    [
      'upper-case <FONT> and <B> with bare attributes',
      '<FONT SIZE=+1 COLOR=navy><B>Welcome</B></FONT>',
      '<font size="+1" color="navy"><b>Welcome</b></font>',
      '<font size="+1" color="navy"><b>Welcome home</b></font>',
      '<FONT SIZE=+1 COLOR=navy><B>Welcome home</B></FONT>',
    ],
    ['<strong> the editor writes as <b>: typing inside', '<strong>bold</strong> text', '<b>bold</b> text', '<b>bolder</b> text', '<strong>bolder</strong> text'],
    ['<strong> the editor writes as <b>: typing after it', '<strong>bold</strong> text', '<b>bold</b> text', '<b>bold</b> texts', '<strong>bold</strong> texts'],
    ['<font> with a bare attribute value, typing inside', '<font color=red>Hi</font>', '<font color="red">Hi</font>', '<font color="red">Hi there</font>', '<font color=red>Hi there</font>'],
    // A tag is one token: a changed tag is written as the editor holds it, the rest stays.
    ['an attribute value changed', '<font color=red>Hi&nbsp;there</font>', '<font color="red">Hi&nbsp;there</font>', '<font color="blue">Hi&nbsp;there</font>', '<font color="blue">Hi&nbsp;there</font>'],
    ['single-quoted attributes', "some <a href='/publ/'>articles</a>", 'some <a href="/publ/">articles</a>', 'some <a href="/publ/">my articles</a>', "some <a href='/publ/'>my articles</a>"],
    ['a self-closed <br />', 'one<br />line', 'one<br>line', 'one<br>lines', 'one<br />lines'],
    ['text before a self-closed <br />', 'one<br />line', 'one<br>line', 'one more<br>line', 'one more<br />line'],
    ['an <em> the editor writes as <i>', 'a <em>new</em> route', 'a <i>new</i> route', 'a <i>new</i> route north', 'a <em>new</em> route north'],
  ])('%s', (_name, source, before, after, expected) => {
    expect(patchSource(source, before, after)).toBe(expected);
  });
});

describe('patchSource: the spaces around the text', () => {
  test.each<[string, ...Case]>([
    ['typing at the end keeps the trailing newline and spaces', '\n  Hello world  \n', 'Hello world', 'Hello world!', '\n  Hello world!  \n'],
    ['typing at the start keeps the leading newline and spaces', '\n  Hello world  \n', 'Hello world', 'Oh Hello world', '\n  Oh Hello world  \n'],
    ['deleting a word keeps both', '\n  Hello world  \n', 'Hello world', 'Hello', '\n  Hello  \n'],
    ['tabs and CRLF kept', '\r\n\t\tRules of the club\r\n', 'Rules of the club', 'Rules of our club', '\r\n\t\tRules of our club\r\n'],
    ['wrapped source lines the editor joins', 'indented with spaces and\n            wraps over lines.', 'indented with spaces and wraps over lines.', 'indented with spaces and wraps over two lines.', 'indented with spaces and\n            wraps over two lines.'],
  ])('%s', (_name, source, before, after, expected) => {
    expect(patchSource(source, before, after)).toBe(expected);
  });
});

describe('patchSource: nothing to place, or nothing to place it against', () => {
  test('no edit gives the source unchanged, however differently it is spelt', () => {
    const source = '<FONT COLOR=red>a&mdash;b</FONT>\n';
    expect(patchSource(source, '<font color="red">a—b</font>', '<font color="red">a—b</font>')).toBe(source);
  });

  test('an empty source and editor form take the new text whole', () => {
    expect(patchSource('', '', 'x')).toBe('x');
  });

  test('an entity is one token: an edit never lands inside it, a changed one is replaced whole', () => {
    // The editor form spells the entity one way and the source another: no place inside either.
    expect(patchSource('x&#8212;y', 'x&mdash;y', 'x&mXdash;y')).toBe('x&mXdash;y');
    expect(patchSource('x&#8212;y', 'x&mdash;y', 'x&mdash;zy')).toBe('x&#8212;zy');
  });

  test.each<[string, string, string, string]>([
    ['the source', 'x'.repeat(40_001), 'x', 'y'],
    ['the editor form', 'x', 'x'.repeat(40_001), 'y'],
    ['the new form', 'x', 'x', 'x'.repeat(40_001)],
  ])('over 40 000 characters in %s: null', (_name, source, before, after) => {
    expect(patchSource(source, before, after)).toBeNull();
  });

  test('at exactly 40 000 characters it still places the edit', () => {
    const text = 'ab'.repeat(20_000);
    expect(patchSource(text, text, `${text.slice(0, -1)}`)).toBe(text.slice(0, -1));
  });

  // Where no stretch both forms share touches the place of the edit, it cannot be placed: the
  // caller writes that run afresh. The exact result would do as well; never any other.
  test.each<[string, ...Case]>([
    ['deleting a no-break space the source writes as &#160;', 'a&#160;b', 'a&nbsp;b', 'ab', 'ab'],
    ['typing after an entity that ends the text', 'адрес&hellip;', 'адрес…', 'адрес… Да.', 'адрес&hellip; Да.'],
    ['typing between two entities and nothing else', '&laquo;&raquo;', '«»', '«да»', '&laquo;да&raquo;'],
  ])('%s: the exact result or null', (_name, source, before, after, expected) => {
    expect([null, expected]).toContain(patchSource(source, before, after));
  });
});

// ---------------------------------------------------------------- src bug
// patchSource aligns the two forms character by character; where the alignment is ambiguous (the
// letters after an entity also occur in the entity's name, or two entities could pair either
// way) it places the edit inside or before the entity instead of giving null. Through the visual
// editor, typing "also " right after the dash of "Tea&mdash;and a cake" saves
// "Tea&mdalso ash;and a cake" (see visual-round-trip.test.ts).

/** Pieces of HTML as [source form, editor form]. */
const TOKENS: [string, string][] = [
  ['&mdash;', '—'], ['&#8212;', '—'], ['&laquo;', '«'], ['&raquo;', '»'], ['&hellip;', '…'], ['&nbsp;', '&nbsp;'], ['&#160;', '&nbsp;'],
  ['&amp;', '&amp;'], ['<B>', '<b>'], ['</B>', '</b>'], ['<br />', '<br>'], ['Привет', 'Привет'], ['and', 'and'], ['sale', 'sale'], [' ', ' '], ['12', '12'],
];

describe('patchSource: an ambiguous alignment is never a wrong placement (src bug, src/html-source/patch-source.ts)', () => {
  test.each<[string, ...Case]>([
    ['typing right after &mdash; before "and"', 'Tea&mdash;and a cake', 'Tea—and a cake', 'Tea—also and a cake', 'Tea&mdash;also and a cake'],
    ['typing right after &ndash; before "and"', 'News&ndash;and more', 'News–and more', 'News–Qand more', 'News&ndash;Qand more'],
    ['typing inside "sale" after &mdash;', 'Shop&mdash;sale', 'Shop—sale', 'Shop—sQale', 'Shop&mdash;sQale'],
    ['typing between &mdash; and &amp;', 'x&mdash;&amp;', 'x—&amp;', 'x—Q&amp;', 'x&mdash;Q&amp;'],
  ])('%s', (_name, source, before, after, expected) => {
    const patched = patchSource(source, before, after);
    // Null would do (the run is then written afresh); a misplaced edit would not.
    if (patched !== null) expect(patched).toBe(expected);
  });

  test('property: an insertion between tokens lands between the same tokens of the source, or null', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...TOKENS), { maxLength: 10 }), fc.nat(), (tokens, at) => {
        const k = at % (tokens.length + 1);
        const before = tokens.map((token) => token[1]).join('');
        const source = tokens.map((token) => token[0]).join('');
        const i = tokens.slice(0, k).map((token) => token[1]).join('').length;
        const j = tokens.slice(0, k).map((token) => token[0]).join('').length;
        const patched = patchSource(source, before, `${before.slice(0, i)}⁂${before.slice(i)}`);
        if (patched !== null) expect(patched).toBe(`${source.slice(0, j)}⁂${source.slice(j)}`);
      }),
      { numRuns: 500, seed: 42 },
    );
  });
});
