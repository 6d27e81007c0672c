// Sparse records: while on, answers of pages, entries, categories and menus lose optional fields
// and carry loosely typed values, reproducibly for a seed; the stored state never changes.
import { beforeEach, describe, expect, test } from 'vitest';
import { newSite, type TestSite } from './test-helpers.ts';

let site: TestSite;
beforeEach(async () => {
  site = await newSite();
});

type Rec = Record<string, unknown>;

const NUMERIC = /^\d+$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const PAGE_FLAG = [0, 1, '0', '1', 'no', 'yes'];
const ENTRY_FLAG = ['yes', 'no', 1, 0, '1', '0'];

/** n answers of the same request, as received. */
async function answers(n: number, method: string, path: string, body?: Rec | string): Promise<unknown[]> {
  const out: unknown[] = [];
  for (let i = 0; i < n; i++) {
    const result = await site.call(method, path, { body });
    expect(result.status).toBe(200);
    out.push(result.body.success);
  }
  return out;
}

const isId = (value: unknown) => (typeof value === 'number' && Number.isInteger(value)) || (typeof value === 'string' && NUMERIC.test(value));

describe('off', () => {
  test('off by default: whole records, typed as stored', async () => {
    const page = (await site.get('/pages/2')).body.success;
    expect(page).toEqual({ ...site.state.data.pages[1], url: '/about' });
    expect(page).toMatchObject({ id: 2, pending: 0, access_all: 1, add_date: expect.any(Number) });
  });

  test('reset turns it off', async () => {
    await site.control.setSparse(true, 3);
    await site.control.reset();
    for (const page of await answers(10, 'GET', '/pages/2')) expect(page).toEqual({ ...site.state.data.pages[1], url: '/about' });
  });
});

