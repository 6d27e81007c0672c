// The public site: the platform's markers on every page and its URL patterns.
import { beforeAll, describe, expect, test } from 'vitest';
import { newSite, type TestSite } from './test-helpers.ts';

let site: TestSite;
beforeAll(async () => {
  site = await newSite();
});

const PAGES = ['/', '/index/0-3', '/about', '/sale', '/news/', '/blog/', '/news/1-0-1', '/news/2025-01', '/news/my-zapustili-novyj-sajt/2025-01-15-1', '/index/1', '/index/3', '/no/such/page'];

describe('platform markers on every page', () => {
  test.each(PAGES)('%s', async (path) => {
    const { html, headers } = await site.page(path);
    expect(html).toMatch(/\/\/------------UCOZ-JS-DATA----------\nwindow\.uCoz = \{.*"mf":"4inplacedemo".*\};\n\/\/------------UCOZ-JS-CODE-----------\n[\s\S]*\n\/\/------------UCOZ-JS-END-----------/);
    expect(html).toContain('href="/.s/src/base.min.css"');
    expect(html).toContain('href="/.s/src/layer7.min.css"');
    expect(html).toContain('src="/.s/src/uwnd.min.js"');
    expect(html).toMatch(/<a href="https:\/\/www\.ucoz\.ru\/" title="Hosted by uCoz"[^>]*><img [^>]*src="\/\.s\/img\/cp\/[^"]+"/);
    expect(html).toMatch(/<body class="module-(index|news|blog)[" ]/);
    expect(headers.get('set-cookie')).toMatch(/^s1234567uCoz=[0-9a-f]+; Path=\//);
    expect(headers.get('content-type')).toContain('text/html');
  });

  test('window.uCoz carries mf, ver and language; no site or module key (platform-notes §6)', async () => {
    for (const path of ['/', '/news/', '/index/8-2', '/no/such/page']) {
      const data = JSON.parse(/window\.uCoz = (\{.*\});/.exec((await site.page(path)).html)?.[1] ?? '{}');
      expect(data, path).toMatchObject({ mf: '4inplacedemo', ver: expect.any(Number), language: 'ru' });
      for (const key of ['site', 'module', 'sh_curr', 'sh_goods']) expect(data, `${path} ${key}`).not.toHaveProperty(key);
    }
  });

  test('layout pages carry the global blocks and both menus', async () => {
    const { html } = await site.page('/');
    expect(html).toMatch(/<!--U1AHEADER1Z-->[\s\S]+<!--\/U1AHEADER1Z-->/);
    expect(html).toMatch(/<!--U1BFOOTER1Z-->[\s\S]+<!--\/U1BFOOTER1Z-->/);
    expect(html).toContain('<div id="uNMenuDiv1" class="uMenuV"><ul class="uMenuRoot">');
    expect(html).toContain('<div id="uNMenuDiv2" class="uMenuH"><ul class="uMenuRoot">');
    expect(html).toContain('<li class="uWithSubmenu"><a href="/index/0-3"><span>Услуги</span></a><ul class="subM">');
  });

  test('the body class names the module', async () => {
    expect((await site.page('/news/')).html).toContain('<body class="module-news">');
    expect((await site.page('/blog/')).html).toContain('<body class="module-blog">');
    expect((await site.page('/sale')).html).toContain('<body class="module-index landing">');
  });

  test('system assets are served as small real files', async () => {
    for (const [path, type] of [['/.s/src/base.min.css', 'text/css'], ['/.s/src/layer7.min.css', 'text/css'], ['/.s/src/uwnd.min.js', 'javascript'], ['/.s/img/cp/svg/49.svg', 'image/svg+xml'], ['/_st/my.css', 'text/css']] as const) {
      const response = await site.app.request(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toContain(type);
      expect((await response.text()).length).toBeGreaterThan(10);
    }
  });
});

describe('pages', () => {
  test('home is page 1 in one stable container', async () => {
    expect((await site.page('/')).html).toContain('<div id="content"><h1>Добро пожаловать!</h1>');
    expect((await site.page('/index/0-1')).html).toContain('<h1>Добро пожаловать!</h1>');
  });

  test('a page answers at /index/0-N, /index/<slug>/0-N and its own URL', async () => {
    for (const path of ['/index/0-2', '/index/about/0-2', '/about', '/about/']) {
      const { status, html } = await site.page(path);
      expect(status, path).toBe(200);
      expect(html).toContain('<h2>О студии</h2>');
    }
  });

  test('the current menu item is marked at any URL of the page', async () => {
    for (const path of ['/about', '/index/0-2']) expect((await site.page(path)).html).toContain('<a class=" uMenuItemA" href="/about"><span>О нас</span></a>');
  });

  test('the own-template page is its template (2/7), placeholders filled', async () => {
    const { html } = await site.page('/sale');
    expect(html).toContain('<header class="hero"><h1>Spring sale</h1></header>');
    expect(html).toContain('<title>Spring sale | Северный ветер</title>');
    expect(html).toContain('<main class="offer"><p>Everything <b>20% off</b> until the end of April.</p></main>');
    expect(html).toMatch(/<footer class="landing-footer"><!-- "' --><span class="pbPmT5ea"><a href="https:\/\/www\.ucoz\.ru\/" title="Hosted by uCoz"/);
    expect(html).not.toContain('$POWERED_BY$');
    expect(html).not.toContain('id="uNMenuDiv1"');
  });

  test('a mail form placed with $MFORM_1$ is rendered', async () => {
    const { html } = await site.page('/index/0-6');
    expect(html).toContain('<form class="mform" id="mffm1"');
    expect(html).not.toContain('$MFORM_1$');
  });

  test('system pages: login and register forms', async () => {
    expect((await site.page('/index/1')).html).toContain('<form id="frmLg"');
    expect((await site.page('/index/3')).html).toContain('<form id="frmReg"');
    expect((await site.page('/index/8-2')).html).toContain('Иван Петров');
  });

  test('pending and unknown pages are a 404 page', async () => {
    for (const path of ['/index/0-8', '/index/0-999', '/nothing-here', '/news/1-0-99', '/news/2025-01-01-999', '/index/8-99', '/a/b/c']) {
      const { status, html } = await site.page(path);
      expect(status, path).toBe(404);
      expect(html).toContain('<h1>404</h1>');
    }
  });
});

describe('news and blog', () => {
  test('the list: #allEntries with #entryID children, pinned first, pending left out', async () => {
    const { html } = await site.page('/news/');
    const ids = [...html.matchAll(/<div id="entryID(\d+)">/g)].map((match) => Number(match[1]));
    expect(ids).toEqual([1, 5, 2, 3]);
    expect(html).toContain('<div id="allEntries">');
    expect(html).toContain('class="catPages1"');
  });

  test('paging follows the module setup (blog: 5 per page)', async () => {
    await site.put('/blog/setup', { per_page: 2 });
    const first = (await site.page('/blog/')).html;
    expect([...first.matchAll(/id="entryID\d+"/g)]).toHaveLength(2);
    expect(first).toContain('<a class="swchItem" href="/blog/2"><span>2</span></a>');
    expect([...(await site.page('/blog/2')).html.matchAll(/id="entryID\d+"/g)]).toHaveLength(1);
    await site.control.reset();
  });

  test('category and archive pages', async () => {
    const category = (await site.page('/news/1-0-2')).html;
    expect(category).toContain('id="entryID2"');
    expect(category).not.toContain('id="entryID1"');
    const month = (await site.page('/news/2025-01')).html;
    expect(month).toContain('id="entryID1"');
    expect(month).not.toContain('id="entryID3"');
    expect((await site.page('/news/2025-01-28')).html).toContain('id="entryID2"');
  });

  test('an entry answers with and without its slug; title in .eTitle, message in .eMessage', async () => {
    for (const path of ['/news/version-2-0-released/2025-01-28-2', '/news/2025-01-28-2']) {
      const { status, html } = await site.page(path);
      expect(status, path).toBe(200);
      expect(html).toContain('<td class="eTitle">Version 2.0 released</td>');
      expect(html).toContain('<td class="eMessage"><p>Faster pages and a new editor.</p>\n<h3>Changes</h3>');
    }
  });

  test('formats: plain text escaped with line breaks, BB codes turned into HTML', async () => {
    expect((await site.page('/news/2025-02-10-5')).html).toContain('<td class="eMessage">Line one of a plain message.<br />\nLine two &amp; more.</td>');
    expect((await site.page('/blog/2025-02-05-3')).html).toContain('<b>Bold</b>, <i>italic</i> and <a href="https://example.com">links</a>.');
  });

  test('query strings and fragments do not change the resource', async () => {
    expect((await site.page('/news/2025-01-28-2?utm=x')).html).toContain('Version 2.0 released');
  });
});

describe('entries of the catalogue modules and the FAQ', () => {
  test.each([
    ['/publ/choosing-a-domain-name/1-1-0-1', 'Choosing a domain name', 'module-publ'],
    ['/Load/price-list-pdf/1-1-0-1', 'Price list PDF', 'module-load'],
    ['/BOARD/1-1-0-2', 'Looking for a designer', 'module-board'],
    ['/dir/useful-design-blog/1-1-0-1', 'Useful design blog', 'module-dir'],
    ['/stuff/1-1-0-1', 'Puzzle of the week', 'module-stuff'],
    ['/faq/1-0-1', 'How do I reset my password', 'module-faq'],
  ])('%s: the entry in .eBlock, title in .eTitle, message in .eMessage, in any case', async (path, title, bodyClass) => {
    const { html, status } = await site.page(path);
    expect(status).toBe(200);
    expect(html).toContain(`<body class="${bodyClass}`);
    expect(html).toMatch(new RegExp(`<table[^>]*class="eBlock">\\s*<tr><td class="eTitle">${title}</td></tr>`));
    expect(html).toContain(`<td class="eMessage"><p>${title}: full text.</p></td>`);
  });

  test.each(['/publ/1-1-0-99', '/faq/1-0-99', '/photo/1-1-0-1'])('%s is not an entry here: 404', async (path) => {
    expect((await site.page(path)).status).toBe(404);
  });
});

describe('the guest book', () => {
  test('/gb/ lists its messages in the platform\'s list markup, newest first, as text', async () => {
    const { html, status } = await site.page('/GB/');
    expect(status).toBe(200);
    expect(html).toContain('<body class="module-gb');
    const ids = [...html.matchAll(/<div id="entryID(\d+)" class="gbEntry">/g)].map((match) => Number(match[1]));
    expect(ids).toEqual([2, 1]);
    expect(html).toContain('<div class="gbMessage">Nice portfolio.</div>');
  });
});
