// What a page of the extension may ask of the design: the template tree, and a template (a
// global block, the site's CSS `3/3`) read and written whole.
import { z } from '../../validation/z';
import { BLOCK_ID } from '../../vocabulary/kinds';
import { count, text, kindWire, type EndpointsOf } from '../wire-values';

/** A template by its place in the tree: module id and template id (`1/BFOOTER`, `2/0`, `3/3`, `6/entry`). */
const templatePath = { module: count.check(z.lte(10_000)), template: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/)) };

export const templateOperations = [
  z.strictObject({ op: z.literal('templates/tree') }),
  z.strictObject({ op: z.literal('template/open'), ...templatePath }),
  z.strictObject({ op: z.literal('template/save'), ...templatePath, content: text }),
  // A global block made (the spec's `id` and `pda`: its HTML, as the reference site guesses) and deleted.
  z.strictObject({ op: z.literal('gblock/create'), id: z.string().check(z.regex(BLOCK_ID)), content: text }),
  z.strictObject({ op: z.literal('gblock/delete'), id: z.string().check(z.regex(BLOCK_ID)) }),
] as const;

export const templateEndpoints: EndpointsOf<z.infer<(typeof templateOperations)[number]>> = {
  'templates/tree': () => ({ endpoint: 'templates.tree', params: {} }),
  'template/open': (operation) => ({ endpoint: 'templates.get', params: { module_id: operation.module, template_id: operation.template } }),
  'template/save': (operation) => ({ endpoint: 'templates.update', params: { module_id: operation.module, template_id: operation.template, content: operation.content } }),
  'gblock/create': (operation) => ({ endpoint: 'gblocks.create', params: { id: operation.id, pda: operation.content } }),
  'gblock/delete': (operation) => ({ endpoint: 'gblocks.delete', params: { id: operation.id } }),
};

/** The kind's wire, as src/kinds/wire.ts lists it. */
export const templateWire = kindWire(templateOperations, templateEndpoints);
