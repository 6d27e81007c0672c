// The entry kind (news, blog, catalogues, FAQ): what it reads of an entry, its checks, and what a write sends.
import { describe, expect, test } from 'vitest';
import { entryChanges, entryFieldsFrom, entryKind, entryParams, validateEntry, type EntryFields } from '@/src/kinds/entry/model';
import { knows } from '@/src/resources/kind';
import { fakeApi } from '../../../support/fake-api';
describe('entryFieldsFrom', () => {
  const ENTRY_FIELDS = ['title', 'description', 'message', 'comments', 'ontop', 'pending', 'other1', 'other2', 'other3', 'other4', 'other5', 'category', 'cover', 'newCover', 'format'];

  test.each<[string, unknown]>([
    ['undefined', undefined],
    ['null', null],
    ['a string', 'entry'],
    ['a list', [{ title: 'x' }]],
    ['an empty record', {}],
  ])('%s gives an empty entry with every field absent', (_name, value) => {
    const fields = entryFieldsFrom(value);
    expect(fields).toMatchObject({ title: '', category: 0, comments: 'no', cover: '', newCover: '', format: {} });
    expect([...(fields.absent ?? [])].sort()).toEqual([...ENTRY_FIELDS].sort());
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
    ['Yes', 'yes'],
    ['on', 'yes'],
  ])('comments, pinned and pending given as %j read as %s', (value, expected) => {
    expect(entryFieldsFrom({ comments: value, ontop: value, pending: value })).toMatchObject({ comments: expected, ontop: expected, pending: expected });
  });

  test('the content format is kept as loaded, strings and numbers alike; other keys and shapes are left out', () => {
    const fields = entryFieldsFrom({
      message_type: 'bb', description_type: 'plain', includehtml_msg: '1', includehtml_desc: 0, end2br_msg: null, end2br_desc: { on: 1 }, reads: 4,
    });
    expect(fields.format).toEqual({ message_type: 'bb', description_type: 'plain', includehtml_msg: '1', includehtml_desc: 0 });
    expect(knows(fields, 'format')).toBe(true);
  });

  test('the raw text (original_message, original_description) is read before the rendered one', () => {
    const fields = entryFieldsFrom({
      message: '<b>Long</b>', original_message: '[b]Long[/b]', description: '<i>Short</i>', original_description: '[i]Short[/i]',
    });
    expect(fields).toMatchObject({ message: '[b]Long[/b]', description: '[i]Short[/i]' });
  });

  test.each<[string, Record<string, unknown>, string, boolean]>([
    ['an empty original text is the raw text', { message: '<p></p>', original_message: '' }, '', true],
    ['an original text that is no string falls back to the text', { message: '<p>x</p>', original_message: 5 }, '<p>x</p>', true],
    ['only the original text', { original_message: '[b]x[/b]' }, '[b]x[/b]', true],
    ['neither: unknown', { title: 'x' }, '', false],
    ['a null text: unknown', { message: null }, '', false],
  ])('%s', (_name, record, message, known) => {
    const fields = entryFieldsFrom(record);
    expect(fields.message).toBe(message);
    expect(knows(fields, 'message')).toBe(known);
  });

  test('the stored cover is kept for display; a site record names no new cover, so that one is unknown', () => {
    const fields = entryFieldsFrom({ title: 'Trip', cover: '/_nw/1/cover.jpg' });
    expect(fields).toMatchObject({ cover: '/_nw/1/cover.jpg', newCover: '' });
    expect(knows(fields, 'cover')).toBe(true);
    expect(knows(fields, 'newCover')).toBe(false);
  });

  test('absent lists exactly the fields the record left out', () => {
    const fields = entryFieldsFrom({ title: 'Trip', message: '<p>x</p>', comments: 'yes', category: { id: 2 }, message_type: 'html', other2: '' });
    expect([...(fields.absent ?? [])].sort()).toEqual(['cover', 'description', 'newCover', 'ontop', 'other1', 'other3', 'other4', 'other5', 'pending']);
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

describe('entries: what a create and a write send', () => {
  const loaded = entryFieldsFrom({
    title: 'Trip', category: { id: 2, name: 'Travel' }, description: 'Short', message: '[b]Long[/b]', comments: 'yes', ontop: 'no',
    pending: 'no', cover: 'https://site.example/_bl/0/cover.jpg', other1: 'x', message_type: 'bb', description_type: 'plain',
    includehtml_msg: 0, end2br_msg: '1',
  });

  test('a create sends the fields and the format keys as loaded, the category, and no cover', () => {
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
    ['an absent list', { absent: ['other1'] }, {}, ['absent']],
  ])('a create with %s', (_name, change, present, absent) => {
    const params = entryParams({ ...loaded, ...change });
    expect(params).toMatchObject(present);
    for (const key of absent) expect(params).not.toHaveProperty(key);
  });

  test('the stored cover URL is never sent, with or without a new one', () => {
    for (const newCover of ['', 'aW1hZ2U=']) expect(JSON.stringify(entryParams({ ...loaded, newCover }))).not.toContain('cover.jpg');
  });

  const edited: EntryFields = { ...loaded, title: 'Road trip', message: '[b]Longer[/b]', description: 'Shorter', category: 3, ontop: 'yes', other5: 'y', newCover: 'aW1hZ2U=' };

  test.each<[string, string[], Record<string, unknown>]>([
    ['the title alone', ['title'], { title: 'Road trip' }],
    ['the content, with its own format keys as loaded', ['message'], { message: '[b]Longer[/b]', message_type: 'bb', includehtml_msg: 0, end2br_msg: '1' }],
    ['the description, with its own format keys as loaded', ['description'], { description: 'Shorter', description_type: 'plain' }],
    ['both texts', ['description', 'message'], { description: 'Shorter', description_type: 'plain', message: '[b]Longer[/b]', message_type: 'bb', includehtml_msg: 0, end2br_msg: '1' }],
    ['the category', ['category'], { category: 3 }],
    ['a flag and an extra field', ['ontop', 'other5'], { ontop: 'yes', other5: 'y' }],
    ['a new cover, as the cover', ['newCover'], { cover: 'aW1hZ2U=' }],
    ['nothing', [], {}],
  ])('a write of %s sends that alone', (_name, changed, params) => {
    expect(entryChanges(edited, changed)).toStrictEqual(params);
  });

  test('a category changed to none is not sent as 0', () => {
    expect(entryChanges({ ...edited, category: 0 }, ['category'])).toStrictEqual({});
  });

  test('an entry whose format was never loaded sends its text without format keys', () => {
    expect(entryChanges({ ...edited, format: {} }, ['message'])).toStrictEqual({ message: '[b]Longer[/b]' });
  });

  test.each(['news', 'blog'] as const)('%s: a write goes to its own module with the id, the changed fields only', async (module) => {
    const { api, calls } = fakeApi({ [`${module}.update`]: { id: 5, title: 'Road trip' } });
    const answer = await entryKind(module).write(api, 5, ['title', 'message'], edited, loaded);
    expect(calls).toEqual([
      { endpoint: `${module}.update`, params: { id: 5, title: 'Road trip', message: '[b]Longer[/b]', message_type: 'bb', includehtml_msg: 0, end2br_msg: '1' } },
    ]);
    expect(answer).toEqual({ id: 5, title: 'Road trip' });
  });

  test('a written cover clears the new cover in what the write gives, even when the answer is terse', async () => {
    const { api } = fakeApi({ 'news.update': () => true });
    expect(await entryKind('news').write(api, 5, ['newCover'], edited, loaded)).toEqual({ newCover: '' });
  });

  test('a new entry is written in the HTML editor, and lists nothing as absent', () => {
    const empty = entryKind('blog').empty();
    expect(empty.format).toEqual({ message_type: 'html', description_type: 'html', includehtml_msg: 1, includehtml_desc: 1 });
    expect(empty).not.toHaveProperty('absent');
  });
});

describe('what else the site sends with an entry', () => {
  const record = { id: 4, title: 'Price list PDF', message: '<p>x</p>', author: 'admin', reads: 17, file_size: '2 MB', url: '/load/1-1-0-4', category: { id: 1, name: 'Files' }, rating: '' };

  test('is kept as text, read-only: plain values only, none the editor reads itself', () => {
    expect(entryFieldsFrom(record).siteOnly).toEqual({ author: 'admin', reads: '17', file_size: '2 MB', url: '/load/1-1-0-4' });
    expect(entryFieldsFrom({ id: 4, title: 'Bare' }).siteOnly).toBeUndefined();
  });

  test('is never sent: not on create, not on a save', async () => {
    const fields = entryFieldsFrom(record);
    expect(entryParams(fields)).not.toHaveProperty('author');
    expect(entryParams(fields)).not.toHaveProperty('siteOnly');
    const { api, calls } = fakeApi({ 'load.update': () => true });
    await entryKind('load').write(api, 4, ['title'], { ...fields, title: 'New' }, fields);
    expect(calls).toEqual([{ endpoint: 'load.update', params: { id: 4, title: 'New' } }]);
  });
});

describe('what an entry says of what it refers to', () => {
  test("the category's name comes with the record, kept apart from the fields and never written", () => {
    const fields = entryFieldsFrom({ id: 3, title: 'T', category: { id: 2, name: 'Гайды', url: '/publ/2' } });
    expect(fields.category).toBe(2);
    expect(fields.names).toEqual({ category: 'Гайды' });
    expect(entryParams(fields)).not.toHaveProperty('names');
    expect(entryFieldsFrom({ id: 3, title: 'T', category: 2 }).names).toBeUndefined();
  });

  test('its address on the site is the one the site gives it', () => {
    const news = entryKind('news');
    expect(news.addressOf!(5, entryFieldsFrom({ id: 5, entry_url: '/news/2026-11-26-5' }))).toBe('/news/2026-11-26-5');
    expect(news.addressOf!(5, entryFieldsFrom({ id: 5 }))).toBeNull();
  });
});
