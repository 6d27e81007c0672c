// The photo album's API (module photo): a photo read by its id and listed, in the site's shape and
// in the variants mode's others; an update changes only what it sends; an upload under `photo` or
// `file1` stores the file for /_ph/; refusals store nothing.
import { beforeEach, describe, expect, test } from 'vitest';
import { MAX_BODY_BYTES } from './core/params.ts';
import { OFFICE_DESK, OFFICE_WINDOW, TEAM_DAY } from './data/seed-photo-images.ts';
import { at } from './data/seed-util.ts';
import { newSite, type TestSite } from './test-helpers.ts';

type Rec = Record<string, any>;

let site: TestSite;
beforeEach(async () => {
  site = await newSite();
});

const bytes = (base64: string) => Buffer.from(base64, 'base64');
const JPEG = bytes(OFFICE_WINDOW);
const OTHER_JPEG = bytes(TEAM_DAY);
const PNG = bytes(OFFICE_DESK);

/** A multipart upload: the file under `part`, then the fields. */
function upload(file: Uint8Array | string, name: string, fields: Record<string, string> = { category: '1' }, part = 'photo', type = 'image/jpeg'): FormData {
  const form = new FormData();
  form.append(part, new Blob([typeof file === 'string' ? file : new Uint8Array(file)], { type }), name);
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return form;
}

const KEYS = ['id', 'category', 'title', 'description', 'photo_direct_url', 'thumb', 'add_date', 'views', 'rating', 'comments_num', 'entry_url', 'user'];
/** The image's address in a record, under whichever key: any text ending in an image file's name, but the thumbnail. */
const imageIn = (record: Rec) => Object.entries(record).find(([key, value]) => key !== 'thumb' && typeof value === 'string' && /\/[\w-]+\.(jpe?g|png|gif|webp)$/.test(value))?.[1];

describe('reads', () => {
  test('one photo is the record itself, with its files\' addresses', async () => {
    const photo = (await site.get('/photo?id=1')).body.success;
    expect(photo).toEqual({
      id: 1, category: 1, title: 'Офис зимой', description: 'Вид из окна переговорной в январе.',
      photo_direct_url: 'http://localhost/_ph/1/654435761.jpg', thumb: '/_ph/1/1/654435761.jpg',
      add_date: at('2025-01-10 10:00'), views: 42, rating: 4.5, comments_num: 0, entry_url: '/photo/1-0-1', user: 'admin',
    });
    expect((await site.get('/photo?id=3')).body.success).toMatchObject({ comments_num: 1, photo_direct_url: 'http://localhost/_ph/2/963307283.jpg' });
    expect((await site.get('/photo?id=2')).body.success.thumb).toBe('/_ph/1/1/308871522.png');
    expect((await site.get('/photo?id=99')).body.error).toMatchObject({ code: 'NOT_FOUND', msg: 'Photo 99 not found' });
  });

  test('the list: photos newest first under `photos`, paged as the other modules, filtered by album', async () => {
    const list = (await site.get('/photo')).body.success;
    expect(Object.keys(list).sort()).toEqual(['page', 'pages_list', 'per_page', 'photos', 'total_photos']);
    expect(list).toMatchObject({ page: 1, per_page: 10, pages_list: 1, total_photos: 5 });
    expect(list.photos.map((photo: Rec) => photo.id)).toEqual([5, 2, 1, 4, 3]);
    for (const photo of list.photos) expect(Object.keys(photo)).toEqual(KEYS);
    const album = (await site.get('/photo?category=2&per_page=2&page=2')).body.success;
    expect(album).toMatchObject({ page: 2, per_page: 2, pages_list: 2, total_photos: 3, photos: [{ id: 3 }] });
    expect((await site.get('/photo?per_page=101')).body.error).toMatchObject({ code: 'VALIDATION_ERROR', num: 20 });
  });

  test('albums are the module\'s categories: two, with their photos counted and their pages\' addresses', async () => {
    const albums = (await site.get('/photo/category')).body.success;
    expect(albums).toMatchObject([
      { type: 'category', id: 1, name: 'Офис', hgu_title: 'ofis', entry_count: 2, url: '/photo/ofis/1-1-0-0-1' },
      { type: 'category', id: 2, name: 'Команда', hgu_title: 'komanda', entry_count: 3, url: '/photo/komanda/2-1-0-0-1' },
    ]);
    expect((await site.post('/photo/category', { name: 'Выставка' })).body.success).toMatchObject({ id: 3, entry_count: 0, hgu_title: 'vystavka' });
  });
});

