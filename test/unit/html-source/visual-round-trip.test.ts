// @vitest-environment happy-dom
// Every snippet of the content corpus through the visual editor (Squire) and back: untouched it
// comes back byte for byte; typed into, it comes back with exactly that edit and every other byte
// as it was. The editor here parses with a <template> element: happy-dom's DOMPurify drops text
// when it parses fragments, so the real sanitizer is tested in real browsers (e2e).
import type Squire from 'squire-rte';
import { describe, expect, test } from 'vitest';
import { ID_ATTR, KEEP_ATTR, escapeText, sourceModel } from '@/src/html-source/source-model';
import { reconcile, snapshotOf } from '@/src/html-source/reconcile';
import { startVisualSession, type VisualSession } from '@/src/html-source/visual-session';
import { CONTENT_CORPUS, type CorpusSnippet } from '../../fixtures/content-corpus';
import { discardSquires, newSquire } from '../../support/squire';

const label = (start: string) => `Kept: ${start}`;
function open(source: string): { editor: Squire; root: HTMLElement; session: VisualSession } {
  const editor = newSquire();
  const session = startVisualSession(editor, source, label);
  return { editor, root: editor.getRoot(), session };
}

/** The one text node of the editor holding `phrase`. */
function textWith(root: HTMLElement, phrase: string): Text {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const found: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) if ((node as Text).data.includes(phrase)) found.push(node as Text);
  expect(found, `text nodes holding "${phrase}"`).toHaveLength(1);
  return found[0]!;
}

/** Where `typeAfter` ends in the source (it occurs there once, spelt as rendered). */
function endInSource(snippet: CorpusSnippet): number {
  const at = snippet.html.indexOf(snippet.typeAfter);
  expect(at).toBeGreaterThanOrEqual(0);
  expect(snippet.html.lastIndexOf(snippet.typeAfter)).toBe(at);
  return at + snippet.typeAfter.length;
}

const SNIPPETS = CONTENT_CORPUS.map((snippet) => [snippet.name, snippet] as const);

describe('the content corpus through the visual editor', () => {
  test('holds 41 snippets with unique names', () => {
    expect(new Set(CONTENT_CORPUS.map((snippet) => snippet.name)).size).toBe(41);
  });

  test.each(SNIPPETS)('%s: untouched, it comes back byte for byte', (_name, snippet) => {
    const { session } = open(snippet.html);
    expect(session.html()).toBe(snippet.html);
  });

  test.each(SNIPPETS)('%s: " inplaced" typed after the phrase is the only change', (_name, snippet) => {
    const { root, session } = open(snippet.html);
    const node = textWith(root, snippet.typeAfter);
    node.insertData(node.data.indexOf(snippet.typeAfter) + snippet.typeAfter.length, ' inplaced');
    const html = session.html();
    const i = endInSource(snippet);
    expect(html).toContain(`${snippet.typeAfter} inplaced`);
    expect(html).toBe(`${snippet.html.slice(0, i)} inplaced${snippet.html.slice(i)}`);
  });

  test.each(SNIPPETS)('%s: deleting the last character of the phrase deletes only that character', (_name, snippet) => {
    const { root, session } = open(snippet.html);
    const node = textWith(root, snippet.typeAfter);
    node.deleteData(node.data.indexOf(snippet.typeAfter) + snippet.typeAfter.length - 1, 1);
    const i = endInSource(snippet);
    expect(session.html()).toBe(snippet.html.slice(0, i - 1) + snippet.html.slice(i));
  });

  test.each(SNIPPETS)('%s: typed markup characters are written as text', (_name, snippet) => {
    const { root, session } = open(snippet.html);
    const node = textWith(root, snippet.typeAfter);
    node.insertData(node.data.indexOf(snippet.typeAfter) + snippet.typeAfter.length, ' <b data-ip="0">&</b>');
    const i = endInSource(snippet);
    expect(session.html()).toBe(`${snippet.html.slice(0, i)} &lt;b data-ip="0"&gt;&amp;&lt;/b&gt;${snippet.html.slice(i)}`);
  });
});

