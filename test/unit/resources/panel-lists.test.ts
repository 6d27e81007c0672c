import { describe, expect, test } from 'vitest';
import { resourceFromUrl, type Resource } from '@/src/detect/resource';
import { readList, type ListItem, type PageItem } from '@/src/resources/panel-lists';
import { refFromResource, refKey, type ResourceRef } from '@/src/resources/resource-ref';

const SHAPE_UNKNOWN = 'The site answered in a shape Inplace does not know.';

const GARBAGE: Array<[string, unknown]> = [
  ['undefined', undefined],
  ['null', null],
  ['a string', 'pages'],
  ['a number', 42],
  ['an empty record', {}],
  ['a list of plain values', [1, 2, 3]],
  ['a record whose list key is no list', { pages: 'x', news: 'x', menus: 3, categories: null, results: 'x', items: 7, page: 1 }],
];

describe('readList: lists of things with an id and a name', () => {
  test.each<[string, (value: unknown) => ListItem[], unknown, (ListItem | PageItem)[]]>([
    [
      'pages, as GET /pages answers',
      readList.pages,
      { pages: [{ id: 1, name: 'Home', url: '/' }, { id: 2, name: 'About', url: '/about' }], page: 1, per_page: 20, total: 2 },
      [{ id: 1, name: 'Home' }, { id: 2, name: 'About' }],
    ],
    ['pages under items, named by title', readList.pages, { items: [{ id: '3', title: 'Contacts' }] }, [{ id: 3, name: 'Contacts' }]],
    [
      'pages with an address of their own (ownurl) keep it',
      readList.pages,
      [{ id: 2, name: 'О нас', ownurl: 'about' }, { id: 3, name: 'Услуги', ownurl: '' }],
      [{ id: 2, name: 'О нас', ownUrl: 'about' }, { id: 3, name: 'Услуги' }],
    ],
    [
      'news entries, as the manual shows GET /news (pages_list a number, ids as strings)',
      readList.entries,
      { page: '1', pages_list: 1, per_page: '10', news: [{ id: '5', title: 'Opening day', category: { id: '1', name: 'Shop' } }] },
      [{ id: 5, name: 'Opening day' }],
    ],
    ['blog entries under blogs', readList.entries, { blogs: [{ id: 7, title: 'Trip' }] }, [{ id: 7, name: 'Trip' }]],
    ['articles under publs, with total_publs (platform-notes §6)', readList.entries, { publs: [{ id: '8', title: 'Guide' }], total_publs: '1', pages_list: 1 }, [{ id: 8, name: 'Guide' }]],
    ['ads under ads', readList.entries, { ads: [{ id: 3, title: 'Laptop' }], total_ads: 1 }, [{ id: 3, name: 'Laptop' }]],
    ['questions under faqs', readList.entries, { faqs: [{ id: 2, title: 'Password?' }] }, [{ id: 2, name: 'Password?' }]],
    ['entries under a key nobody documented', readList.entries, { games: [{ id: 4, title: 'Memory' }], page: 1 }, [{ id: 4, name: 'Memory' }]],
    ['an empty module: its key holds []', readList.entries, { publs: [], page: 1, pages_list: 0 }, []],
    ['an empty module without its key, total 0', readList.entries, { page: 1, total: 0 }, []],
    ['an entry without a title, named by name', readList.entries, [{ id: 9, title: '', name: 'Fallback' }], [{ id: 9, name: 'Fallback' }]],
    ['products keyed by id, named entry_title', readList.entries, { cat_id: '2', paginator: { cur_page: '1', num_pages: 1 }, goods_list: { '12': { entry_id: '12', entry_title: 'Cable' } } }, [{ id: 12, name: 'Cable' }]],
    [
      'menus, as GET /menus answers (a plain list)',
      readList.menus,
      [{ id: 1, title: 'Main', layout: 1, items: [{ name: 'Home', url: '/' }] }, { id: 2, title: 'Footer', layout: 0, items: [] }],
      [{ id: 1, name: 'Main' }, { id: 2, name: 'Footer' }],
    ],
    ['menus under menus', readList.menus, { menus: [{ id: 3, name: 'Side' }] }, [{ id: 3, name: 'Side' }]],
    ['a record whose name is a number', readList.pages, [{ id: 4, name: 404 }], [{ id: 4, name: '404' }]],
    ['a record without any name', readList.pages, [{ id: 6 }], [{ id: 6, name: '' }]],
    [
      'records without a usable id are left out',
      readList.pages,
      [{ id: 0, name: 'Zero' }, { id: -1, name: 'Negative' }, { name: 'No id' }, { id: 'x', name: 'Text' }, { id: 2, name: 'Kept' }],
      [{ id: 2, name: 'Kept' }],
    ],
    ['entries that are not records are left out', readList.entries, [null, 'x', 3, [], { id: 1, title: 'Kept' }], [{ id: 1, name: 'Kept' }]],
  ])('%s', (_name, read, value, expected) => {
    expect(read(value)).toEqual(expected);
  });

  test.each(GARBAGE)('%s: the shape is said to be unknown, never an empty list that looks true', (_name, value) => {
    for (const read of Object.values(readList)) expect(() => read(value)).toThrow(SHAPE_UNKNOWN);
  });
});

