// @vitest-environment happy-dom
// @vitest-environment-options { "settings": { "handleDisabledFileLoadingAsSuccess": true } }
// What the owner points at on a page of the platform: the part, where in it, and its label.
import { beforeEach, describe, expect, test } from 'vitest';
import { cssTargetFor } from '@/src/content/point-css-rules';
import { cssRulesFor, findPointOutline, findPointTarget, pointRegions, POINT_REGIONS_MAX } from '@/src/content/point-targets';
import { visibleCharsBefore } from '@/src/detect/text-offset';
import { POINT_RULES_MAX } from '@/src/messages/point';

/** A page in the platform's shapes: a menu in the header block, an entry with comments, a left column with a form and a poll. */
const PAGE = `<!--U1AHEADER1Z--><header id="header"><h1 class="logo">My site</h1>
  <div id="uNMenuDiv1" class="uMenuV"><ul class="uMenuRoot">
    <li class="uWithSubmenu"><a href="/"><span>Главная</span></a>
      <ul class="subM"><li><a href="/news"><span>Новости</span></a></li><li><a href="/blog"><span>Блог</span></a></li></ul></li>
    <li id="about-item"><a href="/about"><span>О нас</span></a></li>
    <li><a class="uMenuItemA" href="/contacts"><span>Контакты</span></a></li>
  </ul></div></header><!--/U1AHEADER1Z-->
<div id="content">
  <div class="eBlock"><div class="eTitle"><a href="/news/1">Hello world</a></div>
    <div class="eMessage"><p>First <b>bold</b> words.</p><p id="second">Second para.</p></div></div>
  <a name="comments"></a><div id="allEntries">
    <div class="comEnt" id="comEnt4"><div class="cTop"><a href="/index/8-1">ivan</a> 12.01.2024</div><div class="cMessage">First!</div></div>
    <div class="comEnt" id="comEnt5"><div class="cMessage">No author shown</div></div>
  </div>
</div>
<aside><!--U1CLEFTER1Z--><div class="side"><p id="left">Left words</p>
  <form id="mffm2" class="mform"><label>Name: *</label><input name="id"><label>E-mail</label></form>
  <div id="pollBlock3" class="pollBlock"><div class="pollQue">Your choice?</div><div class="answer">Yes</div></div>
</div><!--/U1CLEFTER1Z--></aside>
<!--U1BFOOTER1Z--><footer><p>© Site</p></footer><!--/U1BFOOTER1Z-->
<!--U1MYBANNER1Z--><div class="banner">Banner text</div><!--/U1MYBANNER1Z-->`;

const $ = (selector: string) => document.querySelector(selector)!;
const at = (selector: string, region: Element | null = null) => findPointTarget(document, $(selector), null, region);
const textIn = (selector: string) => $(selector).firstChild!;

beforeEach(() => {
  document.body.innerHTML = PAGE;
});

