// Reads answered in the shapes the real platform uses (platform-notes §5, §6): entry lists under
// the module's own key, dates as strings, categories and sections in one flat list, /users, the
// guest book's posts and the forum list.
import { beforeEach, describe, expect, test } from 'vitest';
import { newSite, type TestSite } from './test-helpers.ts';

let site: TestSite;
beforeEach(async () => {
  site = await newSite();
});

type Rec = Record<string, any>;

const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

describe('entry lists: the module\'s own key, pages_list a number, total_<key>', () => {
  test.each([
    ['news', 'news', 5],
    ['blog', 'blogs', 4],
    ['publ', 'publs', 2],
    ['board', 'ads', 2],
    ['faq', 'faqs', 2],
    ['photo', 'photos', 5],
    ['video', 'videos', 2],
    ['dir', 'sites', 2],
    ['load', 'files', 2],
    ['stuff', 'games', 2],
  ] as const)('GET /%s lists under %s', async (module, key, count) => {
    const list = (await site.get(`/${module}?per_page=1&page=2`)).body.success;
    expect(Object.keys(list).sort()).toEqual(['page', 'pages_list', 'per_page', key, `total_${key}`].sort());
    expect(list).toMatchObject({ page: 2, per_page: 1, pages_list: count, [`total_${key}`]: count });
    expect(list[key]).toHaveLength(1);
    expect(typeof list[key][0].id).toBe('number');
  });

  test('the list of pages keeps {pages, page, per_page, total} and adds pages_list as a number', async () => {
    const list = (await site.get('/pages?per_page=4')).body.success;
    expect(list).toMatchObject({ page: 1, per_page: 4, total: 9, pages_list: 3 });
    expect(list.pages).toHaveLength(4);
  });
});

describe('entries: add_date a "YYYY-MM-DD hh:mm:ss" string, upd_date unix seconds, entry_url', () => {
  test('one record, the list and a write answer; the stored state keeps unix seconds', async () => {
    const one = (await site.get('/news?id=1')).body.success;
    expect(one).toMatchObject({ add_date: '2025-01-15 10:30:00', upd_date: Date.UTC(2025, 0, 15, 10, 30) / 1000 });
    expect(one.entry_url).toBe('/news/my-zapustili-novyj-sajt/2025-01-15-1');
    expect(one.entry_url).toBe(one.url);
    for (const entry of (await site.get('/blog?per_page=100')).body.success.blogs) {
      expect(entry.add_date).toMatch(DATE_TIME);
      expect(typeof entry.upd_date).toBe('number');
      expect(entry.entry_url).toBe(entry.url);
    }
    const created = (await site.post('/publ', { title: 'Dated', add_date: '2025-03-01 08:09:10' })).body.success;
    expect(created.add_date).toBe('2025-03-01 08:09:10');
    const stored = (await site.control.state()).entryModules.news?.entries.find((entry) => entry.id === 1);
    expect(stored?.add_date).toBe(Date.UTC(2025, 0, 15, 10, 30) / 1000);
  });

  test('an entry sent back as loaded (date string, entry_url) is stored unchanged', async () => {
    const before = structuredClone(site.state.data.entryModules.blog?.entries.find((entry) => entry.id === 2));
    const loaded = (await site.get('/blog?id=2')).body.success;
    await site.put('/blog?id=2', loaded);
    expect(site.state.data.entryModules.blog?.entries.find((entry) => entry.id === 2)).toEqual({ ...before, upd_date: expect.any(Number) });
  });
});

describe('categories: sections and categories in one flat list', () => {
  const KEYS = ['type', 'id', 'name', 'description', 'position', 'entry_count', 'hgu_title', 'url', 'access2add', 'access2page'];

  test('publ: the section "Guides" then its two categories, each with the documented keys', async () => {
    const list = (await site.get('/publ/category')).body.success as Rec[];
    expect(list.map((item) => [item.type, item.id, item.name])).toEqual([
      ['section', 3, 'Guides'],
      ['category', 1, 'Articles: general'],
      ['category', 2, 'Articles: archive'],
    ]);
    for (const item of list) {
      for (const key of KEYS) expect(item, `${item.id} ${key}`).toHaveProperty(key);
      expect(item).not.toHaveProperty('entries');
      expect(Array.isArray(item.access2add) && Array.isArray(item.access2page)).toBe(true);
    }
    const [section, general] = list as [Rec, Rec];
    expect(section).toMatchObject({ entry_count: 2, url: '/publ/3', access2section: [0, 1, 2, 3, 4] });
    expect(section).not.toHaveProperty('section');
    expect(section).not.toHaveProperty('access2category');
    expect(general).toMatchObject({ entry_count: 1, access2category: [0, 1, 2, 3, 4], section: { id: 3, name: 'Guides', url: '/publ/3' } });
    expect(general).not.toHaveProperty('access2section');
  });

  test.each([
    ['publ', 1],
    ['board', 2],
    ['dir', 2],
    ['load', 1],
    ['news', 0],
    ['blog', 0],
  ] as const)('%s: %i section(s), one id space, every category of a section names it', async (module, sections) => {
    const list = (await site.get(`/${module}/category`)).body.success as Rec[];
    expect(list.filter((item) => item.type === 'section')).toHaveLength(sections);
    expect(new Set(list.map((item) => item.id)).size).toBe(list.length);
    const categories = list.filter((item) => item.type === 'category');
    expect(categories.map((item) => item.id)).toEqual([1, 2]);
    for (const category of categories) expect(category.section !== undefined).toBe(sections > 0);
  });

  test('a category is made inside a section; a category is no section and a section holds no entries', async () => {
    const made = (await site.post('/publ/category', { name: 'Checklists', section: 3 })).body.success;
    expect(made).toMatchObject({ type: 'category', id: 4, entry_count: 0, section: { id: 3, name: 'Guides' } });
    const section = (await site.post('/publ/category', { name: 'Reference', type: 'section' })).body.success;
    expect(section).toMatchObject({ type: 'section', id: 5, access2section: [] });
    expect((await site.put('/publ/category?id=4', { section: section.id })).body.success.section).toMatchObject({ id: 5, name: 'Reference' });
    expect((await site.post('/publ/category', { name: 'Lost', section: 1 })).body.error).toMatchObject({ code: 'VALIDATION_ERROR', num: 11 });
    const before = structuredClone(site.state.data.entryModules.publ?.entries);
    expect((await site.put('/publ?id=1', { category: 3 })).body.error).toMatchObject({ code: 'VALIDATION_ERROR', num: 11 });
    expect((await site.post('/publ', { title: 'In a section', category: 5 })).body.error).toMatchObject({ code: 'VALIDATION_ERROR', num: 11 });
    expect(site.state.data.entryModules.publ?.entries).toEqual(before);
  });

  test('a new entry without a category goes to the first category, not to a section', async () => {
    expect((await site.post('/load', { title: 'Manual' })).body.success.category.id).toBe(1);
  });
});

