import { describe, expect, test } from 'vitest';
import { entryFieldsFrom, entryKind, entryParams, validateEntry, type EntryFields } from '@/src/resources/entry';
import { changedFields, sameFields } from '@/src/resources/kind';
import { menuFieldsFrom, menuKind, validateMenu, type MenuFields } from '@/src/resources/menu';
import type { MenuNode } from '@/src/resources/menu-tree';
import { pageFieldsFrom, pageKind, validatePage, type PageFields } from '@/src/resources/page';
import { fakeApi } from './fake-api';

const node = (name: string, url: string, children: MenuNode[] = []): MenuNode => ({ name, url, children });

describe('pageFieldsFrom', () => {
  const DEFAULTS: PageFields = {
    name: '', message: '', parent_id: 0, pending: 0, owntmpl: 0, tmpl: '', ownurl: '', access_all: 1, access_group_ids: [],
    meta_title: '', meta_description: '', meta_keywords: '', other1: '', other2: '', other3: '', other4: '', other5: '',
  };

  test.each<[string, unknown]>([
    ['undefined', undefined],
    ['null', null],
    ['a string', 'page'],
    ['a number', 2],
    ['a list', [{ name: 'About' }]],
    ['an empty record', {}],
  ])('%s gives an empty page open to all', (_name, value) => {
    expect(pageFieldsFrom(value)).toEqual(DEFAULTS);
  });

  test.each<[string, Record<string, unknown>, Partial<PageFields>]>([
    ['numbers as strings', { parent_id: '3', pending: '1', owntmpl: '1', access_all: '0' }, { parent_id: 3, pending: 1, owntmpl: 1, access_all: 0 }],
    ['flags as booleans', { pending: true, owntmpl: false, access_all: false }, { pending: 1, owntmpl: 0, access_all: 0 }],
    ['flags outside 0/1 read as off', { pending: 2, owntmpl: 'yes' }, { pending: 0, owntmpl: 0 }],
    ['a fractional parent id truncated', { parent_id: 4.7 }, { parent_id: 4 }],
    ['a parent id that is no number', { parent_id: 'home' }, { parent_id: 0 }],
    ['group ids as strings, with junk dropped', { access_group_ids: ['1', 2, 'x', 2.5] }, { access_group_ids: [1, 2] }],
    ['empty and null group ids are no group', { access_group_ids: [null, '', ' ', '3'] }, { access_group_ids: [3] }],
    ['groups that are no list', { access_group_ids: '1,2' }, { access_group_ids: [] }],
    ['numbers where text belongs', { name: 404, other3: 7 }, { name: '404', other3: '7' }],
    ['objects where text belongs', { name: { ru: 'О нас' }, message: ['<p>x</p>'] }, { name: '', message: '' }],
    ['unknown keys ignored', { id: 2, url: '/about', upd_date: 1, name: 'About' }, { name: 'About' }],
  ])('%s', (_name, record, expected) => {
    expect(pageFieldsFrom(record)).toEqual({ ...DEFAULTS, ...expected });
  });
});

