// @vitest-environment happy-dom
import { beforeEach, describe, expect, test } from 'vitest';
import { asPreviewCommand, createPreview, PREVIEW_ATTRIBUTE } from '@/src/content/preview';
import { findContentRegion } from '@/src/content/preview-region';
import type { PreviewCommand } from '@/src/messages/to-content-script';
import type { PreviewedKind } from '@/src/vocabulary/kinds';

/** A page in a site template: header, menu, the content region somewhere inside, footer. */
function sitePage(content: string, wrap: (inner: string) => string = (inner) => `<div id="content">${inner}</div>`): void {
  document.body.innerHTML = `
    <div id="wrap">
      <header><h1 class="site">My site</h1></header>
      <nav><ul><li><a href="/">Home</a></li><li><a href="/about">About</a></li></ul></nav>
      <div class="columns">${wrap(content)}<aside>Sidebar</aside></div>
      <footer>© 2026 <a href="https://ucoz.ru" title="Hosted by uCoz">uCoz</a></footer>
    </div>`;
}

const idOrClass = (element: Element | null) => (element ? element.id || element.className || element.tagName.toLowerCase() : null);

beforeEach(() => {
  document.body.innerHTML = '';
});

describe('findContentRegion', () => {
  const ARTICLE = '<h2>About us</h2><p>We sell <b>apples</b>.</p><p>Since 1999.</p>';

  test.each<[string, string, (inner: string) => string, string]>([
    ['the usual #content div', ARTICLE, (inner) => `<div id="content">${inner}</div>`, 'content'],
    [
      'an extra wrapper the template puts inside #content',
      ARTICLE,
      (inner) => `<div id="content"><div class="page-body">${inner}</div><div class="share">Share</div></div>`,
      'page-body',
    ],
    [
      'nested wrappers around the content: the innermost is the container',
      ARTICLE,
      (inner) => `<section class="outer"><div class="middle"><article class="inner">${inner}</article></div></section>`,
      'inner',
    ],
    [
      'a single paragraph: its container, not the paragraph itself',
      '<p>Only one paragraph here.</p>',
      (inner) => `<div class="holder">${inner}</div>`,
      'holder',
    ],
    [
      'plain text without elements',
      'Just a line of text',
      (inner) => `<div class="text-holder">${inner}</div>`,
      'text-holder',
    ],
    [
      'whitespace and line breaks differing between the API copy and the page',
      '<p>Line   one</p>\n\n<p>Line\ttwo</p>',
      (inner) => `<table><tbody><tr><td class="cell">${inner.replace(/\s+/g, ' ')}</td></tr></tbody></table>`,
      'cell',
    ],
  ])('page: %s', (_name, content, wrap, expected) => {
    sitePage(content, wrap);
    expect(idOrClass(findContentRegion(document, 'page', content))).toBe(expected);
  });

  test('page: when the text on screen differs from the API copy, #content is used', () => {
    sitePage('<p>What the page shows after a template code expanded</p>');
    expect(idOrClass(findContentRegion(document, 'page', '<p>$MFORM_1$ What the API holds</p>'))).toBe('content');
  });

  test('page: when the top-level element count differs, #content is used', () => {
    sitePage('<p>Same words</p>', (inner) => `<div id="content"><div class="x">${inner}</div></div>`);
    // Same text, but as two elements: neither .x (one child) nor #content (one child) matches.
    expect(idOrClass(findContentRegion(document, 'page', '<span>Same </span><span>words</span>'))).toBe('content');
  });

  test('page: empty content falls back to #content', () => {
    sitePage('');
    expect(idOrClass(findContentRegion(document, 'page', ''))).toBe('content');
  });

  test.each([
    ['main', '<header>Site</header><main><p>Shown</p></main>', 'main'],
    ['role=main', '<header>Site</header><div role="main"><p>Shown</p></div>', 'div'],
  ])('page: without a match, a %s element is used when there is no #content', (_name, html, tag) => {
    document.body.innerHTML = html;
    expect(findContentRegion(document, 'page', '<p>Not shown</p>')?.tagName.toLowerCase()).toBe(tag);
  });

  // Known bug: the fallback takes the first of `#content, .eMessage, main, [role="main"]` in
  // document order, so a template wrapping #content in <main> gets all of <main> replaced.
  test('page: without a match, #content is used even when the template wraps it in <main>', () => {
    document.body.innerHTML = '<main><h1>Page title</h1><div id="content"><p>Shown</p></div></main>';
    expect(idOrClass(findContentRegion(document, 'page', '<p>Not shown</p>'))).toBe('content');
  });

  test('page: no match and none of the usual containers gives null', () => {
    document.body.innerHTML = '<div class="somewhere"><p>Other text</p></div>';
    expect(findContentRegion(document, 'page', '<p>Not on this page</p>')).toBeNull();
  });

  test('entry: .eMessage is preferred even when another element matches the text', () => {
    document.body.innerHTML = `
      <div class="teaser"><p>Entry text</p></div>
      <table><tbody><tr><td class="eTitle">Title</td></tr><tr><td class="eMessage"><p>Entry text, as rendered</p></td></tr></tbody></table>`;
    expect(idOrClass(findContentRegion(document, 'news', '<p>Entry text</p>'))).toBe('eMessage');
  });

  test('entry: without .eMessage the content is found by its text', () => {
    document.body.innerHTML = '<div id="content"><div class="post"><p>Entry text</p></div></div>';
    expect(idOrClass(findContentRegion(document, 'blog', '<p>Entry text</p>'))).toBe('post');
  });

  test('page: .eMessage is not preferred for a page; the matching container wins', () => {
    document.body.innerHTML = '<div class="eMessage"><p>An entry teaser</p></div><div class="page"><p>The page</p></div>';
    expect(idOrClass(findContentRegion(document, 'page', '<p>The page</p>'))).toBe('page');
  });
});

