// Maps each operation an extension page may ask for (src/messages/operations.ts) to the one
// endpoint that does it. This table is the whole of what a page can do to a site.
import { calledEndpoint, type CalledEndpointName } from '../api/called-endpoints';
import type { Operation } from '../messages/operations';
import type { SiteRecord } from '../vault/site-record';
import type { CountedCaller } from './api-calls';
import { forgetSlugs } from './slugs';

/** Templates of pages live under this module id (platform-notes). */
export const PAGE_TEMPLATE_MODULE = 2;

export interface EndpointCall {
  endpoint: CalledEndpointName;
  params: Record<string, unknown>;
}

export function endpointCallFor(operation: Operation): EndpointCall {
  switch (operation.op) {
    case 'page/open':
      return { endpoint: 'pages.get', params: { id: operation.id } };
    case 'page/open-template':
      return { endpoint: 'templates.get', params: { module_id: PAGE_TEMPLATE_MODULE, template_id: operation.id } };
    case 'page/save':
      return { endpoint: 'pages.update', params: { ...operation.fields, page_id: operation.id } };
    case 'page/save-template':
      return { endpoint: 'templates.update', params: { module_id: PAGE_TEMPLATE_MODULE, template_id: operation.id, content: operation.content } };
    case 'page/create':
      return { endpoint: 'pages.create', params: { ...operation.fields } };
    case 'pages/list':
      return { endpoint: 'pages.list', params: paging(operation) };
    case 'entry/open':
      return { endpoint: `${operation.module}.get`, params: { id: operation.id } };
    case 'entry/save':
      return { endpoint: `${operation.module}.update`, params: { ...operation.fields, id: operation.id } };
    case 'entry/create':
      return { endpoint: `${operation.module}.create`, params: { ...operation.fields } };
    case 'entries/list':
      return { endpoint: `${operation.module}.list`, params: paging(operation) };
    case 'categories/list':
      return { endpoint: `${operation.module}.categories`, params: {} };
    case 'menu/open':
      return { endpoint: 'menus.get', params: { id: operation.id } };
    case 'menu/save-items':
      return { endpoint: 'menus.replaceItems', params: { id: operation.id, items: operation.items } };
    case 'menu/save-settings':
      return { endpoint: 'menus.update', params: defined({ id: operation.id, title: operation.title, layout: operation.layout }) };
    case 'menu/create':
      return { endpoint: 'menus.create', params: { title: operation.title, layout: operation.layout } };
    case 'menus/list':
      return { endpoint: 'menus.list', params: paging(operation) };
    case 'comments/list':
      return { endpoint: 'comments.list', params: { module: operation.module, entry_id: operation.entryId, ...paging(operation) } };
    case 'comment/save':
      return { endpoint: 'comments.update', params: { id: operation.id, message: operation.message } };
    case 'comment/delete':
      return { endpoint: 'comments.delete', params: { id: operation.id } };
    case 'guestbook/list':
      return { endpoint: 'gb.list', params: paging(operation) };
    case 'guestbook/delete':
      return { endpoint: 'gb.delete', params: { id: operation.id } };
    case 'minichat/list':
      return { endpoint: 'mchat.list', params: paging(operation) };
    case 'minichat/delete':
      return { endpoint: 'mchat.delete', params: { id: operation.id } };
    case 'groups/list':
      return { endpoint: 'users.groups', params: {} };
    case 'site/search':
      return { endpoint: 'search.query', params: { query: operation.query } };
    case 'templates/tree':
      return { endpoint: 'templates.tree', params: {} };
    case 'template/open':
      return { endpoint: 'templates.get', params: { module_id: operation.module, template_id: operation.template } };
    case 'template/save':
      return { endpoint: 'templates.update', params: { module_id: operation.module, template_id: operation.template, content: operation.content } };
    case 'mailform/open':
      return { endpoint: 'mail.get', params: { form_id: operation.form } };
    case 'mailform/open-fields':
      return { endpoint: 'mail.fields', params: { form_id: operation.form } };
    case 'mailform/open-template':
      return { endpoint: 'mail.template', params: { form_id: operation.form } };
    case 'mailform/save':
      return { endpoint: 'mail.update', params: { ...defined(operation.fields), form_id: operation.form } };
    case 'mailform/save-template':
      return { endpoint: 'mail.templateSave', params: { form_id: operation.form, tmpl: operation.tmpl } };
    case 'mailform/field-create':
      return { endpoint: 'mail.fieldCreate', params: { ...operation.field, form_id: operation.form } };
    case 'mailform/field-save':
      return { endpoint: 'mail.fieldUpdate', params: { ...defined(operation.field), form_id: operation.form, field_id: operation.fieldId } };
    case 'mailform/field-move':
      return { endpoint: 'mail.fieldMove', params: { form_id: operation.form, field_id: operation.fieldId, direction: operation.direction } };
    case 'mailform/field-delete':
      return { endpoint: 'mail.fieldDelete', params: { form_id: operation.form, field_id: operation.fieldId } };
    case 'polls/list':
      return { endpoint: 'polls.list', params: {} };
    case 'poll/save':
      return { endpoint: 'polls.update', params: defined({ id: operation.id, question: operation.question, answers: operation.answers }) };
  }
}

function paging(operation: { page?: number; per_page?: number }): Record<string, unknown> {
  return defined({ page: operation.page, per_page: operation.per_page });
}

/** A field left out is not sent (on the platform a field sent is a field written). */
function defined(params: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined));
}

/** Runs one operation on the site, counted against its token's hourly quota. */
export async function runOperation(caller: CountedCaller, site: SiteRecord, operation: Operation): Promise<unknown> {
  const { endpoint, params } = endpointCallFor(operation);
  const answer = await caller.call(site, calledEndpoint(endpoint), params);
  // A new page, or a page address changed: the addresses known are out of date.
  if (operation.op === 'page/create' || (operation.op === 'page/save' && operation.fields.ownurl !== undefined)) await forgetSlugs(site.origin);
  return answer;
}