describe('the part under the pointer', () => {
  test('a menu item: its index among all the menu\'s links, nested ones counted in order', () => {
    const contacts = at('a[href="/contacts"] span');
    expect(contacts?.target).toEqual({ what: 'menu', menuId: 1, item: 4 });
    expect(contacts?.label).toBe('Menu: Главная, Новости, Блог › Контакты');
    expect(contacts?.box).toBe($('a[href="/contacts"]'));
    expect(at('a[href="/blog"]')?.target).toEqual({ what: 'menu', menuId: 1, item: 2 });
    expect(at('a[href="/"]')?.target).toEqual({ what: 'menu', menuId: 1, item: 0 });
    // Between the links: the item's own row, the menu's margin its first item.
    expect(at('#about-item')?.target).toEqual({ what: 'menu', menuId: 1, item: 3 });
    expect(at('.subM')?.target).toEqual({ what: 'menu', menuId: 1, item: 0 });
  });

  test('innermost wins: the menu in the header block is the menu; the rest of the header is the block', () => {
    expect(at('a[href="/about"]')?.target.what).toBe('menu');
    const header = at('.logo');
    expect(header?.target).toEqual({ what: 'block', block: 'AHEADER', offset: 0 });
    expect(header?.label).toBe('Global block: Header');
    const range = header?.box as Range;
    expect(range.startContainer).toBe(document.body);
    expect(range.cloneContents().querySelector('#header')).not.toBeNull();
  });

  test('blocks by their names, and by their id when the platform gives them none', () => {
    expect(at('#left')?.label).toBe('Global block: Left column');
    expect(at('footer p')?.label).toBe('Global block: Footer');
    expect(at('.banner')).toMatchObject({ target: { what: 'block', block: 'MYBANNER', offset: 0 }, label: 'Global block: MYBANNER' });
  });

  test('a spot in a block is counted from the block\'s start, as the editor counts it', () => {
    const text = textIn('.logo');
    const pointed = findPointTarget(document, $('.logo'), { node: text, offset: 4 }, null);
    expect(pointed?.target).toEqual({ what: 'block', block: 'AHEADER', offset: visibleCharsBefore($('#header'), text, 4) });
    expect(pointed?.target).toEqual({ what: 'block', block: 'AHEADER', offset: 'Mys'.length });
    // Without a spot: the characters before the element pointed at.
    const side = findPointTarget(document, $('#left'), null, null);
    expect(side?.target).toEqual({ what: 'block', block: 'CLEFTER', offset: 0 });
  });

  test('an entry\'s title and its text; the offset is the visible characters before the spot', () => {
    expect(at('.eTitle a')).toMatchObject({ target: { what: 'title' }, label: 'Title', box: $('.eTitle') });
    const text = textIn('#second');
    const pointed = findPointTarget(document, $('#second'), { node: text, offset: 6 }, null);
    expect(pointed?.target).toEqual({ what: 'content', offset: visibleCharsBefore($('.eMessage'), text, 6) });
    expect(pointed?.target).toEqual({ what: 'content', offset: 'Firstboldwords.Second'.length });
    expect(pointed?.label).toBe('Page content');
    expect(pointed?.box).toBe($('.eMessage'));
    // No spot (or one outside): the characters before the element.
    expect(at('b')?.target).toEqual({ what: 'content', offset: 5 });
    expect(findPointTarget(document, $('b'), { node: textIn('.logo'), offset: 2 }, null)?.target).toEqual({ what: 'content', offset: 5 });
  });

  test('for the outline while the pointer moves: the same part and label, not counted through', () => {
    for (const selector of ['b', '.logo', 'a[href="/blog"]', '#comEnt4 .cMessage']) {
      const counted = at(selector)!;
      expect(findPointOutline(document, $(selector), null)).toEqual({ ...counted, target: 'offset' in counted.target ? { ...counted.target, offset: 0 } : counted.target });
    }
  });

  test('the region the preview found is the content; a title inside it is still the title', () => {
    const region = $('#content');
    const text = textIn('#second');
    expect(findPointTarget(document, $('#second'), { node: text, offset: 0 }, region)?.target)
      .toEqual({ what: 'content', offset: visibleCharsBefore(region, text, 0) });
    expect(at('.eTitle a', region)?.target).toEqual({ what: 'title' });
    expect(at('.cMessage', region)?.target).toEqual({ what: 'comment', id: 4 });
  });

  test('content inside the region wins over a block that wraps it', () => {
    document.body.innerHTML = '<!--U1AHEADER1Z--><div id="wrap"><p>Intro</p><div id="page"><p id="inner">Text</p></div></div><!--/U1AHEADER1Z-->';
    expect(at('#inner', $('#page'))?.target).toEqual({ what: 'content', offset: 0 });
    expect(at('#wrap p', $('#page'))?.target.what).toBe('block');
  });

  test('comments by their author where it shows', () => {
    expect(at('#comEnt4 .cMessage')).toMatchObject({ target: { what: 'comment', id: 4 }, label: 'Comment by ivan', box: $('#comEnt4') });
    expect(at('#comEnt5 .cMessage')).toMatchObject({ target: { what: 'comment', id: 5 }, label: 'Comment' });
  });

  test('a mini-chat message in a global block is the mini-chat, not the block', () => {
    $('#left').insertAdjacentHTML('afterend', '<div id="mchatBlock"><div id="mchatMsg7" class="mcMessage"><b>ivan</b>: hi</div></div>');
    expect(at('#mchatMsg7 b')).toMatchObject({ target: { what: 'minichat' }, label: 'Mini-chat message', box: $('#mchatMsg7') });
    expect(at('#left')?.target.what).toBe('block');
  });

  test('a mail form by its field labels (its control named "id" does not hide it), a poll by its question', () => {
    expect(at('#mffm2 input')).toMatchObject({ target: { what: 'part', kind: 'mailform', id: 2 }, label: 'Mail form: Name, E-mail' });
    expect(at('#pollBlock3 .answer')).toMatchObject({ target: { what: 'part', kind: 'poll', id: 3 }, label: 'Poll: Your choice?' });
  });

  test('what no editor has as its own opens the page\'s template, even markup that only looks like a part', () => {
    const layout = { target: { what: 'layout' }, label: 'Page template (this part has no editor of its own)' };
    expect(at('aside')).toMatchObject(layout);
    expect(at('a[name="comments"]')).toMatchObject(layout);
    document.body.innerHTML = '<div class="comEnt" id="comEntX">odd</div><div id="uNMenuDivX"><a href="/">x</a></div>';
    expect(at('.comEnt')).toMatchObject(layout);
    expect(at('a')).toMatchObject(layout);
    // Outside the body (the document's own element): nothing.
    expect(at('html')).toBeNull();
  });

  test('page text in a label stays text', () => {
    $('a[href="/contacts"] span').textContent = '<img src=x onerror=alert(1)>';
    expect(at('a[href="/contacts"]')?.label).toBe('Menu: Главная, Новости, Блог › <img src=x onerror=alert(1)>');
  });
});

