// The shop's reads as two clients of real shops saw them (platform-notes §6): the category tree,
// a category's goods keyed by id, one product in entry_* fields, the wrapped basket, the order
// list; and the shop's public pages.
import { beforeEach, describe, expect, test } from 'vitest';
import { newSite, type TestSite } from './test-helpers.ts';

let site: TestSite;
beforeEach(async () => {
  site = await newSite();
});

type Rec = Record<string, any>;

describe('GET /shop/request?page=categories: a bare tree', () => {
  test('roots with their childs; "" where there are none; cat_id a string', async () => {
    const tree = (await site.get('/shop/request?page=categories')).body.success as Rec[];
    expect(tree).toEqual([
      {
        cat_id: '1', cat_name: 'Электроника', cat_url: 'electronics', cat_descr: 'Гаджеты и аксессуары', cat_img: '', goods_count: 1,
        childs: [{ cat_id: '2', cat_name: 'Смартфоны', cat_url: 'phones', cat_descr: '', cat_img: '', goods_count: 2, childs: '' }],
      },
      { cat_id: '3', cat_name: 'Books', cat_url: 'books', cat_descr: 'Paper and e-books', cat_img: '', goods_count: 2, childs: '' },
    ]);
  });

  test('parent_id picks a branch; get_globals adds nothing to the bare list', async () => {
    expect((await site.get('/shop/request?page=categories&parent_id=1')).body.success.map((item: Rec) => item.cat_id)).toEqual(['2']);
    expect(Array.isArray((await site.get('/shop/request?page=categories&get_globals=1')).body.success)).toBe(true);
  });
});

describe('one product: GET /shop/request?page=viewgoods&id=', () => {
  test('entry_* fields, with the price formatted and raw', async () => {
    const product = (await site.get('/shop/request?page=viewgoods&id=1')).body.success;
    expect(product).toEqual({
      entry_id: '1',
      entry_title: 'Смартфон «Ветер X»',
      entry_brief: '6.1", 128 ГБ',
      entry_description: 'Лёгкий смартфон с ярким экраном.',
      entry_price: { price: '24 990 ₽', price_raw: 24990 },
      entry_price_old: { price: '27 990 ₽', price_raw: 27990 },
      entry_stock: { stock: 5, stock_total: 5 },
      entry_art_no: 'ART-1',
      entry_is_hidden: 0,
      entry_cat: { id: '2', name: 'Смартфоны', url: '/shop/electronics/phones' },
      entry_photo: {
        num_photos: 2,
        def_photo: { photo: '/_sh/0/1.jpg', thumb: '/_sh/0/1s.jpg', small: '/_sh/0/1m.jpg' },
        others_photo: { '1': { photo: '/_sh/0/1_2.jpg', thumb: '/_sh/0/1_2s.jpg', small: '/_sh/0/1_2m.jpg' } },
      },
      entry_others: { other1: '', other2: '', other3: '', other4: '', other5: '' },
    });
  });

  test('without photos, others_photo is ""; unknown ids and pages are refused', async () => {
    expect((await site.get('/shop/request?page=viewgoods&id=3')).body.success.entry_photo).toEqual({ num_photos: 0, def_photo: { photo: '', thumb: '', small: '' }, others_photo: '' });
    expect((await site.get('/shop/request?page=viewgoods&id=99')).body.error.code).toBe('NOT_FOUND');
    expect((await site.get('/shop/request?page=viewgoods')).body.error.code).toBe('MISSING_REQUIRED_PARAMETER');
    expect((await site.get('/shop/request?page=goods&cat_id=1')).body.error).toMatchObject({ code: 'VALIDATION_ERROR', num: 52 });
  });

  test('a product written with the spec\'s names reads back in entry_* fields', async () => {
    const made = (await site.post('/shop/addgoods', { cat_id: 3, name: 'CSS guide', brief: 'Pocket size', dscr: 'All selectors', price: 450.5, stock: 7, art: 'CSS-1', hide: 1 })).body.success;
    const read = (await site.get(`/shop/request?page=viewgoods&id=${made.id}`)).body.success;
    expect(read).toMatchObject({ entry_id: String(made.id), entry_title: 'CSS guide', entry_brief: 'Pocket size', entry_description: 'All selectors', entry_price: { price: '450.50 ₽', price_raw: 450.5 }, entry_stock: { stock: 7 }, entry_art_no: 'CSS-1', entry_is_hidden: 1 });
  });
});

describe('a category\'s goods: GET /shop/cat?cat_uri=&pnum=', () => {
  test('the category, a paginator and goods_list keyed by id', async () => {
    const answer = (await site.get('/shop/cat?cat_uri=phones&pnum=1')).body.success;
    expect(answer).toMatchObject({ cat_id: '2', cat_name: 'Смартфоны', cat_url: 'phones', paginator: { cur_page: '1', num_pages: 1 } });
    expect(Array.isArray(answer.goods_list)).toBe(false);
    expect(Object.keys(answer.goods_list)).toEqual(['1', '2']);
    expect(answer.goods_list['2']).toMatchObject({ entry_id: '2', entry_title: 'USB-C cable', entry_cat: { id: '1' } });
    expect((await site.get('/shop/cat?cat_uri=electronics/phones')).body.success.cat_id).toBe('2');
  });

  test('pages of ten; past the last, or an empty category, goods_list is []', async () => {
    for (let n = 0; n < 11; n++) await site.post('/shop/addgoods', { cat_id: 3, name: `Book ${n}`, price: 100 });
    const second = (await site.get('/shop/cat?cat_uri=books&pnum=2')).body.success;
    expect(second.paginator).toEqual({ cur_page: '2', num_pages: 2 });
    expect(Object.keys(second.goods_list)).toHaveLength(3);
    expect((await site.get('/shop/cat?cat_uri=books&pnum=3')).body.success.goods_list).toEqual([]);
    await site.post('/shop/edit_cat?mode=add', { name: 'Toys', url: 'toys' });
    expect((await site.get('/shop/cat?cat_uri=toys')).body.success).toMatchObject({ goods_count: 0, goods_list: [] });
  });

  test('an unknown cat_uri is NOT_FOUND; none is MISSING_REQUIRED_PARAMETER', async () => {
    expect((await site.get('/shop/cat?cat_uri=nothing')).body.error.code).toBe('NOT_FOUND');
    expect((await site.get('/shop/cat')).body.error.code).toBe('MISSING_REQUIRED_PARAMETER');
  });
});