describe('validatePage', () => {
  const page = (change: Partial<PageFields>): PageFields => ({ ...pageKind.empty(), name: 'About', ...change });

  test.each<[string, Partial<PageFields>]>([
    ['a named page', {}],
    ['an own template with $POWERED_BY$', { owntmpl: 1, tmpl: '<body>$CONTENT$ $POWERED_BY$</body>' }],
    ['own template on but left empty', { owntmpl: 1, tmpl: '   ' }],
    ['a template without $POWERED_BY$ while own template is off', { owntmpl: 0, tmpl: '<body>$CONTENT$</body>' }],
    ['a slug with letters, digits and dashes', { ownurl: 'about-us-2' }],
    ['a slug with spaces around it', { ownurl: '  about  ' }],
    ['no slug', { ownurl: '' }],
  ])('accepts %s', (_name, change) => {
    expect(validatePage(page(change))).toEqual({});
  });

  test.each<[string, Partial<PageFields>, string, RegExp]>([
    ['an empty name', { name: '' }, 'name', /page name/],
    ['a name of spaces', { name: '   ' }, 'name', /page name/],
    ['an own template without $POWERED_BY$', { owntmpl: 1, tmpl: '<body>$CONTENT$</body>' }, 'tmpl', /\$POWERED_BY\$/],
    ['a misspelt $POWERED_BY$', { owntmpl: 1, tmpl: '<body>$POWEREDBY$</body>' }, 'tmpl', /\$POWERED_BY\$/],
    ['a slug with a space', { ownurl: 'about us' }, 'ownurl', /letters, digits and dashes/],
    ['a slug with a slash', { ownurl: 'about/us' }, 'ownurl', /letters, digits and dashes/],
    ['a slug with a backslash', { ownurl: 'about\\us' }, 'ownurl', /letters, digits and dashes/],
    ['a slug with a question mark', { ownurl: 'about?x=1' }, 'ownurl', /letters, digits and dashes/],
    ['a slug with a hash', { ownurl: 'about#team' }, 'ownurl', /letters, digits and dashes/],
  ])('refuses %s', (_name, change, field, message) => {
    const errors = validatePage(page(change));
    expect(Object.keys(errors)).toEqual([field]);
    expect(errors[field]).toMatch(message);
  });

  test('reports every problem at once', () => {
    expect(Object.keys(validatePage(page({ name: '', owntmpl: 1, tmpl: 'x', ownurl: 'a b' })))).toEqual(['name', 'tmpl', 'ownurl']);
  });
});

describe('entryFieldsFrom', () => {
  test.each<[string, unknown]>([
    ['undefined', undefined],
    ['null', null],
    ['a string', 'entry'],
    ['a list', [{ title: 'x' }]],
  ])('%s gives an empty entry', (_name, value) => {
    expect(entryFieldsFrom(value)).toEqual(entryFieldsFrom({}));
    expect(entryFieldsFrom(value)).toMatchObject({ title: '', category: 0, comments: 'no', cover: '', newCover: '', format: {} });
  });

  test.each<[string, unknown, number]>([
    ['an object with its id', { id: 3, name: 'Travel', url: '/blog/1-0-3' }, 3],
    ['an object with the id as a string', { id: '4', name: 'Food' }, 4],
    ['an object without an id', { name: 'Food' }, 0],
    ['a number', 5, 5],
    ['a string', '6', 6],
    ['null', null, 0],
    ['text that is no number', 'Travel', 0],
    ['missing', undefined, 0],
  ])('category as %s', (_name, category, expected) => {
    expect(entryFieldsFrom({ category }).category).toBe(expected);
  });

  test.each<[unknown, 'yes' | 'no']>([
    ['yes', 'yes'],
    [1, 'yes'],
    ['1', 'yes'],
    [true, 'yes'],
    ['no', 'no'],
    [0, 'no'],
    ['0', 'no'],
    [false, 'no'],
    [null, 'no'],
    ['Yes', 'no'],
  ])('comments, pinned and pending given as %j read as %s', (value, expected) => {
    expect(entryFieldsFrom({ comments: value, ontop: value, pending: value })).toMatchObject({ comments: expected, ontop: expected, pending: expected });
  });

  test('the content format is kept as loaded, strings and numbers alike; other keys and shapes are left out', () => {
    const fields = entryFieldsFrom({
      message_type: 'bb', description_type: 'plain', includehtml_msg: '1', includehtml_desc: 0, end2br_msg: null, end2br_desc: { on: 1 }, reads: 4,
    });
    expect(fields.format).toEqual({ message_type: 'bb', description_type: 'plain', includehtml_msg: '1', includehtml_desc: 0 });
  });

  test('the stored cover is kept for display, and no new cover is chosen', () => {
    expect(entryFieldsFrom({ cover: '/_nw/1/cover.jpg', newCover: 'c2VjcmV0' })).toMatchObject({ cover: '/_nw/1/cover.jpg', newCover: '' });
  });
});

describe('validateEntry', () => {
  const entry = (title: string): EntryFields => ({ ...entryFieldsFrom({}), title });

  test.each<[string, string, string | undefined]>([
    ['a short title', 'Opening day', undefined],
    ['a title of exactly 130 characters', 'a'.repeat(130), undefined],
    ['an empty title', '', 'Enter a title.'],
    ['a title of spaces', '    ', 'Enter a title.'],
    ['a title of 131 characters', 'a'.repeat(131), 'At most 130 characters (now 131).'],
    ['a title of 200 characters', 'b'.repeat(200), 'At most 130 characters (now 200).'],
  ])('%s', (_name, title, error) => {
    expect(validateEntry(entry(title))).toEqual(error === undefined ? {} : { title: error });
  });
});

