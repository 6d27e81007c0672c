// Every endpoint of the spec, and the reads platform-notes §6 adds, answers {success: ...} with
// minimal valid parameters, and every route the site serves is one of them.
import { beforeEach, describe, expect, test } from 'vitest';
import { ALL_ROUTES } from './api/index.ts';
import { OFFICE_WINDOW } from './data/seed-photo-images.ts';
import { newSite, type TestSite } from './test-helpers.ts';

type Endpoint = [method: string, path: string, body?: string | Record<string, unknown> | FormData];

/** A photo's upload: the file as the part `photo`, with its album (platform-notes §7). */
function photoUpload(): FormData {
  const form = new FormData();
  form.append('photo', new Blob([Buffer.from(OFFICE_WINDOW, 'base64')], { type: 'image/jpeg' }), 'window.jpg');
  form.append('category', '1');
  return form;
}

/** The spec's endpoint tables, in order, with ids of seeded records. */
const SPEC_ENDPOINTS: Endpoint[] = [
  ['GET', '/pages?page=1&per_page=5'],
  ['GET', '/pages/2'],
  ['POST', '/pages', { name: 'New', message: '<p>new</p>' }],
  ['PUT', '/pages', { page_id: 3, name: 'Services' }],
  ['DELETE', '/pages/8'],
  ...(['news', 'blog'] as const).flatMap((module): Endpoint[] => [
    ['GET', `/${module}`],
    ['POST', `/${module}`, { title: 'Hello' }],
    ['PUT', `/${module}?id=1`, { title: 'Hello again' }],
    ['GET', `/${module}/category`],
    ['POST', `/${module}/category`, { name: 'Cat' }],
    ['PUT', `/${module}/category?id=1`, { name: 'Cat 1' }],
    ['GET', `/${module}/setup`],
    ['PUT', `/${module}/setup`, { per_page: 15 }],
  ]),
  ...(['publ', 'board'] as const).flatMap((module): Endpoint[] => [
    ['GET', `/${module}`],
    ['POST', `/${module}`, { title: 'Hello' }],
    ['PUT', `/${module}?id=1`, { title: 'Hello again' }],
    ['GET', `/${module}/category`],
    ['POST', `/${module}/category`, { name: 'Cat' }],
    ['PUT', `/${module}/category?id=1`, { name: 'Cat 1' }],
  ]),
  ['GET', '/photo'], ['POST', '/photo', photoUpload()], ['PUT', '/photo?id=1', { title: 'Photo 1' }], ['GET', '/photo/category'], ['POST', '/photo/category', { name: 'Album' }],
  ['GET', '/video'], ['POST', '/video', { title: 'Clip', video_url: 'https://vimeo.com/1' }], ['PUT', '/video?id=1', { title: 'Clip 1' }], ['GET', '/video/category'], ['GET', '/video/channel'],
  ...(['faq', 'dir', 'load', 'stuff'] as const).flatMap((module): Endpoint[] => [
    ['GET', `/${module}`],
    ['POST', `/${module}`, { title: 'Hello' }],
    ['PUT', `/${module}?id=1`, { title: 'Hello again' }],
    ['GET', `/${module}/category`],
  ]),
  ['GET', '/forum'], ['GET', '/forum/topic'], ['POST', '/forum/topic', { forum_id: 1, title: 'Topic', message: 'First' }],
  ['GET', '/forum/message?topic_id=1'], ['POST', '/forum/message', { topic_id: 1, message: 'Reply' }], ['PUT', '/forum/message?id=1', { message: 'Edited' }],
  ['GET', '/gb'], ['POST', '/gb', { name: 'Guest', message: 'Hi' }], ['DELETE', '/gb/1'],
  ['GET', '/mchat'], ['POST', '/mchat', { message: 'Hi' }], ['DELETE', '/mchat/1'], ['GET', '/mchat/smiles'],
  ['GET', '/comments'], ['PUT', '/comments/1', { message: 'Edited' }], ['DELETE', '/comments/2'],
  ['GET', '/polls'], ['POST', '/polls', { question: 'Q?', answers: ['Yes', 'No'] }], ['PUT', '/polls/1', { question: 'Q2?' }], ['DELETE', '/polls/1'], ['POST', '/polls/1/vote', { answer: 1 }],
  ['GET', '/user'], ['GET', '/user/2'], ['PUT', '/user/2', { name: 'Ivan' }], ['GET', '/user/group'], ['GET', '/user/rank'],
  ['GET', '/subscriptions'], ['GET', '/subscriptions/user'], ['PUT', '/subscriptions/user', { user_id: 2, status: 'paused' }],
  ['GET', '/shop/basket/'], ['GET', '/shop/basket/?user_id=2'],
  ['POST', '/shop/basket/?mode=add', { id: 1, cnt: 1, opt: '', now: 0 }], ['PUT', '/shop/basket/?mode=put', { id: 2, cnt: 3 }],
  ['DELETE', '/shop/basket/?id=2'], ['DELETE', '/shop/basket/'],
  ['GET', '/shop/request?page=categories&parent_id=0&get_globals=1'],
  ['POST', '/shop/edit_cat?mode=add', { name: 'Toys', pid: 0, url: 'toys' }], ['POST', '/shop/edit_cat?mode=edit', { id: 1, name: 'Gadgets' }],
  ['POST', '/shop/edit_cat?mode=show', { id: 1 }], ['POST', '/shop/edit_cat?mode=hide', { id: 1 }], ['POST', '/shop/edit_cat?mode=img', { id: 1, del: 1 }],
  ['POST', '/shop/addgoods', { cat_id: 1, name: 'Thing', price: 10 }],
  ['GET', '/shop/invoices/?hide=0'], ['PUT', '/shop/invoices/?mode=hide', 'ids[]=1&hide=1'],
  ['PUT', '/shop/invoices/?mode=setCourier', 'ids[]=1&ids[]=2&group_courier=2'], ['PUT', '/shop/invoices/?mode=status', 'ids[]=1&status=3'],
  ['GET', '/shop/order/?order=a1b2c3d4e5'], ['POST', '/shop/order/?order=a1b2c3d4e5', { id: 3 }],
  ['PUT', '/shop/order/?order=a1b2c3d4e5&mode=goods', { cnt_1: 2, del_2: 1 }], ['PUT', '/shop/order/?order=a1b2c3d4e5&mode=fields', { field_1: 'Ivan P.' }],
  ['PUT', '/shop/order/?order=a1b2c3d4e5&mode=status', { status: 2 }], ['PUT', '/shop/order/?order=a1b2c3d4e5&mode=note', { note: 'Call first' }],
  ['GET', '/shop/checkout/?promo_code=WELCOME10&custom_delivery_tax=100'], ['PUT', '/shop/checkout/?mode=recalc', { delivery_id: 2 }],
  ['PUT', '/shop/checkout/?mode=edit', { payment_id: 1, delivery_id: 1, field_1: 'Me' }], ['POST', '/shop/checkout/', { payment_id: 1, delivery_id: 2 }],
  ['GET', '/shop/getshopdata/?page=currencies_list'], ['POST', '/shop/setcurrrate', { curr_code: 'USD', curr_rate: 91.2 }],
  ['GET', '/templates'], ['GET', '/templates/6/1'], ['PUT', '/templates/6/1', { content: '<html><body>$CONTENT$ $POWERED_BY$</body></html>' }],
  ['POST', '/gblocks', { id: 'DPROMO', pda: '<b>Sale</b>' }], ['DELETE', '/gblocks/CLEFTER'],
  ['GET', '/menus'], ['POST', '/menus', { title: 'Footer', layout: 0 }], ['GET', '/menus/1'], ['PUT', '/menus/1', { title: 'Main' }],
  ['DELETE', '/menus/2'], ['PUT', '/menus/1/items', { items: [{ name: 'Home', url: '/' }] }],
  ['GET', '/mail'], ['GET', '/mail/1'], ['POST', '/mail', { name: 'Order', emails: 'a@example.com', rez: 'Thanks' }], ['PUT', '/mail/1', { rez: 'Thank you' }],
  ['DELETE', '/mail/2'], ['GET', '/mail/1/fields'], ['POST', '/mail/1/fields', { name: 'Phone', type: 1, required: 0, values: '' }],
  ['PUT', '/mail/1/fields/2', { required: 0 }], ['DELETE', '/mail/1/fields/4'], ['PUT', '/mail/1/fields/2/move', { direction: 0 }],
  ['GET', '/mail/1/template'], ['POST', '/mail/1/template', { tmpl: '<p>$FIELD_1$</p>' }],
  ['GET', '/search?query=design'], ['GET', '/search?query=design&module=pages'],
];

