// The control hooks: loopback only, the log, reset, and injected faults (in-process here; the
// socket-level `drop` is in server.test.ts).
import { beforeEach, describe, expect, test } from 'vitest';
import { newSite, type TestSite } from './test-helpers.ts';

let site: TestSite;
beforeEach(async () => {
  site = await newSite();
});

/** What @hono/node-server passes as env: the socket the request came in on. */
const from = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

describe('access', () => {
  test('a caller that is not loopback gets 403', async () => {
    for (const address of ['10.0.0.7', '192.168.1.2', '::ffff:8.8.8.8']) {
      const response = await site.app.request('/__control/log', {}, from(address));
      expect(response.status, address).toBe(403);
    }
    await site.app.request('/__control/reset', { method: 'POST' }, from('10.0.0.7'));
  });

  test('loopback callers are served (v4, v6, v4-mapped)', async () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect((await site.app.request('/__control/log', {}, from(address))).status, address).toBe(200);
    }
  });

  test('the hooks are not under /uapi and need no token', async () => {
    expect((await site.get('/__control/log')).status).toBe(404);
    expect((await site.app.request('/__control/modules')).status).toBe(200);
  });

  test('bad control input is a 400 with a reason', async () => {
    const post = (path: string, body: unknown) => site.app.request(`/__control${path}`, { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } });
    expect((await post('/modules', { module: 'nope', on: false })).status).toBe(400);
    expect((await post('/limit', { limit: -1 })).status).toBe(400);
    expect((await post('/faults', { kind: 'explode' })).status).toBe(400);
    expect((await post('/faults', { kind: 'status5xx', status: 404 })).status).toBe(400);
    expect((await post('/tokens', { kind: 'magic' })).status).toBe(400);
    expect((await post('/clock', { advanceMs: 'soon' })).status).toBe(400);
    expect((await post('/settings', { ownUrls: 'off' })).status).toBe(400);
    expect((await post('/sparse', { on: 1 })).status).toBe(400);
    expect((await post('/sparse', { on: true, seed: 1.5 })).status).toBe(400);
    expect((await post('/records', { collection: 'users', id: 1, fields: {} })).status).toBe(400);
    expect((await post('/records', { collection: 'pages', id: '2', fields: {} })).status).toBe(400);
    expect((await post('/records', { collection: 'pages', id: 2, fields: [] })).status).toBe(400);
    expect((await post('/records', { collection: 'pages', id: 99, fields: {} })).status).toBe(404);
    expect((await site.app.request('/__control/tokens/none/disable', { method: 'POST' })).status).toBe(404);
    expect((await site.app.request('/__control/keysets/none/delete', { method: 'POST' })).status).toBe(404);
    expect((await site.app.request('/__control/log/next?timeoutMs=0')).status).toBe(400);
    expect((await site.app.request('/__control/log/next?fault=slow')).status).toBe(400);
  });
});

describe('log', () => {
  test('entries carry time, method, path, query, body keys, auth scheme, token id, status and code', async () => {
    await site.post('/news', { title: 'x'.repeat(200) });
    const [entry] = await site.control.log();
    expect(entry).toEqual({
      seq: 0,
      time: expect.any(Number),
      method: 'POST',
      path: '/news',
      query: {},
      bodyKeys: ['title'],
      auth: 'bearer',
      tokenId: (await site.control.tokens())[0]?.id,
      status: 200,
      code: 'VALIDATION_ERROR',
      fault: null,
    });
  });

  test('read since an index, clear, and the index keeps counting', async () => {
    await site.get('/pages');
    const mark = await site.control.mark();
    await site.get('/menus');
    expect((await site.control.log(mark)).map((entry) => entry.path)).toEqual(['/menus']);
    await site.control.clearLog();
    expect(await site.control.log()).toEqual([]);
    await site.get('/mail');
    expect((await site.control.log())[0]).toMatchObject({ seq: 2, path: '/mail' });
  });

  test('nextRequest: a kept request, or the next to arrive, or to be answered', async () => {
    await site.get('/pages');
    expect(await site.control.nextRequest({ method: 'GET' })).toMatchObject({ seq: 0, path: '/pages', status: 200 });
    await site.control.injectFault({ kind: 'delay', ms: 50 });
    const arriving = site.control.nextRequest({ since: 1, fault: 'delay' });
    const answered = site.control.nextRequest({ since: 1, fault: 'delay', answered: true });
    const held = site.get('/menus');
    // Logged as it arrives, before the delay is over.
    expect(await arriving).toMatchObject({ path: '/menus', status: 0, fault: 'delay' });
    expect(await answered).toMatchObject({ path: '/menus', status: 200 });
    expect((await held).status).toBe(200);
    await expect(site.control.nextRequest({ method: 'DELETE', timeoutMs: 20 })).rejects.toThrow('no such request within 20 ms');
  });

  test('HTML page requests are not in the API log', async () => {
    await site.page('/');
    expect(await site.control.log()).toEqual([]);
  });
});

