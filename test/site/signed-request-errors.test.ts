// Refusals of the older signed scheme: each legacy code comes from its condition alone (the same
// write signed correctly passes), a refused write changes nothing, and when several conditions
// hold the checks go in order: duplicate, missing, consumer key, token, deleted / disabled,
// signature, nonce, verifier.
import { beforeEach, describe, expect, test } from 'vitest';
import type { IssuedKeySet } from './control.ts';
import { newSite, type ApiResult, type KeySetKeys, type Pair, type SignedCallOptions, type TestSite } from './test-helpers.ts';

let site: TestSite;
let keys: IssuedKeySet;
beforeEach(async () => {
  site = await newSite();
  keys = await site.control.issueKeySet();
});

// Not in sorted order and with characters to encode, so that signing mistakes show.
const PAGE: Pair[] = [['name', 'New page'], ['message', '<p>Hi & bye</p>']];
const write = (signer: KeySetKeys, opts: SignedCallOptions = {}) => site.signed('POST', '/pages', signer, { params: PAGE, ...opts });
const without = (name: string) => (pairs: Pair[]) => pairs.filter(([key]) => key !== name);
const pageCount = async () => (await site.control.state()).pages.length;
const REQUIRED = ['oauth_consumer_key', 'oauth_token', 'oauth_nonce', 'oauth_timestamp', 'oauth_signature_method', 'oauth_signature'];

test('the write every case below spoils passes when signed correctly', async () => {
  const before = await pageCount();
  const result = await write(keys);
  expect(result.body.success).toMatchObject({ name: 'New page', message: '<p>Hi & bye</p>' });
  expect(await pageCount()).toBe(before + 1);
});

describe('each condition gives its code, and nothing is written', () => {
  type Case = [condition: string, code: string, status: number, send: () => Promise<ApiResult>, msg?: string];
  const cases: Case[] = [
    ['an unknown consumer key', 'INVALID_CONSUMER_KEY', 401, () => write({ ...keys, consumerKey: 'UnknownConsumerKey0000000' })],
    ['a wrong consumer secret', 'INVALID_SIGNATURE', 401, () => write({ ...keys, consumerSecret: `${keys.consumerSecret}x` })],
    ['a wrong token secret', 'INVALID_SIGNATURE', 401, () => write({ ...keys, tokenSecret: keys.tokenSecret.slice(1) })],
    ['parameters not sorted', 'INVALID_SIGNATURE', 401, () => write(keys, { mistake: 'unsorted' })],
    ['parameters not percent-encoded', 'INVALID_SIGNATURE', 401, () => write(keys, { mistake: 'unencoded' })],
    ['the signature in hex, not base64', 'INVALID_SIGNATURE', 401, () => write(keys, { mistake: 'hex' })],
    ['a parameter changed after signing', 'INVALID_SIGNATURE', 401, () => write(keys, { alter: (pairs) => pairs.map(([name, value]): Pair => [name, name === 'name' ? 'Other' : value]) })],
    ['a parameter added after signing', 'INVALID_SIGNATURE', 401, () => write(keys, { alter: (pairs) => [...pairs, ['pending', '1']] })],
    ['signature method HMAC-SHA256', 'INVALID_SIGNATURE', 401, () => write(keys, { signatureMethod: 'HMAC-SHA256' }), 'HMAC-SHA256'],
    ['signature method PLAINTEXT', 'INVALID_SIGNATURE', 401, () => write(keys, { signatureMethod: 'PLAINTEXT' })],
    ['a token the site never issued', 'INVALID_TOKEN', 401, () => write({ ...keys, token: 'no-such~token.0123456789abcdef0123' })],
    ['the token of another key set', 'INVALID_TOKEN', 401, async () => {
      const other = await site.control.issueKeySet();
      return write({ ...keys, token: other.token, tokenSecret: other.tokenSecret });
    }],
    ['a deleted key set', 'TOKEN_DELETED', 401, async () => {
      await site.control.deleteKeySet(keys.id);
      return write(keys);
    }],
    ['a disabled key set', 'API_KEY_INACTIVE', 403, async () => {
      await site.control.disableKeySet(keys.id);
      return write(keys);
    }],
    ['an oauth_verifier (the site issues none)', 'INVALID_VERIFIER', 401, () => write(keys, { params: [...PAGE, ['oauth_verifier', 'v3r1f13r']] })],
    ['oauth_version twice in the body', 'DUPLICATE_OAUTH_PARAMETER', 400, () => write(keys, { alter: (pairs) => [...pairs, ['oauth_version', '1.0']] }), 'oauth_version'],
    ['oauth_token in the query and the body', 'DUPLICATE_OAUTH_PARAMETER', 400, () => write(keys, { extraQuery: [['oauth_token', keys.token]] }), 'oauth_token'],
    ['oauth_version other than 1.0', 'MISSING_REQUIRED_PARAMETER', 400, () => write(keys, { version: '2.0' }), '"oauth_version"'],
    ['an empty nonce', 'MISSING_REQUIRED_PARAMETER', 400, () => write(keys, { nonce: '' }), '"oauth_nonce"'],
    ...REQUIRED.map((name): Case => [`no ${name}`, 'MISSING_REQUIRED_PARAMETER', 400, () => write(keys, { alter: without(name) }), `"${name}"`]),
    ['no credentials at all', 'INVALID_API_KEY', 401, () => site.post('/pages', 'name=N&message=M', { token: null })],
  ];

  test.each(cases)('%s: %s', async (_, code, status, send, msg) => {
    const before = await pageCount();
    const result = await send();
    expect(result.body.error?.code).toBe(code);
    expect(result.status).toBe(status);
    if (msg) expect(result.body.error.msg).toContain(msg);
    expect(await pageCount()).toBe(before);
  });

  test('a signer that keeps the mixed-case path gets INVALID_SIGNATURE (the site lower-cases it)', async () => {
    expect((await site.signed('GET', '/templates/1/AHeader', keys, { mistake: 'mixedCasePath' })).body.error?.code).toBe('INVALID_SIGNATURE');
    expect((await site.signed('GET', '/templates/1/AHeader', keys)).status).toBe(200);
  });

  test('oauth_version twice in a query', async () => {
    const result = await site.signed('GET', '/pages/1', keys, { alter: (pairs) => [['oauth_version', '1.0'], ...pairs] });
    expect(result.body.error?.code).toBe('DUPLICATE_OAUTH_PARAMETER');
  });

  test('a refused signed request is logged as signed, without a token id and without its oauth parameters', async () => {
    await site.signed('GET', '/pages', { ...keys, consumerSecret: 'wrong' }, { params: [['page', '1']] });
    expect((await site.control.log()).at(-1)).toMatchObject({ auth: 'signed', tokenId: null, query: { page: '1' }, status: 401, code: 'INVALID_SIGNATURE' });
  });
});

