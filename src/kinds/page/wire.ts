// What a page of the extension may ask of the site's pages, and the endpoint each maps to.
import { z } from '../../validation/z';
import { count, extraFields, flag01, id, optionalLine, paging, pagingParams, text, kindWire, type EndpointsOf } from '../wire-values';

/** Templates of pages live under this module id (platform-notes). */
export const PAGE_TEMPLATE_MODULE = 2;

/** The fields of a page the editor writes (a save sends only those that changed). */
export const pageFieldsSchema = z.strictObject({
  name: optionalLine,
  message: z.optional(text),
  parent_id: z.optional(count),
  pending: z.optional(flag01),
  owntmpl: z.optional(flag01),
  tmpl: z.optional(text),
  ownurl: optionalLine,
  access_all: z.optional(flag01),
  access_group_ids: z.optional(z.array(count).check(z.maxLength(1_000))),
  meta_title: optionalLine,
  meta_description: z.optional(text),
  meta_keywords: optionalLine,
  ...extraFields,
});

export const pageOperations = [
  z.strictObject({ op: z.literal('page/open'), id }),
  z.strictObject({ op: z.literal('page/open-template'), id }),
  z.strictObject({ op: z.literal('page/save'), id, fields: pageFieldsSchema }),
  z.strictObject({ op: z.literal('page/save-template'), id, content: text }),
  z.strictObject({ op: z.literal('page/create'), fields: pageFieldsSchema }),
  z.strictObject({ op: z.literal('pages/list'), ...paging }),
] as const;

/** What a page's editor reads first: the background reads it ahead as the panel opens on it. */
export const pageFirstRead = (pageId: number) => ({ op: 'page/open', id: pageId }) as const;

export const pageEndpoints: EndpointsOf<z.infer<(typeof pageOperations)[number]>> = {
  'page/open': (operation) => ({ endpoint: 'pages.get', params: { id: operation.id } }),
  'page/open-template': (operation) => ({ endpoint: 'templates.get', params: { module_id: PAGE_TEMPLATE_MODULE, template_id: operation.id } }),
  'page/save': (operation) => ({ endpoint: 'pages.update', params: { ...operation.fields, page_id: operation.id } }),
  'page/save-template': (operation) => ({ endpoint: 'templates.update', params: { module_id: PAGE_TEMPLATE_MODULE, template_id: operation.id, content: operation.content } }),
  'page/create': (operation) => ({ endpoint: 'pages.create', params: { ...operation.fields } }),
  'pages/list': (operation) => ({ endpoint: 'pages.list', params: pagingParams(operation) }),
};

/** The kind's wire, as src/kinds/wire.ts lists it. */
export const pageWire = kindWire(pageOperations, pageEndpoints);
