// A shop category read from the tree the site answers (platform-notes §6: `cat_*` records, ids as
// strings, children under `childs` or ""), written with the spec's names, only what changed.
import { describe, expect, test } from 'vitest';
import { shopCategories } from '@/src/kinds/shopcat/category-tree';
import { shopcatChanges, shopcatKind, shopcatOfTree } from '@/src/kinds/shopcat/model';
import { listedOnly } from '@/src/resources/panel-lists';
import { fakeApi } from '../../support/fake-api';

const TREE = [
  { cat_id: '1', cat_name: 'Электроника', cat_url: 'electronics', cat_descr: 'Всё с батарейками', cat_img: '/_sh/cat/1.jpg', goods_count: 4, childs: [
    { cat_id: '3', cat_name: 'Смартфоны', cat_url: 'phones', cat_descr: '', cat_img: '', goods_count: '2', childs: '' },
  ] },
  { cat_id: '2', cat_name: 'Книги', cat_url: 'books', cat_descr: '', cat_img: '', goods_count: 0, childs: '' },
];

describe('the category tree', () => {
  test('flat, parents first, each with its parent and depth; children under childs or none', () => {
    expect(shopCategories(TREE).map(({ id, name, parent, depth }) => ({ id, name, parent, depth }))).toEqual([
      { id: 1, name: 'Электроника', parent: 0, depth: 0 },
      { id: 3, name: 'Смартфоны', parent: 1, depth: 1 },
      { id: 2, name: 'Книги', parent: 0, depth: 0 },
    ]);
  });

  test('a category of the tree: its fields by their write names, its parent, and what the tree leaves out named absent', () => {
    const phones = shopcatOfTree(TREE, 3);
    expect(phones).toMatchObject({ name: 'Смартфоны', url: 'phones', dscr: '', pid: 1, pos: '', view_groups: [] });
    expect(phones.absent).toEqual(expect.arrayContaining(['pos', 'meta_title', 'meta_dscr', 'view_groups', 'add_groups']));
    expect(phones.absent).not.toContain('name');
    expect(shopcatOfTree(TREE, 1).image).toBe('/_sh/cat/1.jpg');
  });

  test('read as the panel keeps a list (listed fields only), the tree keeps its children', () => {
    expect(shopCategories({ items: TREE.map(listedOnly) }).map((node) => node.name)).toEqual(['Электроника', 'Смартфоны', 'Книги']);
  });

  test('a category the tree does not hold is said plainly', () => {
    expect(() => shopcatOfTree(TREE, 99)).toThrow(/#99/);
  });
});

describe('writing', () => {
  test('only the changed fields, by the spec names; a position as a number, an empty one not sent', () => {
    const fields = { ...shopcatOfTree(TREE, 3), name: 'Телефоны', pos: '4' };
    expect(shopcatChanges(fields, ['name', 'pos'])).toEqual({ name: 'Телефоны', pos: 4 });
    expect(shopcatChanges({ ...fields, pos: '' }, ['pos'])).toEqual({});
  });

  test('a rename sends the name alone, after one read of the tree', async () => {
    const { api, calls } = fakeApi({ 'shop.categories': TREE, 'shop.categoryEdit': { id: 3, name: 'Телефоны' } });
    const base = await shopcatKind.load(api, 3);
    await shopcatKind.write(api, 3, ['name'], { ...base, name: 'Телефоны' }, base);
    expect(calls).toEqual([{ endpoint: 'shop.categories', params: {} }, { endpoint: 'shop.categoryEdit', params: { id: 3, name: 'Телефоны' } }]);
  });

  test('refused before any request: no name, a position that is no number, an address with spaces', () => {
    const fields = shopcatOfTree(TREE, 3);
    expect(shopcatKind.validate({ ...fields, name: '  ' }, fields)).toEqual({ name: 'Give the category a name.' });
    expect(shopcatKind.validate({ ...fields, pos: '-1' }, fields).pos).toBe('The position is a whole number, 0 or more.');
    expect(shopcatKind.validate({ ...fields, url: 'my phones' }, fields).url).toMatch(/Latin letters/);
  });
});
