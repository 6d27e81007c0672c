// Find and replace, the engine: what is found (text only by default, never a tag, an attribute,
// template code or a platform variable), what each match becomes (groups filled in), and undo:
// replacing then undoing is the identity on every snippet of the content corpus.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { applyMatches, findMatches, undoReplaced, type Match } from '@/src/replace/matches';
import { compileFind, type FindOptions } from '@/src/replace/pattern';
import { searchableSpans, type FieldText } from '@/src/replace/searchable';
import { CONTENT_CORPUS } from '../../fixtures/content-corpus';

const options = (find: string, more: Partial<FindOptions> = {}): FindOptions => ({ find, matchCase: false, wholeWords: false, regex: false, ...more });
function replaceAll(text: string, kind: FieldText, find: FindOptions, replacement: string, everywhere = false): string {
  const compiled = compileFind(find);
  if (!compiled.ok) throw new Error(compiled.problem);
  return applyMatches(text, findMatches(text, searchableSpans(text, kind, everywhere), compiled.regex, replacement, find.regex)).text;
}

describe('what is found', () => {
  const page = '<p class="tel" data-phone="+7 900 111-22-33">Call +7 900 111-22-33 <a href="tel:+79001112233" title="+7 900 111-22-33">now</a></p><?if($USER$)?>+7 900 111-22-33<?endif?><!-- +7 900 111-22-33 -->';

  test('by default the text a visitor reads only: not an attribute, a comment or template code', () => {
    expect(replaceAll(page, 'html', options('+7 900 111-22-33'), '+7 900 444-55-66'))
      .toBe(page.replace('Call +7 900 111-22-33', 'Call +7 900 444-55-66').replace('<?if($USER$)?>+7 900 111-22-33', '<?if($USER$)?>+7 900 444-55-66'));
  });

  test('addresses and attributes too, when asked: a change of domain', () => {
    const links = '<a href="https://old.example.com/about">old.example.com</a><img src="//old.example.com/logo.png" alt="">';
    expect(replaceAll(links, 'html', options('old.example.com'), 'new.example.com', true)).toBe(links.replaceAll('old.example.com', 'new.example.com'));
    expect(replaceAll(links, 'html', options('old.example.com'), 'new.example.com')).toBe(links.replace('>old.example.com<', '>new.example.com<'));
  });

  test('never inside a platform variable, nor a script or a style', () => {
    const text = '<p>POWERED_BY $POWERED_BY$</p><script>var POWERED_BY = 1;</script><style>.POWERED_BY{}</style>';
    expect(replaceAll(text, 'html', options('POWERED_BY', { matchCase: true }), 'X')).toBe('<p>X $POWERED_BY$</p><script>var POWERED_BY = 1;</script><style>.POWERED_BY{}</style>');
    expect(replaceAll('Site $POWERED_BY$', 'plain', options('POWERED'), 'X')).toBe('Site $POWERED_BY$');
  });

  test('case as asked; whole words of any script', () => {
    expect(replaceAll('<p>Иван, Иванов, иван</p>', 'html', options('Иван', { wholeWords: true }), 'Пётр')).toBe('<p>Пётр, Иванов, Пётр</p>');
    expect(replaceAll('<p>Иван, Иванов, иван</p>', 'html', options('Иван', { wholeWords: true, matchCase: true }), 'Пётр')).toBe('<p>Пётр, Иванов, иван</p>');
    // A typed text is taken as it is, its dots and brackets too.
    expect(replaceAll('Price (old): 1.50', 'plain', options('(old): 1.50'), '(new): 2.00')).toBe('Price (new): 2.00');
  });

  test('a regular expression with groups, by number and by name; $$ is a dollar', () => {
    const text = '<p>Call 8 (900) 111-22-33 or 8 (495) 765-43-21</p>';
    expect(replaceAll(text, 'html', options('8 \\((\\d{3})\\) (\\d{3})-(\\d{2})-(\\d{2})', { regex: true }), '+7 $1 $2$3$4')).toBe('<p>Call +7 900 1112233 or +7 495 7654321</p>');
    expect(replaceAll('USD 5', 'plain', options('USD (?<n>\\d+)', { regex: true }), '$$$<n>')).toBe('$5');
  });

  test('bad input says why: nothing to find, no regular expression, one that finds empty text', () => {
    expect(compileFind(options(''))).toEqual({ ok: false, problem: 'Type the text to find.' });
    expect(compileFind(options('(', { regex: true }))).toMatchObject({ ok: false, problem: expect.stringMatching(/^This is no regular expression: /) });
    expect(compileFind(options('a*', { regex: true }))).toEqual({ ok: false, problem: 'This pattern finds empty text: it would put the replacement between every letter.' });
  });
});

describe('undo', () => {
  test('a text changed since the replace is not undone', () => {
    const { text, replaced } = applyMatches('a-b-a', [{ start: 0, end: 1, found: 'a', replacement: 'xy' } as Match]);
    expect(undoReplaced(text, replaced)).toBe('a-b-a');
    expect(undoReplaced(text.replace('xy', 'xz'), replaced)).toBeNull();
  });

  test('property: on every snippet of the corpus, any word replaced by anything (ticked or not), then undone, gives the snippet back byte for byte', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CONTENT_CORPUS), fc.boolean(), fc.string({ maxLength: 12 }), fc.array(fc.boolean(), { maxLength: 40 }), fc.nat(), (snippet, everywhere, replacement, ticks, pick) => {
        const words = snippet.html.match(/[\p{L}\p{N}]{2,}/gu) ?? ['a'];
        const compiled = compileFind(options(words[pick % words.length]!));
        if (!compiled.ok) return;
        const matches = findMatches(snippet.html, searchableSpans(snippet.html, 'html', everywhere), compiled.regex, replacement, false);
        const ticked = matches.filter((_, index) => ticks[index % Math.max(ticks.length, 1)] ?? true);
        const { text, replaced } = applyMatches(snippet.html, ticked);
        expect(undoReplaced(text, replaced)).toBe(snippet.html);
      }),
      { numRuns: 300 },
    );
  });
});