/** Reads the real platform answers beyond the spec's table (platform-notes §6). */
const NOTES_ENDPOINTS: Endpoint[] = [
  ['GET', '/users'], ['GET', '/users?user=ivan@example.com'],
  ['GET', '/shop/request?page=viewgoods&id=1'], ['GET', '/shop/cat?cat_uri=phones&pnum=1'],
];

let site: TestSite;
beforeEach(async () => {
  site = await newSite();
});

describe('every spec endpoint answers', () => {
  test.each([...SPEC_ENDPOINTS, ...NOTES_ENDPOINTS])('%s %s', async (method, path, body) => {
    const result = await site.call(method, path, { body });
    expect(result.body, JSON.stringify(result.body)).toHaveProperty('success');
    expect(result.status).toBe(200);
  });
});

describe('the route table', () => {
  const honoPath = (path: string) => path.replace(/\?.*$/, '').replace(/\/$/, '');
  const matches = (route: string, path: string) => new RegExp(`^${route.replace(/:[a-z]+\{([^}]+)\}/g, '($1)')}$`).test(honoPath(path));

  test('every route the site serves is in the spec table or the notes', () => {
    const known = [...SPEC_ENDPOINTS, ...NOTES_ENDPOINTS];
    const missing = ALL_ROUTES.filter((route) => !known.some(([method, path]) => method === route.method && matches(route.path, path)));
    expect(missing.map((route) => `${route.method} ${route.path}`)).toEqual([]);
  });
});
