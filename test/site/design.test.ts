// Design templates with the platform's ids (platform-notes §5): global blocks 1/<ID>, the shared
// page template 2/0, the CSS 3/3; and what the pages show of them, of polls and of mail forms.
import { beforeEach, describe, expect, test } from 'vitest';
import { newSite, type TestSite } from './test-helpers.ts';

let site: TestSite;
beforeEach(async () => {
  site = await newSite();
});

const PAGES = ['/', '/about', '/index/0-6', '/index/1', '/gb/', '/load/1-1-0-1'];

function footer(html: string): string | undefined {
  return /<!--U1BFOOTER1Z-->([\s\S]*?)<!--\/U1BFOOTER1Z-->/.exec(html)?.[1];
}

describe('the templates tree', () => {
  test('lists the global blocks, 2/0, 3/3 and the module templates; the old keys are gone', async () => {
    const modules = (await site.get('/templates')).body.success.modules as { id: number; items: { id: string | number; path: string; title: string }[] }[];
    const paths = modules.flatMap((module) => module.items.map((item) => item.path));
    expect(paths).toEqual(expect.arrayContaining(['1/AHEADER', '1/BFOOTER', '1/CLEFTER', '2/0', '2/7', '3/3', '4/5', '6/1', '7/2', '10/1', '10/2']));
    for (const old of ['2/main', '2/pages', '1/css', '3/profile', '5/profile', '6/list', '7/entry', '8/main', '10/entry']) expect(paths).not.toContain(old);
    const blocks = modules.find((module) => module.id === 1)!.items;
    expect(blocks).toContainEqual({ id: 'AHEADER', name: 'AHEADER', title: 'Верхняя часть сайта', path: '1/AHEADER' });
    expect(blocks.map((item) => item.title)).toEqual(['Верхняя часть сайта', 'Нижняя часть сайта', 'Левый контейнер']);
    expect(modules.find((module) => module.id === 2)!.items[0]).toEqual({ id: '0', name: 'pages', title: 'Страницы сайта', path: '2/0' });
    expect(modules.find((module) => module.id === 10)).toMatchObject({ name: 'publ', title: 'Каталог статей' });
  });

  test('a block made with POST /gblocks is listed under its id and leaves with DELETE', async () => {
    await site.post('/gblocks', { id: 'promo', pda: '<b>Sale</b>' });
    const items = async () => (await site.get('/templates')).body.success.modules[0].items;
    expect(await items()).toContainEqual({ id: 'PROMO', name: 'PROMO', title: 'PROMO', path: '1/PROMO' });
    expect((await site.get('/templates/1/Promo')).body.success).toMatchObject({ template_id: 'PROMO', content: '<b>Sale</b>' });
    await site.del('/gblocks/PROMO');
    expect((await items()).map((item: { id: string }) => item.id)).not.toContain('PROMO');
    expect((await site.get('/templates/1/PROMO')).body.error.code).toBe('NOT_FOUND');
  });
});