describe('reset', () => {
  test('content, switches, limit, faults, tokens and log go back to the start', async () => {
    const extra = await site.control.issueToken('opaque');
    await site.control.disableToken(site.token);
    await site.control.setModule('pages', false);
    await site.control.setLimit(0);
    await site.control.injectFault({ kind: 'html', count: 5 });
    await site.control.reset();
    expect((await site.get('/pages')).status).toBe(200);
    expect((await site.get('/pages', { token: extra.token })).body.error.code).toBe('INVALID_API_KEY');
    expect(await site.control.log()).toHaveLength(2);
    expect((await site.control.modules()).pages).toBe(true);
  });
});

describe('faults for the next N API requests', () => {
  test('status5xx with an HTML body, twice, then normal', async () => {
    await site.control.injectFault({ kind: 'status5xx', status: 502, count: 2 });
    for (let i = 0; i < 2; i++) {
      const result = await site.get('/pages');
      expect(result.status).toBe(502);
      expect(result.headers.get('content-type')).toContain('text/html');
      expect(String(result.body)).toContain('Bad Gateway');
    }
    expect((await site.get('/pages')).status).toBe(200);
    expect((await site.control.log()).map((entry) => entry.fault)).toEqual(['status5xx', 'status5xx', null]);
  });

  test('status5xx with a JSON body', async () => {
    await site.control.injectFault({ kind: 'status5xx', status: 503, body: 'json' });
    const result = await site.get('/pages');
    expect(result.status).toBe(503);
    expect(result.body.error.code).toBe('INTERNAL_ERROR');
  });

  test('malformed: 200 with a body that is not JSON', async () => {
    await site.control.injectFault({ kind: 'malformed' });
    const response = await site.app.request('/uapi/pages', { headers: { Authorization: `Bearer ${site.token}` } });
    expect(response.status).toBe(200);
    await expect(response.json()).rejects.toThrow();
  });

  test('html: 200 with an HTML page', async () => {
    await site.control.injectFault({ kind: 'html' });
    const result = await site.get('/pages');
    expect(result.status).toBe(200);
    expect(result.headers.get('content-type')).toContain('text/html');
    expect(String(result.body)).toMatch(/^<!DOCTYPE html>/);
  });

  test('limit: a forced REQUESTS_LIMIT that blocks nothing', async () => {
    await site.control.injectFault({ kind: 'limit' });
    expect((await site.get('/pages')).body.error.code).toBe('REQUESTS_LIMIT');
    expect((await site.get('/pages')).status).toBe(200);
  });

  test('limit: Retry-After announces 600 s, or the block given in ms', async () => {
    await site.control.injectFault({ kind: 'limit', count: 2 });
    expect((await site.get('/pages')).headers.get('retry-after')).toBe('600');
    await site.control.clearFaults();
    await site.control.injectFault({ kind: 'limit', ms: 1500 });
    expect((await site.get('/pages')).headers.get('retry-after')).toBe('2');
  });

  test('a fault for one method waits for a request of that method', async () => {
    await site.control.injectFault({ kind: 'status5xx', status: 502, method: 'PUT' });
    expect((await site.get('/pages/1')).status).toBe(200);
    expect((await site.control.log()).at(-1)?.fault).toBeNull();
    expect((await site.put('/pages', { page_id: 1, name: 'x', message: 'y' })).status).toBe(502);
    expect((await site.control.log()).at(-1)?.fault).toBe('status5xx');
  });

  test('delay: the answer comes after the delay, and is normal', async () => {
    await site.control.injectFault({ kind: 'delay', ms: 150 });
    const started = Date.now();
    const result = await site.get('/pages/1');
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(result.body.success.id).toBe(1);
  });

  test('lost in-process: the write happens and is logged, then the answer is cut off', async () => {
    await site.control.injectFault({ kind: 'lost', method: 'PUT' });
    expect((await site.get('/pages/2')).status).toBe(200);
    await expect(site.put('/pages', { page_id: 2, name: 'Lost answer' })).rejects.toThrow(/connection dropped/);
    expect(site.state.data.pages.find((page) => page.id === 2)?.name).toBe('Lost answer');
    expect((await site.control.log()).map(({ method, status, code, fault }) => ({ method, status, code, fault }))).toEqual([
      { method: 'GET', status: 200, code: null, fault: null },
      { method: 'PUT', status: 200, code: null, fault: 'lost' },
    ]);
    expect((await site.put('/pages', { page_id: 2, name: 'Answered' })).body.success.name).toBe('Answered');
  });

  test('lost: a refused request is lost too, and counts against the limit like any handled one', async () => {
    await site.control.injectFault({ kind: 'lost' });
    await expect(site.put('/pages', { page_id: 3, pending: 'maybe' })).rejects.toThrow(/connection dropped/);
    expect((await site.control.log())[0]).toMatchObject({ status: 200, code: 'VALIDATION_ERROR', fault: 'lost' });
    expect((await site.control.tokens())[0]?.used).toBe(1);
  });

    test('drop in-process: the request promise rejects like a cut connection', async () => {
    await site.control.injectFault({ kind: 'drop' });
    await expect(site.get('/pages')).rejects.toThrow(/connection dropped/);
    expect((await site.get('/pages')).status).toBe(200);
  });

  test('faults queue in order and can be cleared', async () => {
    await site.control.injectFault({ kind: 'html' });
    await site.control.injectFault({ kind: 'limit' });
    expect((await site.get('/pages')).headers.get('content-type')).toContain('text/html');
    await site.control.clearFaults();
    expect((await site.get('/pages')).status).toBe(200);
  });

  test('faults hit API requests only, not pages', async () => {
    await site.control.injectFault({ kind: 'status5xx' });
    expect((await site.page('/')).status).toBe(200);
    expect((await site.get('/pages')).status).toBe(500);
  });
});

