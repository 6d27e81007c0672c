import { describe, expect, test } from 'vitest';
import { saveDraftToSite } from '@/src/drafts/save-flow';
import { entryFieldsFrom, entryKind } from '@/src/resources/entry';
import type { ResourceKind } from '@/src/resources/kind';
import { menuFieldsFrom, menuKind } from '@/src/resources/menu';
import { pageFieldsFrom, pageKind, type PageFields } from '@/src/resources/page';
import { fakeApi } from './fake-api';

/** Page 2 as the API sends it. */
const PAGE_RECORD = {
  id: 2,
  name: 'About',
  message: '<p>We sell apples.</p>',
  parent_id: 0,
  pending: 0,
  owntmpl: 0,
  tmpl: '',
  ownurl: 'about',
  access_all: 0,
  access_group_ids: [1, 3],
  meta_title: '',
  meta_description: '',
  meta_keywords: '',
  other1: '',
  other2: '',
  other3: '',
  other4: '',
  other5: '',
  add_date: 1_700_000_000,
  upd_date: 1_700_000_000,
  url: '/about',
};

const base = (): PageFields => pageFieldsFrom(PAGE_RECORD);
const edited = (change: Partial<PageFields>): PageFields => ({ ...base(), ...change });
/** What the site answers to a write: the record with the sent fields and a new upd_date. */
const echo = (params: Record<string, unknown> | undefined) => ({ ...PAGE_RECORD, ...params, upd_date: 1_800_000_000 });

describe('saveDraftToSite: nothing is sent', () => {
  test.each<[string, number | null, Partial<PageFields>, string]>([
    ['an empty page name', 2, { name: '  ' }, 'name'],
    ['an own template without $POWERED_BY$', 2, { owntmpl: 1, tmpl: '<html><body>$CONTENT$</body></html>' }, 'tmpl'],
    ['a slug with a slash', 2, { ownurl: 'about/us' }, 'ownurl'],
    ['an empty name on a new page', null, { name: '' }, 'name'],
  ])('for a draft with %s: invalid, naming the field', async (_name, id, change, field) => {
    const { api, calls } = fakeApi({ 'pages.get': PAGE_RECORD, 'pages.update': echo, 'pages.create': echo });
    const outcome = await saveDraftToSite(pageKind, api, { id, fields: edited(change), base: id === null ? null : base() });
    expect(outcome.status).toBe('invalid');
    expect(outcome.status === 'invalid' && Object.keys(outcome.errors)).toEqual([field]);
    expect(calls).toEqual([]);
  });

  test.each<[string, PageFields]>([
    ['the fields exactly as loaded', base()],
    ['the same groups in another order', edited({ access_group_ids: [3, 1] })],
  ])('for %s: unchanged', async (_name, fields) => {
    const { api, calls } = fakeApi({ 'pages.get': PAGE_RECORD, 'pages.update': echo });
    expect(await saveDraftToSite(pageKind, api, { id: 2, fields, base: base() })).toEqual({ status: 'unchanged' });
    expect(calls).toEqual([]);
  });
});

