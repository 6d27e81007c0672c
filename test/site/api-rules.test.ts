// The API's general rules: envelopes, tokens, module switches, unknown paths and methods,
// missing parameters and bad input that must never crash the site.
import { beforeEach, describe, expect, test } from 'vitest';
import { API_MODULES } from './data/store.ts';
import { newSite, type TestSite } from './test-helpers.ts';

let site: TestSite;
beforeEach(async () => {
  site = await newSite();
});

describe('envelopes', () => {
  test('success is {success: payload} as JSON', async () => {
    const result = await site.get('/pages/1');
    expect(result.status).toBe(200);
    expect(result.headers.get('content-type')).toContain('application/json');
    expect(result.body.success.id).toBe(1);
  });

  test('an error is {error: {msg, code}}', async () => {
    const result = await site.get('/pages/999');
    expect(result.status).toBe(404);
    expect(result.body).toEqual({ error: { msg: 'Page 999 not found', code: 'NOT_FOUND' } });
  });
});

describe('tokens', () => {
  test('no Authorization header: INVALID_API_KEY', async () => {
    const result = await site.get('/pages', { token: null });
    expect(result.status).toBe(401);
    expect(result.body.error.code).toBe('INVALID_API_KEY');
  });

  test('a token the site never issued: INVALID_API_KEY', async () => {
    const forged = site.token.slice(0, -4) + 'AAAA';
    expect((await site.get('/pages', { token: forged })).body.error.code).toBe('INVALID_API_KEY');
    expect((await site.get('/pages', { token: 'sk_live_nope' })).body.error.code).toBe('INVALID_API_KEY');
  });

  test('a non-Bearer scheme is refused', async () => {
    const result = await site.get('/pages', { token: null, headers: { Authorization: `Basic ${site.token}` } });
    expect(result.body.error.code).toBe('INVALID_API_KEY');
  });

  test('the default token is an opaque sk_live_ key, as the control panel issues them', async () => {
    expect(site.token).toMatch(/^sk_live_[0-9a-f]{32}$/);
    expect((await site.control.issueToken('opaque')).token).toMatch(/^sk_live_[0-9a-f]{32}$/);
  });

  test('an issued JWT is HS256 with jti, iat and a far-future exp, and works', async () => {
    const issued = await site.control.issueToken('jwt');
    const [header, payload] = issued.token.split('.').slice(0, 2).map((part) => JSON.parse(Buffer.from(part, 'base64url').toString() || 'null'));
    expect(header.alg).toBe('HS256');
    expect(typeof payload.jti).toBe('string');
    expect(payload.exp - payload.iat).toBeGreaterThan(5 * 365 * 24 * 3600);
    expect((await site.get('/pages', { token: issued.token })).status).toBe(200);
  });

  test('an issued opaque token works', async () => {
    const issued = await site.control.issueToken('opaque');
    expect(issued.token).toMatch(/^sk_live_/);
    expect((await site.get('/pages', { token: issued.token })).status).toBe(200);
  });

  test('an expired JWT: INVALID_API_KEY', async () => {
    const issued = await site.control.issueToken('expired');
    const result = await site.get('/pages', { token: issued.token });
    expect(result.status).toBe(401);
    expect(result.body.error).toMatchObject({ code: 'INVALID_API_KEY', msg: expect.stringContaining('expired') });
  });

  test('a disabled token: API_KEY_INACTIVE, and enabled again it works', async () => {
    const issued = await site.control.issueToken('jwt');
    await site.control.disableToken(issued.id);
    const result = await site.get('/pages', { token: issued.token });
    expect(result.status).toBe(403);
    expect(result.body.error.code).toBe('API_KEY_INACTIVE');
    await site.control.enableToken(issued.token);
    expect((await site.get('/pages', { token: issued.token })).status).toBe(200);
  });
});

describe('module switches', () => {
  test.each(API_MODULES)('%s off: API_ACCESS_DENY naming the remedy', async (name) => {
    await site.control.setModule(name, false);
    const path = { users: '/user', templates: '/templates', search: '/search?query=abc', gblocks: '/gblocks' }[name as string] ?? `/${name}`;
    const result = await site.get(path);
    expect(result.status).toBe(403);
    expect(result.body.error.code).toBe('API_ACCESS_DENY');
    expect(result.body.error.msg).toMatch(/Enable it in the module settings/);
  });

  test('setup follows its module, and the switch turns back on', async () => {
    await site.control.setModule('news', false);
    expect((await site.get('/news/setup')).body.error.code).toBe('API_ACCESS_DENY');
    expect((await site.get('/blog/setup')).status).toBe(200);
    await site.control.setModule('news', true);
    expect((await site.get('/news/setup')).status).toBe(200);
  });
});

