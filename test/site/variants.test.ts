// Answer variants: while on, reads of the areas the extension reads come in one of the shapes a
// real site may answer, reproducibly for a seed; records, their order and their text never change,
// nor the stored state.
import { beforeEach, describe, expect, test } from 'vitest';
import { seededRandom } from '../support/seeded-random.ts';
import { varyAnswer } from './api/variants.ts';
import { newSite, type TestSite } from './test-helpers.ts';

type Rec = Record<string, unknown>;

const NOW = Date.UTC(2025, 2, 1, 12);
let site: TestSite;
beforeEach(async () => {
  site = await newSite({ now: () => NOW });
});

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
const DIGITS = /^\d+$/;
const NUMBER = /^\d+(\.\d+)?$/;
const FLAG = /^(comments|ontop|pending|private|owntmpl|access_all|includehtml_\w+|end2br_\w+)$/;
const isObject = (value: unknown): value is Rec => typeof value === 'object' && value !== null && !Array.isArray(value);
const isRecords = (value: unknown) => (Array.isArray(value) ? value.every(isObject) : isObject(value) && Object.keys(value).length > 0 && Object.entries(value).every(([key, item]) => DIGITS.test(key) && isObject(item)));

/** Ids, numbers, dates and flags in one form each, and a photo's keys under their first names, so that answers compare by content. */
function normal(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) return value.map((item) => normal(item, key));
  // The album's or the channel's object (photo-variants.ts, video-variants.ts) holds the same id.
  if ((key === 'category' || key === 'channel') && isObject(value) && Object.keys(value).join() === 'id,name') return normal(value.id);
  if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([name, item]) => [name === 'photo_url' ? 'photo_direct_url' : name, normal(item, name)]));
  if (/_date$/.test(key) && typeof value === 'string' && DATE_TIME.test(value)) return Date.parse(`${value.replace(' ', 'T')}Z`) / 1000;
  if (FLAG.test(key) && ['yes', 'no', 1, 0, '1', '0'].includes(value as string)) return ['yes', 1, '1'].includes(value as string);
  return typeof value === 'string' && NUMBER.test(value) ? Number(value) : value;
}

/** A module's settings, unwrapped from `setup` where the variants mode wrapped them. */
const settingsAsKept = (answer: unknown) => (isObject(answer) && Object.keys(answer).join() === 'setup' && isObject(answer.setup) ? answer.setup : answer);

/** One shop order in the shape the site keeps it (order-variants.ts varies the shape itself). */
function orderAsKept(answer: unknown): unknown {
  const order = isObject(answer) && isObject(answer.order) ? answer.order : (answer as Rec);
  const { goods, lines, fields, ...rest } = order;
  const kept = goods ?? lines;
  return { ...rest, lines: isObject(kept) ? Object.values(kept) : kept, fields: typeof fields === 'string' ? JSON.parse(fields) : fields };
}

/** An answer's one collection of records (a list or an id-keyed object), if it holds one. */
function collectionOf(answer: unknown): unknown {
  if (isRecords(answer) && !(isObject(answer) && 'id' in answer)) return answer;
  if (!isObject(answer) || 'id' in answer) return undefined;
  const keys = Object.keys(answer).filter((key) => key !== 'pages_list' && isRecords(answer[key]));
  return keys.length === 1 ? answer[keys[0]!] : undefined;
}

async function answer(path: string): Promise<unknown> {
  const result = await site.get(path);
  expect(result.status).toBe(200);
  return result.body.success;
}

async function answers(n: number, path: string): Promise<unknown[]> {
  const out: unknown[] = [];
  for (let i = 0; i < n; i++) out.push(await answer(path));
  return out;
}

/** Every read area the extension uses (a path the site does not serve is skipped where used). */
const READS = [
  '/pages', '/pages/2', '/pages?id=7', '/news', '/news?id=1', '/news/category', '/blog', '/blog?id=1', '/blog/category',
  ...['publ', 'board', 'photo', 'video', 'faq', 'dir', 'load', 'stuff'].flatMap((module) => [`/${module}`, `/${module}/category`]),
  '/menus', '/menus/1', '/comments', '/gb', '/mchat', '/templates', '/user', '/user/1', '/users', '/search?query=сайт',
  '/forum', '/forum/topic', '/forum/message', '/shop/request?page=categories', '/shop/cat?cat_uri=phones',
  '/shop/request?page=viewgoods&id=2', '/shop/invoices', '/shop/basket',
  '/shop/order?order=a1b2c3d4e5', '/shop/getshopdata?page=currencies_list', '/news/setup', '/blog/setup',
];

