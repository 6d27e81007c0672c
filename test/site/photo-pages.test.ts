// The photo album's public pages (body class module-pa, platform-notes §6) and its control hooks:
// the photos as stored with their files, and an album filled for a benchmark.
import { beforeEach, describe, expect, test } from 'vitest';
import { OFFICE_DESK, OFFICE_WINDOW } from './data/seed-photo-images.ts';
import { newSite, type TestSite } from './test-helpers.ts';

let site: TestSite;
beforeEach(async () => {
  site = await newSite();
});

/** The ids of the photos an album's page lists, in order. */
const listed = (html: string) => [...html.matchAll(/<li class="phtTdMain uEntryWrap"><div id="entryID(\d+)" class="entryBlock">/g)].map((match) => Number(match[1]));

describe('a photo\'s page', () => {
  test.each(['/photo/1-0-1', '/photo/ofis/1-0-1', '/Photo/ofis/1-0-1/'])('%s: the photo in the platform\'s markup', async (path) => {
    const { status, html } = await site.page(path);
    expect(status).toBe(200);
    expect(html).toContain('<body class="module-pa');
    expect(html).toContain('//------------UCOZ-JS-DATA----------');
    expect(html).toContain(
      '<div id="u-photos"><div class="uphoto-entry"><h2 class="photo-etitle">Офис зимой</h2><span id="phtmDiv35"><span id="phtmSpan35"><img src="/_ph/1/2/654435761.jpg" alt="Офис зимой"></span></span><div class="photo-edescr">Вид из окна переговорной в январе.</div>',
    );
    expect(html).toContain('Рейтинг: <span id="entRating1">4.5</span>');
    expect(html).toContain('Альбом: <a href="/photo/ofis/1-1-0-0-1">Офис</a>');
    expect(html).toContain('<title>Офис зимой');
  });

  test('text is escaped; its comments follow in the entries\' markup; its medium copy is served', async () => {
    const hike = (await site.page('/photo/2-0-4')).html;
    expect(hike).toContain('<div class="photo-edescr">Маршрут &lt;24 км&gt; &amp; два дня в пути.\nКто дошёл — молодец!</div>');
    const day = (await site.page('/photo/2-0-3')).html;
    expect(day).toContain('<a name="comments"></a><div id="comments" class="com-order-block"><div class="comEnt" id="comEnt4"><b>ivan</b>: <span class="cMessage">Лучший день года &lt;3</span></div></div>');
    const medium = /<img src="([^"]+)" alt="День команды 2024">/.exec(day)?.[1];
    const response = await site.app.request(medium!);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    await site.control.addComment({ module: 'photo', entry_id: 3, name: 'Anna', message: 'Класс!' });
    expect((await site.page('/photo/2-0-3')).html).toMatch(/id="comEnt5"><b>Anna<\/b>: <span class="cMessage">Класс!<\/span>/);
    expect((await site.get('/photo?id=3')).body.success.comments_num).toBe(2);
  });

  test('an unknown photo is a 404 page; so is an entry address of the other modules\' shape', async () => {
    for (const path of ['/photo/1-0-99', '/photo/1-1-0-1', '/photo/ofis']) expect((await site.page(path)).status, path).toBe(404);
  });
});