describe('a list of entries (news, blog, catalogues)', () => {
  /** As the platform renders a module's list: `#allEntries > #entryID<id>`, a title and the entry's description in each. */
  const LIST = `<h1>News</h1><div id="allEntries">
    <div id="entryID7"><table class="eBlock"><tr><td class="eTitle"><a href="/news/opening/2026-11-20-7">Opening day</a></td></tr>
      <tr><td class="eMessage"><p>Doors open <b>at ten</b>.</p></td></tr><tr><td class="eDetails">Comments (0)</td></tr></table></div>
    <div id="entryID5"><table class="eBlock"><tr><td class="eTitle"><a href="/news/prices/2026-11-18-5">New prices</a></td></tr>
      <tr><td class="eMessage">Cheaper now.</td></tr></table></div>
  </div><div class="catPages1">1</div>`;

  test('an entry\'s title and text open that entry: its title, its description at the spot', () => {
    document.body.innerHTML = LIST;
    expect(at('#entryID5 .eTitle a')).toMatchObject({ target: { what: 'listed', id: 5, part: 'title', offset: 0 }, label: 'Title of “New prices”', box: $('#entryID5 .eTitle') });
    const text = $('#entryID7 b').firstChild!;
    const pointed = findPointTarget(document, $('#entryID7 b'), { node: text, offset: 3 }, null);
    expect(pointed?.target).toEqual({ what: 'listed', id: 7, part: 'text', offset: visibleCharsBefore($('#entryID7 .eMessage'), text, 3) });
    expect(pointed?.label).toBe('Description of “Opening day”');
    // The rest of the entry's row is the page's template.
    expect(at('#entryID7 .eDetails')?.target).toEqual({ what: 'layout' });
  });

  test('the keyboard walks each entry\'s title and text', () => {
    document.body.innerHTML = LIST;
    expect(pointRegions(document, null).map((part) => part.label)).toEqual([
      'Title of “Opening day”', 'Description of “Opening day”', 'Title of “New prices”', 'Description of “New prices”',
    ]);
  });
});