describe('records set directly for fixtures', () => {
  test('merges fields into a page, an entry and a menu; nothing is logged', async () => {
    const page = await site.control.setRecord('pages', 3, { message: '<p>Snippet <i>here</i></p>', custom: 1 });
    expect(page).toMatchObject({ id: 3, name: 'Услуги', message: '<p>Snippet <i>here</i></p>', custom: 1 });
    expect((await site.page('/index/0-3')).html).toContain('<div id="content"><p>Snippet <i>here</i></p></div>');
    await site.control.setRecord('news', 2, { message_type: 'bb', message: '[b]x[/b]' });
    await site.control.setRecord('blog', 1, { pending: 'yes' });
    await site.control.setRecord('menus', 2, { title: 'Top' });
    const state = await site.control.state();
    expect(state.entryModules.news?.entries.find((entry) => entry.id === 2)).toMatchObject({ message_type: 'bb', message: '[b]x[/b]' });
    expect(state.entryModules.blog?.entries.find((entry) => entry.id === 1)?.pending).toBe('yes');
    expect(state.menus.find((menu) => menu.id === 2)?.title).toBe('Top');
    expect(await site.control.log()).toEqual([]);
  });

  test('the id stays and prototype keys are ignored', async () => {
    const response = await site.app.request('/__control/records', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"collection":"pages","id":2,"fields":{"id":50,"__proto__":{"polluted":1},"name":"Kept"}}',
    });
    expect(await response.json()).toMatchObject({ id: 2, name: 'Kept' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(site.state.data.pages.some((page) => page.id === 50)).toBe(false);
  });
});