describe('readList.categories: sections kept apart from categories', () => {
  test('the flat list of GET /publ/category (platform-notes §6): categories named with their section, sections not offered', () => {
    const answer = [
      { type: 'section', id: '1', name: 'Guides', entry_count: '0', access2add: [], access2section: [] },
      { type: 'category', id: '2', name: 'Domains', entry_count: '1', section: { id: '1', name: 'Guides' } },
      { type: 'category', id: '3', name: 'Speed', entry_count: 1, section_id: 1 },
      { type: 'category', id: 4, name: 'Loose' },
    ];
    expect(readList.categories(answer)).toEqual([
      { id: 2, name: 'Domains', section: 'Guides' },
      { id: 3, name: 'Speed', section: 'Guides' },
      { id: 4, name: 'Loose', section: '' },
    ]);
  });

  test.each<[string, unknown]>([
    ['a plain list without types', [{ id: 1, name: 'Shop', entries: 3 }, { id: 2, name: 'Events' }]],
    ['under categories', { categories: [{ id: 1, title: 'Shop' }, { id: '2', name: 'Events' }] }],
  ])('%s', (_name, value) => {
    expect(readList.categories(value).map((c) => [c.id, c.name, c.section])).toEqual([[1, 'Shop', ''], [2, 'Events', '']]);
  });
});

describe('readList.groups', () => {
  test.each<[string, unknown, ListItem[]]>([
    ['under groups', { groups: [{ id: 1, name: 'Users' }, { id: 4, name: 'Admins' }] }, [{ id: 1, name: 'Users' }, { id: 4, name: 'Admins' }]],
    ['a plain list', [{ id: '2', name: 'Friends' }], [{ id: 2, name: 'Friends' }]],
    ['groups without a name are left out', [{ id: 3 }, { id: 5, name: '' }, { id: 6, name: 'Named' }], [{ id: 6, name: 'Named' }]],
    ['the guests, group 0, are a group too', [{ id: 0, name: 'Guests' }], [{ id: 0, name: 'Guests' }]],
  ])('%s', (_name, value, expected) => {
    expect(readList.groups(value)).toEqual(expected);
  });
});

describe('readList.searchResults', () => {
  test.each<[string, unknown, Array<{ title: string; url: string; module: string }>]>([
    [
      'as GET /search answers',
      { query: 'apple', module: 'news', total: 1, results: [{ module: 'news', id: 5, title: 'Apple day', url: '/news/2025-01-15-5' }] },
      [{ title: 'Apple day', url: '/news/2025-01-15-5', module: 'news' }],
    ],
    ['name and link instead of title and url', { items: [{ name: 'About', link: '/about' }] }, [{ title: 'About', url: '/about', module: '' }]],
    [
      'results without a title or an address are left out',
      [{ title: 'No url' }, { url: '/no-title' }, { title: 'Kept', url: '/kept', module: 'pages' }],
      [{ title: 'Kept', url: '/kept', module: 'pages' }],
    ],
  ])('%s', (_name, value, expected) => {
    expect(readList.searchResults(value)).toEqual(expected);
  });
});

describe('refFromResource', () => {
  test.each<[string, string, ResourceRef | null]>([
    ['the home page', '/', { kind: 'page', id: 1 }],
    ['a page by number', '/index/0-7', { kind: 'page', id: 7 }],
    ['a news entry', '/news/2025-01-15-3', { kind: 'news', id: 3 }],
    ['a blog entry', '/blog/2024-12-31-9', { kind: 'blog', id: 9 }],
    ['a page by slug (its id is not known yet)', '/about', null],
    ['an article', '/publ/1-1-0-4', { kind: 'publ', id: 4 }],
    ['a file entry, the module in capitals', '/LOAD/2-1-0-40', { kind: 'load', id: 40 }],
    ['a FAQ entry', '/faq/3-0-9', { kind: 'faq', id: 9 }],
    ['a photo (no editor)', '/photo/1-1-0-4', null],
    ['a news list', '/news/', null],
    ['a news category', '/news/1-0-2', null],
    ['a forum topic', '/forum/3-14', null],
    ['the login page', '/index/1', null],
  ])('%s', (_name, path, expected) => {
    expect(refFromResource(resourceFromUrl(`https://example.ucoz.net${path}`))).toEqual(expected);
  });

  test('no resource gives no ref', () => {
    expect(refFromResource(undefined)).toBeNull();
  });

  test('a system resource gives no ref', () => {
    const resource: Resource = { kind: 'system', what: 'control-panel' };
    expect(refFromResource(resource)).toBeNull();
  });
});

describe('refKey', () => {
  test.each<[ResourceRef, string]>([
    [{ kind: 'page', id: 2 }, 'page:2'],
    [{ kind: 'news', id: 5 }, 'news:5'],
    [{ kind: 'blog', id: 9 }, 'blog:9'],
    [{ kind: 'menu', id: 1 }, 'menu:1'],
    [{ kind: 'page', id: null }, 'new-page'],
    [{ kind: 'news', id: null }, 'new-news'],
    [{ kind: 'menu', id: null }, 'new-menu'],
  ])('%j is %s', (ref, key) => {
    expect(refKey(ref)).toBe(key);
  });

  test('every ref has its own key', () => {
    const refs: ResourceRef[] = (['page', 'news', 'blog', 'menu'] as const).flatMap((kind) => [{ kind, id: null }, { kind, id: 1 }, { kind, id: 2 }]);
    expect(new Set(refs.map(refKey)).size).toBe(refs.length);
  });
});
