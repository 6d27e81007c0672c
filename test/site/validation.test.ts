// Every VALIDATION_ERROR reason number with the request that triggers it (README lists them).
import { beforeAll, describe, expect, test } from 'vitest';
import { NUM } from './core/nums.ts';
import { newSite, type TestSite } from './test-helpers.ts';

let site: TestSite;
beforeAll(async () => {
  site = await newSite();
});

type Case = [name: string, num: number, method: string, path: string, body?: string | Record<string, unknown>];

const CASES: Case[] = [
  ['page: own template without $POWERED_BY$ (POST)', 2, 'POST', '/pages', { name: 'x', message: 'y', owntmpl: 1, tmpl: '<html>$CONTENT$</html>' }],
  ['page: own template without $POWERED_BY$ (PUT)', 2, 'PUT', '/pages', { page_id: 7, tmpl: '<html>$CONTENT$</html>' }],
  ['page: switching owntmpl on over a template without it', 2, 'PUT', '/pages', { page_id: 3, owntmpl: 1, tmpl: '<b>no footer</b>' }],
  ['templates: the own page template keeps $POWERED_BY$', 2, 'PUT', '/templates/2/7', { content: '<html></html>' }],
  ['page: home page delete', 3, 'DELETE', '/pages/1'],
  ['page: parent_id not a number', 4, 'PUT', '/pages', { page_id: 2, parent_id: 'x' }],
  ['page: ownurl with a slash inside', 5, 'PUT', '/pages', { page_id: 2, ownurl: 'a/b' }],
  ['page: ownurl reserved', 5, 'PUT', '/pages', { page_id: 2, ownurl: 'news' }],
  ['page: ownurl taken', 6, 'PUT', '/pages', { page_id: 3, ownurl: 'about' }],
  ['page: parent unknown', 7, 'PUT', '/pages', { page_id: 3, parent_id: 999 }],
  ['page: parent is a descendant', 7, 'PUT', '/pages', { page_id: 3, parent_id: 9 }],
  ['page: pending not 0/1', 8, 'PUT', '/pages', { page_id: 3, pending: 'maybe' }],
  ['news: pending not yes/no', 8, 'PUT', '/news?id=1', { pending: 'later' }],
  ['news: title over 130', 10, 'POST', '/news', { title: 'x'.repeat(131) }],
  ['blog: title over 130 on update', 10, 'PUT', '/blog?id=1', { title: 'я'.repeat(131) }],
  ['news: unknown category', 11, 'POST', '/news', { title: 'x', category: 42 }],
  ['per_page over 100', 20, 'GET', '/pages?per_page=101'],
  ['per_page over 100 on news', 20, 'GET', '/news?per_page=500'],
  ['per_page under 1', 20, 'GET', '/blog?per_page=0'],
  ['page under 1', 21, 'GET', '/pages?page=0'],
  ['mail: form name over 73', 30, 'POST', '/mail', { name: 'n'.repeat(74) }],
  ['mail: field type 9', 31, 'POST', '/mail/1/fields', { name: 'x', type: 9 }],
  ['mail: field type 0 on update', 31, 'PUT', '/mail/1/fields/1', { type: 0 }],
  ['mail: move direction 2', 32, 'PUT', '/mail/1/fields/1/move', { direction: 2 }],
  ['mail: bad recipient', 33, 'PUT', '/mail/1', { emails: 'not-an-email' }],
  ['menu: item without url', 40, 'PUT', '/menus/1/items', 'items[0][name]=Home&items[0][url]='],
  ['menu: nested item without url', 40, 'PUT', '/menus/1/items', { items: [{ name: 'A', url: '/a', children: [{ name: 'B' }] }] }],
  ['menu: item without name', 41, 'PUT', '/menus/1/items', { items: [{ url: '/a' }] }],
  ['menu: layout 2', 42, 'POST', '/menus', { title: 'x', layout: 2 }],
  ['menu: items not a list', 43, 'PUT', '/menus/1/items', { items: 'nope' }],
  ['menu: too deep', 43, 'PUT', '/menus/1/items', { items: [{ name: 'a', url: '/', children: [{ name: 'b', url: '/', children: [{ name: 'c', url: '/', children: [{ name: 'd', url: '/', children: [{ name: 'e', url: '/', children: [{ name: 'f', url: '/' }] }] }] }] }] }] }],
  ['order: status 6 (bulk)', 50, 'PUT', '/shop/invoices/?mode=status', 'ids[]=1&status=6'],
  ['order: status 10 (one order)', 50, 'PUT', '/shop/order/?order=a1b2c3d4e5&mode=status', { status: 10 }],
  ['order: group 3', 51, 'PUT', '/shop/invoices/?mode=hide', 'ids[]=1&hide=3'],
  ['unknown mode', 52, 'POST', '/shop/edit_cat?mode=rename', { id: 1 }],
  ['unknown page on shop request', 52, 'GET', '/shop/request?page=everything'],
  ['product type 4', 53, 'POST', '/shop/addgoods', { cat_id: 1, name: 'x', type: 4 }],
  ['negative price', 54, 'POST', '/shop/addgoods', { cat_id: 1, name: 'x', price: -1 }],
  ['currency rate 0', 54, 'POST', '/shop/setcurrrate', { curr_code: 'USD', curr_rate: 0 }],
  ['cart quantity 0 on add', 55, 'POST', '/shop/basket/?mode=add', { id: 1, cnt: 0 }],
  ['unknown currency', 56, 'POST', '/shop/setcurrrate', { curr_code: 'XYZ', curr_rate: 2 }],
  ['unknown promo code', 58, 'GET', '/shop/checkout/?promo_code=FREE'],
  ['unknown delivery', 59, 'PUT', '/shop/checkout/?mode=edit', { delivery_id: 99 }],
  ['layout template without $POWERED_BY$', 60, 'PUT', '/templates/2/0', { content: '<html>$CONTENT$</html>' }],
  ['global block id with a space', 61, 'POST', '/gblocks', { id: 'MY BLOCK', pda: 'x' }],
  ['poll with one answer', 70, 'POST', '/polls', { question: 'Q?', answers: ['only'] }],
  ['vote for an unknown answer', 71, 'POST', '/polls/1/vote', { answer: 9 }],
  ['search query too short', 80, 'GET', '/search?query=ab'],
  ['search in an unknown module', 81, 'GET', '/search?query=abc&module=shop'],
  ['subscription status unknown', 90, 'PUT', '/subscriptions/user', { user_id: 2, status: 'frozen' }],
];