describe('numeric template ids within their module (platform-notes §6)', () => {
  const tree = async () => (await site.get('/templates')).body.success.modules as { id: number; name: string; items: { id: string }[] }[];

  test('users 4, news 6, blog 7, forum 8, publ 10, search 19, shop 20; no module 5', async () => {
    const modules = await tree();
    expect(modules.map((module) => module.id)).toEqual([1, 2, 3, 4, 6, 7, 8, 10, 19, 20]);
    const ids = (id: number) => modules.find((module) => module.id === id)!.items.map((item) => item.id);
    const range = (n: number) => Array.from({ length: n }, (_, index) => String(index + 1));
    expect(ids(4)).toEqual(['5', '6', '7', '10']);
    expect(ids(6)).toEqual(['1', '2']);
    expect(ids(7)).toEqual(range(7));
    expect(ids(8)).toEqual(range(5));
    expect(ids(10)).toEqual(['1', '2']);
    expect(ids(19)).toEqual(['1', '2']);
    expect(ids(20)).toEqual(range(18));
    for (const module of modules.filter((item) => item.id > 3)) for (const item of module.items) expect(item.id).toMatch(/^\d+$/);
  });

  test('a layout needs $POWERED_BY$ (num 60); a fragment such as the forum post 8/2 does not', async () => {
    for (const path of ['4/5', '7/1', '8/1', '19/1', '20/3']) {
      expect((await site.put(`/templates/${path}`, { content: '<html><body>$CONTENT$</body></html>' })).body.error, path).toMatchObject({ code: 'VALIDATION_ERROR', num: 60 });
    }
    expect((await site.put('/templates/8/2', { content: '<div class="post">$MESSAGE$</div>' })).body.success.content).toBe('<div class="post">$MESSAGE$</div>');
    expect((await site.get('/templates/8/2')).body.success.variables).toEqual([]);
  });

  test.each([
    ['4/5', '/index/8-2', '/'],
    ['6/1', '/news/', '/news/2025-01-28-2'],
    ['6/2', '/news/2025-01-28-2', '/news/'],
    ['7/1', '/blog/', '/blog/2025-02-01-2'],
    ['7/2', '/blog/2025-02-01-2', '/blog/'],
    ['20/1', '/shop/all', '/shop/1/desc/x'],
    ['20/2', '/shop/books', '/shop/all'],
    ['20/3', '/shop/1/desc/x', '/shop/books'],
  ])('%s renders %s (and not %s)', async (path, shown, other) => {
    const template = (await site.get(`/templates/${path}`)).body.success.content as string;
    await site.put(`/templates/${path}`, { content: template.replace('<div id="content">', '<div class="tmpl-mark"></div><div id="content">') });
    expect((await site.page(shown)).html).toContain('tmpl-mark');
    expect((await site.page(other)).html).not.toContain('tmpl-mark');
  });
});

describe('global blocks as templates 1/<ID>', () => {
  test('GET 1/BFOOTER is the block; PUT changes the footer on every page', async () => {
    const block = (await site.get('/templates/1/BFOOTER')).body.success;
    expect(block).toMatchObject({ module_id: 1, template_id: 'BFOOTER', title: 'Нижняя часть сайта', variables: [] });
    expect(block.content).toBe(footer((await site.page('/')).html));
    const content = '<p class="new-footer">Новый подвал, без $POWERED_BY$</p>';
    expect((await site.put('/templates/1/bfooter', { content })).body.success.content).toBe(content);
    for (const path of PAGES) expect(footer((await site.page(path)).html), path).toBe(content);
    expect((await site.control.state()).gblocks.find((item) => item.id === 'BFOOTER')?.pda).toBe(content);
  });

  test('an unknown block is NOT_FOUND for GET and PUT', async () => {
    expect((await site.get('/templates/1/NOPE')).body.error.code).toBe('NOT_FOUND');
    expect((await site.put('/templates/1/NOPE', { content: 'x' })).body.error.code).toBe('NOT_FOUND');
    expect((await site.control.state()).gblocks.map((block) => block.id)).toEqual(['AHEADER', 'BFOOTER', 'CLEFTER']);
  });
});

describe('the CSS 3/3', () => {
  test('PUT 3/3 is served at /_st/my.css, not cached', async () => {
    const template = (await site.get('/templates/3/3')).body.success;
    expect(template).toMatchObject({ module_id: 3, template_id: '3', title: 'Таблица стилей (CSS)', variables: [] });
    const css = `${template.content}\n.saved{color:red}`;
    expect((await site.put('/templates/3/3', { content: css })).status).toBe(200);
    const response = await site.app.request('/_st/my.css');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(css);
    expect((await site.control.state()).templates['3/3']).toBe(css);
  });
});

