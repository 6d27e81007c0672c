// The older signed scheme (OAuth 1.0a key sets, platform-notes §5): the base string and signature
// the site expects, signed reads and writes of every method and body kind, the limit per key set,
// reset and the key-set hooks. Refusals and their order are in signed-request-errors.test.ts.
import { createHmac } from 'node:crypto';
import { beforeEach, describe, expect, test } from 'vitest';
import type { IssuedKeySet } from './control.ts';
import { hmacSha1Signature, requestParameters, signatureBaseString } from './core/signed-request.ts';
import { startSite } from './server.ts';
import { formEncode, newSite, oauthEncode, signRequest, type Pair, type TestSite } from './test-helpers.ts';

let site: TestSite;
let keys: IssuedKeySet;
beforeEach(async () => {
  site = await newSite();
  keys = await site.control.issueKeySet();
});

const lastEntry = async () => (await site.control.log()).at(-1);

describe('known answer', () => {
  const fixed = { consumerKey: 'key-Consumer.01', consumerSecret: 'cs~secret_01', token: 'tok~en.01', tokenSecret: 'ts-secret.01' };
  // Mixed-case host and path, a default port, a space, a bracket name and a repeated name.
  const query = 'q=hello%20world&items[0][name]=Home&ids[]=2&ids[]=10';
  const url = `http://Example.uCoz.net:80/uapi/templates/1/AHeader?${query}`;
  const oauth: Pair[] = [
    ['oauth_consumer_key', fixed.consumerKey],
    ['oauth_token', fixed.token],
    ['oauth_nonce', 'kllo9940pd9333jh'],
    ['oauth_timestamp', '1700000000'],
    ['oauth_signature_method', 'HMAC-SHA1'],
    ['oauth_version', '1.0'],
  ];
  // Written out by hand: host and path lower-cased, port 80 dropped, parameters encoded, then
  // sorted by name and value ("10" before "2"), then the whole list encoded once more.
  const BASE_STRING =
    'GET&http%3A%2F%2Fexample.ucoz.net%2Fuapi%2Ftemplates%2F1%2Faheader&' +
    'ids%255B%255D%3D10%26ids%255B%255D%3D2%26items%255B0%255D%255Bname%255D%3DHome%26' +
    'oauth_consumer_key%3Dkey-Consumer.01%26oauth_nonce%3Dkllo9940pd9333jh%26oauth_signature_method%3DHMAC-SHA1%26' +
    'oauth_timestamp%3D1700000000%26oauth_token%3Dtok~en.01%26oauth_version%3D1.0%26q%3Dhello%2520world';
  const SIGNATURE = createHmac('sha1', 'cs~secret_01&ts-secret.01').update(BASE_STRING).digest('base64');

  test('the verifier builds this base string and signature', async () => {
    const signedUrl = `${url}&${formEncode(oauth)}&oauth_signature=${oauthEncode(SIGNATURE)}`;
    const pairs = await requestParameters(new Request(signedUrl));
    expect(pairs).toContainEqual(['q', 'hello world']);
    expect(pairs).toContainEqual(['items[0][name]', 'Home']);
    expect(signatureBaseString('GET', signedUrl, pairs)).toBe(BASE_STRING);
    expect(hmacSha1Signature(BASE_STRING, fixed.consumerSecret, fixed.tokenSecret)).toBe(SIGNATURE);
  });

  test("the tests' signer agrees", () => {
    const signed = signRequest('GET', url, [], fixed, { nonce: 'kllo9940pd9333jh', timestamp: '1700000000' });
    expect(signed.baseString).toBe(BASE_STRING);
    expect(signed.signature).toBe(SIGNATURE);
  });

  test('the site accepts that request, and the handler sees no oauth parameter', async () => {
    site.state.keySets.issue(fixed);
    const signedUrl = `${url}&${formEncode(oauth)}&oauth_signature=${oauthEncode(SIGNATURE)}`;
    const response = await site.app.request(signedUrl);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { success: { template_id: string } }).success.template_id.toUpperCase()).toBe('AHEADER');
    const entry = await lastEntry();
    expect(entry).toMatchObject({ auth: 'signed', code: null });
    expect(entry?.query).toEqual({ q: 'hello world', items: [{ name: 'Home' }], ids: ['2', '10'] });
  });
});