describe('entryParams', () => {
  const loaded = entryFieldsFrom({
    title: 'Trip', category: { id: 2, name: 'Travel' }, description: 'Short', message: '[b]Long[/b]', comments: 'yes', ontop: 'no',
    pending: 'no', cover: 'https://site.example/_bl/0/cover.jpg', other1: 'x', message_type: 'bb', description_type: 'plain',
    includehtml_msg: 0, end2br_msg: '1',
  });

  test('sends the fields and the format keys as loaded, the category, and no cover', () => {
    expect(entryParams(loaded)).toStrictEqual({
      message_type: 'bb', description_type: 'plain', includehtml_msg: 0, end2br_msg: '1',
      title: 'Trip', description: 'Short', message: '[b]Long[/b]', comments: 'yes', ontop: 'no', pending: 'no',
      other1: 'x', other2: '', other3: '', other4: '', other5: '', category: 2,
    });
  });

  test.each<[string, Partial<EntryFields>, Record<string, unknown>, string[]]>([
    ['no category', { category: 0 }, {}, ['category']],
    ['a new cover chosen', { newCover: 'aW1hZ2U=' }, { cover: 'aW1hZ2U=' }, ['newCover']],
    ['no new cover', { newCover: '' }, {}, ['cover', 'newCover']],
  ])('%s', (_name, change, present, absent) => {
    const params = entryParams({ ...loaded, ...change });
    expect(params).toMatchObject(present);
    for (const key of absent) expect(params).not.toHaveProperty(key);
  });

  test('the stored cover URL is never sent, with or without a new one', () => {
    for (const newCover of ['', 'aW1hZ2U=']) expect(JSON.stringify(entryParams({ ...loaded, newCover }))).not.toContain('cover.jpg');
  });

  test.each(['news', 'blog'] as const)('%s: save writes to its own module with the id', async (module) => {
    const { api, calls } = fakeApi({ [`${module}.update`]: { id: 5, title: 'Trip' } });
    await entryKind(module).save(api, 5, loaded, loaded);
    expect(calls).toEqual([{ endpoint: `${module}.update`, params: { ...entryParams(loaded), id: 5 } }]);
  });

  test.each<['news' | 'blog', string]>([
    ['news', 'news entry'],
    ['blog', 'blog entry'],
  ])('%s entries are called a %s', (module, noun) => {
    expect(entryKind(module).noun).toBe(noun);
  });
});

describe('menuFieldsFrom', () => {
  test.each<[string, unknown, MenuFields]>([
    ['garbage', 'menu', { title: '', layout: 0, items: [] }],
    ['null', null, { title: '', layout: 0, items: [] }],
    ['an empty record', {}, { title: '', layout: 0, items: [] }],
    ['layout as a string', { title: 'Main', layout: '1' }, { title: 'Main', layout: 1, items: [] }],
    ['a layout outside 0/1', { title: 'Main', layout: 5 }, { title: 'Main', layout: 0, items: [] }],
    ['items that are no list', { title: 'Main', layout: 1, items: { name: 'Home' } }, { title: 'Main', layout: 1, items: [] }],
    [
      'items in the documented shape',
      { id: 1, title: 'Main', layout: 0, items: [{ name: 'Home', url: '/', children: [{ name: 'About', url: '/about' }] }] },
      { title: 'Main', layout: 0, items: [node('Home', '/', [node('About', '/about')])] },
    ],
  ])('%s', (_name, value, expected) => {
    expect(menuFieldsFrom(value)).toEqual(expected);
  });
});

describe('validateMenu', () => {
  test.each<[string, MenuFields, Record<string, string>]>([
    ['a titled menu whose items all have URLs', { title: 'Main', layout: 1, items: [node('Home', '/', [node('About', '/about')])] }, {}],
    ['a titled menu without items', { title: 'Main', layout: 1, items: [] }, {}],
    ['no title', { title: ' ', layout: 1, items: [] }, { title: 'Enter the menu title.' }],
    ['one item without a URL', { title: 'Main', layout: 1, items: [node('Home', '/'), node('Shop', '')] }, { items: 'Every item needs a URL (1 item has none).' }],
    [
      'items without URLs at several depths, spaces counting as none',
      { title: 'Main', layout: 1, items: [node('Home', '  ', [node('About', ''), node('Team', '/team')])] },
      { items: 'Every item needs a URL (2 items have none).' },
    ],
  ])('%s', (_name, fields, errors) => {
    expect(validateMenu(fields)).toEqual(errors);
  });
});

