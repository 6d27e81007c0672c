// Writes change the state, the next read shows them, and so does the public HTML.
import { beforeEach, describe, expect, test } from 'vitest';
import { newSite, type TestSite } from './test-helpers.ts';

let site: TestSite;
beforeEach(async () => {
  site = await newSite();
});

/** The inner HTML of the first element with the class, as served. */
function cell(html: string, className: string): string | undefined {
  return new RegExp(`class="${className}">([\\s\\S]*?)</td>`).exec(html)?.[1];
}

describe('pages', () => {
  test('create, read, list, show in HTML', async () => {
    const created = (await site.post('/pages', { name: 'Team', message: '<p>Our <i>team</i></p>', parent_id: 2, ownurl: 'team' })).body.success;
    expect(created).toMatchObject({ id: 10, name: 'Team', parent_id: 2, ownurl: 'team', url: '/team', pending: 0 });
    expect((await site.get('/pages/10')).body.success).toEqual(created);
    expect((await site.get('/pages?per_page=100')).body.success.total).toBe(10);
    for (const path of ['/team', '/index/0-10', '/index/team/0-10']) {
      const page = await site.page(path);
      expect(page.status, path).toBe(200);
      expect(page.html).toContain('<div id="content"><p>Our <i>team</i></p></div>');
    }
  });

  test('a partial update keeps the fields not sent, and unknown keys stay on the record', async () => {
    const before = (await site.get('/pages/2')).body.success;
    const updated = (await site.put('/pages', { page_id: 2, message: '<p>New text</p>', custom_flag: 'x' })).body.success;
    expect(updated).toMatchObject({ ...before, message: '<p>New text</p>', custom_flag: 'x', upd_date: expect.any(Number) });
    expect((await site.get('/pages/2')).body.success.custom_flag).toBe('x');
    expect((await site.page('/about')).html).toContain('<p>New text</p>');
  });

  test('changing the slug moves the public address', async () => {
    await site.put('/pages', { page_id: 2, ownurl: 'about-us' });
    expect((await site.page('/about')).status).toBe(404);
    expect((await site.page('/about-us')).status).toBe(200);
  });

  test('pending pages are hidden publicly, published ones appear', async () => {
    expect((await site.page('/index/0-8')).status).toBe(404);
    await site.put('/pages', { page_id: 8, pending: 0 });
    expect((await site.page('/index/0-8')).html).toContain('Эта страница ещё не опубликована');
  });

  test('delete: gone from the API and the site; subpages move up', async () => {
    expect((await site.del('/pages/4')).body.success).toEqual({ id: 4, deleted: true });
    expect((await site.get('/pages/4')).body.error.code).toBe('NOT_FOUND');
    expect((await site.page('/index/0-4')).status).toBe(404);
    expect((await site.get('/pages/9')).body.success.parent_id).toBe(3);
  });

  test('the own-template page renders with its own template, and edits of it show', async () => {
    const tmpl = '<html><head><title>$PAGE_TITLE$</title></head><body><main id="content">$CONTENT$</main><p class="mine">custom</p>$POWERED_BY$</body></html>';
    await site.put('/pages', { page_id: 7, tmpl });
    const page = await site.page('/sale');
    expect(page.html).toContain('<p class="mine">custom</p>');
    expect(page.html).toContain('title="Hosted by uCoz"');
    expect(page.html).not.toContain('id="uNMenuDiv1"');
  });
});

describe('news and blog', () => {
  test.each([
    ['news', 'news'],
    ['blog', 'blogs'],
  ])('%s: create, read one, list, show in HTML', async (module, listKey) => {
    const created = (await site.post(`/${module}`, { title: 'Fresh <entry>', description: '<p>Short</p>', message: '<p>Full <b>text</b></p>', category: 2, message_type: 'html', description_type: 'html' })).body.success;
    expect(created).toMatchObject({ title: 'Fresh <entry>', message_type: 'html', category: { id: 2 }, pending: 'no', hgu_title: 'fresh-entry' });
    expect((await site.get(`/${module}?id=${created.id}`)).body.success).toEqual(created);
    const list = (await site.get(`/${module}?per_page=100`)).body.success;
    expect(list[listKey].some((entry: { id: number }) => entry.id === created.id)).toBe(true);
    const entryPage = await site.page(created.url);
    expect(entryPage.status).toBe(200);
    expect(cell(entryPage.html, 'eTitle')).toBe('Fresh &lt;entry&gt;');
    expect(cell(entryPage.html, 'eMessage')).toBe('<p>Full <b>text</b></p>');
    expect((await site.page(`/${module}/`)).html).toContain(`<div id="entryID${created.id}">`);
  });

  test('update keeps the other fields and stores the format fields as sent', async () => {
    const before = (await site.get('/news?id=1')).body.success;
    const after = (await site.put('/news?id=1', { message: 'plain *text*', message_type: 'plain', includehtml_msg: 0, mood: 'sunny' })).body.success;
    expect(after).toMatchObject({ ...before, message: 'plain *text*', message_type: 'plain', includehtml_msg: 0, mood: 'sunny', upd_date: expect.any(Number) });
    expect(cell((await site.page(before.url)).html, 'eMessage')).toBe('plain *text*');
    await site.put('/news?id=1', { message: '<p>x</p>' });
    expect(cell((await site.page(before.url)).html, 'eMessage')).toBe('&lt;p&gt;x&lt;/p&gt;');
  });

  test('pending entries disappear from the site and come back when published', async () => {
    const entry = (await site.get('/blog?id=1')).body.success;
    await site.put('/blog?id=1', { pending: 'yes' });
    expect((await site.page(entry.url)).status).toBe(404);
    expect((await site.page('/blog/')).html).not.toContain('id="entryID1"');
    await site.put('/blog?id=1', { pending: 'no' });
    expect((await site.page(entry.url)).status).toBe(200);
  });

  test('categories: create and rename, shown on the category page', async () => {
    const category = (await site.post('/news/category', { name: 'Events' })).body.success;
    expect(category).toMatchObject({ type: 'category', name: 'Events', hgu_title: 'events', url: `/news/1-0-${category.id}`, entry_count: 0 });
    await site.put('/news?id=2', { category: category.id });
    await site.put(`/news/category?id=${category.id}`, { name: 'Events and meetups' });
    const page = await site.page(category.url);
    expect(page.html).toContain('Events and meetups');
    expect(page.html).toContain('id="entryID2"');
  });
});