describe('the variants mode', () => {
  test('ids and counters as strings, the album as {id, name}, the image under photo_url: every field kept, no text changed', async () => {
    const plain = new Map<number, Rec>(((await site.get('/photo')).body.success.photos as Rec[]).map((photo) => [photo.id, photo]));
    await site.control.setVariants(true, 11);
    const seen = new Set<string>();
    for (let i = 0; i < 60; i++) {
      const answer = (await site.get(i % 2 ? '/photo' : `/photo?id=${(i % 5) + 1}`)).body.success;
      const records = (Array.isArray(answer) ? answer : 'id' in answer ? [answer] : Object.values(answer).find((value) => Array.isArray(value) && typeof value[0] === 'object')) as Rec[];
      for (const record of records) {
        const before = plain.get(Number(record.id))!;
        expect(Object.keys(record).length).toBe(KEYS.length);
        expect(imageIn(record)).toBe(before.photo_direct_url);
        for (const key of ['title', 'description', 'thumb', 'entry_url', 'user']) expect(record[key]).toBe(before[key]);
        const album = typeof record.category === 'object' ? record.category : { id: record.category };
        expect(Number(album.id)).toBe(before.category);
        if (album.name !== undefined) expect(album.name).toBe(before.category === 1 ? 'Офис' : 'Команда');
        expect(Number(record.views)).toBe(before.views);
        expect(Number(record.rating)).toBe(before.rating);
        seen.add(`category ${typeof record.category}`).add('photo_url' in record ? 'photo_url' : 'photo_direct_url');
        seen.add(`id ${typeof record.id}`).add(`views ${typeof record.views}`);
      }
    }
    expect([...seen].sort()).toEqual(['category number', 'category object', 'category string', 'id number', 'id string', 'photo_direct_url', 'photo_url', 'views number', 'views string']);
  });

  test('an upload is answered with the record or, sometimes, only {photo_direct_url}', async () => {
    await site.control.setVariants(true, 4);
    const shapes = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const answer = (await site.post('/photo', upload(JPEG, `p${i}.jpg`))).body.success;
      shapes.add(Object.keys(answer).join() === 'photo_direct_url' ? 'address only' : 'record');
      expect(imageIn(answer)).toMatch(/^http:\/\/localhost\/_ph\/1\/\d{9}\.jpg$/);
    }
    expect(shapes).toEqual(new Set(['address only', 'record']));
  });
});

describe('PUT /photo?id=N', () => {
  test('changes only what is sent; other keys are kept as sent; the site\'s own are let be', async () => {
    const before = (await site.control.photos(1)).find((photo) => photo.id === 1)!;
    const answer = (await site.put('/photo?id=1', { title: '  Офис в январе ' })).body.success;
    expect(answer.title).toBe('Офис в январе');
    const after = (await site.control.photos(1)).find((photo) => photo.id === 1)!;
    expect(after).toEqual({ ...before, title: 'Офис в январе' });
    expect(answer).toEqual((await site.get('/photo?id=1')).body.success);

    await site.put('/photo?id=1', { description: '', other1: 'kept', views: 1000, add_date: 5, photo_direct_url: 'http://x/y.jpg' });
    expect(await site.control.photos(1).then((photos) => photos[0])).toEqual({ ...before, title: 'Офис в январе', description: '', other1: 'kept' });
    expect((await site.get('/photo?id=1')).body.success).toMatchObject({ other1: 'kept', views: 42, photo_direct_url: 'http://localhost/_ph/1/654435761.jpg' });
  });

  test('a photo moved to another album (sent as an id or as the object loaded): its files move with it', async () => {
    const moved = (await site.put('/photo?id=1', { category: { id: 2, name: 'Команда' } })).body.success;
    expect(moved).toMatchObject({ category: 2, photo_direct_url: 'http://localhost/_ph/2/654435761.jpg', thumb: '/_ph/2/1/654435761.jpg' });
    expect((await site.app.request('/_ph/2/654435761.jpg')).status).toBe(200);
    expect((await site.app.request('/_ph/1/654435761.jpg')).status).toBe(404);
    expect((await site.put('/photo?id=1', 'category=1')).body.success.category).toBe(1);
  });

  test('refusals change nothing: title empty or over 255 characters, an unknown album or a section, an unknown photo', async () => {
    const section = (await site.post('/photo/category', { name: 'Раздел', type: 'section' })).body.success.id;
    const before = await site.control.photos();
    expect((await site.put('/photo?id=1', { title: 'я'.repeat(256) })).body.error).toMatchObject({ code: 'VALIDATION_ERROR', num: 10 });
    expect((await site.put('/photo?id=1', { title: '   ' })).body.error).toMatchObject({ code: 'VALIDATION_ERROR', num: 4 });
    expect((await site.put('/photo?id=1', { title: 'New', category: 99 })).body.error).toMatchObject({ code: 'VALIDATION_ERROR', num: 11 });
    expect((await site.put('/photo?id=1', { category: section })).body.error).toMatchObject({ code: 'VALIDATION_ERROR', num: 11 });
    expect((await site.put('/photo?id=42', { title: 'x' })).body.error).toMatchObject({ code: 'NOT_FOUND' });
    expect(await site.control.photos()).toEqual(before);
    expect((await site.put('/photo?id=1', { title: 'я'.repeat(255) })).body.success.title).toHaveLength(255);
  });
});