describe('VALIDATION_ERROR nums', () => {
  test.each(CASES)('%s: num %i', async (_name, num, method, path, body) => {
    const result = await site.call(method, path, { body });
    // Module-rule failures come inside a 200, as on the platform (platform-notes §5).
    expect(result.status).toBe(200);
    expect(result.body.error).toMatchObject({ code: 'VALIDATION_ERROR', num });
    expect(typeof result.body.error.msg).toBe('string');
  });

  test('checkout with an empty cart: num 57', async () => {
    await site.del('/shop/basket/');
    const result = await site.post('/shop/checkout/', { payment_id: 1, delivery_id: 1 });
    expect(result.body.error).toMatchObject({ code: 'VALIDATION_ERROR', num: 57 });
  });

  test('every documented num has a case here', () => {
    const covered = new Set([...CASES.map((item) => item[1]), 1, 4, 9, 57]);
    expect(Object.values(NUM).filter((num) => !covered.has(num))).toEqual([]);
  });

  test('a refused write changes nothing', async () => {
    const before = (await site.get('/pages/7')).body.success;
    await site.put('/pages', { page_id: 7, name: 'Changed', tmpl: '<p>no footer</p>' });
    expect((await site.get('/pages/7')).body.success).toEqual(before);
  });

  test('title of exactly 130 characters and mail name of 73 are accepted', async () => {
    expect((await site.post('/news', { title: 't'.repeat(130) })).status).toBe(200);
    expect((await site.post('/mail', { name: 'n'.repeat(73) })).status).toBe(200);
  });
});
