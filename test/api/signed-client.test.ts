// The extension's client with an older key set against the reference site, whose verifier is
// its own: every kind of request the client sends (query, form, PHP-style arrays, multipart, any
// text at all) arrives signed as the site checks it, and the site's refusals read plainly.
import fc from 'fast-check';
import { beforeEach, describe, expect, test } from 'vitest';
import type { EndpointName } from '../support/spec-endpoints';
import { ApiError } from '../../src/api/errors';
import type { ApiTarget } from '../../src/api/transport';
import { quotaKey } from '../../src/quota/limiter';
import { API_BASE, siteClient } from '../support/site-client.ts';

/** The site and the client; `call` goes to the target given (a key set's, or a spoilt one). */
function openSite() {
  const site = siteClient();
  return { ...site, call: (target: ApiTarget, name: EndpointName, params: Record<string, unknown> = {}) => site.call(name, params, target) };
}

let site: ReturnType<typeof openSite>;
let target: ApiTarget;
let keySetId: string;

beforeEach(async () => {
  site = openSite();
  const keys = await site.control.issueKeySet();
  keySetId = keys.id;
  target = { apiBase: API_BASE, token: keys.token, keys: { consumerKey: keys.consumerKey, consumerSecret: keys.consumerSecret, tokenSecret: keys.tokenSecret } };
});

/** The site's log since `mark`, as the site saw each request. */
const seen = async (mark: number) => (await site.control.log(mark)).map(({ method, path, auth, tokenId, status, bodyKeys }) => ({ method, path, auth, tokenId, status, bodyKeys }));

describe('signed by the client, accepted by the site', () => {
  test('a GET with a query, a PUT form, a PHP-style array, a DELETE: each signed for this key set, none carrying a bearer token', async () => {
    const mark = await site.control.mark();
    expect((await site.call(target, 'pages.list', { page: 1, per_page: 2 })).pages).toHaveLength(2);
    await site.call(target, 'pages.update', { page_id: 4, name: 'Веб-дизайн & вёрстка + 100%' });
    await site.call(target, 'menus.replaceItems', { id: 1, items: [{ name: 'Главная', url: '/' }, { name: 'О нас', url: '/about' }] });
    await site.call(target, 'comments.delete', { id: 1 });
    const log = await seen(mark);
    expect(log.map(({ method, path }) => `${method} ${path}`)).toEqual(['GET /pages', 'PUT /pages', 'PUT /menus/1/items', 'DELETE /comments/1']);
    expect(log.every((entry) => entry.auth === 'signed' && entry.tokenId === keySetId && entry.status === 200)).toBe(true);
    // The signature's parameters are the client's business: the site's handlers never see them.
    expect(log[1]!.bodyKeys.sort()).toEqual(['name', 'page_id']);
    const state = await site.control.state();
    expect(state.pages.find((page) => page.id === 4)?.name).toBe('Веб-дизайн & вёрстка + 100%');
    expect(state.menus.find((menu) => menu.id === 1)?.items.map((item) => item.name)).toEqual(['Главная', 'О нас']);
  });

  test('a multipart upload: the file signed by its base name', async () => {
    const png = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));
    const mark = await site.control.mark();
    const answer = await site.call(target, 'shop.categoryImage', { id: 2, cat_img: new File([png], 'phones and cases.png', { type: 'image/png' }) });
    expect(answer).toBeTruthy();
    expect(await seen(mark)).toMatchObject([{ method: 'POST', auth: 'signed', status: 200 }]);
  });

  test('any name at all, signed and stored exactly (spaces, +, &, =, %, quotes, any script)', async () => {
    const name = fc.string({ minLength: 1, maxLength: 40, unit: fc.constantFrom('a', 'Я', ' ', '+', '&', '=', '%', '"', "'", '~', '*', '(', '!', '/', '?', '#', '😀', 'ü', '[', ']') })
      .filter((value) => value.trim() === value && value !== '');
    await fc.assert(
      fc.asyncProperty(name, async (value) => {
        await site.call(target, 'pages.update', { page_id: 2, name: value });
        expect((await site.control.state()).pages.find((page) => page.id === 2)?.name).toBe(value);
      }),
      { numRuns: 60 },
    );
  });
});

describe('refused by the site, in plain words', () => {
  test.each<[string, (t: ApiTarget) => ApiTarget, string, RegExp]>([
    ['a wrong consumer secret', (t) => ({ ...t, keys: { ...t.keys!, consumerSecret: `${t.keys!.consumerSecret}x` } }), 'INVALID_SIGNATURE', /did not accept the request's signature/],
    ['a wrong token secret', (t) => ({ ...t, keys: { ...t.keys!, tokenSecret: 'nope' } }), 'INVALID_SIGNATURE', /signature/],
    ['an unknown consumer key', (t) => ({ ...t, keys: { ...t.keys!, consumerKey: 'unknown' } }), 'INVALID_CONSUMER_KEY', /consumer key/],
    ['another token', (t) => ({ ...t, token: 'other-token' }), 'INVALID_TOKEN', /does not know this key set's token/],
  ])('%s', async (_what, spoil, code, words) => {
    const error = await site.call(spoil(target), 'pages.get', { id: 1 }).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(code);
    expect((error as ApiError).message).toMatch(words);
    expect((error as ApiError).details.remedy).toMatch(/Control Panel → uAPI/);
  });

  test('a deleted key set', async () => {
    await site.control.deleteKeySet(keySetId);
    await expect(site.call(target, 'pages.get', { id: 1 })).rejects.toMatchObject({ code: 'TOKEN_DELETED', message: expect.stringMatching(/deleted/) });
  });
});

test('the quota is kept per key set: its consumer key with its token, never the token alone', async () => {
  const keySet = await quotaKey(target);
  expect(keySet).not.toBe(await quotaKey({ token: target.token }));
  expect(keySet).not.toBe(await quotaKey({ ...target, keys: { ...target.keys!, consumerKey: 'another' } }));
  // The secrets sign; they do not name the count: a corrected secret keeps its ledger.
  const corrected: ApiTarget = { ...target, keys: { ...target.keys!, consumerSecret: 'changed' } };
  expect(keySet).toBe(await quotaKey(corrected));
});