describe('kept parts: shown as placeholders, written back as their source', () => {
  const find = (name: string) => CONTENT_CORPUS.find((snippet) => snippet.name === name)!;

  test.each<[string, string, string, 'SPAN' | 'DIV']>([
    ['a counter <script> with src', 'embed-counter-scripts', '<script type="text/javascript" src="//counter.example.net/js/counter.js?id=48213"></script>', 'DIV'],
    ['an inline <script>', 'embed-counter-scripts', "<script type=\"text/javascript\">\nvar d = new Date();\ndocument.write('<p class=\"today\">Today is ' + d.toLocaleDateString() + '</p>');\nif (window.uCoz && uCoz.site) { console.log('site id', uCoz.site.id); }\n</script>", 'DIV'],
    ['a <noscript> with a pixel', 'embed-counter-scripts', '<noscript><div><img src="//counter.example.net/pixel?id=48213" width="1" height="1" alt="" /></div></noscript>', 'DIV'],
    ['an <iframe> inside a paragraph', 'embed-video-iframes', '<iframe width="640" height="360" src="https://www.youtube.com/embed/xYz12AbCdEf" frameborder="0" allowfullscreen></iframe>', 'SPAN'],
    ['an <iframe> inside a div', 'embed-video-iframes', '<iframe src="//vk.com/video_ext.php?oid=-1234567&id=456239017&hash=abcdef0123456789" width="607" height="360" frameborder="0"></iframe>', 'DIV'],
    ['a comment', 'hand-written-comments-and-tabs', '<!-- ===== MAIN TEXT ===== -->', 'DIV'],
    ['a comment hiding old markup', 'hand-written-comments-and-tabs', '<!--\n<div class="old">Old rules from 2007 are no longer valid.</div>\n-->', 'DIV'],
    ['an <?if…?> directive', 'template-header-login-bar', '<?if($USER_LOGGED_IN$)?>', 'DIV'],
    ['an <?else?> directive', 'template-header-login-bar', '<?else?>', 'DIV'],
    ['a $VAR$ in a link', 'template-header-login-bar', '$SITE_NAME$', 'SPAN'],
    ['a $VAR$ in bold', 'template-header-login-bar', '$USERNAME$', 'SPAN'],
    ['$POWERED_BY$', 'template-footer-powered-by', '$POWERED_BY$', 'SPAN'],
    ['a <style> block', 'embed-style-blocks', '<style>\n@media (min-width: 800px) { .hidden-mobile { display: block; } }\n</style>', 'DIV'],
    ['a whole <form>', 'embed-feedback-form', '<form action="/mail/" method="post" name="mform" onsubmit="return checkForm(this);">', 'DIV'],
    ['a Flash <object>', 'embed-flash-object-radio', '<object classid="clsid:d27cdb6e-ae6d-11cf-96b8-444553540000" width="300" height="60">', 'DIV'],
  ])('%s', (_name, snippetName, kept, tag) => {
    const snippet = find(snippetName);
    const { root, session } = open(snippet.html);
    // The kept range that is (or, for a whole element, starts with) this source.
    const entry = [...session.model.kept].find(([, range]) => snippet.html.slice(range.start, range.end).startsWith(kept));
    expect(entry, `a kept part starting ${kept}`).toBeDefined();
    const [id, range] = entry!;
    const source = snippet.html.slice(range.start, range.end);
    const placeholders = root.querySelectorAll(`[${KEEP_ATTR}="${id}"]`);
    expect(placeholders).toHaveLength(1);
    const placeholder = placeholders[0]!;
    expect(placeholder.tagName).toBe(tag);
    expect(placeholder.getAttribute('contenteditable')).toBe('false');
    // A template variable reads as itself; anything else by the label of its start.
    if (/^\$[A-Z_0-9]+\$$/.test(kept)) expect(placeholder.textContent).toBe(kept);
    else expect(placeholder.textContent?.startsWith('Kept: ')).toBe(true);
    // Not the code itself: nothing of it is editable or runs in the editor.
    expect(root.querySelector('script, iframe, style, form, object, noscript')).toBeNull();

    // Typed into elsewhere, the kept part comes back byte-identical, in its place.
    const node = textWith(root, snippet.typeAfter);
    node.insertData(node.data.indexOf(snippet.typeAfter) + snippet.typeAfter.length, ' inplaced');
    const html = session.html();
    expect(html.split(source).length).toBe(snippet.html.split(source).length);
    expect(html).not.toContain('Kept: ');
    const i = endInSource(snippet);
    expect(html).toBe(`${snippet.html.slice(0, i)} inplaced${snippet.html.slice(i)}`);
  });

  test('a placeholder moved into another block writes its source there, once; the blocks not involved stay', () => {
    const snippet = find('template-footer-powered-by');
    const { root, session } = open(snippet.html);
    const [id] = [...session.model.kept].find(([, kept]) => snippet.html.slice(kept.start, kept.end) === '$YEAR$')!;
    textWith(root, 'Write to us').parentElement!.append(root.querySelector(`[${KEEP_ATTR}="${id}"]`)!);
    const html = session.html();
    expect(html.split('$YEAR$')).toHaveLength(2);
    expect(html).toContain('+7 (495) 555-01-02$YEAR$</p>\n');
    expect(html.startsWith('<div class="footer-menu">$SMENU_1$</div>\n<p class="copy">Copyright ')).toBe(true);
    expect(html).toContain('  $SITE_NAME$. All rights reserved.</p>\n');
    expect(html.endsWith(snippet.html.slice(snippet.html.indexOf('\n<?if(')))).toBe(true);
  });

  test('a placeholder deleted deletes its source; the rest stays', () => {
    const snippet = find('embed-counter-scripts');
    const { root, session } = open(snippet.html);
    const [id, range] = [...session.model.kept].find(([, kept]) => snippet.html.slice(kept.start, kept.end).startsWith('<script type="text/javascript">'))!;
    root.querySelector(`[${KEEP_ATTR}="${id}"]`)!.remove();
    const html = session.html();
    expect(html).not.toContain('document.write');
    // The line breaks around it aside (see the src bug below), every byte is the source's.
    expect(html.replace(/\n/g, '')).toBe((snippet.html.slice(0, range.start) + snippet.html.slice(range.end)).replace(/\n/g, ''));
  });
});