describe('nonces', () => {
  test('a replayed request gets NONCE_ALREADY_USED and the second write does not happen', async () => {
    const before = await pageCount();
    expect((await write(keys, { nonce: 'same-nonce' })).status).toBe(200);
    const replay = await write(keys, { nonce: 'same-nonce' });
    expect(replay.body.error?.code).toBe('NONCE_ALREADY_USED');
    expect(replay.status).toBe(401);
    expect(await pageCount()).toBe(before + 1);
  });

  test('nonces are per key set', async () => {
    const other = await site.control.issueKeySet();
    expect((await write(keys, { nonce: 'shared' })).status).toBe(200);
    expect((await write(other, { nonce: 'shared' })).status).toBe(200);
  });

  test('a request with a bad signature does not spend its nonce', async () => {
    expect((await write({ ...keys, tokenSecret: 'forged' }, { nonce: 'n1' })).body.error?.code).toBe('INVALID_SIGNATURE');
    expect((await write(keys, { nonce: 'n1' })).status).toBe(200);
  });

  test('a nonce is spent before the verifier is checked', async () => {
    const params: Pair[] = [...PAGE, ['oauth_verifier', 'abc']];
    expect((await write(keys, { nonce: 'n2', params })).body.error?.code).toBe('INVALID_VERIFIER');
    expect((await write(keys, { nonce: 'n2', params })).body.error?.code).toBe('NONCE_ALREADY_USED');
  });
});

describe('order of the checks', () => {
  type Case = [conditions: string, code: string, send: () => Promise<ApiResult>];
  const wrongSecret = () => ({ ...keys, consumerSecret: 'wrong' });
  const cases: Case[] = [
    ['duplicate and missing', 'DUPLICATE_OAUTH_PARAMETER', () => write(keys, { alter: (pairs) => [...without('oauth_nonce')(pairs), ['oauth_version', '1.0']] })],
    ['missing and unknown consumer key', 'MISSING_REQUIRED_PARAMETER', () => write({ ...keys, consumerKey: 'Unknown00000000000000000' }, { alter: without('oauth_timestamp') })],
    ['unknown consumer key and bad signature', 'INVALID_CONSUMER_KEY', () => write({ ...keys, consumerKey: 'Unknown00000000000000000', consumerSecret: 'wrong' })],
    ['unknown token and deleted', 'INVALID_TOKEN', async () => {
      await site.control.deleteKeySet(keys.id);
      return write({ ...keys, token: 'other' });
    }],
    ['deleted, disabled and bad signature', 'TOKEN_DELETED', async () => {
      await site.control.disableKeySet(keys.id);
      await site.control.deleteKeySet(keys.id);
      return write(wrongSecret());
    }],
    ['disabled and bad signature', 'API_KEY_INACTIVE', async () => {
      await site.control.disableKeySet(keys.id);
      return write(wrongSecret());
    }],
    ['bad signature and used nonce', 'INVALID_SIGNATURE', async () => {
      await write(keys, { nonce: 'used' });
      return write(wrongSecret(), { nonce: 'used' });
    }],
    ['used nonce and verifier', 'NONCE_ALREADY_USED', async () => {
      await write(keys, { nonce: 'used' });
      return write(keys, { nonce: 'used', params: [...PAGE, ['oauth_verifier', 'x']] });
    }],
  ];

  test.each(cases)('%s: %s', async (_, code, send) => {
    expect((await send()).body.error?.code).toBe(code);
  });

  test('enabled again, a disabled key set works', async () => {
    await site.control.disableKeySet(keys.id);
    await site.control.enableKeySet(keys.id);
    expect((await write(keys)).status).toBe(200);
  });
});