describe('on', () => {
  beforeEach(() => site.control.setSparse(true, 42));

  test('pages lose optional fields (about a third) but never id and name; types loosen', async () => {
    const full = (await site.control.state()).pages.find((page) => page.id === 2) as unknown as Rec;
    const optional = Object.keys(full).filter((key) => key !== 'id' && key !== 'name').length + 1; // + url
    const pages = (await answers(60, 'GET', '/pages/2')) as Rec[];
    let dropped = 0;
    const seen = { stringId: false, wordFlag: false, stringFlag: false, dateString: false, stringGroup: false };
    for (const page of pages) {
      expect(isId(page.id)).toBe(true);
      expect(Number(page.id)).toBe(2);
      expect(page.name).toBe('О нас');
      dropped += optional - (Object.keys(page).length - 2);
      for (const flag of ['pending', 'owntmpl', 'access_all']) if (flag in page) expect(PAGE_FLAG).toContain(page[flag]);
      if ('parent_id' in page) expect(isId(page.parent_id)).toBe(true);
      if ('add_date' in page) expect(typeof page.add_date === 'number' || NUMERIC.test(String(page.add_date)) || DATE_TIME.test(String(page.add_date))).toBe(true);
      seen.stringId ||= typeof page.id === 'string';
      seen.wordFlag ||= page.access_all === 'yes';
      seen.stringFlag ||= page.access_all === '1';
      seen.dateString ||= DATE_TIME.test(String(page.upd_date));
    }
    const ratio = dropped / (optional * pages.length);
    expect(ratio).toBeGreaterThan(0.25);
    expect(ratio).toBeLessThan(0.45);
    expect(seen).toMatchObject({ stringId: true, wordFlag: true, stringFlag: true, dateString: true });
    expect((await site.control.state()).pages.find((page) => page.id === 2)).toEqual(full);
  });

  test('access_group_ids items may become strings', async () => {
    site.state.data.pages[1]!.access_group_ids = [1, 2, 3];
    const lists = (await answers(30, 'GET', '/pages?id=2')).map((page) => (page as Rec).access_group_ids).filter(Array.isArray);
    expect(lists.flat().some((item) => typeof item === 'string')).toBe(true);
    for (const list of lists) expect(list.map(Number)).toEqual([1, 2, 3]);
  });

  test('page lists: every record keeps id and name; envelope counters may be strings', async () => {
    const lists = (await answers(10, 'GET', '/pages?per_page=100')) as Rec[];
    for (const list of lists) {
      expect(Number(list.total)).toBe(9);
      const pages = list.pages as Rec[];
      expect(pages.map((page) => Number(page.id))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
      for (const page of pages) expect(typeof page.name).toBe('string');
    }
    expect(lists.some((list) => typeof list.total === 'string')).toBe(true);
  });

  test('entries keep id and title; yes/no flags and the category id loosen', async () => {
    const entries = [...((await answers(20, 'GET', '/news?id=1')) as Rec[]), ...((await answers(10, 'GET', '/blog')) as Rec[]).flatMap((list) => list.blogs as Rec[])];
    const flags: unknown[] = [];
    for (const entry of entries) {
      expect(isId(entry.id)).toBe(true);
      expect(typeof entry.title).toBe('string');
      for (const flag of ['comments', 'ontop', 'pending']) if (flag in entry) flags.push(entry[flag]);
      if (entry.category !== undefined) expect(isId((entry.category as Rec).id)).toBe(true);
    }
    for (const flag of flags) expect(ENTRY_FLAG).toContain(flag);
    for (const form of ['yes', 1, '1', 'no', 0, '0']) expect(flags).toContain(form);
    expect(entries.some((entry) => entry.message === undefined)).toBe(true);
    expect(entries.some((entry) => entry.category === undefined)).toBe(true);
  });

  test('catalogue modules and categories are loosened too', async () => {
    const publs = ((await answers(5, 'GET', '/publ')) as Rec[]).flatMap((list) => list.publs as Rec[]);
    expect(publs).toHaveLength(10);
    for (const entry of publs) expect(typeof entry.title).toBe('string');
    const categories = ((await answers(20, 'GET', '/news/category')) as Rec[][]).flat();
    for (const category of categories) expect(category).toMatchObject({ id: expect.anything(), name: expect.any(String) });
    expect(categories.some((category) => category.hgu_title === undefined)).toBe(true);
    expect(categories.some((category) => typeof category.id === 'string')).toBe(true);
  });

  test('menus keep id, title and items; items keep name, url and children, lose other keys', async () => {
    site.state.data.menus[0]!.items[0]!.target = '_blank';
    const menus = ((await answers(20, 'GET', '/menus')) as Rec[][]).flat();
    for (const menu of menus) {
      expect(isId(menu.id)).toBe(true);
      expect(typeof menu.title).toBe('string');
      const items = menu.items as Rec[];
      for (const item of items) expect(item).toMatchObject({ name: expect.any(String), url: expect.any(String) });
    }
    const services = menus.filter((menu) => Number(menu.id) === 1).map((menu) => (menu.items as Rec[])[2]);
    for (const item of services) expect((item?.children as Rec[]).map((child) => child.url)).toEqual(['/index/0-4', '/index/0-5']);
    const firstItems = menus.filter((menu) => Number(menu.id) === 1).map((menu) => (menu.items as Rec[])[0]);
    expect(firstItems.some((item) => item?.target === undefined)).toBe(true);
    expect(firstItems.some((item) => item?.target === '_blank')).toBe(true);
    expect(menus.some((menu) => menu.layout === undefined)).toBe(true);
  });

  test('write answers: sometimes terse ({id} or true), the write always happens', async () => {
    const written = await answers(30, 'PUT', '/pages', { page_id: 3, name: 'Услуги и цены' });
    expect(written).toContainEqual(true);
    expect(written.some((answer) => typeof answer === 'object' && Object.keys(answer as Rec).join() === 'id')).toBe(true);
    expect(written.some((answer) => typeof answer === 'object' && (answer as Rec).name === 'Услуги и цены' && Object.keys(answer as Rec).length > 1)).toBe(true);
    const terse = written.filter((answer) => answer === true || Object.keys(answer as Rec).length === 1).length;
    expect(terse / written.length).toBeGreaterThan(0.1);
    expect(terse / written.length).toBeLessThan(0.5);
    expect(site.state.data.pages.find((page) => page.id === 3)?.name).toBe('Услуги и цены');
    const created = (await site.post('/news', { title: 'Sparse' })).body.success;
    expect(created === true || isId((created as Rec).id)).toBe(true);
  });

  test('the same seed gives the same answers; another seed others', async () => {
    const run = async (seed: number) => {
      const other = site;
      site = await newSite();
      await site.control.setSparse(true, seed);
      const out = [...(await answers(5, 'GET', '/pages/2')), ...(await answers(3, 'GET', '/news')), ...(await answers(3, 'PUT', '/menus/1', { title: 'M' }))];
      site = other;
      return out;
    };
    const first = await run(7);
    expect(await run(7)).toEqual(first);
    expect(await run(8)).not.toEqual(first);
  });

  test('setSparse restarts the sequence of its seed', async () => {
    const first = await answers(4, 'GET', '/pages/4');
    await site.control.setSparse(true, 42);
    expect(await answers(4, 'GET', '/pages/4')).toEqual(first);
  });

  test('errors, deletes and other areas are left whole', async () => {
    expect((await site.get('/pages/999')).body).toEqual({ error: { msg: 'Page 999 not found', code: 'NOT_FOUND' } });
    for (const form of await answers(5, 'GET', '/mail/1')) expect(form).toMatchObject({ id: 1, emails: 'owner@example.com', rez: expect.any(String), tmpl: expect.any(String) });
    for (const setup of await answers(5, 'GET', '/news/setup')) expect(setup).toEqual(site.state.data.setup.news);
    expect((await site.del('/pages/8')).body.success).toEqual({ id: 8, deleted: true });
  });
});