/** The nearest element of the editor that stands for a source element, and its range there. */
function sourceBlockOf(session: VisualSession, node: Node) {
  const block = (node.parentElement as Element).closest(`[${ID_ATTR}]`) as HTMLElement;
  const range = session.model.elements.get(block.getAttribute(ID_ATTR)!)!;
  return { block, range };
}

/** The HTML the output must hold for a block the editor made: its tag and attributes, without the map. */
function freshOpenTag(element: Element): string {
  const attributes = Array.from(element.attributes)
    .filter((attribute) => attribute.name !== ID_ATTR)
    .map((attribute) => ` ${attribute.name}="${attribute.value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/\u00a0/g, '&nbsp;')}"`)
    .join('');
  return `<${element.localName}${attributes}>`;
}

/** Snippets where the phrase ends in a text node right inside a block element, with text after it. */
const SPLITTABLE = SNIPPETS.filter(([, snippet]) => {
  const { root } = open(snippet.html);
  const node = textWith(root, snippet.typeAfter);
  const parent = node.parentElement;
  const splittable =
    parent !== null &&
    /^(P|DIV|LI|H[1-6]|TD|BLOCKQUOTE)$/.test(parent.tagName) &&
    parent.hasAttribute(ID_ATTR) &&
    node.data.indexOf(snippet.typeAfter) + snippet.typeAfter.length < node.data.length;
  discardSquires();
  return splittable;
});