describe('createPreview', () => {
  const ORIGINAL = '<p>Original <b>text</b></p><p>Second</p>';
  const show = (html: string, kind: PreviewedKind = 'page', version = 1): Extract<PreviewCommand, { type: 'preview/show' }> => ({
    type: 'preview/show',
    kind,
    html,
    originalHtml: ORIGINAL,
    version,
  });
  const region = () => document.querySelector('#content') as Element;

  test('show puts the draft in the content region and marks it; the rest of the page is untouched', () => {
    sitePage(ORIGINAL);
    const outside = document.querySelector('nav')?.outerHTML;
    expect(createPreview(document).show(show('<p>Draft</p>'))).toBe(true);
    expect(region().innerHTML).toBe('<p>Draft</p>');
    expect(region().getAttribute(PREVIEW_ATTRIBUTE)).toBe('');
    expect(document.querySelector('nav')?.outerHTML).toBe(outside);
  });

  test('show renders the draft inert', () => {
    sitePage(ORIGINAL);
    createPreview(document).show(show('<p onclick="alert(1)">Draft</p><script>alert(2)</script><a href="javascript:alert(3)">x</a>'));
    expect(region().innerHTML).toBe('<p>Draft</p><a>x</a>');
  });

  test('clear puts back the very same original nodes and removes the mark', () => {
    sitePage(ORIGINAL);
    const before = [...region().childNodes];
    const preview = createPreview(document);
    preview.show(show('<p>Draft</p>'));
    expect(preview.clear()).toBe(true);
    expect([...region().childNodes]).toEqual(before);
    expect([...region().childNodes].every((node, i) => node === before[i])).toBe(true);
    expect(region().innerHTML).toBe(ORIGINAL);
    expect(region().hasAttribute(PREVIEW_ATTRIBUTE)).toBe(false);
  });

  test('a second show replaces the draft but keeps the very first original for clear', () => {
    sitePage(ORIGINAL);
    const preview = createPreview(document);
    preview.show(show('<p>Draft one</p>'));
    preview.show(show('<p>Draft two</p>'));
    expect(region().innerHTML).toBe('<p>Draft two</p>');
    preview.clear();
    expect(region().innerHTML).toBe(ORIGINAL);
  });

  test('show after clear previews again, and clear restores again', () => {
    sitePage(ORIGINAL);
    const preview = createPreview(document);
    preview.show(show('<p>One</p>'));
    preview.clear();
    preview.show(show('<p>Two</p>'));
    expect(region().innerHTML).toBe('<p>Two</p>');
    preview.clear();
    expect(region().innerHTML).toBe(ORIGINAL);
  });

  test('clear with nothing shown changes nothing and says so', () => {
    sitePage(ORIGINAL);
    const before = document.body.innerHTML;
    const preview = createPreview(document);
    expect(preview.clear()).toBe(false);
    preview.show(show('<p>Draft</p>'));
    preview.clear();
    expect(preview.clear()).toBe(false);
    expect(document.body.innerHTML).toBe(before);
  });

  test('show on a page without a content region does nothing and says so', () => {
    document.body.innerHTML = '<div class="elsewhere"><p>Unrelated</p></div>';
    const before = document.body.innerHTML;
    expect(createPreview(document).show(show('<p>Draft</p>'))).toBe(false);
    expect(document.body.innerHTML).toBe(before);
  });

  test('an entry preview goes into .eMessage', () => {
    document.body.innerHTML = '<table><tbody><tr><td class="eMessage"><p>Rendered entry</p></td></tr></tbody></table>';
    createPreview(document).show(show('<p>Draft entry</p>', 'blog'));
    expect(document.querySelector('.eMessage')?.innerHTML).toBe('<p>Draft entry</p>');
  });

  test('when the region was replaced by the page, show finds the new one', () => {
    sitePage(ORIGINAL);
    const preview = createPreview(document);
    preview.show(show('<p>Draft</p>'));
    sitePage(ORIGINAL);
    expect(preview.show(show('<p>Draft again</p>'))).toBe(true);
    expect(region().innerHTML).toBe('<p>Draft again</p>');
    preview.clear();
    expect(region().innerHTML).toBe(ORIGINAL);
  });
});