describe('content added in bulk', () => {
  test('pages and menus are made as the API makes them, nested ones too; nothing logged, nothing counted', async () => {
    const seeded = site.state.data.pages.length;
    const added = await site.control.addContent({
      pages: Array.from({ length: 250 }, (_, i) => ({ name: `Раздел ${i + 1}`, message: `<p>${i + 1}</p>`, ...(i === 249 && { ownurl: 'last-section' }) })),
      menus: [{ title: 'Каталог', layout: 1, items: [{ name: 'Раздел 1', url: '/index/0-10', children: [{ name: 'Раздел 2', url: '/index/0-11' }] }] }],
    });
    expect(added.pages).toHaveLength(250);
    expect(added.pages[0]).toMatchObject({ id: seeded + 1, name: 'Раздел 1', parent_id: 0, pending: 0, url: `/index/0-${seeded + 1}` });
    expect(added.pages[249]).toMatchObject({ id: seeded + 250, url: '/last-section' });
    const parent = Number(added.pages[0]!.id);
    const [child] = (await site.control.addContent({ pages: [{ name: 'Подраздел', message: '<p>x</p>', parent_id: parent }] })).pages;
    expect(child).toMatchObject({ id: seeded + 251, parent_id: parent });

    const last = await site.get('/pages?page=3&per_page=100');
    expect(last.body.success).toMatchObject({ total: seeded + 251 });
    expect(last.body.success.pages.at(-1)).toMatchObject({ name: 'Подраздел' });
    expect((await site.page('/last-section')).html).toContain('<p>250</p>');
    const menuId = Number(added.menus[0]!.id);
    expect((await site.get(`/menus/${menuId}`)).body.success.items[0].children[0]).toEqual({ name: 'Раздел 2', url: '/index/0-11' });
    // Only the two reads above reached the log and the limit.
    expect((await site.control.log()).map((entry) => entry.path)).toEqual(['/pages', `/menus/${menuId}`]);
    expect((await site.control.tokens())[0]!.used).toBe(2);
  });

  test('a record the API would refuse fails the call, says which, and nothing of it is kept', async () => {
    const before = await site.control.state();
    const taken = site.control.addContent({ pages: [{ name: 'A', message: 'a' }, { name: 'B', message: 'b', ownurl: 'about' }] });
    await expect(taken).rejects.toThrow(/pages\[1\]: VALIDATION_ERROR 6/);
    const noUrl = site.control.addContent({ pages: [{ name: 'A', message: 'a' }], menus: [{ title: 'M', items: [{ name: 'x', url: '' }] }] });
    await expect(noUrl).rejects.toThrow(/menus\[0\]: VALIDATION_ERROR 40/);
    await expect(site.control.addContent({ pages: [{ name: 'No message' }] })).rejects.toThrow(/pages\[0\]: MISSING_REQUIRED_PARAMETER/);
    await expect(site.control.addContent({ pages: 'many' as never })).rejects.toThrow(/\(400\).*must be lists of objects/);
    const longTitle = site.control.addContent({ pages: [{ name: 'A', message: 'a' }], news: [{ title: 'Н'.repeat(131), message: 'x' }] });
    await expect(longTitle).rejects.toThrow(/news\[0\]: VALIDATION_ERROR/);
    expect(await site.control.state()).toEqual(before);
  });

  test('news entries are made as POST /news makes them, listed by the API; nothing logged', async () => {
    const seeded = site.state.data.entryModules.news!.entries.length;
    const added = await site.control.addContent({ news: Array.from({ length: 120 }, (_, i) => ({ title: `Новость ${i + 1}`, message: `<p>Телефон ${i + 1}</p>` })) });
    expect(added.news).toHaveLength(120);
    expect(added.news[0]).toMatchObject({ id: seeded + 1, title: 'Новость 1' });
    expect((await site.control.log()).length).toBe(0);
    const second = await site.get('/news?page=2&per_page=100');
    expect(second.body.success).toMatchObject({ total_news: seeded + 120 });
    const titles = [...(await site.get('/news?page=1&per_page=100')).body.success.news, ...second.body.success.news].map((entry: { title: string }) => entry.title);
    expect(titles).toContain('Новость 120');
    expect(titles).toContain('Новость 1');
  });
});