describe('a block split as Enter splits it: the clone carries the map mark, the output never does', () => {
  test('most of the corpus can be split this way', () => {
    expect(SPLITTABLE.length).toBeGreaterThanOrEqual(29);
  });

  test.each(SPLITTABLE)('%s', (_name, snippet) => {
    const { root, session } = open(snippet.html);
    const node = textWith(root, snippet.typeAfter);
    const { block, range } = sourceBlockOf(session, node);
    // Enter after the phrase: the block cloned with its attributes (data-ip too), the rest moved into it.
    const rest = node.splitText(node.data.indexOf(snippet.typeAfter) + snippet.typeAfter.length);
    const clone = block.cloneNode(false) as HTMLElement;
    const moved: ChildNode[] = [];
    for (let next: ChildNode | null = rest; next; next = next.nextSibling) moved.push(next);
    clone.append(...moved);
    block.after(clone);

    const html = session.html();
    expect(html).not.toMatch(/data-ip-(keep-)?[0-9a-f]{8}/);
    // Every other block byte-identical: all before the split block, all after it (the line
    // break that followed the block may now stand before the new one).
    const tail = snippet.html.slice(range.end).trimStart();
    expect(html.startsWith(snippet.html.slice(0, range.start))).toBe(true);
    expect(html.endsWith(tail)).toBe(true);
    const middle = html.slice(range.start, html.length - tail.length).trimEnd();
    // The block keeps its own start tag; the new one is written as the editor holds it.
    expect(middle.startsWith(snippet.html.slice(range.start, range.innerStart))).toBe(true);
    expect(middle).toContain(snippet.typeAfter);
    const cloneHtml = `${freshOpenTag(clone)}${escapeText(clone.textContent ?? '')}</${clone.localName}>`;
    if (clone.children.length === 0) expect(middle.endsWith(cloneHtml)).toBe(true);
    else expect(middle).toContain(freshOpenTag(clone));
  });
});

/** Snippets where the phrase stands inside an element of the source, which has other elements too. */
const IN_ELEMENTS = SNIPPETS.filter(([, snippet]) => {
  const { root, session } = open(snippet.html);
  const inElement = textWith(root, snippet.typeAfter).parentElement?.closest(`[${ID_ATTR}]`) && session.model.elements.size > 1;
  discardSquires();
  return Boolean(inElement);
});

describe("the map's attributes are the panel's own", () => {
  test('a source with data-ip, data-ip-keep and look-alikes: every element the editor gets carries one map id, its own, and the source\'s attributes as they were', () => {
    const snippet = CONTENT_CORPUS.find((item) => item.name === 'hand-written-game-servers-data-ip')!;
    const model = sourceModel(snippet.html, (start) => start);
    const tags = model.editorHtml.match(/<[a-z][^>]*>/g) ?? [];
    for (const tag of tags) {
      const ids = [...tag.matchAll(new RegExp(` ${ID_ATTR}="([^"]*)"`, 'g'))].map((match) => match[1]!);
      expect(ids.length, tag).toBeLessThanOrEqual(1);
      for (const id of ids) expect(model.elements.has(id) || model.kept.has(id), tag).toBe(true);
      expect(tag).not.toContain(` ${KEEP_ATTR}="1"`);
    }
    expect(model.editorHtml).toContain('data-ip="185.1.2.3:27015" data-ip-keep="1"');
    expect(model.editorHtml).toContain('data-ip="3" data-port="27016"');
    expect(ID_ATTR).toMatch(/^data-ip-[0-9a-f]{8}$/);
  });
});

describe('pasted content carrying a map mark of the source', () => {
  test('most of the corpus has its phrase inside an element', () => {
    expect(IN_ELEMENTS.length).toBeGreaterThanOrEqual(34);
  });

  test.each(IN_ELEMENTS)('%s: an inline element with the id of another element writes no data-ip, and the other blocks stay', (_name, snippet) => {
    const { root, session } = open(snippet.html);
    const node = textWith(root, snippet.typeAfter);
    const { block, range } = sourceBlockOf(session, node);
    const otherId = [...session.model.elements.keys()].find((id) => id !== block.getAttribute(ID_ATTR))!;
    const pasted = document.createElement('b');
    pasted.setAttribute(ID_ATTR, otherId);
    pasted.textContent = 'pasted';
    const rest = node.splitText(node.data.indexOf(snippet.typeAfter) + snippet.typeAfter.length);
    rest.before(pasted);

    const html = session.html();
    expect(html).not.toMatch(/data-ip-(keep-)?[0-9a-f]{8}/);
    expect(html).toContain('<b>pasted</b>');
    expect(html.startsWith(snippet.html.slice(0, range.start))).toBe(true);
    expect(html.endsWith(snippet.html.slice(range.end))).toBe(true);
  });

  test.each(IN_ELEMENTS)('%s: a block with the id of the block after it writes no data-ip', (_name, snippet) => {
    const { root, session } = open(snippet.html);
    const { block } = sourceBlockOf(session, textWith(root, snippet.typeAfter));
    const pasted = document.createElement(block.localName);
    pasted.setAttribute(ID_ATTR, block.getAttribute(ID_ATTR)!);
    pasted.textContent = 'pasted paragraph';
    block.before(pasted);

    const html = session.html();
    expect(html).not.toMatch(/data-ip-(keep-)?[0-9a-f]{8}/);
    expect(html).toContain('pasted paragraph');
    expect(html).toContain(snippet.typeAfter);
  });
});

