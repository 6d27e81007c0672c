// @vitest-environment jsdom
// The panel's profile for the live preview, against the real DOMPurify (happy-dom's DOM misleads
// it; jsdom is what DOMPurify itself is tested on). Real browsers: test/e2e/preview-xss.test.ts.
import { describe, expect, test } from 'vitest';
import { sanitizeToFragment } from '@/src/ui/rich-text/sanitize';
import { previewHtml } from '@/src/ui/editor/preview-html';

const PAGE = 'https://mysite.ucoz.ru/index/about/0-2';
const preview = (html: string) => previewHtml(html, PAGE);

/** Every tag and attribute name left, in lower case. */
function namesIn(html: string): { tags: string[]; attributes: string[] } {
  const holder = document.createElement('template');
  holder.innerHTML = html;
  const elements = [...holder.content.querySelectorAll('*')];
  return {
    tags: elements.map((el) => el.localName),
    attributes: elements.flatMap((el) => [...el.attributes].map((a) => a.name.toLowerCase())),
  };
}

describe('previewHtml keeps ordinary content as written', () => {
  test.each([
    ['paragraphs, headings and inline formatting', '<h2>Prices</h2><p class="lead">We sell <b>apples</b>, <i>pears</i>, <strong>plums</strong> and <em>figs</em>.</p>'],
    ['lists', '<ul><li>One</li><li>Two<ol start="3" type="a"><li>Three</li></ol></li></ul>'],
    ['a table', '<table border="1" cellpadding="4"><tbody><tr><th scope="col">A</th><td colspan="2" align="right" valign="top">1</td></tr></tbody></table>'],
    ['a quote, a rule and line breaks', '<blockquote>Said<br>twice</blockquote><hr><div><span class="x">y</span></div>'],
    ['links on the web, on the site, to mail and phone', '<a href="https://example.com/a" target="_blank" rel="nofollow">a</a> <a href="/news/1">b</a> <a href="page.html">c</a> <a href="#top">d</a> <a href="mailto:me@example.com">e</a> <a href="tel:+7123">f</a>'],
    ['images of the site, relative or absolute', '<img src="/_si/0/1.jpg" alt="one" width="100" height="50"><img src="https://mysite.ucoz.ru/_si/0/2.jpg" alt="two">'],
    ['an image relative to the page', '<img src="photo.jpg" alt="p">'],
    ['old-style font and centring', '<center><font color="#c00" face="Arial" size="4">Sale</font></center>'],
    ['details', '<details open=""><summary>More</summary><p>Text</p></details>'],
  ])('%s', (_name, html) => {
    expect(preview(html)).toBe(html);
  });
});

describe('previewHtml drops what runs, styles, posts, names or loads', () => {
  test.each([
    ['a script', '<p>a</p><script>alert(1)</script>', '<p>a</p>'],
    ['a style element', '<style>body { display: none }</style><p>a</p>', '<p>a</p>'],
    ['a style attribute', '<p style="background: url(https://evil.example/x.png)">a</p>', '<p>a</p>'],
    ['event handlers', '<p onclick="alert(1)" onmouseover="alert(2)">a</p><img src="/a.png" onerror="alert(3)">', '<p>a</p><img src="/a.png">'],
    ['an id and a name', '<p id="uCoz">a</p><img name="getElementById" src="/a.png"><a id="fuzzelement1" name="x" href="/x">b</a>', '<p>a</p><img src="/a.png"><a href="/x">b</a>'],
    ['data attributes, read by lazy loaders', '<img src="/a.png" data-src="https://evil.example/x.png">', '<img src="/a.png">'],
    ['a link ping and download', '<a href="/x" ping="https://evil.example/t" download="">a</a>', '<a href="/x">a</a>'],
    ['a table background', '<table background="https://evil.example/x.png" bgcolor="#eee"><tbody><tr><td>a</td></tr></tbody></table>', '<table bgcolor="#eee"><tbody><tr><td>a</td></tr></tbody></table>'],
  ])('%s', (_name, html, expected) => {
    expect(preview(html)).toBe(expected);
  });

  test('a form and its controls go, their words stay', () => {
    const out = preview('<form action="/search" name="f"><fieldset><legend>Find</legend><label>Q <input name="q" value="x"></label><select><option>One</option></select><textarea>Note</textarea><button formaction="javascript:alert(1)">Go</button></fieldset></form>');
    expect(namesIn(out).tags).toEqual([]);
    expect(out).toBe('FindQ OneNoteGo');
  });

  test.each([
    ['javascript:', '<a href="javascript:alert(1)">x</a>'],
    ['mixed case and spaces', '<a href=" JaVaScRiPt:alert(1)">x</a>'],
    ['an encoded tab inside the scheme', '<a href="java&#x09;script:alert(1)">x</a>'],
    ['control characters before the scheme', '<a href="&#x0B;javascript:alert(1)">x</a>'],
    ['character references for the whole scheme', '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>'],
    ['vbscript:', '<a href="vbscript:msgbox(1)">x</a>'],
    ['data:', '<a href="data:text/html,<script>alert(1)</script>">x</a>'],
  ])('a link to %s loses its address', (_name, html) => {
    expect(preview(html)).toBe('<a>x</a>');
  });

  test.each([
    ['another site', 'https://evil.example/x.png'],
    ['a protocol-relative address', '//evil.example/x.png'],
    ['the site on another port', 'https://mysite.ucoz.ru:8443/x.png'],
    ['the site over another scheme', 'http://mysite.ucoz.ru/x.png'],
    ['a data: image', 'data:image/png;base64,iVBORw0KGgo='],
    ['a script URL', 'javascript:alert(1)'],
  ])('an image from %s loses its address', (_name, src) => {
    expect(preview(`<img src="${src}" alt="a">`)).toBe('<img alt="a">');
  });

  test.each([
    ['an image set', '<img src="/a.png" srcset="https://evil.example/x.png 2x">', ['img']],
    ['video, audio and their sources', '<video src="/v.mp4" poster="/p.png"><source src="/v.webm"></video><audio src="/a.mp3"></audio>', []],
    ['frames, objects and embeds', '<iframe src="/x"></iframe><object data="/x"></object><embed src="/x"><frame src="/x">', []],
    ['links, metas and bases', '<link rel="stylesheet" href="/x.css"><meta http-equiv="refresh" content="0;url=/x"><base href="https://evil.example/">', []],
    ['svg images and uses', '<svg><image href="https://evil.example/x.png"></image><use href="#a"></use><a href="javascript:alert(1)"><text>x</text></a></svg>', []],
    ['mathml', '<math href="javascript:alert(1)"><mi>x</mi></math>', []],
    ['templates, and what noscript holds', '<template><img src="/x"></template><noscript><img src="https://evil.example/y.png"></noscript>', []],
  ])('%s', (_name, html, tags) => {
    const out = preview(html);
    expect(namesIn(out).tags).toEqual(tags);
    expect(namesIn(out).attributes.filter((a) => a !== 'src')).toEqual([]);
    expect(out).not.toMatch(/evil|javascript|srcset|poster/);
  });

  test('src stays only on images', () => {
    expect(preview('<p src="/a.png">a</p>')).toBe('<p>a</p>');
  });
});

test("the editor's own profile is left as it was", () => {
  preview('<img src="https://evil.example/x.png">');
  const fragment = sanitizeToFragment('<img src="https://elsewhere.example/photo.png" style="width: 10px" id="x">');
  const image = fragment.querySelector('img')!;
  expect(image.getAttribute('src')).toBe('https://elsewhere.example/photo.png');
  expect(image.getAttribute('style')).toBe('width: 10px');
});