describe('the hook', () => {
  test('off by default; on and seed as set; bad input is a 400; reset turns it off', async () => {
    expect(await site.control.variants()).toEqual({ on: false, seed: 1 });
    await site.control.setVariants(true);
    expect(await site.control.variants()).toEqual({ on: true, seed: 1 });
    await site.control.setVariants(true, 9);
    expect(await site.control.variants()).toEqual({ on: true, seed: 9 });
    for (const body of [{}, { on: 'yes' }, { on: true, seed: 1.5 }, { on: true, seed: '3' }]) {
      const response = await site.app.request('/__control/variants', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: expect.any(String) });
    }
    expect(await site.control.variants()).toEqual({ on: true, seed: 9 });
    await site.control.reset();
    expect(await site.control.variants()).toEqual({ on: false, seed: 1 });
  });

  test('off by default and after reset: answers as the handlers give them', async () => {
    const plain = [...(await answers(3, '/news')), ...(await answers(3, '/menus'))];
    await site.control.setVariants(true);
    expect([...(await answers(3, '/news')), ...(await answers(3, '/menus'))]).not.toEqual(plain);
    await site.control.reset();
    expect([...(await answers(3, '/news')), ...(await answers(3, '/menus'))]).toEqual(plain);
  });
});

describe('reproducible', () => {
  const run = async (seed: number) => {
    site = await newSite({ now: () => NOW });
    await site.control.setVariants(true, seed);
    const out: unknown[] = [];
    for (const path of ['/news', '/pages', '/menus', '/news/category', '/user', '/news']) out.push((await site.get(path)).body);
    out.push((await site.put('/pages', { page_id: 3, name: 'Услуги' })).body);
    return out;
  };

  test('a seed and a sequence of requests give the same answers; another seed others', async () => {
    const first = await run(5);
    expect(await run(5)).toEqual(first);
    expect(await run(6)).not.toEqual(first);
  });

  test('setting the seed restarts its sequence', async () => {
    await site.control.setVariants(true, 4);
    const first = await answers(5, '/news');
    await site.control.setVariants(true, 4);
    expect(await answers(5, '/news')).toEqual(first);
  });
});

describe('GET /news: every variation occurs', () => {
  test('over 200 seeded answers', async () => {
    const plain = (await answer('/news')) as Rec;
    const totals = Object.keys(plain).filter((key) => /^total/.test(key));
    expect(totals.length).toBeGreaterThan(0);
    await site.control.setVariants(true, 1);
    const seen = new Set<string>();
    const form = (value: unknown) => (typeof value === 'string' ? `"${value}"` : String(value));
    for (const news of await answers(200, '/news')) {
      const envelope = isObject(news) ? news : undefined;
      seen.add(Array.isArray(news) ? 'bare' : `under ${Object.keys(news as Rec).find((key) => key !== 'pages_list' && Array.isArray((news as Rec)[key]))}`);
      if (envelope) {
        seen.add(`pages_list ${Array.isArray(envelope.pages_list) ? 'array' : typeof envelope.pages_list}`);
        seen.add(totals.some((key) => key in envelope) ? 'total present' : 'total missing');
        seen.add(`per_page ${typeof envelope.per_page}`);
      }
      for (const entry of collectionOf(news) as Rec[]) {
        seen.add(`id ${typeof entry.id}`);
        seen.add(`add_date ${DATE_TIME.test(String(entry.add_date)) ? 'date-time' : typeof entry.add_date}`);
        for (const flag of ['comments', 'ontop', 'pending']) seen.add(`yes/no ${form(entry[flag])}`);
        seen.add(`0/1 ${form(entry.includehtml_msg)}`);
      }
    }
    const expected = [
      'bare', 'under news', 'pages_list array', 'pages_list number', 'pages_list string', 'total present', 'total missing',
      'per_page number', 'per_page string', 'id number', 'id string', 'add_date date-time', 'add_date number', 'add_date string',
      'yes/no "yes"', 'yes/no "no"', 'yes/no 1', 'yes/no 0', 'yes/no "1"', 'yes/no "0"',
      '0/1 1', '0/1 0', '0/1 "1"', '0/1 "0"', '0/1 "yes"', '0/1 "no"',
    ];
    expect([...seen].sort()).toEqual(expected.sort());
  });

  test('a documented key is never renamed; a guessed one may be, and bare lists get wrapped', async () => {
    const listKey = (item: unknown) => (Array.isArray(item) ? 'bare' : Object.keys(item as Rec).find((key) => key !== 'pages_list' && isRecords((item as Rec)[key])));
    const photoKey = listKey(await answer('/photo'));
    await site.control.setVariants(true, 2);
    const keysOf = async (path: string) => new Set((await answers(150, path)).map(listKey));
    expect(await keysOf('/news')).toEqual(new Set(['bare', 'news']));
    expect(await keysOf('/photo')).toEqual(new Set(['bare', photoKey, 'items', 'entries']));
    expect(await keysOf('/menus')).toEqual(new Set(['bare', 'items', 'menus']));
    expect(await keysOf('/news/category')).toEqual(new Set(['bare', 'items', 'categories']));
  });
});