describe('POST /photo: the upload', () => {
  test('under `photo`: stored, answered with the new record, served under /_ph/ in its three copies, logged', async () => {
    const mark = await site.control.mark();
    const answer = (await site.post('/photo', upload(JPEG, 'IMG_1.jpg', { category: '2' }))).body.success;
    expect(answer).toMatchObject({ id: 6, category: 2, title: 'IMG_1', description: '', views: 0, rating: 0, comments_num: 0, user: 'admin', entry_url: '/photo/2-0-6' });
    expect(answer.photo_direct_url).toBe(`http://localhost${(await site.control.photos(2)).at(-1)!.image.path}`);
    const path = new URL(answer.photo_direct_url).pathname;
    for (const copy of [path, path.replace('/_ph/2/', '/_ph/2/1/'), path.replace('/_ph/2/', '/_ph/2/2/')]) {
      const response = await site.app.request(copy);
      expect(response.status, copy).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      expect(Buffer.from(await response.arrayBuffer())).toEqual(JPEG);
    }
    expect((await site.control.photos(2)).at(-1)).toMatchObject({ id: 6, title: 'IMG_1', image: { type: 'image/jpeg', size: JPEG.length } });
    const [entry] = await site.control.log(mark);
    expect(entry).toMatchObject({ method: 'POST', path: '/photo', status: 200, code: null });
    expect(entry!.bodyKeys.sort()).toEqual(['category', 'photo']);
  });

  test('under `file1`, with a title and a description; a PNG is a PNG', async () => {
    const answer = (await site.post('/photo', upload(PNG, 'desk.jpg', { category: '1', title: 'Стол', description: 'Новый стол' }, 'file1'))).body.success;
    expect(answer).toMatchObject({ category: 1, title: 'Стол', description: 'Новый стол', photo_direct_url: expect.stringMatching(/\.png$/) });
    const response = await site.app.request(answer.thumb);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect((await site.control.log()).at(-1)!.bodyKeys.sort()).toEqual(['category', 'description', 'file1', 'title']);
  });

  test('two uploads of IMG_1.jpg keep two files', async () => {
    const first = (await site.post('/photo', upload(JPEG, 'IMG_1.jpg'))).body.success;
    const second = (await site.post('/photo', upload(OTHER_JPEG, 'IMG_1.jpg'))).body.success;
    expect(first.photo_direct_url).not.toBe(second.photo_direct_url);
    expect(Buffer.from(await (await site.app.request(new URL(first.photo_direct_url).pathname)).arrayBuffer())).toEqual(JPEG);
    expect(Buffer.from(await (await site.app.request(new URL(second.photo_direct_url).pathname)).arrayBuffer())).toEqual(OTHER_JPEG);
  });

  test('GIF and WebP are images by their first bytes', async () => {
    const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(20)]);
    const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 '), Buffer.alloc(12)]);
    for (const [file, type] of [[gif, 'image/gif'], [webp, 'image/webp']] as const) {
      const answer = (await site.post('/photo', upload(file, 'picture.bin'))).body.success;
      expect((await site.app.request(new URL(answer.photo_direct_url).pathname)).headers.get('content-type')).toBe(type);
    }
  });

  type Refusal = [name: string, body: () => FormData | string, status: number, error: Rec];
  test.each<Refusal>([
    ['a text file named .jpg', () => upload('just some text', 'notes.jpg'), 200, { code: 'VALIDATION_ERROR', num: 4, msg: expect.stringContaining('"notes.jpg" is not an image') }],
    ['an empty file', () => upload(new Uint8Array(0), 'empty.jpg'), 200, { code: 'VALIDATION_ERROR', num: 4 }],
    ['no album', () => upload(JPEG, 'a.jpg', {}), 400, { code: 'MISSING_REQUIRED_PARAMETER', msg: 'Required parameter "category" is missing' }],
    ['an unknown album', () => upload(JPEG, 'a.jpg', { category: '99' }), 200, { code: 'VALIDATION_ERROR', num: 11, msg: 'Album 99 does not exist' }],
    ['no file', () => { const form = new FormData(); form.append('category', '1'); return form; }, 400, { code: 'MISSING_REQUIRED_PARAMETER', msg: 'Required parameter "photo" is missing' }],
    ['text where the file belongs', () => 'photo=abc&category=1', 200, { code: 'VALIDATION_ERROR', num: 4 }],
  ])('refused: %s, and nothing stored', async (_name, body, status, error) => {
    const before = structuredClone(site.state.data.photo);
    const result = await site.post('/photo', body());
    expect(result.status).toBe(status);
    expect(result.body.error).toMatchObject(error);
    expect(site.state.data.photo).toEqual(before);
    expect((await site.control.log()).at(-1)).toMatchObject({ method: 'POST', path: '/photo', code: error.code });
  });

  test('a section is no album; a file over the body limit is refused', async () => {
    const section = (await site.post('/photo/category', { name: 'Раздел', type: 'section' })).body.success.id;
    expect((await site.post('/photo', upload(JPEG, 'a.jpg', { category: String(section) }))).body.error).toMatchObject({ code: 'VALIDATION_ERROR', num: 11 });
    const big = Buffer.concat([JPEG, Buffer.alloc(MAX_BODY_BYTES)]);
    expect((await site.post('/photo', upload(big, 'big.jpg'))).body.error).toMatchObject({ code: 'VALIDATION_ERROR', num: 9 });
    expect(site.state.data.photo.entries).toHaveLength(5);
  });
});
