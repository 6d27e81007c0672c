import { describe, expect, test, vi } from 'vitest';
import { createRouter, MessageRefusal, type ContentHandlers, type PageHandlers } from '@/src/messages/router';

const self = { id: 'ext-id', baseUrl: 'chrome-extension://ext-id/' };
const pageSender = { id: 'ext-id', url: 'chrome-extension://ext-id/sidepanel.html' };
const contentSender = { id: 'ext-id', url: 'https://site.example/news/1', tab: { id: 5 }, frameId: 0 } as never;

function setup() {
  const page: PageHandlers = {
    'sites/list': vi.fn(async () => []),
    'sites/add': vi.fn(async () => ({ origin: 'https://a.example', apiBase: 'https://a.example/uapi', label: 'a', addedAt: 1 })),
    'sites/remove': vi.fn(async () => ({ removed: true })),
    'sites/check': vi.fn(async () => ({ origin: 'https://a.example', apiBase: 'https://a.example/uapi', label: 'a', addedAt: 1 })),
    'sites/replace-token': vi.fn(async () => ({ origin: 'https://a.example', apiBase: 'https://a.example/uapi', label: 'a', addedAt: 1 })),
    'quota/status': vi.fn(async () => ({ limit: 10_000, used: 0, left: 10_000, nextFreeAt: null, blockedUntil: null })),
    'api/call': vi.fn(async () => ({})),
    'preview/show': vi.fn(async () => ({ shown: true })),
    'preview/clear': vi.fn(async () => ({ cleared: true })),
    'pages/resolve-slug': vi.fn(async () => ({ id: 2 })),
    'sites/set-launcher': vi.fn(async () => ({ origin: 'https://a.example', apiBase: 'https://a.example/uapi', label: 'a', addedAt: 1 })),
    'tabs/context': vi.fn(async () => null),
  };
  const content: ContentHandlers = {
    'content/hello': vi.fn(async () => ({ registered: false as const })),
    'content/open-panel': vi.fn(async () => ({ opened: true })),
  };
  return { page, content, route: createRouter(self, page, content) };
}

describe('the message router', () => {
  test('dispatches a valid page request and wraps the reply', async () => {
    const { page, route } = setup();
    expect(await route({ type: 'sites/list' }, pageSender)).toEqual({ ok: true, value: [] });
    expect(page['sites/list']).toHaveBeenCalledOnce();
  });

  test('gives a content handler the verified sender, not anything from the payload', async () => {
    const { content, route } = setup();
    await route({ type: 'content/hello', markers: ['site-cookie'] }, contentSender);
    expect(content['content/hello']).toHaveBeenCalledWith(
      { type: 'content/hello', markers: ['site-cookie'] },
      { kind: 'content', tabId: 5, url: 'https://site.example/news/1', origin: 'https://site.example' },
    );
  });

  test.each([
    ['unknown type', { type: 'sites/steal' }],
    ['extra key', { type: 'sites/list', origin: 'https://x' }],
    ['wrong field type', { type: 'sites/add', address: 5, token: 't' }],
    ['not an object', 'sites/list'],
    ['null', null],
  ])('refuses a malformed page request (%s) without calling any handler', async (_name, message) => {
    const { page, route } = setup();
    expect(await route(message, pageSender)).toMatchObject({ ok: false, error: { code: 'MALFORMED' } });
    for (const handler of Object.values(page)) expect(handler).not.toHaveBeenCalled();
  });

  test('a content script cannot send page requests (such as listing sites)', async () => {
    const { page, route } = setup();
    expect(await route({ type: 'sites/list' }, contentSender)).toMatchObject({ ok: false, error: { code: 'MALFORMED' } });
    expect(await route({ type: 'tabs/context', tabId: 1 }, contentSender)).toMatchObject({ ok: false });
    for (const handler of Object.values(page)) expect(handler).not.toHaveBeenCalled();
  });

  test('an unknown sender is refused', async () => {
    const { route } = setup();
    expect(await route({ type: 'sites/list' }, { id: 'evil', url: 'https://evil.example/' })).toMatchObject({
      ok: false,
      error: { code: 'UNKNOWN_SENDER' },
    });
  });

  test('a refusal keeps its message; an unexpected error is reported without detail', async () => {
    const { page, route } = setup();
    vi.mocked(page['sites/add']).mockRejectedValueOnce(new MessageRefusal('NOT_ALLOWED', 'Use https.'));
    expect(await route({ type: 'sites/add', address: 'x', token: 't' }, pageSender)).toEqual({
      ok: false,
      error: { code: 'NOT_ALLOWED', message: 'Use https.' },
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(page['sites/add']).mockRejectedValueOnce(new Error('token sk_live_secret leaked?'));
    const reply = await route({ type: 'sites/add', address: 'x', token: 't' }, pageSender);
    expect(JSON.stringify(reply)).not.toContain('sk_live_secret');
    expect(reply).toMatchObject({ ok: false, error: { code: 'FAILED' } });
  });
});