describe('content never changes', () => {
  test('one shop order (its answer a guess): wrapped or not, its lines as a list, under goods or keyed, its fields as an object or JSON text', async () => {
    const kept = normal(orderAsKept(await answer('/shop/order?order=a1b2c3d4e5')));
    await site.control.setVariants(true, 5);
    const shapes = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const got = (await answer('/shop/order?order=a1b2c3d4e5')) as Rec;
      const order = isObject(got.order) ? got.order : got;
      shapes.add(isObject(got.order) ? 'wrapped' : 'bare');
      shapes.add(Array.isArray(order.goods) ? 'goods' : Array.isArray(order.lines) ? 'lines' : 'keyed');
      shapes.add(typeof order.fields === 'string' ? 'fields as text' : 'fields as object');
      expect(normal(orderAsKept(got))).toEqual(kept);
    }
    expect([...shapes].sort()).toEqual(['bare', 'fields as object', 'fields as text', 'goods', 'keyed', 'lines', 'wrapped']);
  });

  test('every read area: the same records in the same order, the same text', async () => {
    const plain = new Map<string, { status: number; body: unknown }>();
    for (const path of READS) plain.set(path, await site.get(path));
    await site.control.setVariants(true, 3);
    let varied = 0;
    for (const path of READS) {
      const off = plain.get(path)!;
      for (let i = 0; i < 8; i++) {
        const on = await site.get(path);
        if (off.status !== 200 || !('success' in (off.body as Rec))) {
          expect(on).toMatchObject({ status: off.status, body: off.body });
          continue;
        }
        const before = (off.body as { success: unknown }).success;
        const after = path.startsWith('/shop/order?') ? orderAsKept(on.body.success) : path.endsWith('/setup') ? settingsAsKept(on.body.success) : on.body.success;
        if (JSON.stringify(after) !== JSON.stringify(before)) varied++;
        const records = collectionOf(before);
        if (records === undefined) {
          expect(normal(after), path).toEqual(normal(before));
          continue;
        }
        expect(normal(collectionOf(after)), path).toEqual(normal(records));
        if (!isObject(after) || !isObject(before)) continue;
        const pages = (list: unknown) => (Array.isArray(list) ? list.length : Number(list));
        for (const [key, value] of Object.entries(before)) {
          if (!(key in after) || isRecords(value)) continue;
          if (key === 'pages_list') expect(pages(after[key]), path).toBe(pages(value));
          else expect(normal(after[key]), `${path} ${key}`).toEqual(normal(value));
        }
      }
    }
    expect(varied).toBeGreaterThan(READS.length);
  });

  test('beside sparse records: sparse first, then variants', async () => {
    await site.control.setSparse(true, 8);
    const sparse = [...(await answers(10, '/news')), ...(await answers(10, '/pages/2'))];
    await site.control.setSparse(true, 8);
    await site.control.setVariants(true, 8);
    const both = [...(await answers(10, '/news')), ...(await answers(10, '/pages/2'))];
    expect(both.map((item) => normal(collectionOf(item) ?? item))).toEqual(sparse.map((item) => normal(collectionOf(item) ?? item)));
  });

  test('the stored state never changes', async () => {
    const before = await site.control.state();
    await site.control.setSparse(true, 2);
    await site.control.setVariants(true, 2);
    for (const path of READS) for (let i = 0; i < 3; i++) await site.get(path);
    expect(await site.control.state()).toEqual(before);
  });

  test('writes store what they store with the mode off', async () => {
    const write = async () => {
      await site.put('/pages', { page_id: 3, name: 'Услуги и цены', pending: 1 });
      await site.post('/news', { title: 'Variants', message: '<p>x</p>', ontop: 'yes' });
      await site.put('/menus/2', { title: 'Top' });
      return site.control.state();
    };
    const plain = await write();
    site = await newSite({ now: () => NOW });
    await site.control.setVariants(true, 5);
    expect(await write()).toEqual(plain);
  });
});

