// What every kind shares: comparing two copies as the owner reads them.
import { describe, expect, test } from 'vitest';
import { entryFieldsFrom, entryKind } from '@/src/kinds/entry/model';
import { changedFields, knows, sameFields } from '@/src/resources/kind';
import { menuFieldsFrom, menuKind } from '@/src/kinds/menu/model';
import { pageFieldsFrom, pageKind, type PageFields } from '@/src/kinds/page/model';
describe('changedFields and sameFields compare what the owner reads', () => {
  test.each<[string, PageFields, PageFields, boolean]>([
    ['the same groups in another order', pageFieldsFrom({ access_group_ids: [3, 1, 2] }), pageFieldsFrom({ access_group_ids: [1, 2, 3] }), true],
    ['groups as strings and numbers', pageFieldsFrom({ access_group_ids: ['2', '1'] }), pageFieldsFrom({ access_group_ids: [1, 2] }), true],
    ['one more group', pageFieldsFrom({ access_group_ids: [1] }), pageFieldsFrom({ access_group_ids: [1, 2] }), false],
    ['content differing only in a trailing space', pageFieldsFrom({ message: '<p>x</p>' }), pageFieldsFrom({ message: '<p>x</p> ' }), false],
    ['the same values, one copy listing absent fields', pageFieldsFrom({ name: 'A' }), { ...pageFieldsFrom({ name: 'A' }), absent: undefined }, true],
  ])('page: %s', (_name, a, b, same) => {
    expect(sameFields(pageKind, a, b)).toBe(same);
  });

  test('page: each change has the field, its label and both values as text', () => {
    const a = pageFieldsFrom({ name: 'About', pending: 0, access_group_ids: [2, 1] });
    const b = pageFieldsFrom({ name: 'About us', pending: 1, access_group_ids: [1] });
    expect(changedFields(pageKind, a, b)).toEqual([
      { field: 'name', label: 'Name', to: 'About', from: 'About us' },
      { field: 'pending', label: 'Pending', to: '0', from: '1' },
      { field: 'access_group_ids', label: 'Groups with access', to: '1, 2', from: '1' },
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
      { field: 'layout', label: 'Layout', to: 'Vertical', from: 'Horizontal' },
      { field: 'items', label: 'Items', to: 'A → /a\n    B → /b\n        C → /c', from: '' },
    ]);
  });

  test.each<[string, Record<string, unknown>, Record<string, unknown>, boolean]>([
    ['format flags as strings and as numbers', { message_type: 'html', includehtml_msg: 1 }, { message_type: 'html', includehtml_msg: '1' }, true],
    ['the category as an object and as a number', { category: { id: 2, name: 'Travel' } }, { category: 2 }, true],
    ['the same raw text, rendered differently', { message: '<b>x</b>', original_message: '[b]x[/b]' }, { message: '<strong>x</strong>', original_message: '[b]x[/b]' }, true],
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
      { field: 'newCover', label: 'New cover', to: '(a new image)', from: '' },
      {
        field: 'format',
        label: 'Content format',
        to: 'message_type: html\ndescription_type: \nincludehtml_msg: \nincludehtml_desc: \nend2br_msg: \nend2br_desc: ',
        from: 'message_type: bb\ndescription_type: \nincludehtml_msg: 1\nincludehtml_desc: \nend2br_msg: \nend2br_desc: ',
      },
    ]);
  });

  test.each<[string, string[] | undefined, boolean]>([
    ['no absent list', undefined, true],
    ['an absent list naming another field', ['name'], true],
    ['an absent list naming the field', ['message', 'name'], false],
  ])('knows: %s', (_name, absent, known) => {
    expect(knows({ absent }, 'message')).toBe(known);
  });
});
