// The menu kind: what it reads of a menu, its checks, and its writes (the tree, then the title or layout).
import { describe, expect, test } from 'vitest';
import { transportError } from '@/src/api/errors';
import { PartialSave } from '@/src/resources/kind';
import { menuFieldsFrom, menuKind, validateMenu, type MenuFields } from '@/src/kinds/menu/model';
import type { MenuNode } from '@/src/kinds/menu/menu-tree';
import { fakeApi } from '../../../support/fake-api';
import { failureOf } from '../../../support/failure-of';

const node = (name: string, url: string, children: MenuNode[] = []): MenuNode => ({ name, url, children });

describe('menuFieldsFrom', () => {
  test.each<[string, unknown, MenuFields]>([
    ['garbage', 'menu', { title: '', layout: 0, items: [], absent: ['title', 'layout', 'items'] }],
    ['null', null, { title: '', layout: 0, items: [], absent: ['title', 'layout', 'items'] }],
    ['an empty record', {}, { title: '', layout: 0, items: [], absent: ['title', 'layout', 'items'] }],
    ['layout as a string', { title: 'Main', layout: '1' }, { title: 'Main', layout: 1, items: [], absent: ['items'] }],
    ['a layout outside 0/1', { title: 'Main', layout: 5 }, { title: 'Main', layout: 0, items: [], absent: ['items'] }],
    ['items that are no list', { title: 'Main', layout: 1, items: { name: 'Home' } }, { title: 'Main', layout: 1, items: [], absent: ['items'] }],
    ['an empty list of items is a value', { title: 'Main', layout: 1, items: [] }, { title: 'Main', layout: 1, items: [] }],
    ['only the items', { items: [] }, { title: '', layout: 0, items: [], absent: ['title', 'layout'] }],
    [
      'items in the documented shape',
      { id: 1, title: 'Main', layout: 0, items: [{ name: 'Home', url: '/', children: [{ name: 'About', url: '/about' }] }] },
      { title: 'Main', layout: 0, items: [node('Home', '/', [node('About', '/about')])] },
    ],
  ])('%s', (_name, value, expected) => {
    expect(menuFieldsFrom(value)).toStrictEqual(expected);
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
    [
      'an item leading to an address no link may have, the first named; mail and phone are links',
      { title: 'Main', layout: 1, items: [node('Mail', 'mailto:a@b.c'), node('Call', 'tel:+79000000000', [node('Prize', 'javascript:alert(1)'), node('Data', 'data:text/html,x')])] },
      { items: '“Prize” leads to an address no link may have: use a web page (https://…), an email (mailto:…), a phone number (tel:…) or a page of your site.' },
    ],
  ])('%s', (_name, fields, errors) => {
    expect(validateMenu(fields)).toEqual(errors);
  });
});

describe("the menu kind's write: the tree, then only the title or layout that changed", () => {
  const RECORD = { id: 1, title: 'Main', layout: 1, items: [{ name: 'Home', url: '/', id: 10, children: [{ name: 'About', url: '/about', id: 11 }] }] };
  const base = menuFieldsFrom(RECORD);
  const renamedItem = [node('Home', '/', [node('About us', '/about')])];

  test.each<[string, Partial<MenuFields>, ('title' | 'layout' | 'items')[], string[]]>([
    ['nothing changed', {}, [], []],
    ['only an item renamed', { items: renamedItem }, ['items'], ['menus.replaceItems']],
    ['only an item added', { items: [...base.items, node('Shop', '/shop')] }, ['items'], ['menus.replaceItems']],
    ['only an item moved out of its parent, ahead of it', { items: [node('About', '/about'), node('Home', '/')] }, ['items'], ['menus.replaceItems']],
    ['only the title', { title: 'Main menu' }, ['title'], ['menus.update']],
    ['only the layout', { layout: 0 }, ['layout'], ['menus.update']],
    ['the title and the tree', { title: 'Main menu', items: renamedItem }, ['title', 'items'], ['menus.replaceItems', 'menus.update']],
  ])('%s', async (_name, change, changed, expected) => {
    const { api, endpoints } = fakeApi({ 'menus.replaceItems': RECORD, 'menus.update': RECORD });
    await menuKind.write(api, 1, changed, { ...base, ...change }, base);
    expect(endpoints()).toEqual(expected);
  });

  test('the tree is sent whole, with the keys the editor does not know sent back as they came', async () => {
    const { api, calls } = fakeApi({ 'menus.replaceItems': RECORD });
    const items = [{ ...base.items[0]!, name: 'Start' }];
    await menuKind.write(api, 1, ['items'], { ...base, items }, base);
    expect(calls).toEqual([
      { endpoint: 'menus.replaceItems', params: { id: 1, items: [{ id: 10, name: 'Start', url: '/', children: [{ id: 11, name: 'About', url: '/about' }] }] } },
    ]);
  });

  test.each<[string, ('title' | 'layout')[], Record<string, unknown>]>([
    ['the title alone', ['title'], { title: 'Main menu' }],
    ['the layout alone', ['layout'], { layout: 0 }],
    ['both', ['title', 'layout'], { title: 'Main menu', layout: 0 }],
  ])('a settings change sends %s', async (_name, changed, sent) => {
    const { api, calls } = fakeApi({ 'menus.update': RECORD });
    await menuKind.write(api, 1, changed, { ...base, title: 'Main menu', layout: 0 }, base);
    expect(calls).toEqual([{ endpoint: 'menus.update', params: { id: 1, ...sent } }]);
  });

  test('the answers of both writes, the later over the earlier', async () => {
    const { api } = fakeApi({ 'menus.replaceItems': { ...RECORD, title: 'stale' }, 'menus.update': () => ({ id: 1, title: 'Main menu' }) });
    expect(await menuKind.write(api, 1, ['items', 'title'], { ...base, title: 'Main menu', items: renamedItem }, base)).toEqual({ ...RECORD, title: 'Main menu' });
  });

  test('the title write failing after the tree went through: PartialSave with the items written', async () => {
    const reason = transportError('SERVER_ERROR');
    const { api, endpoints } = fakeApi({
      'menus.replaceItems': (params) => ({ ...RECORD, items: params?.items }),
      'menus.update': () => {
        throw reason;
      },
    });
    const error = await failureOf(menuKind.write(api, 1, ['title', 'items'], { ...base, title: 'Main menu', items: renamedItem }, base));
    expect(endpoints()).toEqual(['menus.replaceItems', 'menus.update']);
    expect(error).toBeInstanceOf(PartialSave);
    expect(error).toMatchObject({ written: ['items'], reason, answer: { title: 'Main' } });
  });

  test('the tree write failing stops before the title, and is thrown as it is', async () => {
    const reason = transportError('OFFLINE');
    const { api, endpoints } = fakeApi({
      'menus.replaceItems': () => {
        throw reason;
      },
      'menus.update': RECORD,
    });
    expect(await failureOf(menuKind.write(api, 1, ['title', 'items'], { ...base, title: 'Main menu', items: renamedItem }, base))).toBe(reason);
    expect(endpoints()).toEqual(['menus.replaceItems']);
  });

  test('a new menu without items is one call', async () => {
    const { api, endpoints } = fakeApi({ 'menus.create': { id: 3, title: 'Side', layout: 1, items: [] } });
    expect(await menuKind.create!(api, { title: 'Side', layout: 1, items: [] })).toEqual({ id: 3, onSite: { title: 'Side', layout: 1, items: [] } });
    expect(endpoints()).toEqual(['menus.create']);
  });
});
