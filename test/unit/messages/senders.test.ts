import { describe, expect, test } from 'vitest';
import { verifySender } from '@/src/messages/senders';

const self = { id: 'ext-id', baseUrl: 'chrome-extension://ext-id/' };

describe('verifySender: only browser-set fields decide who is talking', () => {
  test('an extension page outside any tab (side panel)', () => {
    expect(verifySender({ id: 'ext-id', url: 'chrome-extension://ext-id/sidepanel.html?tab=3' }, self)).toEqual({ kind: 'page' });
  });

  test('an extension page in its own tab (options)', () => {
    const sender = { id: 'ext-id', url: 'chrome-extension://ext-id/options.html', tab: { id: 4, url: 'chrome-extension://ext-id/options.html' } };
    expect(verifySender(sender as never, self)).toEqual({ kind: 'page' });
  });

  test("an extension page framed inside a web page is not trusted as one", () => {
    const sender = { id: 'ext-id', url: 'chrome-extension://ext-id/options.html', tab: { id: 4, url: 'https://evil.example/' }, frameId: 2 };
    expect(verifySender(sender as never, self)).toBeNull();
  });

  test('a content script in a top frame: site from the sender URL', () => {
    const sender = { id: 'ext-id', url: 'https://example.ucoz.net/index/0-2#x', tab: { id: 9 }, frameId: 0 };
    expect(verifySender(sender as never, self)).toEqual({
      kind: 'content', tabId: 9, url: 'https://example.ucoz.net/index/0-2#x', origin: 'https://example.ucoz.net',
    });
  });

  test.each([
    ['another extension', { id: 'other', url: 'chrome-extension://other/x.html' }],
    ['a sub-frame', { id: 'ext-id', url: 'https://example.ucoz.net/', tab: { id: 9 }, frameId: 3 }],
    ['no tab', { id: 'ext-id', url: 'https://example.ucoz.net/', frameId: 0 }],
    ['a non-web URL', { id: 'ext-id', url: 'file:///etc/passwd', tab: { id: 9 }, frameId: 0 }],
    ['no URL at all', { id: 'ext-id', tab: { id: 9 }, frameId: 0 }],
  ])('refuses %s', (_name, sender) => {
    expect(verifySender(sender as never, self)).toBeNull();
  });
});
