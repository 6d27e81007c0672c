import { describe, expect, test, vi } from 'vitest';
import { createRouter, MessageRefusal, type ContentScriptHandlers, type ExtensionPageHandlers, type RefusalLog } from '@/src/messages/router';

const self = { id: 'ext-id', baseUrl: 'chrome-extension://ext-id/' };
const pageSender = { id: 'ext-id', url: 'chrome-extension://ext-id/sidepanel.html' };
const contentSender = { id: 'ext-id', url: 'https://site.example/news/1', tab: { id: 5 }, frameId: 0 } as never;

function setup() {
  const page: ExtensionPageHandlers = {
    'sites/list': vi.fn(async () => []),
    'sites/add': vi.fn(async () => ({ origin: 'https://a.example', apiBase: 'https://a.example/uapi', label: 'a', addedAt: 1 })),
    'sites/remove': vi.fn(async () => ({ removed: true })),
    'sites/check': vi.fn(async () => ({ origin: 'https://a.example', apiBase: 'https://a.example/uapi', label: 'a', addedAt: 1 })),
    'sites/replace-token': vi.fn(async () => ({ origin: 'https://a.example', apiBase: 'https://a.example/uapi', label: 'a', addedAt: 1 })),
    'quota/status': vi.fn(async () => ({ limit: 10_000, used: 0, left: 10_000, nextFreeAt: null, blockedUntil: null })),
    'site/operation': vi.fn(async () => ({})),
    'preview/show': vi.fn(async () => ({ shown: true })),
    'preview/clear': vi.fn(async () => ({ cleared: true })),
    'preview/css': vi.fn(async () => ({ shown: true })),
    'preview/block': vi.fn(async () => ({ shown: true })),
    'preview/outline': vi.fn(async () => ({ shown: true })),
    'preview/menu': vi.fn(async () => ({ shown: true })),
    'preview/comment-picks': vi.fn(async () => ({ shown: true })),
    'preview/point': vi.fn(async () => ({ shown: true })),
    'messages/gone': vi.fn(async () => ({ removed: true })),
    'sites/set-launcher': vi.fn(async () => ({ origin: 'https://a.example', apiBase: 'https://a.example/uapi', label: 'a', addedAt: 1 })),
    'sites/set-preview': vi.fn(async () => ({ origin: 'https://a.example', apiBase: 'https://a.example/uapi', label: 'a', addedAt: 1, previewOff: true })),
    'tabs/context': vi.fn(async () => null),
    'panel/read-ahead': vi.fn(async () => null),
    'tabs/inspect': vi.fn(async () => ({ state: 'no-access' as const })),
  };
  const content: ContentScriptHandlers = {
    'content/hello': vi.fn(async () => ({ registered: false as const })),
    'content/open-panel': vi.fn(async () => ({ opened: true })),
    'content/pick-comment': vi.fn(async () => ({ opened: true })),
    'content/point': vi.fn(async () => ({ opened: true })),
    'content/point-leave': vi.fn(async () => ({ left: true })),
  };
  const refusals = vi.fn<RefusalLog>();
  return { page, content, refusals, route: createRouter(self, page, content, refusals) };
}

describe('the message router', () => {
  test('dispatches a valid page request and wraps the reply', async () => {
    const { page, route } = setup();
    expect(await route({ type: 'sites/list' }, pageSender)).toEqual({ ok: true, value: [] });
    expect(page['sites/list']).toHaveBeenCalledOnce();
  });

  test('gives a content handler the verified sender, not anything from the payload', async () => {
    const { content, route } = setup();
    await route({ type: 'content/hello', parts: [{ kind: 'menu', id: 2, words: 'Главная' }] }, contentSender);
    expect(content['content/hello']).toHaveBeenCalledWith(
      { type: 'content/hello', parts: [{ kind: 'menu', id: 2, words: 'Главная' }] },
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

  test('a page asks for named operations only: any endpoint with free-form parameters is refused and logged', async () => {
    const { page, refusals, route } = setup();
    const origin = 'https://a.example';
    expect(await route({ type: 'site/operation', origin, operation: { op: 'page/open', id: 2 } }, pageSender)).toMatchObject({ ok: true });
    expect(page['site/operation']).toHaveBeenCalledWith({ type: 'site/operation', origin, operation: { op: 'page/open', id: 2 } });
    const refused = [
      { type: 'api/call', origin, endpoint: 'pages.delete', params: { id: 2 } },
      { type: 'site/operation', origin, operation: { op: 'page/delete', id: 2 } },
      { type: 'site/operation', origin, operation: { op: 'page/open', id: 2, endpoint: 'users.delete' } },
      { type: 'site/operation', origin, operation: { op: 'page/save', id: 2, fields: { name: 'x', password: 'y' } } },
      { type: 'site/operation', origin, operation: { op: 'entry/open', module: 'shop', id: 2 } },
      { type: 'site/operation', origin, operation: { op: 'pages/list', per_page: 1_000 } },
    ];
    for (const request of refused) expect(await route(request, pageSender)).toMatchObject({ ok: false, error: { code: 'MALFORMED' } });
    expect(page['site/operation']).toHaveBeenCalledOnce();
    expect(refusals.mock.calls.map(([refusal]) => refusal)).toEqual([
      { code: 'MALFORMED', from: 'extension page', type: 'api/call' },
      ...Array.from({ length: refused.length - 1 }, () => ({ code: 'MALFORMED', from: 'extension page', type: 'site/operation' })),
    ]);
  });

  test('a refusal log names the request type and who sent it, never the payload', async () => {
    const { refusals, route } = setup();
    await route({ type: 'content/hello', parts: 'not a list', token: 'sk_live_secret' }, contentSender);
    await route({ type: 'sites/list', token: 'sk_live_secret' }, { id: 'evil', url: 'https://evil.example/' });
    expect(refusals.mock.calls.map(([refusal]) => refusal)).toEqual([
      { code: 'MALFORMED', from: 'https://site.example', type: 'content/hello' },
      { code: 'UNKNOWN_SENDER', from: 'https://evil.example/', type: 'sites/list' },
    ]);
    expect(JSON.stringify(refusals.mock.calls)).not.toContain('sk_live_secret');
  });

  test('a pointing on the page says what and where, never the page\'s text', async () => {
    const { content, route } = setup();
    const pointed = { type: 'content/point', target: { what: 'menu', menuId: 1, item: 3 } };
    expect(await route(pointed, contentSender)).toEqual({ ok: true, value: { opened: true } });
    expect(content['content/point']).toHaveBeenCalledWith({ type: 'content/point', target: { what: 'menu', menuId: 1, item: 3 } }, expect.objectContaining({ tabId: 5 }));
    for (const target of [
      { what: 'content', offset: 12, text: 'the words pointed at' },
      { what: 'content', offset: -1 },
      { what: 'block', block: '<b>', offset: 0 },
      // A selector is made of names the page gives an element, never of its words.
      { what: 'css', rules: [], selector: 'Dear Ivan, your order 42' },
      { what: 'css', rules: [], selector: 'h2 { color: red } body' },
      { what: 'page', id: 2 },
    ]) {
      expect(await route({ type: 'content/point', target }, contentSender), JSON.stringify(target)).toMatchObject({ ok: false, error: { code: 'MALFORMED' } });
    }
    expect(content['content/point']).toHaveBeenCalledOnce();
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
