// One rule for where a link or an image may lead, wherever it is typed or picked: the web, mail
// and phone (links only), or the site's own places; any other scheme is refused, however written.
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { imageAddressOk, linkAddressOk } from '@/src/validation/addresses';

test('links: the web, mail, phone and the site\'s own places', () => {
  const taken = ['https://example.org/a', 'http://x.ucoz.ru/', 'mailto:office@example.org', 'tel:+7 900 000-00-00', '/index/0-2', 'prices.html', '?page=2', '#top', '//cdn.example/x'];
  expect(taken.filter((address) => !linkAddressOk(address))).toEqual([]);
});

test('links: anything else, however it is written, is refused', () => {
  const refused = ['javascript:alert(1)', ' javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'java\tscript:alert(1)', 'data:text/html,x', 'vbscript:x', 'file:///etc/passwd', 'ftp://x/y', 'chrome-extension://abc/x.html', 'blob:https://x/1'];
  expect(refused.filter(linkAddressOk)).toEqual([]);
});

test('images: the web and the site only (no mail, no phone)', () => {
  expect(['/img/a.png', 'https://cdn.example/a.png', 'http://x/a.gif'].every(imageAddressOk)).toBe(true);
  expect(['mailto:a@b', 'tel:1', 'data:image/png;base64,AAAA', 'javascript:x'].some(imageAddressOk)).toBe(false);
});

test('property: a scheme not among those taken is refused whatever follows it', () => {
  const scheme = fc.stringMatching(/^[a-z][a-z0-9+.-]{0,10}$/).filter((name) => !['http', 'https', 'mailto', 'tel'].includes(name));
  fc.assert(fc.property(scheme, fc.string(), (name, rest) => {
    // A scheme the URL parser takes as a scheme: "name:".
    expect(linkAddressOk(`${name}:${rest}`)).toBe(false);
  }));
});
