// How the real platform writes and answers (platform-notes §5): partial updates, own templates,
// single records at both addresses, loose input types, SEO_OWNURL_DISABLED and errors with 200.
import { beforeEach, describe, expect, test } from 'vitest';
import { OWN_TEMPLATE_PAGE_ID } from './data/seed-pages.ts';
import { newSite, type TestSite } from './test-helpers.ts';

let site: TestSite;
beforeEach(async () => {
  site = await newSite();
});

const storedPage = (id: number) => structuredClone(site.state.data.pages.find((page) => page.id === id));
const storedEntry = (module: string, id: number) => structuredClone(site.state.data.entryModules[module]?.entries.find((entry) => entry.id === id));
const storedMenu = (id: number) => structuredClone(site.state.data.menus.find((menu) => menu.id === id));

describe('partial updates change only what is sent', () => {
  test.each([2, OWN_TEMPLATE_PAGE_ID, 8])('PUT /pages with page_id and name: page %i keeps every other field', async (id) => {
    const before = storedPage(id);
    expect((await site.put('/pages', { page_id: id, name: 'Renamed' })).body.success.name).toBe('Renamed');
    expect(storedPage(id)).toEqual({ ...before, name: 'Renamed', upd_date: expect.any(Number) });
  });

  test('PUT /news?id= with only title keeps every other field', async () => {
    const before = storedEntry('news', 2);
    await site.put('/news?id=2', { title: 'Only the title' });
    expect(storedEntry('news', 2)).toEqual({ ...before, title: 'Only the title', upd_date: expect.any(Number) });
  });

  test('PUT /menus/{id} with only title keeps layout and the items', async () => {
    const before = storedMenu(1);
    await site.put('/menus/1', 'title=Renamed');
    expect(storedMenu(1)).toEqual({ ...before, title: 'Renamed' });
  });
});

describe('own templates', () => {
  test('the seed has an own-template page: message is its title, tmpl a whole document', async () => {
    const page = (await site.get(`/pages/${OWN_TEMPLATE_PAGE_ID}`)).body.success;
    expect(page).toMatchObject({ owntmpl: 1, message: page.name });
    expect(page.tmpl).toMatch(/^<!DOCTYPE html>[\s\S]*<p>[^<]*<b>20% off<\/b>[\s\S]*\$POWERED_BY\$[\s\S]*<\/html>$/);
    const template = (await site.get(`/templates/2/${OWN_TEMPLATE_PAGE_ID}`)).body.success;
    expect(template).toMatchObject({ module_id: 2, page_id: OWN_TEMPLATE_PAGE_ID, content: page.tmpl });
  });

  test('owntmpl=0 deletes the own template: tmpl empty, gone from the tree, the shared template shows', async () => {
    const answer = (await site.put('/pages', 'page_id=7&owntmpl=0')).body.success;
    expect(answer).toMatchObject({ owntmpl: 0, tmpl: '' });
    expect(storedPage(7)).toMatchObject({ owntmpl: 0, tmpl: '' });
    expect((await site.get('/templates/2/7')).body.error.code).toBe('NOT_FOUND');
    const tree = (await site.get('/templates')).body.success.modules.find((module: { id: number }) => module.id === 2);
    expect(tree.items.some((item: { page_id?: number }) => item.page_id === 7)).toBe(false);
    const { html } = await site.page('/sale');
    expect(html).toContain('id="uNMenuDiv1"');
    expect(html).toContain('<div id="content">Spring sale</div>');
    expect(html).not.toContain('20% off');
  });

  test('an explicit owntmpl=0 wins over a tmpl sent with it', async () => {
    await site.put('/pages', { page_id: 7, owntmpl: '0', tmpl: '<html><body>$POWERED_BY$</body></html>' });
    expect(storedPage(7)).toMatchObject({ owntmpl: 0, tmpl: '' });
  });

  test('sending a non-empty tmpl turns the own template on (PUT and POST)', async () => {
    const tmpl = '<!DOCTYPE html><html><head><title>$PAGE_TITLE$ - $SITE_NAME$</title></head><body><p>All ours.</p>$POWERED_BY$</body></html>';
    expect((await site.put('/pages', { page_id: 3, tmpl })).body.success).toMatchObject({ owntmpl: 1, tmpl });
    expect((await site.get('/templates/2/3')).body.success.content).toBe(tmpl);
    const { html } = await site.page('/index/0-3');
    expect(html).toContain('<title>Услуги - Северный ветер</title>');
    expect(html).toContain('<p>All ours.</p>');
    expect(html).toContain('title="Hosted by uCoz"');
    expect(html).not.toContain('$POWERED_BY$');
    const created = (await site.post('/pages', { name: 'Landing', message: 'Landing', tmpl })).body.success;
    expect(created).toMatchObject({ owntmpl: 1, tmpl });
  });

  test('an empty tmpl does not turn it on', async () => {
    await site.put('/pages', { page_id: 3, tmpl: '' });
    expect(storedPage(3)).toMatchObject({ owntmpl: 0, tmpl: '' });
  });

  test('the visitor sees the template, not the message', async () => {
    await site.put('/pages', { page_id: 7, message: '<p>Hidden text</p>' });
    const { html } = await site.page('/sale');
    expect(html).not.toContain('Hidden text');
    expect(html).toContain('<p>Everything <b>20% off</b> until the end of April.</p>');
  });
});

