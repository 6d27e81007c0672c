// How parameters travel: query strings for GET and DELETE; urlencoded forms with PHP-style
// brackets, multipart with files, or JSON for POST and PUT.
import { beforeEach, describe, expect, test } from 'vitest';
import { newSite, type TestSite } from './test-helpers.ts';

let site: TestSite;
beforeEach(async () => {
  site = await newSite();
});

const PNG_1PX = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

describe('urlencoded forms', () => {
  test('PHP-style arrays: access_group_ids[]', async () => {
    const result = await site.post('/pages', 'name=Members&message=%3Cp%3EHi%3C%2Fp%3E&access_group_ids[]=1&access_group_ids[]=2&access_all=0');
    expect(result.body.success).toMatchObject({ name: 'Members', message: '<p>Hi</p>', access_group_ids: [1, 2], access_all: 0 });
  });

  test('nested items[0][children][0][url] build a menu tree', async () => {
    const form = [
      'items[0][name]=Home', 'items[0][url]=/',
      'items[1][name]=Services', 'items[1][url]=/index/0-3',
      'items[1][children][0][name]=Design', 'items[1][children][0][url]=/index/0-4',
      'items[1][children][0][children][0][name]=Prices', 'items[1][children][0][children][0][url]=/index/0-9',
    ].map((pair) => pair.replace(/\[/g, '%5B').replace(/\]/g, '%5D')).join('&');
    const result = await site.put('/menus/1/items', form);
    expect(result.body.success.items).toEqual([
      { name: 'Home', url: '/' },
      { name: 'Services', url: '/index/0-3', children: [{ name: 'Design', url: '/index/0-4', children: [{ name: 'Prices', url: '/index/0-9' }] }] },
    ]);
  });

  test('more than 20 list items stay a list (qs arrayLimit raised)', async () => {
    const form = Array.from({ length: 30 }, (_, index) => `items[${index}][name]=I${index}&items[${index}][url]=/p${index}`).join('&');
    const result = await site.put('/menus/2/items', form);
    expect(result.body.success.items).toHaveLength(30);
    expect(result.body.success.items[29]).toEqual({ name: 'I29', url: '/p29' });
  });

  test('a body without a content type that looks like a form is read as one', async () => {
    const result = await site.call('PUT', '/pages', { body: 'page_id=3&name=Plain', headers: { 'Content-Type': '' } });
    expect(result.body.success.name).toBe('Plain');
  });

  test('ids as a comma list work as well as ids[]', async () => {
    const result = await site.put('/shop/invoices/?mode=status', 'ids=1,2&status=4');
    expect(result.body.success.updated).toEqual([1, 2]);
  });
});

describe('multipart', () => {
  test('news cover upload is stored and served', async () => {
    const form = new FormData();
    form.append('title', 'With a cover');
    form.append('category', '2');
    form.append('cover', new Blob([Buffer.from(PNG_1PX, 'base64')], { type: 'image/png' }), 'cover.png');
    const result = await site.post('/news', form);
    expect(result.status).toBe(200);
    const entry = result.body.success;
    expect(entry.cover).toMatch(/^\/_fr\/news\/\d+\/cover\.png$/);
    const image = await site.app.request(entry.cover);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).toString('base64')).toBe(PNG_1PX);
    expect((await site.page(entry.url)).html).toContain(`<img src="${entry.cover}"`);
  });

  test('bracket names work in multipart too (shop cat_img with view_groups[])', async () => {
    const form = new FormData();
    form.append('id', '1');
    form.append('cat_img', new Blob([Buffer.from(PNG_1PX, 'base64')], { type: 'image/png' }), 'cat.png');
    const result = await site.post('/shop/edit_cat?mode=img', form);
    expect(result.body.success.img).toBe('/_fr/shop/1/cat_img.png');
    const edit = new FormData();
    edit.append('id', '1');
    edit.append('view_groups[]', '1');
    edit.append('view_groups[]', '2');
    expect((await site.post('/shop/edit_cat?mode=edit', edit)).body.success.view_groups).toEqual([1, 2]);
  });

  test('cover as a base64 string (the spec form)', async () => {
    const result = await site.put('/blog?id=1', { cover: `data:image/png;base64,${PNG_1PX}` });
    expect(result.body.success.cover).toBe('/_fr/blog/1/cover.png');
    expect((await site.put('/blog?id=1', { cover: 'not base64!' })).body.error.num).toBe(4);
  });
});

describe('JSON and query', () => {
  test('JSON bodies with nested values', async () => {
    const result = await site.post('/polls', { question: 'Best day?', answers: [{ text: 'Sat' }, { text: 'Sun' }] });
    expect(result.body.success.answers.map((answer: { text: string }) => answer.text)).toEqual(['Sat', 'Sun']);
  });

  test('GET reads the query string, brackets included', async () => {
    const result = await site.get('/pages?page=2&per_page=3');
    expect(result.body.success).toMatchObject({ page: 2, per_page: 3, total: 9 });
    expect(result.body.success.pages.map((page: { id: number }) => page.id)).toEqual([4, 5, 6]);
  });

  test('DELETE reads the query string', async () => {
    const result = await site.del('/shop/basket/?id=2');
    expect(result.body.success.basket.items).toEqual([]);
  });

  test('the log keeps query and body keys, not values', async () => {
    const mark = await site.control.mark();
    await site.put('/news?id=2', 'title=T&message=M');
    const [entry] = await site.control.log(mark);
    expect(entry).toMatchObject({ method: 'PUT', path: '/news', query: { id: '2' }, bodyKeys: ['title', 'message'], status: 200, code: null });
  });
});