describe('menus', () => {
  test('replace the items: the site renders the new tree', async () => {
    await site.put('/menus/1/items', { items: [{ name: 'Start', url: '/' }, { name: 'More', url: '/about', children: [{ name: 'Deep', url: '/index/0-5' }] }] });
    const html = (await site.page('/index/0-5')).html;
    expect(html).toContain('<div id="uNMenuDiv1" class="uMenuV"><ul class="uMenuRoot"><li><a href="/"><span>Start</span></a></li><li class="uWithSubmenu"><a href="/about"><span>More</span></a><ul class="subM"><li><a class=" uMenuItemA" href="/index/0-5"><span>Deep</span></a></li></ul></li></ul></div>');
  });

  test('create, rename, read one, list, delete', async () => {
    const menu = (await site.post('/menus', { title: 'Footer', layout: 0 })).body.success;
    expect(menu).toEqual({ id: 3, title: 'Footer', layout: 0, items: [] });
    expect((await site.put('/menus/3', { title: 'Footer links', layout: 1 })).body.success).toMatchObject({ title: 'Footer links', layout: 1 });
    expect((await site.get('/menus/3')).body.success.title).toBe('Footer links');
    expect((await site.get('/menus')).body.success.map((item: { id: number }) => item.id)).toEqual([1, 2, 3]);
    await site.del('/menus/2');
    expect((await site.page('/')).html).not.toContain('uNMenuDiv2');
  });
});

describe('mail forms', () => {
  test('create with fields, edit, move and delete: the form on the contacts page follows', async () => {
    await site.put('/mail/1', { name: 'Write to us' });
    const field = (await site.post('/mail/1/fields', { name: 'Company', type: 1, required: 0 })).body.success;
    await site.put(`/mail/1/fields/${field.id}/move`, { direction: 0 });
    const fields = (await site.get('/mail/1/fields')).body.success;
    expect(fields.map((item: { id: number }) => item.id)).toEqual([1, 2, 3, 4, 6, 5]);
    await site.del('/mail/1/fields/4');
    const html = (await site.page('/index/0-6')).html;
    expect(html).toContain('<div class="mf-title">Write to us</div>');
    expect(html).toContain('Company');
    expect(html).not.toContain('id="mf1f4"');
  });

  test('create, template, delete', async () => {
    const form = (await site.post('/mail', { name: 'Feedback', emails: 'a@example.com; b@example.com', rez: 'Thanks' })).body.success;
    expect(form).toMatchObject({ id: 3, emails: 'a@example.com, b@example.com', fields: [] });
    expect((await site.post('/mail/3/template', { tmpl: '<p>$FIELD_1$</p>' })).body.success).toEqual({ tmpl: '<p>$FIELD_1$</p>' });
    expect((await site.get('/mail/3/template')).body.success.tmpl).toBe('<p>$FIELD_1$</p>');
    expect((await site.del('/mail/3')).body.success).toEqual({ id: 3, deleted: true });
    expect((await site.get('/mail')).body.success).toHaveLength(2);
  });
});

describe('templates and global blocks', () => {
  test('a layout template edit changes every page of that module', async () => {
    const template = (await site.get('/templates/6/1')).body.success;
    await site.put('/templates/6/1', { content: template.content.replace('<div id="content">', '<div class="banner">Hot news</div><div id="content">') });
    expect((await site.page('/news/')).html).toContain('Hot news');
    expect((await site.page('/')).html).not.toContain('Hot news');
  });

  test('the own template appears in the tree as 2/{page_id} and edits the page', async () => {
    const tree = (await site.get('/templates')).body.success.modules;
    expect(tree.find((module: { id: number }) => module.id === 2).items).toContainEqual(expect.objectContaining({ id: 7, path: '2/7', page_id: 7 }));
    await site.put('/templates/2/7', { content: '<body>$CONTENT$ $POWERED_BY$ [own]</body>' });
    expect((await site.get('/pages/7')).body.success.tmpl).toBe('<body>$CONTENT$ $POWERED_BY$ [own]</body>');
    expect((await site.page('/sale')).html).toContain('[own]');
  });

  test('a global block edit shows between its U1 comments', async () => {
    await site.post('/gblocks', { id: 'AHEADER', pda: '<p>New header</p>' });
    expect((await site.page('/')).html).toContain('<!--U1AHEADER1Z--><p>New header</p><!--/U1AHEADER1Z-->');
    await site.del('/gblocks/AHEADER');
    expect((await site.page('/')).html).not.toContain('U1AHEADER1Z');
  });
});

test('reset brings the seed back', async () => {
  await site.del('/pages/2');
  await site.control.reset();
  expect((await site.get('/pages/2')).status).toBe(200);
});