describe('single records at both addresses', () => {
  test('GET /pages/{id} and GET /pages?id={id} answer the same page', async () => {
    const byPath = (await site.get('/pages/2')).body.success;
    expect(byPath).toMatchObject({ id: 2, name: 'О нас' });
    expect((await site.get('/pages?id=2')).body.success).toEqual(byPath);
    expect((await site.get('/pages')).body.success.pages).toHaveLength(9);
  });

  test('?id= of an unknown or malformed page', async () => {
    expect((await site.get('/pages?id=999')).body.error.code).toBe('NOT_FOUND');
    expect((await site.get('/pages?id=abc')).body.error).toMatchObject({ code: 'VALIDATION_ERROR', num: 4 });
  });

  test('entry modules read one record with ?id=', async () => {
    for (const module of ['news', 'blog', 'publ', 'faq']) expect((await site.get(`/${module}?id=1`)).body.success.id, module).toBe(1);
  });
});

describe('loose input types on writes', () => {
  test('pages: ids as strings, flags as "yes"/"no", "0"/"1" and numbers', async () => {
    await site.put('/pages', { page_id: '4', pending: 'yes', access_all: 'no', parent_id: '2', access_group_ids: ['1', 2] });
    expect(storedPage(4)).toMatchObject({ pending: 1, access_all: 0, parent_id: 2, access_group_ids: [1, 2] });
    await site.put('/pages', 'page_id=4&pending=0&access_all=1&parent_id=3');
    expect(storedPage(4)).toMatchObject({ pending: 0, access_all: 1, parent_id: 3 });
    await site.put('/pages', { page_id: 4, pending: '1', owntmpl: 'no' });
    expect(storedPage(4)).toMatchObject({ pending: 1, owntmpl: 0 });
  });

  test('entries: id in the body, flags as yes/no or 1/0, category and dates as strings', async () => {
    await site.put('/news', { id: '3', comments: 0, ontop: '1', pending: 'no', includehtml_msg: '0', category: '2', add_date: '2025-03-01 10:20:30' });
    expect(storedEntry('news', 3)).toMatchObject({ comments: 'no', ontop: 'yes', pending: 'no', includehtml_msg: 0, category: 2, add_date: Date.UTC(2025, 2, 1, 10, 20, 30) / 1000 });
    await site.put('/blog?id=1', { comments: 'no', ontop: 1, category: { id: '1' }, add_date: '1735689600' });
    expect(storedEntry('blog', 1)).toMatchObject({ comments: 'no', ontop: 'yes', category: 1, add_date: 1735689600 });
  });

  test('menus: layout as a string', async () => {
    await site.put('/menus/1', { layout: '0' });
    expect(storedMenu(1)?.layout).toBe(0);
  });
});

describe('individual URLs switched off: SEO_OWNURL_DISABLED with HTTP 200', () => {
  const ENVELOPE = { error: { code: 'SEO_OWNURL_DISABLED', msg: 'Individual URL setting is disabled' } };

  test.each([
    ['PUT', { page_id: 2, name: 'Changed', ownurl: 'about-us' }],
    ['PUT', { page_id: 2, name: 'Changed', ownurl: '' }],
    ['POST', { name: 'New', message: '<p>x</p>', ownurl: 'new' }],
  ] as const)('%s /pages with ownurl %j is refused and writes nothing', async (method, body) => {
    await site.control.setOwnUrls(false);
    const before = structuredClone(site.state.data.pages);
    const result = await site.call(method, '/pages', { body });
    expect(result.status).toBe(200);
    expect(result.body).toEqual(ENVELOPE);
    expect(site.state.data.pages).toEqual(before);
    expect((await site.control.log()).at(-1)).toMatchObject({ status: 200, code: 'SEO_OWNURL_DISABLED' });
  });

  test('the same write without ownurl goes through; switched on again, ownurl is taken; reset turns it on', async () => {
    await site.control.setOwnUrls(false);
    expect((await site.put('/pages', 'page_id=2&name=Changed')).body.success.name).toBe('Changed');
    expect((await site.put('/pages', 'page_id=2&ownurl=x')).body.error.code).toBe('SEO_OWNURL_DISABLED');
    await site.control.setOwnUrls(true);
    expect((await site.put('/pages', 'page_id=2&ownurl=about-us')).body.success.ownurl).toBe('about-us');
    await site.control.setOwnUrls(false);
    await site.control.reset();
    expect((await site.put('/pages', 'page_id=2&ownurl=about-us')).body.success.ownurl).toBe('about-us');
  });
});

describe('HTTP statuses of errors', () => {
  test('VALIDATION_ERROR comes with 200; other codes keep theirs', async () => {
    expect((await site.put('/pages', { page_id: 3, pending: 'maybe' })).status).toBe(200);
    expect((await site.post('/pages', { name: 'x', message: 'y'.repeat(6 * 1024 * 1024) })).status).toBe(200);
    expect((await site.post('/pages', { name: 'x' })).status).toBe(400);
    expect((await site.get('/pages/999')).status).toBe(404);
    expect((await site.call('PATCH', '/pages')).status).toBe(405);
    expect((await site.get('/pages', { token: 'nope' })).status).toBe(401);
  });
});
