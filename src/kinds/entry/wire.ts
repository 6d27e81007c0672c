// What a page of the extension may ask of a module's entries, and the endpoint each maps to.
import { chars, z } from '../../validation/z';
import { ENTRY_KINDS, MODULES_WITH_CATEGORIES, type EntryKind } from '../../vocabulary/kinds';
import { extraFields, id, optionalLine, optionalYesNo, paging, pagingParams, text, kindWire, type EndpointsOf } from '../wire-values';

export const entryModule = z.enum(ENTRY_KINDS);
/** A module whose categories and comments the panel reads (the photo album's too). */
export const categorisedModule = z.enum(MODULES_WITH_CATEGORIES);

/** How an entry's texts are stored; they travel with the text they describe. */
const formatValue = z.optional(z.union([chars(0, 32), z.int()]));

/** The fields of a news or blog entry the editor writes. */
export const entryFieldsSchema = z.strictObject({
  title: optionalLine,
  category: z.optional(id),
  description: z.optional(text),
  message: z.optional(text),
  comments: optionalYesNo,
  ontop: optionalYesNo,
  pending: optionalYesNo,
  /** A new cover, base64 (a 5 MB image at most). */
  cover: z.optional(chars(0, 7_500_000)),
  ...extraFields,
  message_type: formatValue,
  description_type: formatValue,
  includehtml_msg: formatValue,
  includehtml_desc: formatValue,
  end2br_msg: formatValue,
  end2br_desc: formatValue,
});
export type EntryFieldsSent = z.infer<typeof entryFieldsSchema>;

export const entryOperations = [
  z.strictObject({ op: z.literal('entry/open'), module: entryModule, id }),
  z.strictObject({ op: z.literal('entry/save'), module: entryModule, id, fields: entryFieldsSchema }),
  z.strictObject({ op: z.literal('entry/create'), module: entryModule, fields: entryFieldsSchema }),
  z.strictObject({ op: z.literal('entries/list'), module: entryModule, ...paging }),
  z.strictObject({ op: z.literal('categories/list'), module: categorisedModule }),
] as const;

/** What an entry's editor reads first: the background reads it ahead as the panel opens on it. */
export const entryFirstRead = (module: EntryKind, entryId: number) => ({ op: 'entry/open', module, id: entryId }) as const;

export const entryEndpoints: EndpointsOf<z.infer<(typeof entryOperations)[number]>> = {
  'entry/open': (operation) => ({ endpoint: `${operation.module}.get`, params: { id: operation.id } }),
  'entry/save': (operation) => ({ endpoint: `${operation.module}.update`, params: { ...operation.fields, id: operation.id } }),
  'entry/create': (operation) => ({ endpoint: `${operation.module}.create`, params: { ...operation.fields } }),
  'entries/list': (operation) => ({ endpoint: `${operation.module}.list`, params: pagingParams(operation) }),
  'categories/list': (operation) => ({ endpoint: `${operation.module}.categories`, params: {} }),
};

/** The kind's wire, as src/kinds/wire.ts lists it. */
export const entryWire = kindWire(entryOperations, entryEndpoints);