describe('the shared page template 2/0', () => {
  test('without $POWERED_BY$ it is refused and nothing changes', async () => {
    const before = (await site.get('/templates/2/0')).body.success.content;
    const answer = await site.put('/templates/2/0', { content: '<html><body>$CONTENT$</body></html>' });
    expect(answer.body.error).toMatchObject({ code: 'VALIDATION_ERROR', num: 60 });
    expect((await site.control.state()).templates['2/0']).toBe(before);
  });

  test('with $POWERED_BY$ it changes every page, the home page too, not the own-template page', async () => {
    const template = (await site.get('/templates/2/0')).body.success;
    expect(template).toMatchObject({ module_id: 2, template_id: '0', title: 'Страницы сайта' });
    expect(template.variables.map((item: { code: string }) => item.code)).toEqual(expect.arrayContaining(['$CONTENT$', '$POWERED_BY$', '$POLL$']));
    await site.put('/templates/2/0', { content: template.content.replace('<div id="content">', '<div class="notice">Мы переехали</div><div id="content">') });
    for (const path of PAGES) expect((await site.page(path)).html, path).toContain('<div class="notice">Мы переехали</div>');
    expect((await site.page('/sale')).html).not.toContain('Мы переехали');
    expect((await site.page('/news/')).html).not.toContain('Мы переехали');
  });

  test('the mini-chat shows in its sidebar, on the home page and the others', async () => {
    for (const path of ['/', '/about']) expect((await site.page(path)).html, path).toContain('<div id="mchatBlock" class="mchat"><div id="mchatMsg1"');
  });

  test('publ entries render with 10/2', async () => {
    const template = (await site.get('/templates/10/2')).body.success.content;
    await site.put('/templates/10/2', { content: template.replace('<div id="content">', '<div class="publ-mark"></div><div id="content">') });
    expect((await site.page('/publ/choosing-a-domain-name/1-1-0-1')).html).toContain('publ-mark');
    expect((await site.page('/load/1-1-0-1')).html).not.toContain('publ-mark');
  });
});

describe('the poll ($POLL$)', () => {
  const SEEDED =
    '<div id="pollBlock1" class="pollBlock"><form id="pollform1" method="post" action="/poll/1"><div class="pollQue"><b>Как вам новый сайт?</b></div><div class="pollAns">' +
    '<div class="answer"><input type="radio" name="answer" value="1" id="a1_1"> <label for="a1_1">Отлично</label></div>' +
    '<div class="answer"><input type="radio" name="answer" value="2" id="a1_2"> <label for="a1_2">Нормально</label></div>' +
    '<div class="answer"><input type="radio" name="answer" value="3" id="a1_3"> <label for="a1_3">Было лучше</label></div>' +
    '</div><div class="pollBut"><input type="submit" class="pollBut" value="Ответить"></div><div class="pollTot">Всего ответов: <b>20</b></div></form></div>';

  test('the seeded poll renders in the platform markup on the pages', async () => {
    for (const path of ['/', '/about']) expect((await site.page(path)).html, path).toContain(SEEDED);
  });

  test('an edited answer shows, escaped; votes count in the total', async () => {
    await site.put('/polls/1', { answers: ['Отлично', 'Нормально', 'Хуже <b>прежнего</b>'] });
    await site.post('/polls/1/vote', { answer: 3 });
    const html = (await site.page('/')).html;
    expect(html).toContain('<label for="a1_3">Хуже &lt;b&gt;прежнего&lt;/b&gt;</label>');
    expect(html).not.toContain('Было лучше');
    expect(html).toContain('<div class="pollTot">Всего ответов: <b>20</b></div>');
    expect((await site.control.state()).polls[0]?.answers.map((answer) => answer.text)).toEqual(['Отлично', 'Нормально', 'Хуже <b>прежнего</b>']);
  });

  test('the newest active poll is shown; none active, nothing', async () => {
    await site.post('/polls', { question: 'Q & A?', answers: ['Да', 'Нет'] });
    let html = (await site.page('/')).html;
    expect(html).toContain('<div id="pollBlock2" class="pollBlock"><form id="pollform2"');
    expect(html).toContain('<b>Q &amp; A?</b>');
    expect(html).not.toContain('pollBlock1');
    await site.put('/polls/2', { active: 0 });
    await site.put('/polls/1', { active: 0 });
    html = (await site.page('/')).html;
    expect(html).not.toContain('pollBlock');
    expect(html).not.toContain('$POLL$');
  });
});

describe('mail forms on the page', () => {
  test('a field moved down, and one added, render in the new order', async () => {
    await site.put('/mail/1/fields/1/move', { direction: 1 });
    const added = (await site.post('/mail/1/fields', { name: 'Город', type: 1, required: 0 })).body.success;
    const order = [2, 1, 3, 4, 5, added.id];
    expect((await site.control.state()).mailForms[0]?.fields.map((field) => field.id)).toEqual(order);
    const html = (await site.page('/index/0-6')).html;
    const rendered = [...html.matchAll(/id="mf1f(\d+)"/g)].map((match) => Number(match[1]));
    expect(rendered).toEqual(order);
  });
});