describe('an album\'s page', () => {
  test.each(['/photo/ofis/1-1-0-0-1', '/photo/1', '/photo/1-1', '/photo/razdel/ofis/1-1'])('%s: its name, then its photos newest first in ul#uEntriesList', async (path) => {
    const { status, html } = await site.page(path);
    expect(status).toBe(200);
    expect(html).toContain('<body class="module-pa');
    expect(html).toContain('<h1 class="module-heading">Офис</h1>');
    expect(html).toContain(
      '<div id="allEntries"><ul id="uEntriesList"><li class="phtTdMain uEntryWrap"><div id="entryID2" class="entryBlock"><a class="ph-link" href="/photo/1-0-2"><img src="/_ph/1/1/308871522.png" alt="Рабочее место дизайнера"></a><div class="phtTitle">Рабочее место дизайнера</div></div></li>',
    );
    expect(listed(html)).toEqual([2, 1]);
  });

  test('the other album; an unknown one is a 404 page; its thumbnails are served', async () => {
    const html = (await site.page('/photo/komanda/2-1-0-0-1')).html;
    expect(listed(html)).toEqual([5, 4, 3]);
    expect(html).toContain('alt="Поход «Два перевала»"');
    expect((await site.page('/photo/nowhere/9-1-0-0-1')).status).toBe(404);
    const thumb = await site.app.request('/_ph/1/1/308871522.png');
    expect(thumb.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await thumb.arrayBuffer())).toEqual(Buffer.from(OFFICE_DESK, 'base64'));
  });

  test('500 photos a page: an album of 502 shows 500, then 2 on its second page', async () => {
    await site.control.fillAlbum(1, 500);
    const first = (await site.page('/photo/ofis/1-1-0-0-1')).html;
    expect(listed(first)).toHaveLength(500);
    expect(first).toContain('<a class="swchItem" href="/photo/ofis/1-2-0-0-1"><span>2</span></a>');
    expect(listed((await site.page('/photo/ofis/1-2-0-0-1')).html)).toEqual([2, 1]);
  });
});

describe('the module\'s page', () => {
  test.each(['/photo/', '/photo', '/photo/0-0-0-0-1'])('%s lists the albums, each linked, with its count', async (path) => {
    const { status, html } = await site.page(path);
    expect(status).toBe(200);
    expect(html).toContain('<body class="module-pa');
    expect(html).toContain('<a href="/photo/ofis/1-1-0-0-1" class="catName">Офис</a> <span class="catNumData">[2]</span>');
    expect(html).toContain('<a href="/photo/komanda/2-1-0-0-1" class="catName">Команда</a> <span class="catNumData">[3]</span>');
  });
});

describe('control hooks', () => {
  test('photos(album): each stored photo with its file\'s path, type and size; every album\'s without one', async () => {
    const office = await site.control.photos(1);
    expect(office.map((photo) => photo.id)).toEqual([1, 2]);
    expect(office[0]).toMatchObject({ id: 1, category: 1, title: 'Офис зимой', views: 42, user: 'admin', file: '654435761.jpg', image: { path: '/_ph/1/654435761.jpg', type: 'image/jpeg', size: Buffer.from(OFFICE_WINDOW, 'base64').length } });
    expect(office[1]!.image).toEqual({ path: '/_ph/1/308871522.png', type: 'image/png', size: Buffer.from(OFFICE_DESK, 'base64').length });
    expect((await site.control.photos()).map((photo) => photo.id)).toEqual([1, 2, 3, 4, 5]);
    await expect(site.control.photos(9)).rejects.toThrow(/404/);
  });

  test('fillAlbum: 500 photos at once, in well under a second, unlogged, read and served as uploads are', async () => {
    const started = performance.now();
    const ids = await site.control.fillAlbum(2, 500);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(ids).toEqual(Array.from({ length: 500 }, (_, index) => index + 6));
    expect(await site.control.log()).toEqual([]);
    const list = (await site.get('/photo?category=2&per_page=100')).body.success;
    expect(list).toMatchObject({ total_photos: 503, pages_list: 6 });
    expect(list.photos[0]).toMatchObject({ id: 505, title: 'Фото 500', category: 2 });
    const last = (await site.control.photos(2)).at(-1)!;
    expect((await site.app.request(last.image.path)).status).toBe(200);
    expect((await site.get('/photo/category')).body.success[1].entry_count).toBe(503);
  });

  test('fillAlbum refuses bad input; setRecord edits a photo; reset brings the seed back', async () => {
    for (const body of [{ category: 1, count: 0 }, { category: 1, count: 10_001 }, { category: '1', count: 5 }]) {
      const response = await site.app.request('/__control/photos/fill', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    await expect(site.control.fillAlbum(9, 1)).rejects.toThrow(/404/);
    await site.control.setRecord('photos', 1, { views: 7 });
    expect((await site.get('/photo?id=1')).body.success.views).toBe(7);
    await site.control.fillAlbum(1, 3);
    await site.control.reset();
    expect((await site.control.photos()).map((photo) => photo.id)).toEqual([1, 2, 3, 4, 5]);
    expect(Object.keys(site.state.data.photo.files)).toHaveLength(5);
  });
});