describe('createPreview: patches to the draft shown', () => {
  const ORIGINAL = '<p>Original</p><p>Second</p>';
  const show = (html: string, version: number): PreviewCommand & { type: 'preview/show' } => ({ type: 'preview/show', kind: 'page', html, originalHtml: ORIGINAL, version });
  const patch = (onto: number, version: number, at: number, removed: number, inserted: string): PreviewCommand & { type: 'preview/patch' } => ({
    type: 'preview/patch', onto, version, patch: { at, removed, inserted },
  });
  const region = () => document.querySelector('#content') as Element;

  test('a patch to the draft shown changes it there; the next patch builds on it', () => {
    sitePage(ORIGINAL);
    const preview = createPreview(document);
    preview.show(show('<p>Draft</p><p>Second</p>', 4));
    expect(preview.patch(patch(4, 5, 8, 0, ' typed'))).toBe(true);
    expect(region().innerHTML).toBe('<p>Draft typed</p><p>Second</p>');
    expect(preview.patch(patch(5, 6, 21, 6, 'Last'))).toBe(true);
    expect(region().innerHTML).toBe('<p>Draft typed</p><p>Last</p>');
  });

  test('a patch made for another version, or that does not fit, changes nothing and says so', () => {
    sitePage(ORIGINAL);
    const preview = createPreview(document);
    preview.show(show('<p>Draft</p>', 4));
    expect(preview.patch(patch(3, 5, 0, 0, 'x'))).toBe(false);
    expect(preview.patch(patch(4, 5, 9, 5, 'x'))).toBe(false);
    expect(preview.patch(patch(4, 5, -1, 0, 'x'))).toBe(false);
    expect(region().innerHTML).toBe('<p>Draft</p>');
    // The whole draft still goes in.
    expect(preview.show(show('<p>Whole</p>', 6))).toBe(true);
    expect(region().innerHTML).toBe('<p>Whole</p>');
  });

  test('after the page went back, or before any draft, a patch is refused', () => {
    sitePage(ORIGINAL);
    const preview = createPreview(document);
    expect(preview.patch(patch(1, 2, 0, 0, 'x'))).toBe(false);
    preview.show(show('<p>Draft</p>', 1));
    preview.clear();
    expect(preview.patch(patch(1, 2, 3, 0, 'x'))).toBe(false);
    expect(region().innerHTML).toBe(ORIGINAL);
  });

  test('a patch is made inert like a whole draft', () => {
    sitePage(ORIGINAL);
    const preview = createPreview(document);
    preview.show(show('<p>Draft</p>', 1));
    expect(preview.patch(patch(1, 2, 12, 0, '<img src="x" onerror="alert(1)"><script>alert(2)</script>'))).toBe(true);
    expect(region().querySelector('script')).toBeNull();
    expect(region().querySelector('img')?.hasAttribute('onerror')).toBe(false);
  });
});

