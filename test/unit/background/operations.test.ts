import { describe, expect, test } from 'vitest';
import { checkParams } from '@/src/api/transport';
import { endpointNamed } from '../../support/spec-endpoints';
import { endpointCallFor } from '@/src/background/operations';
import { PAGE_TEMPLATE_MODULE } from '@/src/kinds/page/wire';
import { operationSchema, type Operation } from '@/src/messages/operations';

/** One of each operation the editors send, and the request it must become. */
const EXAMPLES: [Operation, string, Record<string, unknown>][] = [
  [{ op: 'page/open', id: 3 }, 'pages.get', { id: 3 }],
  [{ op: 'page/open-template', id: 3 }, 'templates.get', { module_id: PAGE_TEMPLATE_MODULE, template_id: 3 }],
  [{ op: 'page/save', id: 3, fields: { name: 'About' } }, 'pages.update', { page_id: 3, name: 'About' }],
  [{ op: 'page/save-template', id: 3, content: '<p>$POWERED_BY$</p>' }, 'templates.update', { module_id: PAGE_TEMPLATE_MODULE, template_id: 3, content: '<p>$POWERED_BY$</p>' }],
  [{ op: 'page/create', fields: { name: 'New', message: '<p>x</p>' } }, 'pages.create', { name: 'New', message: '<p>x</p>' }],
  [{ op: 'pages/list', page: 2, per_page: 100 }, 'pages.list', { page: 2, per_page: 100 }],
  [{ op: 'entry/open', module: 'news', id: 5 }, 'news.get', { id: 5 }],
  [{ op: 'entry/save', module: 'blog', id: 5, fields: { title: 'T', message: 'm', message_type: 'html' } }, 'blog.update', { id: 5, title: 'T', message: 'm', message_type: 'html' }],
  [{ op: 'entry/create', module: 'news', fields: { title: 'T' } }, 'news.create', { title: 'T' }],
  [{ op: 'entries/list', module: 'blog' }, 'blog.list', {}],
  [{ op: 'categories/list', module: 'news' }, 'news.categories', {}],
  [{ op: 'menu/open', id: 1 }, 'menus.get', { id: 1 }],
  [{ op: 'menu/save-items', id: 1, items: [{ name: 'Home', url: '/', children: [{ name: 'A', url: '/a', target: '_blank' }] }] }, 'menus.replaceItems', { id: 1, items: [{ name: 'Home', url: '/', children: [{ name: 'A', url: '/a', target: '_blank' }] }] }],
  [{ op: 'menu/save-settings', id: 1, layout: 0 }, 'menus.update', { id: 1, layout: 0 }],
  [{ op: 'menu/create', title: 'Main', layout: 1 }, 'menus.create', { title: 'Main', layout: 1 }],
  [{ op: 'menus/list' }, 'menus.list', {}],
  [{ op: 'groups/list' }, 'users.groups', {}],
  [{ op: 'comments/list', module: 'publ', entryId: 4, per_page: 100 }, 'comments.list', { module: 'publ', entry_id: 4, per_page: 100 }],
  [{ op: 'comment/save', id: 9, message: 'Thanks!' }, 'comments.update', { id: 9, message: 'Thanks!' }],
  [{ op: 'comment/delete', id: 9 }, 'comments.delete', { id: 9 }],
  [{ op: 'guestbook/list', per_page: 100 }, 'gb.list', { per_page: 100 }],
  [{ op: 'guestbook/delete', id: 2 }, 'gb.delete', { id: 2 }],
  [{ op: 'minichat/list' }, 'mchat.list', {}],
  [{ op: 'minichat/delete', id: 5 }, 'mchat.delete', { id: 5 }],
  [{ op: 'site/search', query: 'trip' }, 'search.query', { query: 'trip' }],
  [{ op: 'templates/tree' }, 'templates.tree', {}],
  [{ op: 'template/open', module: 1, template: 'BFOOTER' }, 'templates.get', { module_id: 1, template_id: 'BFOOTER' }],
  [{ op: 'template/save', module: 3, template: '3', content: 'body{color:red}' }, 'templates.update', { module_id: 3, template_id: '3', content: 'body{color:red}' }],
  [{ op: 'mailform/open', form: 1 }, 'mail.get', { form_id: 1 }],
  [{ op: 'mailform/open-fields', form: 1 }, 'mail.fields', { form_id: 1 }],
  [{ op: 'mailform/open-template', form: 1 }, 'mail.template', { form_id: 1 }],
  [{ op: 'mailform/save', form: 1, fields: { name: 'Contact us' } }, 'mail.update', { form_id: 1, name: 'Contact us' }],
  [{ op: 'mailform/save-template', form: 1, tmpl: '<p>$FIELD_1$</p>' }, 'mail.templateSave', { form_id: 1, tmpl: '<p>$FIELD_1$</p>' }],
  [{ op: 'mailform/field-create', form: 1, field: { name: 'Phone', type: 1, required: 0, values: '' } }, 'mail.fieldCreate', { form_id: 1, name: 'Phone', type: 1, required: 0, values: '' }],
  [{ op: 'mailform/field-save', form: 1, fieldId: 4, field: { required: 1 } }, 'mail.fieldUpdate', { form_id: 1, field_id: 4, required: 1 }],
  [{ op: 'mailform/field-move', form: 1, fieldId: 4, direction: 0 }, 'mail.fieldMove', { form_id: 1, field_id: 4, direction: 0 }],
  [{ op: 'mailform/field-delete', form: 1, fieldId: 4 }, 'mail.fieldDelete', { form_id: 1, field_id: 4 }],
  [{ op: 'polls/list' }, 'polls.list', {}],
  [{ op: 'poll/save', id: 2, answers: ['Yes', 'No'] }, 'polls.update', { id: 2, answers: ['Yes', 'No'] }],
];