describe('paths and methods', () => {
  test('a known path with another method: NOT_SUPPORTED_METHOD', async () => {
    for (const [method, path] of [['DELETE', '/pages'], ['PATCH', '/pages'], ['POST', '/pages/2'], ['GET', '/gblocks'], ['DELETE', '/news']]) {
      const result = await site.call(method as string, path as string);
      expect(result.status, `${method} ${path}`).toBe(405);
      expect(result.body.error.code).toBe('NOT_SUPPORTED_METHOD');
    }
  });

  test('an unknown path: 404 NOT_FOUND', async () => {
    for (const path of ['/nothing', '/pages/abc', '/news/unknown', '/']) {
      const result = await site.get(path);
      expect(result.status, path).toBe(404);
      expect(result.body.error.code).toBe('NOT_FOUND');
    }
  });

  test('paths answer with and without the trailing slash', async () => {
    expect((await site.get('/shop/basket/')).status).toBe(200);
    expect((await site.get('/shop/basket')).status).toBe(200);
    expect((await site.get('/pages/')).status).toBe(200);
  });

  test('unknown record ids: NOT_FOUND', async () => {
    for (const path of ['/pages/12345', '/news?id=999', '/menus/77', '/mail/9', '/user/99', '/templates/6/nope', '/templates/2/3', '/shop/order/?order=nope']) {
      const result = await site.get(path);
      expect(result.status, path).toBe(404);
      expect(result.body.error.code).toBe('NOT_FOUND');
    }
  });
});

describe('missing parameters', () => {
  test.each([
    ['POST', '/pages', { message: '<p>x</p>' }, 'name'],
    ['POST', '/pages', { name: 'x' }, 'message'],
    ['PUT', '/pages', { name: 'x' }, 'page_id'],
    ['POST', '/news', { message: 'x' }, 'title'],
    ['PUT', '/blog', { title: 'x' }, 'id'],
    ['POST', '/menus', { layout: 1 }, 'title'],
    ['PUT', '/menus/1/items', { title: 'x' }, 'items'],
    ['POST', '/mail', { emails: 'a@b.cd' }, 'name'],
    ['POST', '/mail/1/fields', { name: 'x' }, 'type'],
    ['POST', '/gblocks', { pda: 'x' }, 'id'],
    ['GET', '/search', undefined, 'query'],
    ['POST', '/shop/basket/', { id: 1 }, 'mode'],
    ['POST', '/shop/addgoods', { name: 'x' }, 'cat_id'],
    ['GET', '/shop/order/', undefined, 'order'],
    ['POST', '/shop/setcurrrate', { curr_code: 'USD' }, 'curr_rate'],
  ] as const)('%s %s without %s', async (method, path, body, name) => {
    const result = await site.call(method, path, { body: body as Record<string, unknown> | undefined });
    expect(result.status).toBe(400);
    expect(result.body.error.code).toBe('MISSING_REQUIRED_PARAMETER');
    expect(result.body.error.msg).toContain(`"${name}"`);
  });

  test('an empty required string counts as missing', async () => {
    expect((await site.post('/pages', 'name=&message=x')).body.error.code).toBe('MISSING_REQUIRED_PARAMETER');
  });
});

describe('bad input never crashes the site', () => {
  test('malformed JSON: VALIDATION_ERROR num 1', async () => {
    const result = await site.post('/pages', '{"name": ', { headers: { 'Content-Type': 'application/json' } });
    expect(result.status).toBe(200);
    expect(result.body.error).toMatchObject({ code: 'VALIDATION_ERROR', num: 1 });
  });

  test('JSON that is not an object: num 1', async () => {
    expect((await site.post('/pages', '[1,2]', { headers: { 'Content-Type': 'application/json' } })).body.error.num).toBe(1);
  });

  test('wrong types: num 4', async () => {
    for (const body of [{ name: ['a'], message: 'x' }, { name: { a: 1 }, message: 'x' }, { name: 'x', message: 'y', parent_id: 'abc' }]) {
      const result = await site.post('/pages', body);
      expect(result.body.error, JSON.stringify(body)).toMatchObject({ code: 'VALIDATION_ERROR', num: 4 });
    }
    expect((await site.get('/pages?page=abc')).body.error.num).toBe(4);
    expect((await site.get('/news?id=1.5')).body.error.num).toBe(4);
  });

  test('huge values: a clear error, not a crash', async () => {
    expect((await site.get('/pages/99999999999999999999999')).body.error.code).toBe('NOT_FOUND');
    expect((await site.get('/pages?per_page=99999999999999999999')).body.error.code).toBe('VALIDATION_ERROR');
    const big = await site.post('/pages', { name: 'x', message: 'y'.repeat(6 * 1024 * 1024) });
    expect(big.status).toBe(200);
    expect(big.body.error).toMatchObject({ code: 'VALIDATION_ERROR', num: 9 });
  });

  test('prototype keys are ignored', async () => {
    const result = await site.post('/pages', '{"name":"x","message":"y","__proto__":{"polluted":1}}', { headers: { 'Content-Type': 'application/json' } });
    expect(result.status).toBe(200);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