describe('asPreviewCommand', () => {
  test.each<[string, unknown, PreviewCommand]>([
    ['clear', { type: 'preview/clear' }, { type: 'preview/clear' }],
    [
      'show for a page',
      { type: 'preview/show', kind: 'page', html: '<p>x</p>', originalHtml: '<p>y</p>', version: 1 },
      { type: 'preview/show', kind: 'page', html: '<p>x</p>', originalHtml: '<p>y</p>', version: 1 },
    ],
    [
      'show for an entry with empty HTML',
      { type: 'preview/show', kind: 'news', html: '', originalHtml: '', version: 7 },
      { type: 'preview/show', kind: 'news', html: '', originalHtml: '', version: 7 },
    ],
    [
      'show with extra keys, which are left out',
      { type: 'preview/show', kind: 'page', html: 'a', originalHtml: 'b', version: 2, selector: 'body', tabId: 3 },
      { type: 'preview/show', kind: 'page', html: 'a', originalHtml: 'b', version: 2 },
    ],
    [
      'a patch, without the extra keys',
      { type: 'preview/patch', onto: 2, version: 3, patch: { at: 10, removed: 0, inserted: 'x', more: 1 }, tabId: 3 },
      { type: 'preview/patch', onto: 2, version: 3, patch: { at: 10, removed: 0, inserted: 'x' } },
    ],
  ])('accepts %s', (_name, message, expected) => {
    expect(asPreviewCommand(message)).toStrictEqual(expected);
  });

  test.each<[string, unknown]>([
    ['null', null],
    ['undefined', undefined],
    ['a string', 'preview/clear'],
    ['a number', 1],
    ['an array', [{ type: 'preview/clear' }]],
    ['an empty object', {}],
    ['clear with an extra key', { type: 'preview/clear', html: '<p>x</p>' }],
    ['an unknown type', { type: 'preview/hide' }],
    ['show for a menu', { type: 'preview/show', kind: 'menu', html: 'a', originalHtml: 'b' }],
    ['show without a kind', { type: 'preview/show', html: 'a', originalHtml: 'b' }],
    ['show with HTML that is no string', { type: 'preview/show', kind: 'page', html: { toString: () => 'a' }, originalHtml: 'b' }],
    ['show with HTML null', { type: 'preview/show', kind: 'page', html: null, originalHtml: 'b' }],
    ['show without the original', { type: 'preview/show', kind: 'page', html: 'a' }],
    ['show with the original as a number', { type: 'preview/show', kind: 'page', html: 'a', originalHtml: 1, version: 1 }],
    ['show without a version', { type: 'preview/show', kind: 'page', html: 'a', originalHtml: 'b' }],
    ['show with version 0', { type: 'preview/show', kind: 'page', html: 'a', originalHtml: 'b', version: 0 }],
    ['a patch without its patch', { type: 'preview/patch', onto: 1, version: 2 }],
    ['a patch at a fraction', { type: 'preview/patch', onto: 1, version: 2, patch: { at: 1.5, removed: 0, inserted: 'x' } }],
    ['a patch whose text is no string', { type: 'preview/patch', onto: 1, version: 2, patch: { at: 1, removed: 0, inserted: 5 } }],
    ['a patch onto no version', { type: 'preview/patch', version: 2, patch: { at: 1, removed: 0, inserted: 'x' } }],
  ])('refuses %s', (_name, message) => {
    expect(asPreviewCommand(message)).toBeNull();
  });
});