describe('signed requests are accepted', () => {
  test('GET with query parameters', async () => {
    const result = await site.signed('GET', '/pages', keys, { params: [['page', '2'], ['per_page', '3']] });
    expect(result.status).toBe(200);
    expect(result.body.success).toMatchObject({ page: 2, per_page: 3 });
    expect(result.body.success.pages.map((page: { id: number }) => page.id)).toEqual([4, 5, 6]);
    const entry = await lastEntry();
    expect(entry).toMatchObject({ auth: 'signed', tokenId: keys.id, bodyKeys: [] });
    expect(entry?.query).toEqual({ page: '2', per_page: '3' });
  });

  test('POST with a form body creates the record', async () => {
    const result = await site.signed('POST', '/pages', keys, { params: [['name', 'Signed & sealed'], ['message', '<p>50% off ~ today</p>']] });
    expect(result.body.success).toMatchObject({ name: 'Signed & sealed', message: '<p>50% off ~ today</p>' });
    const stored = (await site.control.state()).pages.find((page) => page.id === result.body.success.id);
    expect(stored).toMatchObject({ name: 'Signed & sealed', message: '<p>50% off ~ today</p>' });
    expect(await lastEntry()).toMatchObject({ auth: 'signed', tokenId: keys.id, method: 'POST', bodyKeys: ['name', 'message'], query: {} });
  });

  test('oauth parameters may travel in the query of a POST; the record gets none of them', async () => {
    const signed = signRequest('POST', 'http://localhost/uapi/pages', [['name', 'Query-signed'], ['message', 'm']], keys);
    const [params, oauth] = [signed.pairs.slice(0, 2), signed.pairs.slice(2)];
    const result = await site.post(`/pages?${formEncode(oauth)}`, formEncode(params), { token: null });
    expect(Object.keys(result.body.success).filter((key) => key.startsWith('oauth_'))).toEqual([]);
    const stored = (await site.control.state()).pages.find((page) => page.id === result.body.success.id);
    expect(Object.keys(stored ?? {}).filter((key) => key.startsWith('oauth_'))).toEqual([]);
    expect(stored?.name).toBe('Query-signed');
    expect(await lastEntry()).toMatchObject({ auth: 'signed', query: {}, bodyKeys: ['name', 'message'] });
  });

  test('PUT signed with only name changes only the name (query parameters are signed too)', async () => {
    const before = (await site.control.state()).pages.find((page) => page.id === 2);
    const result = await site.signed('PUT', '/pages?page_id=2', keys, { params: [['name', 'Renamed']] });
    expect(result.status).toBe(200);
    const after = (await site.control.state()).pages.find((page) => page.id === 2);
    expect(after).toEqual({ ...before, name: 'Renamed', upd_date: expect.any(Number) });
    expect(await lastEntry()).toMatchObject({ auth: 'signed', bodyKeys: ['name'], query: { page_id: '2' } });
  });

  test('DELETE removes the record', async () => {
    const result = await site.signed('DELETE', '/pages/3', keys);
    expect(result.body.success).toEqual({ id: 3, deleted: true });
    expect((await site.control.state()).pages.some((page) => page.id === 3)).toBe(false);
    expect(await lastEntry()).toMatchObject({ auth: 'signed', method: 'DELETE', query: {} });
  });

  test('multipart upload: the file is signed as its base name', async () => {
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    const result = await site.signed('POST', '/news', keys, {
      params: [['title', 'With a signed cover']],
      files: [{ field: 'cover', filename: 'cat photo.png', type: 'image/png', content: png }],
    });
    expect(result.status).toBe(200);
    const cover: string = result.body.success.cover;
    expect(cover).toMatch(/^\/_fr\/news\/\d+\/cover\.png$/);
    expect((await site.control.state()).uploads[cover]?.base64).toBe(png.toString('base64'));
    expect(await lastEntry()).toMatchObject({ auth: 'signed', bodyKeys: ['title', 'cover'] });
  });

  test('bracket names are signed as sent', async () => {
    const items: Pair[] = [['items[0][name]', 'Home'], ['items[0][url]', '/'], ['items[1][name]', 'About us'], ['items[1][url]', '/about']];
    const result = await site.signed('PUT', '/menus/1/items', keys, { params: items });
    expect(result.body.success.items).toEqual([{ name: 'Home', url: '/' }, { name: 'About us', url: '/about' }]);
  });

  test('a body form-encoded with + for spaces is read the same', async () => {
    const signed = signRequest('POST', 'http://localhost/uapi/pages', [['name', 'Plus sign page'], ['message', 'a b']], keys);
    const result = await site.post('/pages', new URLSearchParams(signed.pairs).toString(), { token: null });
    expect(result.body.success).toMatchObject({ name: 'Plus sign page', message: 'a b' });
  });

  test('oauth_version may be left out', async () => {
    expect((await site.signed('GET', '/pages/1', keys, { version: null })).status).toBe(200);
  });

  test('the path is lower-cased before signing: a signer that lower-cases it is accepted', async () => {
    const result = await site.signed('GET', '/templates/1/AHeader', keys);
    expect(result.status).toBe(200);
    expect(result.body.success.template_id.toUpperCase()).toBe('AHEADER');
  });

  test('a bearer request keeps its oauth_* parameters (the bearer path is unchanged)', async () => {
    const result = await site.get('/pages/1?oauth_token=x');
    expect(result.status).toBe(200);
    expect(await lastEntry()).toMatchObject({ auth: 'bearer', query: { oauth_token: 'x' } });
  });

  test('over HTTP too', async () => {
    const running = await startSite({ port: 0 });
    try {
      const http = running.state.keySets.issue();
      const target = `${running.url}/uapi/pages`;
      const signed = signRequest('POST', target, [['name', 'Over the wire'], ['message', 'm']], http);
      const response = await fetch(target, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: formEncode(signed.pairs) });
      expect(((await response.json()) as { success: { name: string } }).success.name).toBe('Over the wire');
      expect(running.state.log.since().at(-1)).toMatchObject({ auth: 'signed', tokenId: http.id, bodyKeys: ['name', 'message'] });
    } finally {
      await running.close();
    }
  });
});

