import { describe, expect, test } from 'vitest';
import { platformError, transportError, type ApiError } from '@/src/api/errors';
import { PER_PAGE_MAX } from '@/src/api/limits';
import { entryChanges, entryFieldsFrom, entryKind, entryParams, validateEntry, type EntryFields } from '@/src/kinds/entry/model';
import { changedFields, knows, PartialSave, sameFields } from '@/src/resources/kind';
import { menuFieldsFrom, menuKind, validateMenu, type MenuFields } from '@/src/kinds/menu/model';
import type { MenuNode } from '@/src/kinds/menu/menu-tree';
import { PAGE_TEMPLATE_MODULE } from '@/src/kinds/page/wire';
import { pageFieldsFrom, pageKind, validatePage, type PageFields } from '@/src/kinds/page/model';
import { fakeApi } from '../../support/fake-api';

const node = (name: string, url: string, children: MenuNode[] = []): MenuNode => ({ name, url, children });

/** The rejection of a promise that must reject. */
async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    (value) => {
      throw new Error(`expected a failure, got ${JSON.stringify(value)}`);
    },
    (error: unknown) => error,
  );
}

/** Every page field, in the order the owner reads them (and `absent` lists them). */
const PAGE_FIELDS = [
  'name', 'message', 'parent_id', 'pending', 'owntmpl', 'tmpl', 'ownurl', 'access_all', 'access_group_ids', 'meta_title',
  'meta_description', 'meta_keywords', 'other1', 'other2', 'other3', 'other4', 'other5',
] as const;

/** A page record carrying every field. */
const FULL_PAGE = {
  id: 2, name: 'About', message: '<p>We sell apples.</p>', parent_id: 0, pending: 0, owntmpl: 0, tmpl: '', ownurl: 'about', access_all: 0,
  access_group_ids: [1, 3], meta_title: '', meta_description: '', meta_keywords: '', other1: '', other2: '', other3: '', other4: '', other5: '',
};

