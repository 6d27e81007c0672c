// @vitest-environment happy-dom
// What the content script reads off a page of the site: the parts it shows, by the platform's
// markup, and nothing else.
import { beforeEach, describe, expect, test } from 'vitest';
import { readPageFacts } from '@/src/content/page-facts';
import { contentScriptRequestSchema } from '@/src/messages/from-content-script';

const PAGE = `<head><script>var uCoz = {};</script></head>
<body class="module-index"><!--U1AHEADER1Z--><header id="header"><div id="uNMenuDiv2" class="uMenuH"><ul class="uMenuRoot"><li><a href="/"><span>Главная</span></a></li><li><a href="/about"><span> О
 нас </span></a></li><li><a href="/index/0-3"><span>Услуги</span></a></li><li><a href="/index/0-4"><span>Цены</span></a></li></ul></div></header><!--/U1AHEADER1Z-->
<div id="content"><p>Text</p><form id="mffm1" class="mform"><label>Имя <span class="req">*</span><input></label><label> E-mail:</label><label>Имя *</label><label>Сообщение</label><label>Тема</label><input type="hidden" name="id" value="1"></form><form id="mffmx"></form>
<div id="mffm7">not a form</div><div id="uNMenuDiv1" class="uMenuV"></div></div>
<aside><div id="pollBlock3" class="pollBlock"><div class="pollQue"><b>Как вам
 новый сайт?</b></div><label>Отлично</label></div><!--U1CLEFTER1Z--><!--/U1CLEFTER1Z--><!--U1BROKEN1Z--><div id="mchatBlock"></div></aside>
<footer><!--U1BFOOTER1Z--><a href="https://www.ucoz.ru/" title="Hosted by uCoz">uCoz</a><!--/U1BFOOTER1Z--></footer></body>`;

beforeEach(() => {
  document.documentElement.innerHTML = PAGE;
});

describe('readPageFacts', () => {
  test("a menu's words are cut to what a hello may carry", () => {
    const label = 'Очень длинный пункт меню'.repeat(3);
    document.documentElement.innerHTML = `<body><div id="uNMenuDiv4"><a>${label}</a><a>${label}2</a></div></body>`;
    const { parts } = readPageFacts(document);
    expect(parts[0]!.words).toHaveLength(80);
    expect(parts[0]!.words.endsWith('…')).toBe(true);
    expect(contentScriptRequestSchema.safeParse({ type: 'content/hello', parts }).success).toBe(true);
  });

  test('the menus, mini-chat, global blocks, mail forms and polls the page shows', () => {
    expect(readPageFacts(document)).toEqual({
      parts: [
        // Each menu by its first three labels, spaces as read; a menu with no label has none.
        { kind: 'menu', id: 1, words: '' },
        { kind: 'menu', id: 2, words: 'Главная, О нас, Услуги' },
        // A form's control named "id" does not hide the form's id; an element other than a form is no mail form.
        // A form by its first three field labels (marks of a required field left out), a poll by its question.
        { kind: 'mailform', id: 1, words: 'Имя, E-mail, Сообщение' },
        { kind: 'poll', id: 3, words: 'Как вам новый сайт?' },
      ],
      minichat: true,
      // Both markers, in the order they close; one left open is not a block.
      blocks: ['AHEADER', 'CLEFTER', 'BFOOTER'],
    });
  });

  test('a page without any of them', () => {
    document.documentElement.innerHTML = '<body><div id="content"><p>Only text <!-- a note --></p></div></body>';
    expect(readPageFacts(document)).toEqual({ parts: [], minichat: false, blocks: [] });
  });

  test('a page of more menus, blocks, forms and polls than a hello may name still says hello, with the first of each', () => {
    const many = (make: (n: number) => string) => Array.from({ length: 100 }, (_, i) => make(i + 1)).join('');
    document.documentElement.innerHTML = `<body>${many((n) => `<div id="uNMenuDiv${n}"></div><div id="pollBlock${n}"></div><form id="mffm${n}"></form><!--U1B${n}X1Z--><!--/U1B${n}X1Z-->`)}</body>`;
    const facts = readPageFacts(document);
    const of = (kind: string) => facts.parts.filter((part) => part.kind === kind).map((part) => part.id);
    expect([of('menu').length, of('poll').length, of('mailform').length, facts.blocks.length]).toEqual([64, 64, 64, 64]);
    expect(of('poll').slice(0, 3)).toEqual([1, 2, 3]);
    expect(contentScriptRequestSchema.safeParse({ type: 'content/hello', ...facts }).success).toBe(true);
  });
});
