// @vitest-environment happy-dom
import { describe, expect, test } from 'vitest';
import { inertNodes } from '@/src/content/inert-html';

/** The nodes as markup, the way they would land in the page. */
function render(html: string): string {
  const holder = document.createElement('div');
  holder.append(...inertNodes(document, html));
  return holder.innerHTML;
}

/** The first element of the result, for attribute checks. */
function firstElement(html: string): Element {
  const element = inertNodes(document, html).find((node): node is Element => node.nodeType === Node.ELEMENT_NODE);
  if (!element) throw new Error(`no element in ${html}`);
  return element;
}

describe('inertNodes: elements that could run, redirect, restyle or post something are dropped', () => {
  test.each([
    ['script', '<p>a</p><script>alert(1)</script><p>b</p>'],
    ['style', '<p>a</p><style>body { display: none; background: url(https://evil.example/alert) }</style><p>b</p>'],
    ['form', '<p>a</p><form name="uCoz" action="https://evil.example/alert"><input name="q"></form><p>b</p>'],
    ['iframe', '<p>a</p><iframe name="ad" srcdoc="<script>alert(1)</script>"></iframe><p>b</p>'],
    ['object', '<p>a</p><object data="x.swf"></object><p>b</p>'],
    ['embed', '<p>a</p><embed src="x.swf"><p>b</p>'],
    ['base', '<p>a</p><base href="https://evil.example/"><p>b</p>'],
    ['meta', '<p>a</p><meta http-equiv="refresh" content="0;url=https://evil.example"><p>b</p>'],
    ['link', '<p>a</p><link rel="prefetch" href="https://evil.example/alert"><p>b</p>'],
    ['noscript', '<p>a</p><noscript><img src=x onerror=alert(1)></noscript><p>b</p>'],
    ['template', '<p>a</p><template><script>alert(1)</script></template><p>b</p>'],
    ['an svg script', '<p>a</p><p>b</p><svg><script>alert(1)</script></svg>'],
    ['a nested script', '<div><p>a</p><section><script>alert(1)</script></section></div><p>b</p>'],
  ])('%s', (_name, html) => {
    const out = render(html);
    expect(out).not.toMatch(/<(script|iframe|object|embed|base|meta|link|noscript|template|style|form)\b/i);
    expect(out).not.toContain('alert');
    expect(out).toContain('<p>a</p>');
    expect(out).toContain('<p>b</p>');
  });
});

describe('inertNodes: event handler attributes are removed', () => {
  test.each([
    ['onclick', '<button onclick="alert(1)" class="btn">Go</button>', 'button'],
    ['onerror on an image', '<img src="/a.png" onerror="alert(1)" alt="A">', 'img'],
    ['onload in upper case', '<div ONLOAD="alert(1)" id="x">x</div>', 'div'],
    ['onmouseover on a link', '<a href="/x" onmouseover="alert(1)">x</a>', 'a'],
  ])('%s', (_name, html, tag) => {
    const element = firstElement(html);
    expect(element.tagName.toLowerCase()).toBe(tag);
    expect([...element.attributes].map((a) => a.name.toLowerCase()).filter((n) => n.startsWith('on'))).toEqual([]);
    expect(render(html)).not.toContain('alert');
  });

  test('handlers deep inside the markup are removed too', () => {
    expect(render('<div><ul><li><span onclick="alert(1)">x</span></li></ul></div>')).toBe('<div><ul><li><span>x</span></li></ul></div>');
  });
});

describe('inertNodes: script URLs are removed, other URLs kept', () => {
  test.each<[string, string, string]>([
    ['javascript: in href', '<a href="javascript:alert(1)">x</a>', 'href'],
    ['JavaScript: in upper and mixed case', '<a href="JaVaScRiPt:alert(1)">x</a>', 'href'],
    ['leading spaces', '<a href="   javascript:alert(1)">x</a>', 'href'],
    ['a tab inside the scheme', '<a href="java\tscript:alert(1)">x</a>', 'href'],
    ['a newline inside the scheme', '<a href="java\nscript:alert(1)">x</a>', 'href'],
    ['an encoded tab inside the scheme', '<a href="java&#x09;script:alert(1)">x</a>', 'href'],
    ['vbscript:', '<a href="vbscript:msgbox(1)">x</a>', 'href'],
    ['data:text/html in href', '<a href="data:text/html,<script>alert(1)</script>">x</a>', 'href'],
    ['javascript: in an image src', '<img src="javascript:alert(1)">', 'src'],
    ['javascript: in a button formaction', '<button formaction="javascript:alert(1)">Go</button>', 'formaction'],
    ['javascript: in an svg xlink:href', '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>', 'xlink:href'],
  ])('%s', (_name, html, attribute) => {
    const out = render(html);
    expect(out).not.toMatch(/script:|data:text/i);
    const carrier = html.includes('<svg>') ? firstElement(html).querySelector('a') : firstElement(html);
    expect(carrier?.hasAttribute(attribute)).toBe(false);
  });

  test.each([
    ['an https link', '<a href="https://example.com/page" class="ext">Read</a>', 'href', 'https://example.com/page'],
    ['a relative link', '<a href="/news/2025-01-01-3">News</a>', 'href', '/news/2025-01-01-3'],
    ['a link whose path mentions javascript', '<a href="/articles/javascript:basics">x</a>', 'href', '/articles/javascript:basics'],
  ])('%s stays', (_name, html, attribute, value) => {
    expect(firstElement(html).getAttribute(attribute)).toBe(value);
  });
});