describe('saveDraftToSite: an edit of something that exists', () => {
  test('when the server copy is still the one the edit started from: one GET, then one write of every field', async () => {
    const { api, calls } = fakeApi({ 'pages.get': PAGE_RECORD, 'pages.update': echo });
    const fields = edited({ message: '<p>We sell pears.</p>' });
    const outcome = await saveDraftToSite(pageKind, api, { id: 2, fields, base: base() });
    expect(calls).toEqual([
      { endpoint: 'pages.get', params: { id: 2 } },
      { endpoint: 'pages.update', params: { ...fields, page_id: 2 } },
    ]);
    expect(outcome).toEqual({ status: 'saved', id: 2, server: fields });
  });

  test('the saved copy is what the site answered, not what was sent', async () => {
    const { api } = fakeApi({ 'pages.get': PAGE_RECORD, 'pages.update': (params) => ({ ...echo(params), name: 'About (renamed by the site)' }) });
    const outcome = await saveDraftToSite(pageKind, api, { id: 2, fields: edited({ message: '<p>x</p>' }), base: base() });
    expect(outcome.status === 'saved' && outcome.server?.name).toBe('About (renamed by the site)');
  });

  test.each<[string, Record<string, unknown>, Partial<PageFields>, Array<[string, string, string]>]>([
    [
      'someone renamed the page',
      { name: 'About us' },
      { message: '<p>We sell pears.</p>' },
      [
        ['name', 'About', 'About us'],
        ['message', '<p>We sell pears.</p>', '<p>We sell apples.</p>'],
      ],
    ],
    [
      'someone made the same change and another',
      { message: '<p>We sell pears.</p>', meta_title: 'Fruit' },
      { message: '<p>We sell pears.</p>' },
      [['meta_title', '', 'Fruit']],
    ],
    [
      'someone changed the groups with access',
      { access_group_ids: [1, 2, 3] },
      { name: 'About the shop' },
      [
        ['name', 'About the shop', 'About'],
        ['access_group_ids', '1, 3', '1, 2, 3'],
      ],
    ],
  ])('when %s since: a conflict listing where the draft and the server differ, and no write', async (_name, serverChange, change, expected) => {
    const server = { ...PAGE_RECORD, ...serverChange };
    const { api, endpoints } = fakeApi({ 'pages.get': server, 'pages.update': echo });
    const outcome = await saveDraftToSite(pageKind, api, { id: 2, fields: edited(change), base: base() });
    expect(endpoints()).toEqual(['pages.get']);
    expect(outcome.status).toBe('conflict');
    if (outcome.status !== 'conflict') return;
    expect(outcome.server).toEqual(pageFieldsFrom(server));
    expect(outcome.changes.map((c) => [c.field, c.a, c.b])).toEqual(expected);
    expect(outcome.changes.every((c) => c.label === pageKind.labels[c.field as keyof PageFields])).toBe(true);
  });

  test('a server copy that differs only in what the editor does not show is no conflict', async () => {
    const { api, endpoints } = fakeApi({
      'pages.get': { ...PAGE_RECORD, upd_date: 1_750_000_000, views: 99, access_group_ids: ['3', '1'] },
      'pages.update': echo,
    });
    const outcome = await saveDraftToSite(pageKind, api, { id: 2, fields: edited({ name: 'About the shop' }), base: base() });
    expect(outcome.status).toBe('saved');
    expect(endpoints()).toEqual(['pages.get', 'pages.update']);
  });

  test('overwrite after a conflict writes at once, without another GET', async () => {
    const server = pageFieldsFrom({ ...PAGE_RECORD, name: 'About us' });
    const { api, calls } = fakeApi({ 'pages.get': PAGE_RECORD, 'pages.update': echo });
    const fields = edited({ message: '<p>Mine wins</p>' });
    const outcome = await saveDraftToSite(pageKind, api, { id: 2, fields, base: base(), overwrite: server });
    expect(calls).toEqual([{ endpoint: 'pages.update', params: { ...fields, page_id: 2 } }]);
    expect(outcome).toMatchObject({ status: 'saved', id: 2, server: { message: '<p>Mine wins</p>' } });
  });

  test('overwrite writes even when the draft equals the copy it started from', async () => {
    const { api, endpoints } = fakeApi({ 'pages.update': echo });
    const outcome = await saveDraftToSite(pageKind, api, { id: 2, fields: base(), base: base(), overwrite: pageFieldsFrom({ ...PAGE_RECORD, name: 'Theirs' }) });
    expect(outcome.status).toBe('saved');
    expect(endpoints()).toEqual(['pages.update']);
  });

  test('a failing GET stops the save before any write', async () => {
    const { api, endpoints } = fakeApi({
      'pages.get': () => {
        throw new Error('offline');
      },
      'pages.update': echo,
    });
    await expect(saveDraftToSite(pageKind, api, { id: 2, fields: edited({ name: 'New' }), base: base() })).rejects.toThrow('offline');
    expect(endpoints()).toEqual(['pages.get']);
  });
});

describe('saveDraftToSite: something new', () => {
  test('a new page is created with one call; its id and the server copy come back', async () => {
    const { api, calls } = fakeApi({ 'pages.create': (params) => ({ ...PAGE_RECORD, ...params, id: 12 }) });
    const fields = { ...pageKind.empty(), name: 'Contacts', message: '<p>Call us</p>' };
    const outcome = await saveDraftToSite(pageKind, api, { id: null, fields, base: null });
    expect(calls).toEqual([{ endpoint: 'pages.create', params: fields }]);
    expect(outcome).toEqual({ status: 'saved', id: 12, server: fields });
  });

  test('when the answer carries only the id, the id comes back without a server copy', async () => {
    const { api } = fakeApi({ 'pages.create': { id: '13' } });
    const outcome = await saveDraftToSite(pageKind, api, { id: null, fields: { ...pageKind.empty(), name: 'Contacts' }, base: null });
    expect(outcome).toEqual({ status: 'saved', id: 13, server: null });
  });

  test('a new news entry goes to news.create with the HTML format', async () => {
    const news = entryKind('news');
    const { api, calls } = fakeApi({ 'news.create': (params) => ({ ...params, id: 7, category: { id: 0, name: '' } }) });
    const outcome = await saveDraftToSite(news, api, { id: null, fields: { ...news.empty(), title: 'Opening day' }, base: null });
    expect(calls.map((c) => c.endpoint)).toEqual(['news.create']);
    expect(calls[0]?.params).toMatchObject({ title: 'Opening day', message_type: 'html', includehtml_msg: 1 });
    expect(outcome).toMatchObject({ status: 'saved', id: 7, server: { title: 'Opening day' } });
  });

  test('a new menu with items is created, then its items written', async () => {
    const { api, endpoints } = fakeApi({
      'menus.create': { id: 4, title: 'Footer', layout: 0, items: [] },
      'menus.replaceItems': (params) => ({ id: 4, title: 'Footer', layout: 0, items: params?.items }),
    });
    const fields = { title: 'Footer', layout: 0 as const, items: [{ name: 'Home', url: '/', children: [] }] };
    const outcome = await saveDraftToSite(menuKind, api, { id: null, fields, base: null });
    expect(endpoints()).toEqual(['menus.create', 'menus.replaceItems']);
    expect(outcome).toEqual({ status: 'saved', id: 4, server: fields });
  });
});

