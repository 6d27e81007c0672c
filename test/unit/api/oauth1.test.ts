import { describe, expect, test } from 'vitest';
import { encodeRequest } from '@/src/api/encoding';
import { endpoints } from '../../support/spec-endpoints';
import { hmacSha1Base64, signatureBaseString, signRequest, type KeySet } from '@/src/api/oauth1';
import { percentEncode } from '@/src/api/percent-encoding';

const keys: KeySet = { consumerKey: 'ck-1', consumerSecret: 'cs.secret~1', token: 'tok_1', tokenSecret: 'ts-secret' };
const fixed = { nonce: 'abc123', timestamp: 1_700_000_000 };

describe('the signature', () => {
  test('percent-encodes as RFC 3986: unreserved characters only are left, a space is %20', () => {
    expect(percentEncode('Ladies + Gentlemen, a!*\'()~._-')).toBe('Ladies%20%2B%20Gentlemen%2C%20a%21%2A%27%28%29~._-');
    expect(percentEncode('тест')).toBe('%D1%82%D0%B5%D1%81%D1%82');
  });

  // The example of a signed request that OAuth 1.0a's best-known documentation walks through
  // (a POST with a query parameter and a form body): the published base string and signature.
  test('gives the published signature of a well-known OAuth 1.0a example', async () => {
    const url = new URL('https://api.twitter.com/1.1/statuses/update.json?include_entities=true');
    const pairs: [string, string][] = [
      ...url.searchParams,
      ['status', 'Hello Ladies + Gentlemen, a signed OAuth request!'],
      ['oauth_consumer_key', 'xvz1evFS4wEEPTGEFPHBog'],
      ['oauth_nonce', 'kYjzVBB8Y0ZFabxSWbWovY3uYSQ2pTgmZeNu2VS4cg'],
      ['oauth_signature_method', 'HMAC-SHA1'],
      ['oauth_timestamp', '1318622958'],
      ['oauth_token', '370773112-GmHxMAgYyLbNEtIKZeRNFsMKPR9EyMZeS9weJAEb'],
      ['oauth_version', '1.0'],
    ];
    const base = signatureBaseString('post', url, pairs);
    expect(base).toBe(
      'POST&https%3A%2F%2Fapi.twitter.com%2F1.1%2Fstatuses%2Fupdate.json&include_entities%3Dtrue%26oauth_consumer_key%3Dxvz1evFS4wEEPTGEFPHBog%26oauth_nonce%3DkYjzVBB8Y0ZFabxSWbWovY3uYSQ2pTgmZeNu2VS4cg%26oauth_signature_method%3DHMAC-SHA1%26oauth_timestamp%3D1318622958%26oauth_token%3D370773112-GmHxMAgYyLbNEtIKZeRNFsMKPR9EyMZeS9weJAEb%26oauth_version%3D1.0%26status%3DHello%2520Ladies%2520%252B%2520Gentlemen%252C%2520a%2520signed%2520OAuth%2520request%2521',
    );
    expect(await hmacSha1Base64('kAcSOqF21Fu85e7zjz7ZN2U4ZRhfV3WpwPAoE3Z7kBw&LswwdoUaIvS8ltyTt5jkRh4J50vUPVVHtR2YPi5kE', base)).toBe('hCtSmYh+iHYCEqBWrE7C7hYmtUk=');
  });

  test('signs the path lower-cased, without the query, the default port dropped', () => {
    const base = signatureBaseString('GET', new URL('https://Example.uCoz.net:443/uapi/Load/1-1?x=1'), [['x', '1']]);
    expect(base.split('&')[1]).toBe(percentEncode('https://example.ucoz.net/uapi/load/1-1'));
  });

  test('sorts by encoded name, then by value for a repeated name', () => {
    const base = signatureBaseString('GET', new URL('http://127.0.0.1:8080/uapi/x'), [['b', '2'], ['a[1]', 'z'], ['a[0]', 'y'], ['b', '1']]);
    expect(decodeURIComponent(base.split('&').slice(2).join('&'))).toBe('a%5B0%5D=y&a%5B1%5D=z&b=1&b=2');
  });
});

describe('a signed request', () => {
  test('a GET carries every oauth parameter once, and the signature, in its query', async () => {
    const request = encodeRequest('http://127.0.0.1:8080/uapi', endpoints['pages.list'], { page: 2, per_page: 10 });
    const signed = await signRequest(request, keys, fixed);
    const query = new URL(signed.url).searchParams;
    expect([...query.keys()].sort()).toEqual(
      ['oauth_consumer_key', 'oauth_nonce', 'oauth_signature', 'oauth_signature_method', 'oauth_timestamp', 'oauth_token', 'oauth_version', 'page', 'per_page'],
    );
    expect(query.get('oauth_token')).toBe('tok_1');
    expect(query.get('oauth_consumer_key')).toBe('ck-1');
    expect(signed.body).toBeUndefined();
    const base = signatureBaseString('GET', new URL(request.url), [...query].filter(([name]) => name !== 'oauth_signature'));
    expect(query.get('oauth_signature')).toBe(await hmacSha1Base64('cs.secret~1&ts-secret', base));
    // Neither secret travels.
    expect(signed.url).not.toContain('cs.secret');
    expect(signed.url).not.toContain('ts-secret');
  });

  test('a PUT carries them in its form body, and its URL stays as it was', async () => {
    const request = encodeRequest('http://127.0.0.1:8080/uapi', endpoints['pages.update'], { id: 4, name: 'New name & more' });
    const signed = await signRequest(request, keys, fixed);
    expect(signed.url).toBe(request.url);
    const body = signed.body as URLSearchParams;
    expect(body.get('name')).toBe('New name & more');
    expect(body.getAll('oauth_nonce')).toEqual(['abc123']);
    const base = signatureBaseString('PUT', new URL(signed.url), [...body].filter(([name]) => name !== 'oauth_signature'));
    expect(body.get('oauth_signature')).toBe(await hmacSha1Base64('cs.secret~1&ts-secret', base));
  });

  test('a file in a multipart body is signed by its base name', async () => {
    const form = new FormData();
    form.append('title', 'Cover');
    form.append('file', new File(['png'], 'cover.png', { type: 'image/png' }));
    const signed = await signRequest({ method: 'POST', url: 'http://127.0.0.1:8080/uapi/news/upload', body: form }, keys, fixed);
    const body = signed.body as FormData;
    expect((body.get('file') as File).name).toBe('cover.png');
    const pairs = [...body].filter(([name]) => name !== 'oauth_signature').map(([name, value]) => [name, typeof value === 'string' ? value : value.name] as [string, string]);
    const base = signatureBaseString('POST', new URL(signed.url), pairs);
    expect(base).toContain(percentEncode('file=cover.png'));
    expect(body.get('oauth_signature')).toBe(await hmacSha1Base64('cs.secret~1&ts-secret', base));
  });

  test('two requests are never signed with the same nonce', async () => {
    const request = encodeRequest('http://127.0.0.1:8080/uapi', endpoints['pages.list'], {});
    const nonces = await Promise.all(Array.from({ length: 50 }, async () => new URL((await signRequest(request, keys)).url).searchParams.get('oauth_nonce')));
    expect(new Set(nonces).size).toBe(50);
  });
});