describe("the menu kind's save: the fewest writes", () => {
  const RECORD = { id: 1, title: 'Main', layout: 1, items: [{ name: 'Home', url: '/', id: 10, children: [{ name: 'About', url: '/about', id: 11 }] }] };
  const base = menuFieldsFrom(RECORD);
  const renamedItem = [node('Home', '/', [node('About us', '/about')])];

  test.each<[string, Partial<MenuFields>, string[]]>([
    ['nothing changed', {}, []],
    ['only an item renamed', { items: renamedItem }, ['menus.replaceItems']],
    ['only an item added', { items: [...base.items, node('Shop', '/shop')] }, ['menus.replaceItems']],
    ['only an item moved out of its parent, ahead of it', { items: [node('About', '/about'), node('Home', '/')] }, ['menus.replaceItems']],
    ['only the title', { title: 'Main menu' }, ['menus.update']],
    ['only the layout', { layout: 0 }, ['menus.update']],
    ['the title and the tree', { title: 'Main menu', items: renamedItem }, ['menus.replaceItems', 'menus.update']],
  ])('%s', async (_name, change, expected) => {
    const { api, endpoints } = fakeApi({ 'menus.replaceItems': RECORD, 'menus.update': RECORD });
    await menuKind.save(api, 1, { ...base, ...change }, base);
    expect(endpoints()).toEqual(expected);
  });

  test('the tree is sent whole, with the keys the editor does not know sent back as they came', async () => {
    const { api, calls } = fakeApi({ 'menus.replaceItems': RECORD });
    const items = [{ ...base.items[0]!, name: 'Start' }];
    await menuKind.save(api, 1, { ...base, items }, base);
    expect(calls).toEqual([
      { endpoint: 'menus.replaceItems', params: { id: 1, items: [{ id: 10, name: 'Start', url: '/', children: [{ id: 11, name: 'About', url: '/about' }] }] } },
    ]);
  });

  test('a title change sends only the title and layout', async () => {
    const { api, calls } = fakeApi({ 'menus.update': RECORD });
    await menuKind.save(api, 1, { ...base, title: 'Main menu', layout: 0 }, base);
    expect(calls).toEqual([{ endpoint: 'menus.update', params: { id: 1, title: 'Main menu', layout: 0 } }]);
  });

  test('the server copy after the save is the last answer, or the fields when nothing was sent', async () => {
    const { api } = fakeApi({ 'menus.replaceItems': { ...RECORD, title: 'stale' }, 'menus.update': { ...RECORD, title: 'Main menu' } });
    expect((await menuKind.save(api, 1, { ...base, title: 'Main menu', items: renamedItem }, base)).title).toBe('Main menu');
    const unchanged = { ...base };
    expect(await menuKind.save(api, 1, unchanged, base)).toBe(unchanged);
  });

  test('a new menu without items is one call', async () => {
    const { api, endpoints } = fakeApi({ 'menus.create': { id: 3, title: 'Side', layout: 1, items: [] } });
    expect(await menuKind.create(api, { title: 'Side', layout: 1, items: [] })).toEqual({ id: 3, server: { title: 'Side', layout: 1, items: [] } });
    expect(endpoints()).toEqual(['menus.create']);
  });
});