describe('writes, errors and other areas', () => {
  test('POST and PUT answers keep their envelope: only ids, dates and flags vary', async () => {
    const writes: [string, string, Rec][] = [
      ['PUT', '/pages', { page_id: 3, name: 'Услуги' }],
      ['PUT', '/news?id=1', { title: 'Мы запустили новый сайт' }],
      ['PUT', '/menus/1', { title: 'Главное меню' }],
    ];
    for (const [method, path, body] of writes) {
      const off = (await site.call(method, path, { body })).body.success as Rec;
      await site.control.setVariants(true, 6);
      const on = [] as Rec[];
      for (let i = 0; i < 10; i++) on.push((await site.call(method, path, { body })).body.success);
      await site.control.setVariants(false);
      for (const item of on) expect(normal(item), path).toEqual(normal(off));
      expect(on.some((item) => JSON.stringify(item) !== JSON.stringify(off)), path).toBe(true);
    }
    const cart = Object.keys((await answer('/shop/basket')) as Rec);
    await site.control.setVariants(true, 6);
    for (let i = 0; i < 10; i++) expect(Object.keys((await site.post('/shop/basket?mode=add', { id: 2, cnt: 1 })).body.success)).toEqual(cart);
  });

  test('errors, deletes and areas not read are left whole', async () => {
    await site.control.setVariants(true, 7);
    for (let i = 0; i < 5; i++) {
      expect((await site.get('/pages/999')).body).toEqual({ error: { msg: 'Page 999 not found', code: 'NOT_FOUND' } });
      expect((await site.get('/news?per_page=500')).body).toMatchObject({ error: { code: 'VALIDATION_ERROR', num: 20 } });
    }
    expect((await site.del('/pages/8')).body.success).toEqual({ id: 8, deleted: true });
    const template = await site.control.setVariants(false).then(() => answer('/templates/2/0'));
    await site.control.setVariants(true, 7);
    for (const item of await answers(5, '/templates/2/0')) expect(item).toEqual(template);
  });
});

describe('generic over payloads', () => {
  const vary = (payload: unknown, seed: number, name = 'items') => varyAnswer(payload, name, seededRandom(seed));
  const seeds = Array.from({ length: 150 }, (_, index) => index + 1);

  test('an id-keyed collection (the shop\'s goods_list) stays keyed, in order', () => {
    const product = (id: number) => ({ entry_id: id, entry_title: `Item ${id}`, entry_price: { price: '1 000', price_raw: 1000 } });
    const payload = { cat_id: '3', cat_name: 'Books', paginator: { cur_page: '1', num_pages: 2 }, goods_list: { '12': product(12), '7': product(7) } };
    const shapes = new Set<string>();
    for (const seed of seeds) {
      const out = vary(payload, seed) as Rec;
      const goods = (Array.isArray(out) ? out : 'goods_list' in out ? out.goods_list : out) as Rec;
      expect(Array.isArray(goods)).toBe(false);
      expect(Object.keys(goods)).toEqual(['7', '12']);
      expect(normal(goods)).toEqual(normal(payload.goods_list));
      shapes.add('goods_list' in out ? 'enveloped' : 'bare');
    }
    expect(shapes).toEqual(new Set(['enveloped', 'bare']));
  });

  test('an unknown key with paging is a guessed list key; several collections or a basket keep their envelope', () => {
    const keys = new Set(seeds.map((seed) => { const out = vary({ things: [{ id: 1 }], page: 1, per_page: 20 }, seed); return Array.isArray(out) ? 'bare' : Object.keys(out as Rec).find((key) => Array.isArray((out as Rec)[key])); }));
    expect(keys).toEqual(new Set(['bare', 'things', 'items', 'entries']));
    const forum = { sections: [{ id: 1, title: 'A' }], forums: [{ id: 2, section_id: 1, title: 'B', private: 'no' }] };
    const basket = { user_id: 1, items: [{ id: 2, cnt: 1, name: 'Cable', sum: 590 }], cnt: 1, total: 590, currency: 'RUB' };
    for (const seed of seeds) {
      for (const payload of [forum, basket]) {
        const out = vary(payload, seed) as Rec;
        expect(Object.keys(out)).toEqual(Object.keys(payload));
        expect(normal(out)).toEqual(normal(payload));
      }
    }
  });

  test('a bare list is wrapped under items or its name', () => {
    const shapes = new Set(seeds.map((seed) => { const out = vary([{ id: 1, name: 'A' }], seed, 'forums'); return Array.isArray(out) ? 'bare' : Object.keys(out as Rec).join(); }));
    expect(shapes).toEqual(new Set(['bare', 'items', 'forums']));
  });
});
