import fc from 'fast-check';
import qs from 'qs';
import { describe, expect, test } from 'vitest';
import { encodeRequest, phpQuery } from '@/src/api/encoding';
import { endpoints } from '../../support/spec-endpoints';
import { readEnvelope } from '@/src/api/envelope';
import { ApiError } from '@/src/api/errors';
import { checkParams } from '@/src/api/transport';

const BASE = 'https://example.ucoz.net/uapi';

describe('request encoding', () => {
  test('GET parameters travel in the query string; path parameters fill the path', () => {
    expect(encodeRequest(BASE, endpoints['pages.get'], { id: 7 })).toEqual({ method: 'GET', url: `${BASE}/pages/7` });
    expect(encodeRequest(BASE, endpoints['pages.list'], { page: 2, per_page: 50 }).url).toBe(`${BASE}/pages?page=2&per_page=50`);
  });

  test('an id in a query template stays in the query, the rest goes in a PHP-style form', () => {
    const request = encodeRequest(BASE, endpoints['news.update'], { id: 5, title: 'Hello & bye', other1: 'x' });
    expect(request.url).toBe(`${BASE}/news?id=5`);
    expect(request.body).toBeInstanceOf(URLSearchParams);
    expect([...(request.body as URLSearchParams)]).toEqual([['title', 'Hello & bye'], ['other1', 'x']]);
  });

  test('nested menu items and arrays use PHP bracket names', () => {
    const request = encodeRequest(BASE, endpoints['menus.replaceItems'], {
      id: 1,
      items: [{ name: 'Home', url: '/' }, { name: 'About', url: '/index/0-2', children: [{ name: 'Team', url: '/index/0-3' }] }],
    });
    expect(request.url).toBe(`${BASE}/menus/1/items`);
    expect([...(request.body as URLSearchParams)]).toEqual([
      ['items[0][name]', 'Home'], ['items[0][url]', '/'],
      ['items[1][name]', 'About'], ['items[1][url]', '/index/0-2'],
      ['items[1][children][0][name]', 'Team'], ['items[1][children][0][url]', '/index/0-3'],
    ]);
    const page = encodeRequest(BASE, endpoints['pages.update'], { page_id: 2, name: 'A', message: 'B', access_group_ids: [1, 2] });
    expect((page.body as URLSearchParams).getAll('access_group_ids[0]')).toEqual(['1']);
  });

  test('a file makes the request multipart, with the other fields beside it', () => {
    const request = encodeRequest(BASE, endpoints['shop.categoryImage'], { id: 3, cat_img: new Blob(['png'], { type: 'image/png' }) });
    expect(request.url).toBe(`${BASE}/shop/edit_cat?mode=img`);
    const form = request.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('id')).toBe('3');
    expect(form.get('cat_img')).toBeInstanceOf(Blob);
  });

  test('a fixed query such as ?mode= is kept and the order hash fills its template', () => {
    expect(encodeRequest(BASE, endpoints['shop.orderStatus'], { order: 'ab c', status: 2 }).url).toBe(`${BASE}/shop/order/?order=ab%20c&mode=status`);
    expect(encodeRequest(BASE, endpoints['shop.basketRemove'], { id: 4 }).url).toBe(`${BASE}/shop/basket/?id=4`);
  });
});

describe('PHP-style query text', () => {
  // What a request carries: text in any script, numbers, flags, lists and objects nested in each
  // other, empty ones and left-out values among them.
  const value = fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.string({ unit: 'grapheme' }),
      fc.oneof(fc.integer(), fc.double()),
      fc.boolean(),
      fc.constantFrom(null, undefined),
      fc.array(tie('value'), { maxLength: 3 }),
      fc.dictionary(fc.string({ unit: 'grapheme-ascii', minLength: 1 }), tie('value'), { maxKeys: 3 }),
    ),
  })).value;
  const params = fc.dictionary(fc.string({ unit: 'grapheme-ascii', minLength: 1 }), value, { maxKeys: 5 });

  test('is the text qs wrote: indexed brackets, values percent-encoded, nulls left out, an empty list sent empty', () => {
    fc.assert(
      fc.property(params, (sent) => {
        expect(phpQuery(sent)).toBe(
          qs.stringify(sent, {
            arrayFormat: 'indices',
            encodeValuesOnly: true,
            skipNulls: true,
            filter: (_prefix, inner: unknown) => (Array.isArray(inner) && inner.length === 0 ? '' : inner),
          }),
        );
      }),
      { numRuns: 500 },
    );
  });

  test('reads back as PHP reads it', () => {
    expect(phpQuery({ items: [{ name: 'Home & away', url: '/?a=1' }], ids: [], hide: null, note: 'тест (1)!' })).toBe(
      'items[0][name]=Home%20%26%20away&items[0][url]=%2F%3Fa%3D1&ids=&note=%D1%82%D0%B5%D1%81%D1%82%20%281%29%21',
    );
  });

  test('a broken character (half a surrogate pair) goes as the replacement character, not as garbage', () => {
    expect(phpQuery({ name: 'a\uD800b' })).toBe('name=a%EF%BF%BDb');
  });
});