describe('saveDraftToSite: the comparison is the one the owner reads', () => {
  const MENU = {
    id: 1,
    title: 'Main',
    layout: 1,
    items: [{ name: 'Home', url: '/', id: 10, target: '_self', children: [{ name: 'About', url: '/about', id: 11 }] }],
  };

  test('a menu whose server copy has the items with keys in another order and new unknown keys is no conflict', async () => {
    const server = {
      layout: '1',
      items: [{ children: [{ url: '/about', id: 11, name: 'About', hidden: 0 }], target: '_self', url: '/', id: 10, name: 'Home', hidden: 0 }],
      title: 'Main',
      id: 1,
    };
    const { api, endpoints } = fakeApi({ 'menus.get': server, 'menus.update': { ...MENU, title: 'Main menu' } });
    const fields = { ...menuFieldsFrom(MENU), title: 'Main menu' };
    const outcome = await saveDraftToSite(menuKind, api, { id: 1, fields, base: menuFieldsFrom(MENU) });
    expect(outcome.status).toBe('saved');
    expect(endpoints()).toEqual(['menus.get', 'menus.update']);
  });

  test('a menu item renamed on the server is a conflict shown as indented "label → url" lines', async () => {
    const server = { ...MENU, items: [{ ...MENU.items[0], children: [{ name: 'About us', url: '/about', id: 11 }] }] };
    const { api, endpoints } = fakeApi({ 'menus.get': server });
    const fields = { ...menuFieldsFrom(MENU), title: 'Main menu' };
    const outcome = await saveDraftToSite(menuKind, api, { id: 1, fields, base: menuFieldsFrom(MENU) });
    expect(endpoints()).toEqual(['menus.get']);
    expect(outcome.status === 'conflict' && outcome.changes).toEqual([
      { field: 'title', label: 'Menu title', a: 'Main menu', b: 'Main' },
      { field: 'items', label: 'Items', a: 'Home → /\n    About → /about', b: 'Home → /\n    About us → /about' },
    ]);
  });

  test('an entry whose format flags and category come back as strings, in another order, is no conflict', async () => {
    const blog = entryKind('blog');
    const record = { id: 5, title: 'Trip', message: '<p>x</p>', message_type: 'html', includehtml_msg: 1, end2br_msg: 0, category: { id: 2, name: 'Travel' } };
    const server = { end2br_msg: '0', includehtml_msg: '1', message_type: 'html', category: '2', message: '<p>x</p>', title: 'Trip', id: 5, reads: 40 };
    const { api, endpoints } = fakeApi({ 'blog.get': server, 'blog.update': record });
    const outcome = await saveDraftToSite(blog, api, { id: 5, fields: { ...entryFieldsFrom(record), title: 'Road trip' }, base: entryFieldsFrom(record) });
    expect(outcome.status).toBe('saved');
    expect(endpoints()).toEqual(['blog.get', 'blog.update']);
  });

  test('a small kind of its own is saved through the same steps', async () => {
    type Note = { text: string; tags: string[] };
    const note: ResourceKind<Note> = {
      kind: 'page',
      noun: 'note',
      labels: { text: 'Text', tags: 'Tags' },
      asText: { tags: (tags: string[]) => [...tags].sort().join(' ') },
      empty: () => ({ text: '', tags: [] }),
      load: async (api, id) => (await api('pages.get', { id })) as Note,
      validate: (fields): Record<string, string> => (fields.text ? {} : { text: 'Write something.' }),
      save: async (api, id, fields) => (await api('pages.update', { id, ...fields })) as Note,
      create: async () => ({ id: 1, server: null }),
    };
    const start: Note = { text: 'a', tags: ['x', 'y'] };
    const { api, endpoints } = fakeApi({ 'pages.get': { text: 'a', tags: ['y', 'x'] }, 'pages.update': { text: 'b', tags: ['x', 'y'] } });
    expect(await saveDraftToSite(note, api, { id: 3, fields: { text: 'a', tags: ['y', 'x'] }, base: start })).toEqual({ status: 'unchanged' });
    expect(await saveDraftToSite(note, api, { id: 3, fields: { text: 'b', tags: ['x', 'y'] }, base: start })).toEqual({
      status: 'saved',
      id: 3,
      server: { text: 'b', tags: ['x', 'y'] },
    });
    expect(endpoints()).toEqual(['pages.get', 'pages.update']);
  });
});

describe('a save that went through although its answer was lost', () => {
  test('the site already holds exactly the draft: saved, with no conflict and no second write', async () => {
    const base = pageFieldsFrom(PAGE_RECORD);
    const fields = { ...base, name: 'Mine' };
    const site = fakeApi({ 'pages.get': () => ({ ...PAGE_RECORD, name: 'Mine' }) });
    const outcome = await saveDraftToSite(pageKind, site.api, { id: 2, fields, base });
    expect(outcome).toMatchObject({ status: 'saved', id: 2 });
    expect(site.endpoints()).toEqual(['pages.get']);
  });
});