describe('operations: what an extension page may have done on a site', () => {
  test.each(EXAMPLES)('%o becomes %s with exactly the fields given', (operation, endpoint, params) => {
    expect(operationSchema.parse(operation)).toEqual(operation);
    const call = endpointCallFor(operation);
    expect(call).toEqual({ endpoint, params });
    // The site would take it: the endpoint's own checks pass.
    expect(() => checkParams(endpointNamed(call.endpoint), call.params)).not.toThrow();
  });

  test('every operation has an example, and together they reach these 72 endpoints (of 149) and no other', () => {
    const names = operationSchema.def.options.map((option) => option.shape.op.def.values[0]);
    expect(new Set(EXAMPLES.map(([operation]) => operation.op))).toEqual(new Set(names));
    const modules = ['news', 'blog', 'publ', 'load', 'board', 'dir', 'stuff', 'faq'] as const;
    const reachable = new Set<string>();
    for (const operation of EXAMPLES.map(([o]) => o)) {
      for (const module of modules) reachable.add(endpointCallFor('module' in operation ? ({ ...operation, module } as Operation) : operation).endpoint);
    }
    expect([...reachable].sort()).toEqual(
      [
        ...modules.flatMap((module) => ['categories', 'create', 'get', 'list', 'update'].map((verb) => `${module}.${verb}`)),
        'menus.create', 'menus.get', 'menus.list', 'menus.replaceItems', 'menus.update', 'pages.create', 'pages.get', 'pages.list', 'pages.update',
        'search.query', 'templates.get', 'templates.update', 'users.groups', 'comments.list', 'comments.update', 'comments.delete', 'gb.list', 'gb.delete', 'mchat.list', 'mchat.delete',
        'templates.tree', 'mail.get', 'mail.fields', 'mail.template', 'mail.update', 'mail.templateSave', 'mail.fieldCreate', 'mail.fieldUpdate', 'mail.fieldMove', 'mail.fieldDelete',
        'polls.list', 'polls.update',
      ].sort(),
    );
  });

  test.each([
    ['an unknown operation', { op: 'page/delete', id: 2 }],
    ['an endpoint slipped in', { op: 'page/open', id: 2, endpoint: 'users.delete' }],
    ['a field no editor writes', { op: 'page/save', id: 2, fields: { name: 'x', user_id: 1 } }],
    ['a module without an editor', { op: 'entries/list', module: 'shop' }],
    ['photos, which have no editor', { op: 'entry/open', module: 'photo', id: 1 }],
    ['more than 100 a request', { op: 'pages/list', per_page: 101 }],
    ['an id that is no id', { op: 'menu/open', id: -1 }],
    ['a menu item carrying an object', { op: 'menu/save-items', id: 1, items: [{ name: 'a', url: '/', onclick: {} }] }],
    ['a menu deeper than any menu', { op: 'menu/save-items', id: 1, items: Array.from({ length: 9 }).reduce<unknown[]>((children) => [{ name: 'a', url: '/', children }], []) }],
    ['a search of nothing', { op: 'site/search', query: '' }],
    ['a comment emptied', { op: 'comment/save', id: 1, message: '' }],
    ['comments of a page (pages have none)', { op: 'comments/list', module: 'page', entryId: 1 }],
    ['a template path that climbs out', { op: 'template/open', module: 1, template: '../users' }],
    ['a mail form named past the spec\'s 73 characters', { op: 'mailform/save', form: 1, fields: { name: 'x'.repeat(74) } }],
    ['a mail field of no type the spec has', { op: 'mailform/field-create', form: 1, field: { name: 'X', type: 9, required: 0, values: '' } }],
    ['a mail form field written with a key of its own', { op: 'mailform/field-save', form: 1, fieldId: 2, field: { name: 'X', onclick: 'x' } }],
    ['a poll of one answer', { op: 'poll/save', id: 1, answers: ['Only'] }],
    ['a poll deleted', { op: 'poll/delete', id: 1 }],
  ])('refuses %s', (_what, operation) => {
    expect(operationSchema.safeParse(operation).success).toBe(false);
  });

  test('a menu as deep as menus go (8 levels) is taken', () => {
    const items = Array.from({ length: 8 }).reduce<unknown[]>((children, _, level) => [{ name: `L${level}`, url: '/', ...(level > 0 && { children }) }], []);
    expect(operationSchema.safeParse({ op: 'menu/save-items', id: 1, items }).success).toBe(true);
  });

  test('a field left out is not sent: a menu setting alone travels alone', () => {
    expect(endpointCallFor({ op: 'menu/save-settings', id: 1, title: 'Main' }).params).toEqual({ id: 1, title: 'Main' });
    expect(endpointCallFor({ op: 'pages/list' }).params).toEqual({});
  });
});