describe('checks before sending', () => {
  test.each<[string, keyof typeof endpoints, object, RegExp]>([
    ['a 131-character news title', 'news.create', { title: 'x'.repeat(131) }, /title: At most 130/],
    ['an own template without $POWERED_BY$', 'pages.update', { page_id: 2, name: 'A', message: 'B', owntmpl: 1, tmpl: '<html>$CONTENT$</html>' }, /tmpl: The template must contain \$POWERED_BY\$/],
    ['more than 100 per page', 'pages.list', { per_page: 101 }, /per_page: At most 100/],
    ['a mail form name over 73', 'mail.create', { name: 'm'.repeat(74) }, /name: At most 73/],
    ['order status 6', 'shop.orderStatus', { order: 'a1b2c3d4e5', status: 6 }, /status/],
    ['a menu item without URL', 'menus.replaceItems', { id: 1, items: [{ name: 'Home', url: ' ' }] }, /Every item needs a URL/],
    ['deleting the home page', 'pages.delete', { id: 1 }, /home page cannot be deleted/],
  ])('refuses %s', (_name, name, params, reason) => {
    expect(() => checkParams(endpoints[name], params)).toThrow(reason);
  });

  test('keeps keys the schema does not know', () => {
    expect(checkParams(endpoints['news.update'], { id: 1, title: 'T', message_type: 'html', includehtml_msg: 1 })).toMatchObject({
      message_type: 'html',
      includehtml_msg: 1,
    });
  });

  test('accepts an own template that keeps $POWERED_BY$, and 130 characters exactly', () => {
    expect(() => checkParams(endpoints['pages.create'], { name: 'A', message: 'B', owntmpl: 1, tmpl: '<p>$POWERED_BY$</p>' })).not.toThrow();
    expect(() => checkParams(endpoints['news.create'], { title: 'x'.repeat(130) })).not.toThrow();
  });
});

describe('reading answers', () => {
  const answer = (text: string, status = 200, contentType = 'application/json') => ({ text, status, contentType });
  const failure = (fn: () => unknown) => {
    try {
      fn();
    } catch (error) {
      return (error as ApiError).details;
    }
    throw new Error('expected a failure');
  };

  test('success gives its payload', () => {
    expect(readEnvelope(answer('{"success":{"id":1}}'))).toEqual({ id: 1 });
  });

  test('a platform error keeps code, num and message, with plain words and a remedy', () => {
    const details = failure(() => readEnvelope(answer('{"error":{"msg":"bad tmpl","code":"VALIDATION_ERROR","num":2}}', 400), 'pages'));
    expect(details).toMatchObject({ code: 'VALIDATION_ERROR', num: 2, source: 'platform', platformMessage: 'bad tmpl' });
    expect(details.message).toMatch(/\$POWERED_BY\$/);
    expect(failure(() => readEnvelope(answer('{"error":{"msg":"x","code":"API_ACCESS_DENY"}}'))).remedy).toMatch(/Enable API access for the module/);
  });

  test('decided by the envelope, not the status: an error with status 200 is an error', () => {
    expect(failure(() => readEnvelope(answer('{"error":{"code":"INVALID_API_KEY","msg":"no"}}'))).code).toBe('INVALID_API_KEY');
  });

  test.each([
    ['an HTML page', answer('<!DOCTYPE html><h1>Maintenance</h1>', 200, 'text/html'), 'HTML_BODY'],
    ['an HTML 502', answer('<html>Bad gateway</html>', 502, 'text/html'), 'SERVER_ERROR'],
    ['malformed JSON', answer('{"success": {'), 'NOT_JSON'],
    ['an empty body', answer(''), 'UNKNOWN_ENVELOPE'],
    ['an unknown envelope', answer('{"data": 1}'), 'UNKNOWN_ENVELOPE'],
  ])('%s is a transport error', (_name, raw, code) => {
    expect(failure(() => readEnvelope(raw)).code).toBe(code);
  });
});
