import { describe, expect, test } from 'vitest';
import { originMatchPattern, siteOriginFrom } from '@/src/vault/origin';

describe('siteOriginFrom: whatever the owner pastes becomes the site origin', () => {
  test.each([
    ['example.ucoz.net', 'https://example.ucoz.net'],
    ['  https://example.ucoz.net/news/2025-01-02-5?x=1#c  ', 'https://example.ucoz.net'],
    ['HTTPS://Example.UCOZ.net/', 'https://example.ucoz.net'],
    ['https://my-site.com:8443/index/0-2', 'https://my-site.com:8443'],
    ['http://127.0.0.1:8080/', 'http://127.0.0.1:8080'],
    ['http://localhost:3000/index/0-3', 'http://localhost:3000'],
  ])('%s -> %s', (input, origin) => {
    expect(siteOriginFrom(input)).toBe(origin);
  });

  test.each([
    ['', /Enter the address/],
    ['   ', /Enter the address/],
    ['http://example.ucoz.net', /Use https:\/\/example\.ucoz\.net/],
    ['ftp://example.ucoz.net', /must start with https/],
    ['https://exa mple.com', /not a web address/],
    ['intranet', /not a full domain name/],
    // Plain HTTP reaches this machine by the two names the manifest asks access for, no other.
    ['http://[::1]:8080', /Use https/],
    ['http://127.0.0.2:8080', /Use https/],
    ['http://192.168.1.10', /Use https/],
    // A user name or password before the host: the host is the one after the @, never the owner's site.
    ['mysite.ucoz.ru@evil.com', /logs in to evil\.com with a user name/],
    ['https://mysite.ucoz.ru:secret@evil.com/', /logs in to evil\.com/],
    ['https://user@mysite.ucoz.ru', /logs in to mysite\.ucoz\.ru/],
  ])('%j is refused with a clear reason', (input, reason) => {
    expect(() => siteOriginFrom(input)).toThrow(reason);
  });
});

describe('originMatchPattern', () => {
  test('drops the port, which match patterns cannot carry', () => {
    expect(originMatchPattern('http://127.0.0.1:8080')).toBe('http://127.0.0.1/*');
    expect(originMatchPattern('https://example.ucoz.net')).toBe('https://example.ucoz.net/*');
  });
});