describe('the basket answers wrapped: {basket: {...}, msg}', () => {
  test('GET and each write', async () => {
    expect((await site.get('/shop/basket/')).body.success).toEqual({
      basket: { items: [{ id: 2, cnt: 2, opt: '', name: 'USB-C cable', price: 590, sum: 1180 }], total: 1180, weight: 0, goods_count: 1, items_count: 2, discount: 0 },
      msg: '',
    });
    const added = (await site.post('/shop/basket/?mode=add', { id: 1, cnt: 1 })).body.success;
    expect(added.basket).toMatchObject({ total: 26170, goods_count: 2, items_count: 3 });
    expect(added.msg).toMatch(/\S/);
    expect((await site.put('/shop/basket/?mode=put', { id: 1, cnt: 0 })).body.success.basket).toMatchObject({ goods_count: 1, items_count: 2 });
    expect((await site.del('/shop/basket/')).body.success).toMatchObject({ basket: { items: [], total: 0, goods_count: 0, items_count: 0 }, msg: expect.any(String) });
  });
});

describe('orders: GET /shop/invoices/', () => {
  test('the envelope, and every order field a string', async () => {
    const answer = (await site.get('/shop/invoices/')).body.success;
    expect(Object.keys(answer).sort()).toEqual(['count', 'order_fields', 'order_hide', 'order_status', 'orders', 'page', 'pages_cnt', 'per_page', 'profit', 'total']);
    expect(answer).toMatchObject({ page: 1, total: 2, pages_cnt: 1, per_page: 20, count: 2, profit: 9160 });
    expect(answer.order_status).toEqual({ 0: 'New', 1: 'Paying', 2: 'Paid', 3: 'Processing', 4: 'Ready', 5: 'Shipping', 7: 'Delivered', 8: 'Completed', 9: 'Cancelled' });
    expect(answer.order_hide).toEqual({ 0: 'Active', 1: 'Archived', 2: 'Trashed' });
    expect(answer.order_fields).toEqual({ 1: 'Имя', 2: 'Телефон', 3: 'Адрес доставки' });
    expect(answer.orders[0]).toEqual({
      id: '1', order_hash: 'a1b2c3d4e5', status: '0', hide: '0', add_date: '2025-02-02 13:40:00', amount: '26470.00', user: '2',
      fields: JSON.stringify({ 1: 'Иван Петров', 2: '+7 900 000-00-00', 3: 'Москва, ул. Пушкина, 1' }), payment: '2', delivery: '2',
    });
    for (const order of answer.orders) for (const value of Object.values(order)) expect(typeof value).toBe('string');
  });

  test('filters and paging count what matches', async () => {
    expect((await site.get('/shop/invoices/?hide=1')).body.success).toMatchObject({ total: 1, count: 1, orders: [{ id: '2', hide: '1' }] });
    expect((await site.get('/shop/invoices/?per_page=1&page=2')).body.success).toMatchObject({ total: 2, count: 1, pages_cnt: 2, orders: [{ id: '2' }] });
  });
});

describe('the shop\'s pages', () => {
  const ucoz = (html: string): Rec => JSON.parse(/window\.uCoz = (\{.*\});/.exec(html)?.[1] ?? '{}');

  test('all goods, a category and a product, with the shop keys in window.uCoz', async () => {
    const all = await site.page('/shop/all');
    expect(all.status).toBe(200);
    expect(all.html).toContain('<body class="module-shop');
    expect([...all.html.matchAll(/<div class="list-item" id="shop-item-(\d+)">/g)].map((match) => match[1])).toEqual(['1', '2', '3']);
    expect(all.html).toContain("add2Basket('1',");
    expect(Object.keys(ucoz(all.html).sh_goods)).toEqual(['1', '2', '3']);
    expect(ucoz(all.html).sh_curr).toBeDefined();

    const category = await site.page('/shop/electronics/phones');
    expect(category.html).toContain('<a id="cat-id-2"');
    expect(Object.keys(ucoz(category.html).sh_goods)).toEqual(['1', '2']);

    const product = await site.page('/shop/1/desc/smartfon-veter-x');
    expect(product.html).toContain('<span class="id-good-1-price">24 990 ₽</span>');
    expect(product.html).toContain('<div class="shop-info">Лёгкий смартфон с ярким экраном.</div>');
    expect(ucoz(product.html)).toMatchObject({ mf: '4inplacedemo', sh_goods: { 1: { price: 24990 } } });
  });

  test('hidden goods and unknown categories are a 404', async () => {
    expect((await site.page('/shop/4/desc/x')).status).toBe(404);
    expect((await site.page('/shop/no-such')).status).toBe(404);
  });
});