describe('pageFieldsFrom', () => {
  const DEFAULTS: PageFields = {
    name: '', message: '', parent_id: 0, pending: 0, owntmpl: 0, tmpl: '', ownurl: '', access_all: 1, access_group_ids: [],
    meta_title: '', meta_description: '', meta_keywords: '', other1: '', other2: '', other3: '', other4: '', other5: '',
  };
  /** The fields a record leaves out, as the spec says `absent` must list them. */
  const leftOut = (record: Record<string, unknown>) => PAGE_FIELDS.filter((field) => !(field in record));

  test.each<[string, unknown]>([
    ['undefined', undefined],
    ['null', null],
    ['a string', 'page'],
    ['a number', 2],
    ['a list', [{ name: 'About' }]],
    ['an empty record', {}],
  ])('%s gives an empty page open to all, with every field listed as absent', (_name, value) => {
    expect(pageFieldsFrom(value)).toStrictEqual({ ...DEFAULTS, absent: [...PAGE_FIELDS] });
  });

  test.each<[string, Record<string, unknown>, Partial<PageFields>]>([
    ['numbers as strings', { parent_id: '3', pending: '1', owntmpl: '1', access_all: '0' }, { parent_id: 3, pending: 1, owntmpl: 1, access_all: 0 }],
    ['flags as booleans', { pending: true, owntmpl: false, access_all: false }, { pending: 1, owntmpl: 0, access_all: 0 }],
    ['flags outside 0/1 read as off', { pending: 2, owntmpl: 'maybe', access_all: -1 }, { pending: 0, owntmpl: 0, access_all: 0 }],
    ['flags as yes/no and on', { pending: 'Yes', owntmpl: 'no', access_all: ' on ' }, { pending: 1, owntmpl: 0, access_all: 1 }],
    ['a fractional parent id truncated', { parent_id: 4.7 }, { parent_id: 4 }],
    ['a parent id that is no number', { parent_id: 'home' }, { parent_id: 0 }],
    ['group ids as strings, with junk dropped', { access_group_ids: ['1', 2, 'x', 2.5] }, { access_group_ids: [1, 2] }],
    ['empty and null group ids are no group', { access_group_ids: [null, '', ' ', '3'] }, { access_group_ids: [3] }],
    ['groups that are no list', { access_group_ids: '1,2' }, { access_group_ids: [] }],
    ['numbers where text belongs', { name: 404, other3: 7 }, { name: '404', other3: '7' }],
    ['objects where text belongs', { name: { ru: 'О нас' }, message: ['<p>x</p>'] }, { name: '', message: '' }],
    ['unknown keys ignored', { id: 2, url: '/about', upd_date: 1, name: 'About' }, { name: 'About' }],
  ])('%s; absent lists exactly the fields the record left out', (_name, record, expected) => {
    expect(pageFieldsFrom(record)).toStrictEqual({ ...DEFAULTS, ...expected, absent: leftOut(record) });
  });

  test('a record carrying every field has no absent list', () => {
    const fields = pageFieldsFrom(FULL_PAGE);
    expect(fields).not.toHaveProperty('absent');
    expect(PAGE_FIELDS.every((field) => knows(fields, field))).toBe(true);
  });

  test.each<[string, Record<string, unknown>, string[]]>([
    ['a field sent as null is left out', { ...FULL_PAGE, meta_title: null, access_group_ids: null }, ['access_group_ids', 'meta_title']],
    ['a missing access_all shows the default (open to all) but is listed', { name: 'About' }, PAGE_FIELDS.filter((field) => field !== 'name')],
    ['an empty string is a value the site sent', { ...FULL_PAGE, ownurl: '' }, []],
  ])('%s', (_name, record, absent) => {
    const fields = pageFieldsFrom(record);
    expect(fields.absent ?? []).toEqual(absent);
    if (!('access_all' in record)) expect(fields.access_all).toBe(1);
  });

  test.each<[string, Record<string, unknown>, 0 | 1, boolean]>([
    ['a template sent without owntmpl implies an own template, which is then known', { name: 'Landing', tmpl: '<html>$POWERED_BY$</html>' }, 1, true],
    ['an empty template sent without owntmpl leaves owntmpl unknown', { name: 'About', tmpl: '' }, 0, false],
    ['an explicit owntmpl=0 wins over a template sent with it', { name: 'About', owntmpl: 0, tmpl: 'x' }, 0, true],
    ['neither sent: unknown', { name: 'About' }, 0, false],
  ])('%s', (_name, record, owntmpl, known) => {
    const fields = pageFieldsFrom(record);
    expect(fields.owntmpl).toBe(owntmpl);
    expect(knows(fields, 'owntmpl')).toBe(known);
  });

  test('an empty page for a new one is open to all and lists nothing as absent', () => {
    expect(pageKind.empty()).toStrictEqual(DEFAULTS);
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

describe("the page kind's load", () => {
  test('a page without its own template is one GET', async () => {
    const { api, calls } = fakeApi({ 'pages.get': FULL_PAGE });
    expect(await pageKind.load(api, 2)).toStrictEqual(pageFieldsFrom(FULL_PAGE));
    expect(calls).toEqual([{ endpoint: 'pages.get', params: { id: 2 } }]);
  });

  test('an own-template page whose record leaves the template out reads it from template 2/<id>, which is then known', async () => {
    const { tmpl: _tmpl, ...record } = { ...FULL_PAGE, id: 7, owntmpl: 1 };
    const { api, calls } = fakeApi({ 'pages.get': record, 'templates.get': { module_id: 2, template_id: '7', content: '<html>$POWERED_BY$</html>' } });
    const page = await pageKind.load(api, 7);
    expect(calls).toEqual([
      { endpoint: 'pages.get', params: { id: 7 } },
      { endpoint: 'templates.get', params: { module_id: PAGE_TEMPLATE_MODULE, template_id: 7 } },
    ]);
    expect(page.tmpl).toBe('<html>$POWERED_BY$</html>');
    expect(page.absent).toBeUndefined();
  });

  test('a template answer without content leaves the template unknown', async () => {
    const { tmpl: _tmpl, ...record } = { ...FULL_PAGE, id: 7, owntmpl: 1 };
    const { api } = fakeApi({ 'pages.get': record, 'templates.get': { module_id: 2 } });
    const page = await pageKind.load(api, 7);
    expect(page.absent).toEqual(['tmpl']);
  });

  test('an own-template page whose record carries the template needs no second GET', async () => {
    const { api, endpoints } = fakeApi({ 'pages.get': { ...FULL_PAGE, owntmpl: 1, tmpl: '<html>$POWERED_BY$</html>' } });
    expect((await pageKind.load(api, 2)).tmpl).toBe('<html>$POWERED_BY$</html>');
    expect(endpoints()).toEqual(['pages.get']);
  });
});

describe("the page kind's write: only the changed fields and the id", () => {
  const onSite = pageFieldsFrom(FULL_PAGE);
  const fields: PageFields = {
    ...onSite, name: 'About us', message: '<p>We sell pears.</p>', pending: 1, access_all: 1, access_group_ids: [2], meta_title: 'Fruit', other2: 'x',
  };

  test.each<[string, (keyof PageFields)[], Record<string, unknown>]>([
    ['the name', ['name'], { name: 'About us' }],
    ['the content', ['message'], { message: '<p>We sell pears.</p>' }],
    ['a flag', ['pending'], { pending: 1 }],
    ['the groups', ['access_group_ids'], { access_group_ids: [2] }],
    ['access and meta title and an extra field', ['access_all', 'meta_title', 'other2'], { access_all: 1, meta_title: 'Fruit', other2: 'x' }],
  ])('%s', async (_name, changed, sent) => {
    const { api, calls } = fakeApi({ 'pages.update': () => true });
    await pageKind.write(api, 2, changed, fields, onSite);
    expect(calls).toEqual([{ endpoint: 'pages.update', params: { page_id: 2, ...sent } }]);
  });

  test('gives the answer of the write', async () => {
    const { api } = fakeApi({ 'pages.update': { ...FULL_PAGE, name: 'About us' } });
    expect(await pageKind.write(api, 2, ['name'], fields, onSite)).toEqual({ ...FULL_PAGE, name: 'About us' });
  });

  test('a page without its own template turned into one sends owntmpl and tmpl with the page', async () => {
    const tmpl = '<html><body>$CONTENT$ $POWERED_BY$</body></html>';
    const { api, calls } = fakeApi({ 'pages.update': () => true });
    await pageKind.write(api, 2, ['owntmpl', 'tmpl'], { ...onSite, owntmpl: 1, tmpl }, onSite);
    expect(calls).toEqual([{ endpoint: 'pages.update', params: { page_id: 2, owntmpl: 1, tmpl } }]);
  });
});

describe("the page kind's write of an own template: where the template lives", () => {
  const TEMPLATE = '<html><body>$CONTENT$ $POWERED_BY$</body></html>';
  const onSite = pageFieldsFrom({ ...FULL_PAGE, id: 7, owntmpl: 1, tmpl: TEMPLATE });
  const newTemplate = '<html><body><h1>New</h1>$CONTENT$ $POWERED_BY$</body></html>';

  test('a changed template goes to templates.update alone, never with owntmpl', async () => {
    const { api, calls } = fakeApi({ 'templates.update': (params) => ({ module_id: 2, template_id: '7', content: params?.content, title: 'About (own template)' }) });
    const answer = await pageKind.write(api, 7, ['tmpl'], { ...onSite, tmpl: newTemplate }, onSite);
    expect(calls).toEqual([{ endpoint: 'templates.update', params: { module_id: 2, template_id: 7, content: newTemplate } }]);
    // The template's own title is not the page's name.
    expect(answer).toEqual({ tmpl: newTemplate });
  });

  test('a terse answer of the template write says nothing', async () => {
    const { api } = fakeApi({ 'templates.update': () => true });
    expect(await pageKind.write(api, 7, ['tmpl'], { ...onSite, tmpl: newTemplate }, onSite)).toEqual({});
  });

  test('the name and the template: the name with the page, the template where it lives', async () => {
    const { api, calls } = fakeApi({ 'pages.update': { id: 7 }, 'templates.update': { content: newTemplate } });
    const answer = await pageKind.write(api, 7, ['name', 'tmpl'], { ...onSite, name: 'Landing', tmpl: newTemplate }, onSite);
    expect(calls).toEqual([
      { endpoint: 'pages.update', params: { page_id: 7, name: 'Landing' } },
      { endpoint: 'templates.update', params: { module_id: 2, template_id: 7, content: newTemplate } },
    ]);
    expect(answer).toEqual({ id: 7, tmpl: newTemplate });
  });

  test('the owner turning the own template off sends owntmpl=0 with the page, and nothing to the template', async () => {
    const { api, calls } = fakeApi({ 'pages.update': () => true });
    await pageKind.write(api, 7, ['owntmpl'], { ...onSite, owntmpl: 0 }, onSite);
    expect(calls).toEqual([{ endpoint: 'pages.update', params: { page_id: 7, owntmpl: 0 } }]);
  });

  test('other fields of an own-template page never carry owntmpl or tmpl', async () => {
    const { api, calls } = fakeApi({ 'pages.update': () => true });
    await pageKind.write(api, 7, ['name', 'meta_title'], { ...onSite, name: 'Landing', meta_title: 'Land' }, onSite);
    expect(calls).toEqual([{ endpoint: 'pages.update', params: { page_id: 7, name: 'Landing', meta_title: 'Land' } }]);
  });

  test('a template write failing after the page write: PartialSave naming what went through', async () => {
    const refused = platformError('VALIDATION_ERROR', 'The page template must contain the $POWERED_BY$ placeholder', { num: 2, module: 'pages' });
    const { api, endpoints } = fakeApi({
      'pages.update': { id: 7, name: 'Landing' },
      'templates.update': () => {
        throw refused;
      },
    });
    const error = await failureOf(pageKind.write(api, 7, ['name', 'tmpl'], { ...onSite, name: 'Landing', tmpl: newTemplate }, onSite));
    expect(error).toBeInstanceOf(PartialSave);
    expect(error).toMatchObject({ written: ['name'], answer: { id: 7, name: 'Landing' }, reason: refused });
    expect(endpoints()).toEqual(['pages.update', 'templates.update']);
  });

  test('a failing template write alone is thrown as it is', async () => {
    const { api } = fakeApi({
      'templates.update': () => {
        throw transportError('SERVER_ERROR');
      },
    });
    const error = await failureOf(pageKind.write(api, 7, ['tmpl'], { ...onSite, tmpl: newTemplate }, onSite));
    expect(error).not.toBeInstanceOf(PartialSave);
    expect((error as ApiError).code).toBe('SERVER_ERROR');
  });
});

describe('a site whose individual URLs are off (SEO_OWNURL_DISABLED)', () => {
  const onSite = pageFieldsFrom(FULL_PAGE);
  const refusingOwnUrl = (answer: Record<string, unknown>) => (params: Record<string, unknown> | undefined) => {
    if (params && 'ownurl' in params) throw platformError('SEO_OWNURL_DISABLED', 'Individual URL setting is disabled', { status: 200 });
    return answer;
  };

  test('the rest is written again without the address, and PartialSave carries the address error on its field', async () => {
    const { api, calls } = fakeApi({ 'pages.update': refusingOwnUrl({ id: 2, name: 'About us' }) });
    const error = await failureOf(pageKind.write(api, 2, ['name', 'ownurl'], { ...onSite, name: 'About us', ownurl: 'about-us' }, onSite));
    expect(calls).toEqual([
      { endpoint: 'pages.update', params: { page_id: 2, name: 'About us', ownurl: 'about-us' } },
      { endpoint: 'pages.update', params: { page_id: 2, name: 'About us' } },
    ]);
    expect(error).toBeInstanceOf(PartialSave);
    const partial = error as PartialSave;
    expect(partial.written).toEqual(['name']);
    expect(partial.answer).toEqual({ id: 2, name: 'About us' });
    const reason = partial.reason as ApiError;
    expect(reason.code).toBe('SEO_OWNURL_DISABLED');
    expect(reason.details.fields).toEqual({ ownurl: reason.details.message });
  });

  test('only the address changed: nothing else to write, the error is on the address field', async () => {
    const { api, calls } = fakeApi({ 'pages.update': refusingOwnUrl({}) });
    const error = (await failureOf(pageKind.write(api, 2, ['ownurl'], { ...onSite, ownurl: 'about-us' }, onSite))) as ApiError;
    expect(error).not.toBeInstanceOf(PartialSave);
    expect(error.code).toBe('SEO_OWNURL_DISABLED');
    expect(error.details.fields).toEqual({ ownurl: error.details.message });
    expect(calls).toHaveLength(1);
  });

  test('another refusal of a write with an address is not retried', async () => {
    const refused = platformError('VALIDATION_ERROR', 'bad', { num: 1 });
    const { api, calls } = fakeApi({
      'pages.update': () => {
        throw refused;
      },
    });
    expect(await failureOf(pageKind.write(api, 2, ['name', 'ownurl'], { ...onSite, name: 'x', ownurl: 'y' }, onSite))).toBe(refused);
    expect(calls).toHaveLength(1);
  });
});

describe("the page kind's create", () => {
  test('a new page without its own template sends no template fields', async () => {
    const { api, calls } = fakeApi({ 'pages.create': { id: 12 } });
    const fields = { ...pageKind.empty(), name: 'Contacts', message: '<p>Call us</p>' };
    expect(await pageKind.create!(api, fields)).toEqual({ id: 12, onSite: null });
    const { owntmpl: _owntmpl, tmpl: _tmpl, ...rest } = fields;
    expect(calls).toEqual([{ endpoint: 'pages.create', params: rest }]);
  });

  test('a new page with its own template sends it, and never an absent list', async () => {
    const { api, calls } = fakeApi({ 'pages.create': (params) => ({ ...params, id: 13 }) });
    const fields: PageFields = { ...pageKind.empty(), name: 'Landing', owntmpl: 1, tmpl: '<html>$POWERED_BY$</html>', absent: ['meta_title'] };
    const { onSite } = await pageKind.create!(api, fields);
    const { absent: _absent, ...sent } = fields;
    expect(calls[0]?.params).toEqual(sent);
    expect(onSite).toMatchObject({ name: 'Landing', owntmpl: 1 });
  });
});

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

describe('pageKind.load: a record that does not say whether the page has its own template', () => {
  const record = { id: 7, name: 'Spring sale', message: 'Spring sale' };

  test('template 2/<id> there: the page has one, and it is the content', async () => {
    const { api, endpoints } = fakeApi({ 'pages.get': record, 'templates.get': { content: '<html><body>$POWERED_BY$</body></html>' } });
    const page = await pageKind.load(api, 7);
    expect(page).toMatchObject({ owntmpl: 1, tmpl: '<html><body>$POWERED_BY$</body></html>' });
    expect(knows(page, 'owntmpl') && knows(page, 'tmpl')).toBe(true);
    expect(endpoints()).toEqual(['pages.get', 'templates.get']);
  });

  test('no template 2/<id>: the page has none, and that is known', async () => {
    const { api } = fakeApi({ 'pages.get': record, 'templates.get': () => { throw platformError('NOT_FOUND', 'Own template of page 7 not found'); } });
    const page = await pageKind.load(api, 7);
    expect(page.owntmpl).toBe(0);
    expect(knows(page, 'owntmpl')).toBe(true);
  });

  test('any other failure of that look is the failure of the load', async () => {
    const { api } = fakeApi({ 'pages.get': record, 'templates.get': () => { throw transportError('TIMEOUT'); } });
    await expect(pageKind.load(api, 7)).rejects.toMatchObject({ code: 'TIMEOUT' });
  });

  test('a record that says owntmpl=0 costs no look', async () => {
    const { api, endpoints } = fakeApi({ 'pages.get': { ...record, owntmpl: 0 } });
    expect((await pageKind.load(api, 7)).owntmpl).toBe(0);
    expect(endpoints()).toEqual(['pages.get']);
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
