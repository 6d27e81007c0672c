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
    expect((await site.app.request('/__control/tokens/none/disable', { method: 'POST' })).status).toBe(404);
  });
});

describe('log', () => {
  test('entries carry time, method, path, query, body keys, token id, status and code', async () => {
    await site.post('/news', { title: 'x'.repeat(200) });
    const [entry] = await site.control.log();
    expect(entry).toEqual({
      seq: 0,
      time: expect.any(Number),
      method: 'POST',
      path: '/news',
      query: {},
      bodyKeys: ['title'],
      tokenId: (await site.control.tokens())[0]?.id,
      status: 400,
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