describe('an edit at the end of a run that ends in an entity', () => {
  // The run's end is the same place in both forms: the entity stays as the source spells it.
  test.each<[string, string, string]>([
    ['in an indented div', '<div>\n  Wait&hellip;\n</div>\n<p>B</p>\n', '<div>\n  Wait&hellip; what?\n</div>\n<p>B</p>\n'],
    ['in an indented paragraph', '<p>\n\tWait&hellip;\r\n</p>\r\n<p>B &mdash; b</p>\r\n', '<p>\n\tWait&hellip; what?\r\n</p>\r\n<p>B &mdash; b</p>\r\n'],
    ['in a plain paragraph', '<p>Wait&hellip;</p>\n<p>B</p>\n', '<p>Wait&hellip; what?</p>\n<p>B</p>\n'],
  ])('%s: the words go after the entity, and the source stays as it was', (_name, source, expected) => {
    const { root, session } = open(source);
    const node = textWith(root, 'Wait');
    node.insertData(node.data.indexOf('…') + 1, ' what?');
    expect(session.html()).toBe(expected);
  });
});

describe('src bugs (src/html-source/patch-source.ts, src/html-source/reconcile.ts)', () => {
  // patchSource aligns the editor's form and the source character by character; after an entity
  // whose name shares letters with the text after it the alignment is ambiguous, and the typed
  // text lands inside the entity, corrupting it on the site.
  test('typing right after &mdash; in "Tea&mdash;and a cake" keeps the entity whole', () => {
    const source = '<p>Tea&mdash;and a cake.</p>\n<p>Pros&mdash;and cons</p>\n';
    const { root, session } = open(source);
    textWith(root, 'Tea').insertData(4, 'also ');
    // Today: "<p>Tea&mdalso ash;and a cake.</p>…"
    expect(session.html()).toBe('<p>Tea&mdash;also and a cake.</p>\n<p>Pros&mdash;and cons</p>\n');
  });

  // A gap between two untouched blocks whose order numbers are no longer consecutive (a block
  // between them deleted) is written afresh from the editor, which holds no whitespace between
  // blocks: the line breaks between the untouched neighbours go too.
  test('deleting a paragraph keeps a line break between its untouched neighbours', () => {
    const source = '<h2>T</h2>\r\n<p>A</p>\r\n<p>B</p>\r\n<p>C</p>\r\n';
    const { root, session } = open(source);
    root.querySelectorAll('p')[1]!.remove();
    // Today: "<h2>T</h2>\r\n<p>A</p><p>C</p>\r\n"
    expect(session.html()).toBe('<h2>T</h2>\r\n<p>A</p>\r\n<p>C</p>\r\n');
  });
});

describe("the editor's own controls", () => {
  test('the image resize handles the editor adds are no content; the resized image is written, nothing else', () => {
    const source = '<p>Our cat:</p>\n<p><img src="/cat.jpg" alt="cat" width=400></p>\n<p>That is all.</p>\n';
    const { root, session } = open(source);
    const handles = document.createElement('div');
    handles.className = 'squire-image-resize-container';
    handles.innerHTML = '<div class="squire-image-resize-handle"></div><div class="squire-image-resize-handle"></div>';
    root.append(handles);
    expect(session.html()).toBe(source);
    root.querySelector('img')!.style.width = '280px';
    expect(session.html()).toBe(source.replace('<img src="/cat.jpg" alt="cat" width=400>', '<img src="/cat.jpg" alt="cat" width="400" style="width: 280px;">'));
  });
});

