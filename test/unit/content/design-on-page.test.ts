// @vitest-environment happy-dom
// @vitest-environment-options { "settings": { "handleDisabledFileLoadingAsSuccess": true } }
// The design as a page shows it: the global blocks, mail forms and polls the content script
// reports, and the CSS and block drafts it shows in their place and takes back.
import { beforeEach, describe, expect, test } from 'vitest';
import { createDesignPreview } from '@/src/content/design-preview';
import { asPreviewCommand } from '@/src/content/preview';
import { blockIdsIn, globalBlocks, idsAfterPrefix } from '@/src/detect/design-in-markup';

const PAGE = `<head><link rel="stylesheet" href="/.s/src/base.min.css"><link rel="stylesheet" href="/_st/my.css"></head>
<body><!--U1AHEADER1Z--><header id="header"><a href="/">Site</a></header><!--/U1AHEADER1Z-->
<div id="content"><p>Text</p><form id="mffm1" class="mform"><input type="hidden" name="id" value="1"></form><form id="mffmx"></form></div>
<aside><div id="pollBlock3" class="pollBlock"></div><!--U1CLEFTER1Z--><!--/U1CLEFTER1Z--><!--U1BROKEN1Z--></aside>
<footer><!--U1BFOOTER1Z--><div class="footer-links"><a href="/about">About</a></div> tail<!--/U1BFOOTER1Z--></footer></body>`;

beforeEach(() => {
  document.documentElement.innerHTML = PAGE;
});

describe('what a page shows of the design', () => {
  test('global blocks with both markers, in the order of the markup; one left open is not one', () => {
    expect([...globalBlocks(document).keys()]).toEqual(['AHEADER', 'CLEFTER', 'BFOOTER']);
    expect(blockIdsIn(['/U1AHEADER1Z', 'U1AHEADER1Z', ' U1BFOOTER1Z ', '/U1BFOOTER1Z', 'U1lower1Z', '/U1lower1Z'])).toEqual(['BFOOTER']);
  });

  // Read off a page (where a form's control named "id" does not hide the form): page-facts.test.ts.
  test('mail forms and polls by the number after the prefix of their ids', () => {
    expect(idsAfterPrefix(['mffm2', 'mffm02', 'mffm', 'xmffm4', 'mffm2'], 'mffm')).toEqual([2]);
  });
});

describe('the design previewed in place', () => {
  const footer = () => document.querySelector('footer')!.innerHTML;
  // Whether the site's stylesheet is switched off meanwhile is seen in a real browser (e2e: design.test.ts).
  test('the draft CSS is one style element, replaced as the owner types; clear takes it out', () => {
    const preview = createDesignPreview(document);
    expect(preview.showCss('body { color: red }')).toBe(true);
    expect(preview.showCss('body { color: blue }')).toBe(true);
    const styles = document.querySelectorAll('style[data-inplace-css-preview]');
    expect([...styles].map((style) => style.textContent)).toEqual(['body { color: blue }']);
    expect(preview.clear()).toBe(true);
    expect(document.querySelectorAll('style[data-inplace-css-preview]')).toHaveLength(0);
  });

  test('a block draft replaces only what is between its markers, inert; clear restores the very nodes', () => {
    const before = footer();
    const link = document.querySelector('.footer-links')!;
    const preview = createDesignPreview(document);
    expect(preview.showBlock('BFOOTER', '<div class="footer-links"><a href="/contacts" onclick="alert(1)">Contacts</a><script>x()</script></div>')).toBe(true);
    expect(footer()).toBe('<!--U1BFOOTER1Z--><div class="footer-links"><a href="/contacts">Contacts</a></div><!--/U1BFOOTER1Z-->');
    expect(preview.showBlock('BFOOTER', '<b>Again</b>')).toBe(true);
    expect(footer()).toBe('<!--U1BFOOTER1Z--><b>Again</b><!--/U1BFOOTER1Z-->');
    expect(preview.showBlock('NOSUCH', '<b>x</b>')).toBe(false);
    preview.clear();
    expect(footer()).toBe(before);
    expect(document.querySelector('.footer-links')).toBe(link);
  });

  test('the same CSS or block draft sent again leaves the page alone (no restyle, no new nodes)', () => {
    const preview = createDesignPreview(document);
    preview.showCss('body { color: red }');
    preview.showBlock('BFOOTER', '<b>Draft</b>');
    const observer = new MutationObserver(() => {});
    observer.observe(document.documentElement, { childList: true, subtree: true, characterData: true, attributes: true });
    expect(preview.showCss('body { color: red }')).toBe(true);
    expect(preview.showBlock('BFOOTER', '<b>Draft</b>')).toBe(true);
    expect(observer.takeRecords()).toEqual([]);
    observer.disconnect();
  });

  test('an empty block is filled and emptied again', () => {
    const preview = createDesignPreview(document);
    expect(preview.showBlock('CLEFTER', '<p>Hello</p>')).toBe(true);
    expect(document.querySelector('aside')!.innerHTML).toContain('<!--U1CLEFTER1Z--><p>Hello</p><!--/U1CLEFTER1Z-->');
    preview.clear();
    expect(document.querySelector('aside')!.innerHTML).toContain('<!--U1CLEFTER1Z--><!--/U1CLEFTER1Z-->');
  });

  test('design commands are read strictly: a block id the platform would not give is refused', () => {
    expect(asPreviewCommand({ type: 'preview/css', css: 'a{}' })).toEqual({ type: 'preview/css', css: 'a{}' });
    expect(asPreviewCommand({ type: 'preview/block', block: 'BFOOTER', html: '<b>x</b>' })).toEqual({ type: 'preview/block', block: 'BFOOTER', html: '<b>x</b>' });
    expect(asPreviewCommand({ type: 'preview/outline', block: null })).toEqual({ type: 'preview/outline', block: null });
    expect(asPreviewCommand({ type: 'preview/block', block: 'bfooter"><img', html: '' })).toBeNull();
    expect(asPreviewCommand({ type: 'preview/outline', block: 7 })).toBeNull();
    expect(asPreviewCommand({ type: 'preview/css', css: 7 })).toBeNull();
  });
});
