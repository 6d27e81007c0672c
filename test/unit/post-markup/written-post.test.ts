// A forum post kept as the platform stores it (HTML with markers, platform-notes §7) is read as
// the BB code its owners write, and written back with every byte outside the owner's change as it
// was: markers, attributes and spacing; what they changed rendered as the platform renders BB code,
// text escaped and addresses checked.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { ANSWER_WITH_MARKERS, code, quoted, spoiler } from '../../site/data/forum-posts';
import { postBB } from '@/src/post-markup/post-pieces';
import { writtenPost } from '@/src/post-markup/written-post';

const ANSWER_BB = '[quote="ivan"]Подскажите, где это в панели?[/quote]Панель → [b]Редактор страниц[/b] → Добавить.\n'
  + '[spoiler=Скриншот]Кнопка справа вверху, под меню.[/spoiler]Ссылку на новую страницу можно вставить так:\n'
  + '[code]<a href="/index/0-7">Новая страница</a>[/code]Удачи!';

describe('a post with a quote, a spoiler and a code block', () => {
  test('reads as the BB code its owners write', () => {
    expect(postBB(ANSWER_WITH_MARKERS)).toBe(ANSWER_BB);
  });

  test('written back unchanged, it is the same bytes', () => {
    expect(writtenPost(ANSWER_WITH_MARKERS, ANSWER_BB)).toBe(ANSWER_WITH_MARKERS);
  });

  test('a word changed in the text changes that word alone', () => {
    expect(writtenPost(ANSWER_WITH_MARKERS, ANSWER_BB.replace('Удачи!', 'Успехов!'))).toBe(ANSWER_WITH_MARKERS.replace('Удачи!', 'Успехов!'));
    expect(writtenPost(ANSWER_WITH_MARKERS, ANSWER_BB.replace('Ссылку на новую', 'Ссылку на свою'))).toBe(ANSWER_WITH_MARKERS.replace('Ссылку на новую', 'Ссылку на свою'));
  });

  test('a word changed inside bold text keeps the tags around it', () => {
    const edited = writtenPost(ANSWER_WITH_MARKERS, ANSWER_BB.replace('[b]Редактор страниц[/b]', '[b]Редактор сайта[/b]'));
    expect(edited).toBe(ANSWER_WITH_MARKERS.replace('<b>Редактор страниц</b>', '<b>Редактор сайта</b>'));
  });

  test('a new bold word and a new line: only that stretch is new, every marker kept', () => {
    const edited = writtenPost(ANSWER_WITH_MARKERS, ANSWER_BB.replace('Удачи!', '[b]Удачи![/b]\nАлексей'));
    expect(edited).toBe(ANSWER_WITH_MARKERS.replace('Удачи!', '<b>Удачи!</b><br />Алексей'));
  });

  test('an edit inside the quote renders the quote again, in the platform\'s markers, and leaves the rest as it was', () => {
    const edited = writtenPost(ANSWER_WITH_MARKERS, ANSWER_BB.replace('где это в панели?', 'где это?'));
    expect(edited).toBe(quoted('ivan', 'Подскажите, где это?') + ANSWER_WITH_MARKERS.slice(quoted('ivan', 'Подскажите, где это в панели?').length));
    expect(postBB(edited)).toBe(ANSWER_BB.replace('где это в панели?', 'где это?'));
  });

  test('a code block edited stays text, its lines as <br />', () => {
    const edited = writtenPost(ANSWER_WITH_MARKERS, ANSWER_BB.replace('Новая страница</a>', 'Новая</a>\n<b>x</b>'));
    expect(edited).toContain(code('&lt;a href=&quot;/index/0-7&quot;&gt;Новая&lt;/a&gt;<br />&lt;b&gt;x&lt;/b&gt;'));
    expect(edited.startsWith(ANSWER_WITH_MARKERS.slice(0, ANSWER_WITH_MARKERS.indexOf('<!--uzcode-->')))).toBe(true);
  });
});