describe('changedFields and sameFields compare what the owner reads', () => {
  test.each<[string, PageFields, PageFields, boolean]>([
    ['the same groups in another order', pageFieldsFrom({ access_group_ids: [3, 1, 2] }), pageFieldsFrom({ access_group_ids: [1, 2, 3] }), true],
    ['groups as strings and numbers', pageFieldsFrom({ access_group_ids: ['2', '1'] }), pageFieldsFrom({ access_group_ids: [1, 2] }), true],
    ['one more group', pageFieldsFrom({ access_group_ids: [1] }), pageFieldsFrom({ access_group_ids: [1, 2] }), false],
    ['content differing only in a trailing space', pageFieldsFrom({ message: '<p>x</p>' }), pageFieldsFrom({ message: '<p>x</p> ' }), false],
  ])('page: %s', (_name, a, b, same) => {
    expect(sameFields(pageKind, a, b)).toBe(same);
  });

  test('page: each change has the field, its label and both values as text', () => {
    const a = pageFieldsFrom({ name: 'About', pending: 0, access_group_ids: [2, 1] });
    const b = pageFieldsFrom({ name: 'About us', pending: 1, access_group_ids: [1] });
    expect(changedFields(pageKind, a, b)).toEqual([
      { field: 'name', label: 'Name', a: 'About', b: 'About us' },
      { field: 'pending', label: 'Pending', a: '0', b: '1' },
      { field: 'access_group_ids', label: 'Groups with access', a: '1, 2', b: '1' },
    ]);
  });

  test.each<[string, unknown[], unknown[], boolean]>([
    ['keys in another order', [{ name: 'Home', url: '/', id: 1 }], [{ id: 1, url: '/', name: 'Home' }], true],
    ['an unknown key added on one side', [{ name: 'Home', url: '/' }], [{ name: 'Home', url: '/', hidden: 1, position: 4 }], true],
    ['a label under another key name', [{ name: 'Home', url: '/' }], [{ title: 'Home', link: '/' }], true],
    ['a different label', [{ name: 'Home', url: '/' }], [{ name: 'Start', url: '/' }], false],
    ['a different URL', [{ name: 'Home', url: '/' }], [{ name: 'Home', url: '/index' }], false],
    ['a child moved up a level', [{ name: 'A', url: '/a', children: [{ name: 'B', url: '/b' }] }], [{ name: 'A', url: '/a' }, { name: 'B', url: '/b' }], false],
  ])('menu items: %s', (_name, a, b, same) => {
    expect(sameFields(menuKind, menuFieldsFrom({ title: 'M', items: a }), menuFieldsFrom({ title: 'M', items: b }))).toBe(same);
  });

  test('menu: items and layout read as the owner sees them', () => {
    const a = menuFieldsFrom({ title: 'M', layout: 1, items: [{ name: 'A', url: '/a', children: [{ name: 'B', url: '/b', children: [{ name: 'C', url: '/c' }] }] }] });
    const b = menuFieldsFrom({ title: 'M', layout: 0, items: [] });
    expect(changedFields(menuKind, a, b)).toEqual([
      { field: 'layout', label: 'Layout', a: 'Vertical', b: 'Horizontal' },
      { field: 'items', label: 'Items', a: 'A → /a\n    B → /b\n        C → /c', b: '' },
    ]);
  });

  test.each<[string, Record<string, unknown>, Record<string, unknown>, boolean]>([
    ['format flags as strings and as numbers', { message_type: 'html', includehtml_msg: 1 }, { message_type: 'html', includehtml_msg: '1' }, true],
    ['the category as an object and as a number', { category: { id: 2, name: 'Travel' } }, { category: 2 }, true],
    ['another message type', { message_type: 'html' }, { message_type: 'bb' }, false],
  ])('entry: %s', (_name, a, b, same) => {
    const news = entryKind('news');
    expect(sameFields(news, entryFieldsFrom(a), entryFieldsFrom(b))).toBe(same);
  });

  test('entry: the format reads as one line per key, a new cover as words rather than data', () => {
    const news = entryKind('news');
    const a = { ...entryFieldsFrom({ message_type: 'html' }), newCover: 'aW1hZ2U=' };
    const b = entryFieldsFrom({ message_type: 'bb', includehtml_msg: 1 });
    expect(changedFields(news, a, b)).toEqual([
      { field: 'newCover', label: 'New cover', a: '(a new image)', b: '' },
      {
        field: 'format',
        label: 'Content format',
        a: 'message_type: html\ndescription_type: \nincludehtml_msg: \nincludehtml_desc: \nend2br_msg: \nend2br_desc: ',
        b: 'message_type: bb\ndescription_type: \nincludehtml_msg: 1\nincludehtml_desc: \nend2br_msg: \nend2br_desc: ',
      },
    ]);
  });
});
