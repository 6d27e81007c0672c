// The page kind: what it reads of a page record, its checks, its one GET, and its writes.
import { describe, expect, test } from 'vitest';
import { platformError, transportError, type ApiError } from '@/src/api/errors';
import { knows, PartialSave } from '@/src/resources/kind';
import { PAGE_TEMPLATE_MODULE } from '@/src/kinds/page/wire';
import { pageFieldsFrom, pageKind, validatePage, type PageFields } from '@/src/kinds/page/model';
import { fakeApi } from '../../../support/fake-api';
import { failureOf } from '../../../support/failure-of';

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

  test('an empty page for a new one is open to all, hidden until published, and lists nothing as absent', () => {
    expect(pageKind.empty()).toStrictEqual({ ...DEFAULTS, pending: 1 });
  });
});

describe('validatePage', () => {
  const page = (change: Partial<PageFields>): PageFields => ({ ...pageKind.empty(), name: 'About', message: '<p>Who we are</p>', ...change });

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

  test('a new page needs content, which the site requires; a page the site has keeps what it has', () => {
    expect(validatePage(page({ message: ' ' }))).toEqual({ message: 'Write something on the page: the site makes no page without content.' });
    expect(validatePage(page({ message: '' }), page({}))).toEqual({});
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
    // No address of its own: not even an empty `ownurl`, which a site with individual URLs off refuses.
    const { owntmpl: _owntmpl, tmpl: _tmpl, ownurl: _ownurl, ...rest } = fields;
    expect(calls).toEqual([{ endpoint: 'pages.create', params: rest }]);
    expect(rest.pending).toBe(1);
  });

  test('individual URLs off: the page is made without its address, which waits on its field', async () => {
    const { api, calls } = fakeApi({
      'pages.create': (params) => {
        if (params && 'ownurl' in params) throw platformError('SEO_OWNURL_DISABLED', 'Individual URL setting is disabled');
        return { ...params, id: 14 };
      },
    });
    const fields = { ...pageKind.empty(), name: 'О нас', message: '<p>Мы</p>', ownurl: 'o-nas' };
    const failure = await pageKind.create!(api, fields).then(() => null, (error: unknown) => error);
    expect(failure).toBeInstanceOf(PartialSave);
    const partial = failure as PartialSave;
    expect(partial.id).toBe(14);
    expect(partial.written).not.toContain('ownurl');
    expect(partial.written).toContain('name');
    expect((partial.reason as ApiError).details).toMatchObject({ fields: { ownurl: expect.any(String) } });
    expect(calls.map((call) => 'ownurl' in (call.params as object))).toEqual([true, false]);
  });

  test('a new page with its own template sends it, and never an absent list', async () => {
    const { api, calls } = fakeApi({ 'pages.create': (params) => ({ ...params, id: 13 }) });
    const fields: PageFields = { ...pageKind.empty(), name: 'Landing', owntmpl: 1, tmpl: '<html>$POWERED_BY$</html>', ownurl: 'landing', absent: ['meta_title'] };
    const { onSite } = await pageKind.create!(api, fields);
    const { absent: _absent, ...sent } = fields;
    expect(calls[0]?.params).toEqual(sent);
    expect(onSite).toMatchObject({ name: 'Landing', owntmpl: 1 });
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

describe("a page's address on the site", () => {
  test('its own address where it has one, else /index/0-N; / for the home page; none while hidden', () => {
    expect(pageKind.addressOf!(4, pageFieldsFrom({ id: 4, ownurl: 'design' }))).toBe('/design');
    expect(pageKind.addressOf!(4, pageFieldsFrom({ id: 4 }))).toBe('/index/0-4');
    expect(pageKind.addressOf!(1, pageFieldsFrom({ id: 1 }))).toBe('/');
    expect(pageKind.addressOf!(4, pageFieldsFrom({ id: 4, pending: 1 }))).toBeNull();
  });
});