describe('the parts the keyboard walks', () => {
  test('every part in the page\'s order; content and blocks from their start', () => {
    expect(pointRegions(document, null).map((part) => part.target)).toEqual([
      { what: 'block', block: 'AHEADER', offset: 0 },
      ...[0, 1, 2, 3, 4].map((item) => ({ what: 'menu', menuId: 1, item })),
      { what: 'title' },
      { what: 'content', offset: 0 },
      { what: 'comment', id: 4 },
      { what: 'comment', id: 5 },
      { what: 'block', block: 'CLEFTER', offset: 0 },
      { what: 'part', kind: 'mailform', id: 2 },
      { what: 'part', kind: 'poll', id: 3 },
      { what: 'block', block: 'BFOOTER', offset: 0 },
      { what: 'block', block: 'MYBANNER', offset: 0 },
    ]);
  });

  test('the region the preview found stands for the content, once', () => {
    const parts = pointRegions(document, $('#content'));
    expect(parts.filter((part) => part.target.what === 'content')).toEqual([{ target: { what: 'content', offset: 0 }, box: $('#content'), label: 'Page content' }]);
    expect(pointRegions(document, $('.eMessage')).filter((part) => part.target.what === 'content')).toHaveLength(1);
  });

  test(`at most ${POINT_REGIONS_MAX}`, () => {
    const links = Array.from({ length: 300 }, (_, i) => `<li><a href="/p${i}">Page ${i}</a></li>`).join('');
    document.body.innerHTML = `<div id="uNMenuDiv2"><ul class="uMenuRoot">${links}</ul></div>`;
    const parts = pointRegions(document, null);
    expect(parts).toHaveLength(POINT_REGIONS_MAX);
    expect(parts.at(-1)?.target).toEqual({ what: 'menu', menuId: 2, item: POINT_REGIONS_MAX - 1 });
  });
});

describe('the site CSS\'s rules that style an element (Alt+Shift+click)', () => {
  const preview = (css: string) => {
    const style = document.createElement('style');
    style.setAttribute('data-inplace-css-preview', '');
    style.textContent = css;
    document.head.append(style);
  };

  beforeEach(() => {
    document.head.replaceChildren();
  });

  test('top-level rules by index, in order: style rules that match, and @media and @supports whose condition holds', () => {
    preview(`.eTitle a { color: red }
      p { margin: 0 }
      @media (min-width: 1px) { .eMessage { padding: 0 } .eTitle a { color: blue } }
      @media (max-width: 0px) { .eTitle a { color: green } }
      @supports (display: block) { a { text-decoration: none } }
      #content .eTitle > a, .none { font-weight: bold }
      a:not(( { color: black }`);
    expect(cssRulesFor(document, $('.eTitle a'))).toEqual([0, 2, 4, 5]);
    expect(cssRulesFor(document, $('footer'))).toEqual([]);
  });

  test('no rule styles it: the rules of the nearest element around it that has some, and a selector for its own rule', () => {
    preview(`#content { color: #333 }
      .eBlock { padding: 4px }
      footer p { margin: 0 }`);
    expect(cssTargetFor(document, $('.eMessage b'))).toEqual({ what: 'css', rules: [], inherited: [1], selector: '#content b' });
    expect(cssTargetFor(document, $('#second'))).toEqual({ what: 'css', rules: [], inherited: [1], selector: '#second' });
    expect(cssTargetFor(document, $('footer p'))).toEqual({ what: 'css', rules: [2] });
    // Names that are no plain identifiers are left out of the selector.
    $('.eMessage').insertAdjacentHTML('beforeend', '<span class="9x" id="{bad}">odd</span>');
    expect(cssTargetFor(document, $('.eMessage span'))).toMatchObject({ rules: [], selector: '#content span' });
  });

  test(`at most ${POINT_RULES_MAX}`, () => {
    preview(Array.from({ length: 100 }, (_, i) => `a { z-index: ${i} }`).join('\n'));
    expect(cssRulesFor(document, $('a'))).toEqual(Array.from({ length: POINT_RULES_MAX }, (_, i) => i));
  });

  test('no site CSS the page can read: no rules', () => {
    expect(cssRulesFor(document, $('a'))).toEqual([]);
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = '/_st/my.css';
    document.head.append(link);
    expect(cssRulesFor(document, $('a'))).toEqual([]);
  });
});