describe('inertNodes: nothing takes a name the page could look up', () => {
  test.each([
    ['an id on a link', '<a id="uCoz" href="/x">x</a>'],
    ['a name on an image', '<img name="getElementById" src="/a.png">'],
    ['both on a block', '<div id="_uWnd" name="cookie">x</div>'],
    ['deep inside the markup', '<ul><li><span id="fuzzelement1">x</span></li></ul>'],
    ['on svg', '<svg id="location"><a id="top"><text>x</text></a></svg>'],
  ])('%s', (_name, html) => {
    const holder = document.createElement('div');
    holder.append(...inertNodes(document, html));
    expect(holder.querySelectorAll('[id], [name]')).toHaveLength(0);
  });
});

describe('inertNodes: nothing loads from another site', () => {
  test.each<[string, string]>([
    ['an image elsewhere', '<img src="https://evil.example/a.png" alt="a">'],
    ['an image on a protocol-relative address', '<img src="//evil.example/a.png" alt="a">'],
    ['a data: image', '<img src="data:image/png;base64,iVBORw0KGgo=" alt="a">'],
    ['an image set', '<img srcset="https://evil.example/a.png 2x" alt="a">'],
    ['a table background', '<table background="https://evil.example/a.png"><tbody><tr><td>a</td></tr></tbody></table>'],
    ['a style with url()', '<div style="background: url(https://evil.example/a.png)">a</div>'],
    ['a video poster and source', '<video poster="https://evil.example/a.png"><source src="https://evil.example/a.mp4"></video>'],
    ['an image button', '<input type="image" src="https://evil.example/a.png">'],
    ['an svg image', '<svg><image href="https://evil.example/a.png"></image></svg>'],
    ['an svg use', '<svg><use xlink:href="https://evil.example/s.svg#a"></use></svg>'],
    ['a link ping', '<a href="/x" ping="https://evil.example/track">x</a>'],
  ])('%s', (_name, html) => {
    const out = render(html);
    expect(out).not.toMatch(/evil\.example|data:/);
    expect(out).not.toMatch(/\s(style|srcset|poster|background|ping)=/);
  });

  test.each([
    ['a relative image', '<img src="/_si/0/1.jpg" alt="a">', '/_si/0/1.jpg'],
    ['an absolute image of the site', `<img src="${location.origin}/_si/0/2.jpg">`, `${location.origin}/_si/0/2.jpg`],
  ])('%s stays', (_name, html, src) => {
    expect(firstElement(html).getAttribute('src')).toBe(src);
  });
});

describe('inertNodes: ordinary content is kept as written', () => {
  test.each([
    ['paragraphs with classes and inline markup', '<p class="lead">Hello <b>bold</b> and <em>em</em></p><p>Second</p>'],
    ['a table', '<table class="t"><tbody><tr><td colspan="2" align="right">1</td></tr></tbody></table>'],
    ['plain text', 'Just words &amp; more'],
    ['a list with a link', '<ul><li><a href="https://example.com" title="t">x</a></li></ul>'],
    ['an image with its size', '<img src="/_si/0/1.jpg" width="100" height="50" alt="photo">'],
  ])('%s', (_name, html) => {
    expect(render(html)).toBe(html);
  });

  test('the nodes belong to the target document, ready to insert', () => {
    const nodes = inertNodes(document, '<p>a</p>text');
    expect(nodes).toHaveLength(2);
    expect(nodes.every((node) => node.ownerDocument === document)).toBe(true);
  });

  test('empty HTML gives no nodes', () => {
    expect(inertNodes(document, '')).toEqual([]);
  });
});
