import { describe, expect, test } from 'vitest';
import { isPlatformHost, isPlatformPage, platformMarkers, type PageSignals } from '@/src/detect/platform-markers';

const blank: PageSignals = { hostname: 'my-shop.com', cookieNames: [], bodyClasses: [], inlineScripts: [], assetUrls: [], comments: [], links: [] };

describe('platform markers', () => {
  test('a plain page of another platform has none', () => {
    expect(platformMarkers({ ...blank, bodyClasses: ['home'], assetUrls: ['/static/app.js'], cookieNames: ['session'] })).toEqual([]);
  });

  test.each<[string, Partial<PageSignals>, string]>([
    ['the JS data block', { inlineScripts: ['//------------UCOZ-JS-DATA----------\nwindow.uCoz = {};'] }, 'js-data-block'],
    ['a uCoz object', { inlineScripts: ['var uCoz = {"spam":1};'] }, 'js-data-block'],
    ['system assets', { assetUrls: ['/.s/src/base.min.css'] }, 'system-assets'],
    ['system assets on the CDN', { assetUrls: ['//s201.ucoz.net/src/u.js'] }, 'system-assets'],
    ['global block comments', { comments: ['U1AHEADER1Z', '/U1AHEADER1Z'] }, 'global-blocks'],
    ['the powered-by link', { links: [{ href: 'https://www.ucoz.ru/', title: 'Hosted by uCoz', imageSrc: '' }] }, 'powered-by'],
    ['the powered-by image', { links: [{ href: 'https://www.ucoz.com/', title: '', imageSrc: '/.s/img/cp/49.gif' }] }, 'powered-by'],
    ['a module body class', { bodyClasses: ['module-news'] }, 'module-body-class'],
    ['the site cookie', { cookieNames: ['s1234567uCoz'] }, 'site-cookie'],
    ['a platform host', { hostname: 'mysite.ucoz.net' }, 'platform-host'],
  ])('finds %s', (_name, signals, marker) => {
    expect(platformMarkers({ ...blank, ...signals })).toEqual([marker]);
  });

  test('a link to ucoz.ru without its title or image is not the footer', () => {
    expect(platformMarkers({ ...blank, links: [{ href: 'https://ucoz.ru/about', title: 'about', imageSrc: '' }] })).toEqual([]);
  });

  test('the company www host is not a user site', () => {
    expect(isPlatformHost('www.ucoz.ru')).toBe(false);
    expect(isPlatformHost('shop.ucoz.co.uk')).toBe(true);
    expect(isPlatformHost('ucoz.net.evil.com')).toBe(false);
  });
});

describe('isPlatformPage: two independent markers, not a body class and one more of its kind', () => {
  test.each<[string, Parameters<typeof isPlatformPage>[0], boolean]>([
    ['no marker', [], false],
    ['one marker a page can put anywhere (its own uCoz object)', ['js-data-block'], false],
    ['a body class alone', ['module-body-class'], false],
    ['a platform host alone', ['platform-host'], false],
    ['the same marker twice', ['global-blocks', 'global-blocks'], false],
    ['a body class and one more', ['module-body-class', 'site-cookie'], true],
    ['the data block and the system assets', ['js-data-block', 'system-assets'], true],
    ['a site of the platform as the reference site shows it', ['js-data-block', 'system-assets', 'global-blocks', 'powered-by', 'module-body-class', 'site-cookie'], true],
  ])('%s: %s', (_name, markers, expected) => {
    expect(isPlatformPage(markers)).toBe(expected);
  });
});