describe('the hourly limit counts per key set', () => {
  test('with a limit of 3, the 4th signed request is refused while the bearer token still works', async () => {
    await site.control.setLimit(3);
    await site.signed('GET', '/pages', { ...keys, consumerSecret: 'wrong' }); // refused for its credentials: not counted
    for (let i = 0; i < 3; i++) expect((await site.signed('GET', '/pages', keys)).status).toBe(200);
    const fourth = await site.signed('GET', '/pages', keys);
    expect(fourth.status).toBe(429);
    expect(fourth.body.error.code).toBe('REQUESTS_LIMIT');
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await site.get('/pages')).status).toBe(200);
    const other = await site.control.issueKeySet();
    expect((await site.signed('GET', '/pages', other)).status).toBe(200);
    const [status] = await site.control.keySets();
    expect(status).toMatchObject({ id: keys.id, used: 3, limit: 3, blockedUntil: expect.any(Number) });
    expect((await site.control.tokens())[0]?.used).toBe(1);
  });
});

describe('control hooks', () => {
  test('issueKeySet gives fresh random credentials, the secrets and token with - . _ ~ in them', async () => {
    const other = await site.control.issueKeySet();
    expect(keys.consumerKey).toMatch(/^[A-Za-z0-9]{20,}$/);
    for (const value of [keys.consumerSecret, keys.token, keys.tokenSecret]) {
      expect(value).toMatch(/^[A-Za-z0-9\-._~]{32,}$/);
      for (const mark of ['-', '.', '_', '~']) expect(value).toContain(mark);
    }
    expect(other.id).not.toBe(keys.id);
    expect(other.consumerKey).not.toBe(keys.consumerKey);
    expect(other.consumerSecret).not.toBe(keys.consumerSecret);
  });

  test('keySets lists each with active, deleted, used, limit and blockedUntil', async () => {
    await site.signed('GET', '/pages/1', keys);
    const other = await site.control.issueKeySet();
    await site.control.disableKeySet(other.consumerKey); // by consumer key as well as by id
    expect(await site.control.keySets()).toEqual([
      { ...keys, active: true, deleted: false, used: 1, limit: 10_000, blockedUntil: null },
      { ...other, active: false, deleted: false, used: 0, limit: 10_000, blockedUntil: null },
    ]);
    await site.control.deleteKeySet(keys.id);
    expect((await site.control.keySets())[0]).toMatchObject({ deleted: true });
    await expect(site.control.enableKeySet('nope')).rejects.toThrow('404');
  });

  test('reset forgets every key set and every used nonce', async () => {
    const fixed = { consumerKey: 'fixedConsumerKey0123456', consumerSecret: 'cs', token: 'tk', tokenSecret: 'ts' };
    site.state.keySets.issue(fixed);
    expect((await site.signed('GET', '/pages/1', fixed, { nonce: 'once' })).status).toBe(200);
    await site.control.reset();
    expect(await site.control.keySets()).toEqual([]);
    expect((await site.signed('GET', '/pages/1', keys)).body.error.code).toBe('INVALID_CONSUMER_KEY');
    site.state.keySets.issue(fixed);
    expect((await site.signed('GET', '/pages/1', fixed, { nonce: 'once' })).status).toBe(200);
  });
});