describe('/users: the older path with uid, total_users and pages', () => {
  test('records with uid, user, group{id, name}, email, name; no id', async () => {
    const list = (await site.get('/users')).body.success;
    expect(list).toMatchObject({ page: 1, per_page: 20, total_users: 3, pages: 1 });
    expect(list.users.map((user: Rec) => user.uid)).toEqual([1, 2, 3]);
    expect(list.users[1]).toMatchObject({ uid: 2, user: 'ivan', name: 'Иван Петров', email: 'ivan@example.com', group: { id: 1, name: 'Пользователи' } });
    for (const user of list.users) expect(user).not.toHaveProperty('id');
  });

  test('?user= finds one by email or login', async () => {
    const byEmail = (await site.get('/users?user=maria@example.com')).body.success;
    expect(byEmail).toMatchObject({ total_users: 1, users: [{ uid: 3, user: 'maria', group: { id: 2, name: 'Проверенные' } }] });
    expect((await site.get('/users?user=Admin')).body.success.users.map((user: Rec) => user.uid)).toEqual([1]);
    expect((await site.get('/users?user=nobody@example.com')).body.success).toMatchObject({ users: [], total_users: 0 });
  });

  test('/users follows the users switch, as /user does', async () => {
    await site.control.setModule('users', false);
    for (const path of ['/users', '/user']) expect((await site.get(path)).body.error.code, path).toBe('API_ACCESS_DENY');
  });
});

describe('guest book, mini-chat and comments', () => {
  test('GET /gb: records under posts, add_date a string, pages_list a number', async () => {
    const list = (await site.get('/gb?per_page=1')).body.success;
    expect(list).toMatchObject({ page: 1, per_page: 1, total: 2, pages_list: 2, posts: [{ id: 2, name: 'Tom', add_date: '2025-01-25 20:10:00' }] });
    expect(list).not.toHaveProperty('messages');
    expect((await site.post('/gb', { name: 'Anna', message: 'Hello' })).body.success.add_date).toMatch(DATE_TIME);
  });

  test('GET /mchat keeps messages; GET /comments keeps comments; dates as strings', async () => {
    const chat = (await site.get('/mchat')).body.success;
    expect(chat).toMatchObject({ total: 2, pages_list: 1, messages: [{ id: 2, add_date: '2025-02-01 09:05:00' }, { id: 1 }] });
    const comments = (await site.get('/comments?module=news')).body.success;
    expect(comments).toMatchObject({ total: 2, pages_list: 1, comments: [{ id: 1, add_date: '2025-01-15 12:00:00' }, { id: 2 }] });
    expect((await site.put('/comments/1', { message: 'Edited' })).body.success.add_date).toBe('2025-01-15 12:00:00');
    expect(site.state.data.comments[0]?.add_date).toBe(Date.UTC(2025, 0, 15, 12) / 1000);
  });
});

describe('GET /forum: a bare list of forums', () => {
  test('each with id (a string), name, state, private, moderators, access, rules and link2newmsg', async () => {
    const forums = (await site.get('/forum')).body.success as Rec[];
    expect(Array.isArray(forums)).toBe(true);
    for (const forum of forums) {
      expect(Object.keys(forum).sort()).toEqual(['access', 'id', 'link2newmsg', 'moderators', 'name', 'private', 'rules', 'state']);
      expect(typeof forum.id).toBe('string');
      expect(['yes', 'no']).toContain(forum.private);
      expect(Object.keys(forum.access).sort()).toEqual(['add', 'read', 'reply']);
      expect(Object.keys(forum.rules).sort()).toEqual(['caption', 'description']);
    }
    expect(forums[0]).toMatchObject({ id: '1', name: 'Вопросы и ответы', private: 'no', moderators: ['maria'], rules: { caption: 'Правила раздела' } });
    expect(forums[0]?.link2newmsg).toBe(`/forum/1-1-2-16-${Date.UTC(2025, 0, 18, 12, 15) / 1000}`);
    await site.post('/forum/message', { topic_id: 2, message: 'Reply' });
    expect((await site.get('/forum')).body.success[1].link2newmsg).toMatch(/^\/forum\/2-2-4-16-\d+$/);
  });
});