describe('read again after more edits (what the session keeps of the editor between reads)', () => {
  test.each(SNIPPETS)('%s: every read is what a first read of the same document would be', (_name, snippet) => {
    const { root, session } = open(snippet.html);
    // Taken as the session took it, right after loading: read with nothing kept, for comparison.
    const loaded = snapshotOf(root);
    const firstRead = () => reconcile(session.model, loaded, root);
    expect(session.html()).toBe(snippet.html);
    const node = textWith(root, snippet.typeAfter);
    node.insertData(node.data.indexOf(snippet.typeAfter) + snippet.typeAfter.length, ' one');
    expect(session.html()).toBe(firstRead());
    node.insertData(node.data.indexOf(' one') + 4, ' two');
    expect(session.html()).toContain(' one two');
    expect(session.html()).toBe(firstRead());
    // A block taken out, changed while out of the document, and put back where it was.
    const block = [...root.children].find((element) => element.hasAttribute(ID_ATTR));
    if (block) {
      const next = block.nextSibling;
      block.remove();
      expect(session.html()).toBe(firstRead());
      block.append(document.createTextNode(' changed while out'));
      root.insertBefore(block, next);
      expect(session.html()).toContain(' changed while out');
      expect(session.html()).toBe(firstRead());
    }
    root.lastElementChild!.setAttribute('title', 'now');
    expect(session.html()).toBe(firstRead());
  });
});

describe('a text inside one element the template closes (<div class="content"> left open)', () => {
  const paragraphs = Array.from({ length: 300 }, (_, i) => `<p>Paragraph ${i} of the wrapped page.</p>`).join('\n');
  const source = `<div class="content">\n${paragraphs}\n`;

  test('a keystroke writes out the paragraph it changed, never the whole wrapper', () => {
    const { root, session } = open(source);
    expect(session.html()).toBe(source);
    const wrapper = root.querySelector('div.content')!;
    const node = textWith(root, 'Paragraph 150 ');
    node.insertData(node.data.length, '!');
    let wrapperWritten = 0;
    const outerHTML = Object.getOwnPropertyDescriptor(Element.prototype, 'outerHTML')!;
    Object.defineProperty(wrapper, 'outerHTML', {
      configurable: true,
      get() {
        wrapperWritten++;
        return outerHTML.get!.call(this);
      },
    });
    expect(session.html()).toBe(source.replace('Paragraph 150 of the wrapped page.', 'Paragraph 150 of the wrapped page.!'));
    expect(wrapperWritten).toBe(0);
    // Typed back as it was: the source as loaded, byte for byte.
    node.deleteData(node.data.length - 1, 1);
    expect(session.html()).toBe(source);
  });
});

describe('what a read keeps for the next one', () => {
  test('after a read, every block the owner did not touch is known by what it writes, the wrapper too', () => {
    const paragraphs = Array.from({ length: 50 }, (_, i) => `<p>Paragraph ${i}.</p>`).join('\n');
    for (const source of [paragraphs, `<div class="content">\n${paragraphs}\n`]) {
      const { root, session } = open(source);
      const written = new WeakMap<Node, string>();
      const loaded = snapshotOf(root);
      expect(reconcile(session.model, loaded, root, written)).toBe(source);
      const blocks = [...root.querySelectorAll('p')];
      expect(blocks.filter((block) => !written.has(block))).toEqual([]);
      // Typed into one: the next read is the source with that edit.
      const node = textWith(root, 'Paragraph 7.');
      node.insertData(node.data.length, '!');
      // As the session's cache forgets them (written-cache.ts): the text and what holds it.
      for (let up: Node | null = node; up && up !== root; up = up.parentNode) written.delete(up);
      expect(reconcile(session.model, loaded, root, written)).toBe(source.replace('Paragraph 7.', 'Paragraph 7.!'));
    }
  });
});