describe('what the owner writes is text and checked addresses', () => {
  test('markup typed is shown, never run; an address not of the web links nowhere', () => {
    const edited = writtenPost('Привет', 'Привет <script>alert(1)</script> [url=javascript:alert(1)]ссылка[/url] [img]javascript:x[/img] [url=https://example.com]пример[/url]');
    expect(edited).not.toMatch(/<script|javascript:|<img/);
    expect(edited).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(edited).toContain('<a class="link" href="https://example.com" rel="nofollow" target="_blank">пример</a>');
  });

  test('a spoiler, a list and a quote written new come in the platform\'s markup', () => {
    const edited = writtenPost('', '[spoiler=Ответ]42[/spoiler][list][*]один[*]два[/list][quote="maria"]да[/quote]');
    expect(edited).toMatch(/^<!--uSpoiler--><div class="uSpoilerClosed" id="uSpoiler\w+"><div class="uSpoilerButBl"><input type="button" class="uSpoilerButton" value="\[\+\] Ответ"\/><\/div><div class="uSpoilerText"><!--usn\(=Ответ\)--><!--ust-->42<!--\/ust--><\/div><\/div><!--\/uSpoiler-->/);
    expect(edited).toContain('<ul><li>один</li><li>два</li></ul>');
    expect(edited).toContain(quoted('maria', 'да'));
    expect(postBB(edited)).toBe('[spoiler=Ответ]42[/spoiler][list][*]один[*]два[/list][quote="maria"]да[/quote]');
  });
});

describe('what has no BB code is kept', () => {
  const ATTACHED = 'Смотрите:<br /><!--IMG1--><a href="/_fr/1/photo.jpg"><img src="/_fr/1/s_photo.jpg"></a><!--IMG1--> и <font color="red">это</font>';

  test('an attachment and a tag of no BB code read as keeps, their bytes kept, and go when deleted', () => {
    const bb = postBB(ATTACHED);
    expect(bb).toBe('Смотрите:\n[keep=0] и [keep=1]это[keep=2]');
    expect(writtenPost(ATTACHED, bb)).toBe(ATTACHED);
    expect(writtenPost(ATTACHED, bb.replace('это', 'то'))).toBe(ATTACHED.replace('>это<', '>то<'));
    expect(writtenPost(ATTACHED, bb.replace('[keep=0]', ''))).toBe('Смотрите:<br /> и <font color="red">это</font>');
  });

  test('a spoiler inside a quote is one block, read and kept whole', () => {
    const nested = quoted('ivan', `Вот: ${spoiler('a1', 'Код', 'секрет')}`);
    expect(postBB(nested)).toBe('[quote="ivan"]Вот: [spoiler=Код]секрет[/spoiler][/quote]');
    expect(writtenPost(nested, postBB(nested))).toBe(nested);
  });
});

describe('any post its owners could write', () => {
  // BB code of the tags owners use: words, single spaces, lines, inline tags, blocks inside blocks.
  const word = fc.constantFrom('мир', 'site', 'a&b', '<i>', '"q"', '42', 'Ёж');
  const { bb } = fc.letrec((tie) => ({
    bb: fc.array(tie('part') as fc.Arbitrary<string>, { maxLength: 6 }).map((parts) => parts.join('')),
    part: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      word,
      fc.constant(' '),
      fc.constant('\n'),
      fc.tuple(fc.constantFrom('b', 'i', 'u', 's'), word).map(([tag, text]) => `[${tag}]${text}[/${tag}]`),
      fc.tuple(word, tie('bb') as fc.Arbitrary<string>).map(([name, inner]) => `[quote="${name.replace(/"/g, '')}"]${inner}[/quote]`),
      fc.tuple(word, tie('bb') as fc.Arbitrary<string>).map(([title, inner]) => `[spoiler=${title.replace(/[\]<>&"]/g, '')}]${inner}[/spoiler]`),
      word.map((text) => `[code]${text}[/code]`),
      word.map((text) => `[url=https://example.com/]${text}[/url]`),
    ),
  }));

  test('written as the platform keeps it, it reads back as written, and an unchanged write is the same bytes', () => {
    fc.assert(fc.property(bb, (written) => {
      const html = writtenPost('', written);
      expect(postBB(html)).toBe(written);
      expect(writtenPost(html, postBB(html))).toBe(html);
    }), { numRuns: 300 });
  });
});
