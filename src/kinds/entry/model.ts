// A news or blog entry as the editor sees it: every field of the spec, and the content format
// it was loaded with, sent back as it came (the platform escapes HTML sent without it).
import { formatNumber, t } from '../../i18n';
import { ENTRY_TITLE_MAX } from '../../api/limits';
import { entryFirstRead, type EntryFieldsSent } from './wire';
import type { EntryKind } from '../../vocabulary/kinds';
import { absentOf, asRecord, has, read, referenceOf, siteOnlyOf, type FieldErrors, type SiteCopy } from '../../resources/records';
import { recordId } from '../../resources/list-answer';
import type { ResourceKind } from '../../resources/kind';

export interface EntryFields extends SiteCopy {
  title: string;
  category: number;
  description: string;
  message: string;
  comments: 'yes' | 'no';
  ontop: 'yes' | 'no';
  pending: 'yes' | 'no';
  /** The cover as stored by the site (URL or data), shown as a preview. */
  cover: string;
  /** A new cover chosen in the panel, base64, to upload on save ('' = none). */
  newCover: string;
  other1: string;
  other2: string;
  other3: string;
  other4: string;
  other5: string;
  /** message_type, description_type and their flags, as loaded. */
  format: Record<string, string | number>;
}

/** Keys the editor reads itself, or that say nothing to the owner. */
const READ_KEYS = new Set(['id', 'title', 'category', 'description', 'message', 'comments', 'ontop', 'pending', 'cover', 'newCover',
  'other1', 'other2', 'other3', 'other4', 'other5', 'original_message', 'original_description', 'message_type', 'description_type',
  'includehtml_msg', 'includehtml_desc', 'end2br_msg', 'end2br_desc']);
export const FORMAT_KEYS = ['message_type', 'description_type', 'includehtml_msg', 'includehtml_desc', 'end2br_msg', 'end2br_desc'] as const;
/** The format keys that travel with each text: the platform escapes HTML sent without them. */
const FORMAT_OF = { message: ['message_type', 'includehtml_msg', 'end2br_msg'], description: ['description_type', 'includehtml_desc', 'end2br_desc'] } as const;
const PLAIN = ['title', 'description', 'message', 'comments', 'ontop', 'pending', 'other1', 'other2', 'other3', 'other4', 'other5'] as const;

/** The raw text of an entry: `original_*` when the site also sends the rendered one. */
function rawText(record: Record<string, unknown>, key: 'message' | 'description'): string | undefined {
  const original = record[`original_${key}`];
  if (typeof original === 'string') return original;
  return has(record, key) ? read.text(record, key) : undefined;
}

export function entryFieldsFrom(value: unknown): EntryFields {
  const record = asRecord(value);
  const category = referenceOf(record, 'category');
  const format: Record<string, string | number> = {};
  for (const key of FORMAT_KEYS) {
    const field = record[key];
    if (typeof field === 'string' || typeof field === 'number') format[key] = field;
  }
  const message = rawText(record, 'message');
  const description = rawText(record, 'description');
  const fields: EntryFields = {
    title: read.text(record, 'title'),
    category: category.id,
    description: description ?? '',
    message: message ?? '',
    comments: read.yesNo(record, 'comments'),
    ontop: read.yesNo(record, 'ontop'),
    pending: read.yesNo(record, 'pending'),
    cover: read.text(record, 'cover'),
    // Never the site's: only a write's answer clears it (see write below).
    newCover: typeof record.newCover === 'string' ? record.newCover : '',
    other1: read.text(record, 'other1'),
    other2: read.text(record, 'other2'),
    other3: read.text(record, 'other3'),
    other4: read.text(record, 'other4'),
    other5: read.text(record, 'other5'),
    format,
  };
  const present = (key: string) =>
    key === 'message' ? message !== undefined : key === 'description' ? description !== undefined : key === 'format' ? Object.keys(format).length > 0 : has(record, key);
  const absent = absentOf(record, [...PLAIN, 'category', 'cover', 'newCover', 'format'], present);
  if (absent.length) fields.absent = absent;
  const siteOnly = siteOnlyOf(record, READ_KEYS);
  if (siteOnly) fields.siteOnly = siteOnly;
  if (category.name) fields.names = { category: category.name };
  return fields;
}

export function validateEntry(fields: EntryFields): FieldErrors {
  const errors: FieldErrors = {};
  if (!fields.title.trim()) errors.title = t('validate_title_empty');
  else if (fields.title.length > ENTRY_TITLE_MAX) errors.title = t('validate_title_long', formatNumber(ENTRY_TITLE_MAX), formatNumber(fields.title.length));
  return errors;
}

/** The parameters of a new entry: every field, the format, a cover only when one was chosen. */
export function entryParams(fields: EntryFields): EntryFieldsSent {
  const { newCover, cover: _cover, format, category, absent: _absent, siteOnly: _siteOnly, names: _names, ...rest } = fields;
  return {
    ...format,
    ...rest,
    ...(category > 0 && { category }),
    ...(newCover && { cover: newCover }),
  };
}

/** The parameters of an update: the changed fields alone, each text with its format as loaded. */
export function entryChanges(fields: EntryFields, changed: string[]): EntryFieldsSent {
  const params: Record<string, unknown> = {};
  for (const field of changed) {
    if ((PLAIN as readonly string[]).includes(field)) params[field] = fields[field as (typeof PLAIN)[number]];
    if (field === 'category' && fields.category > 0) params.category = fields.category;
    if (field === 'newCover' && fields.newCover) params.cover = fields.newCover;
    if (field === 'message' || field === 'description') {
      for (const key of FORMAT_OF[field]) if (fields.format[key] !== undefined) params[key] = fields.format[key];
    }
  }
  return params;
}

export function entryKind(module: EntryKind): ResourceKind<EntryFields> {
  return {
    kind: module,
    labels: {
      title: 'field_title', category: 'field_category', description: 'field_description', message: 'field_content', comments: 'field_comments',
      ontop: 'field_ontop', pending: 'conflict_pending', cover: 'conflict_cover', newCover: 'conflict_new_cover', other1: ['extra_field', '1'],
      other2: ['extra_field', '2'], other3: ['extra_field', '3'], other4: ['extra_field', '4'], other5: ['extra_field', '5'], format: 'conflict_format',
    },
    asText: {
      format: (format: Record<string, string | number>) => FORMAT_KEYS.map((key) => `${key}: ${format[key] ?? ''}`).join('\n'),
      newCover: (cover: string) => (cover ? t('conflict_new_image') : ''),
    },
    mergeable: ['message', 'description'],
    // New entries are written in the HTML editor: say so, or the platform stores the HTML escaped.
    empty: () => {
      const { absent: _absent, ...fields } = entryFieldsFrom({});
      return { ...fields, format: { message_type: 'html', description_type: 'html', includehtml_msg: 1, includehtml_desc: 1 } };
    },
    fromRecord: entryFieldsFrom,
    async load(api, id) {
      return entryFieldsFrom(await api(entryFirstRead(module, id)));
    },
    validate: validateEntry,
    async write(api, id, changed, fields) {
      const params = entryChanges(fields, changed);
      // A format alone is no change of the entry's own: nothing to send.
      if (!Object.keys(params).length) return {};
      const answer = asRecord(await api({ op: 'entry/save', module, id, fields: params }));
      // The chosen cover is on the site now: the answer's address replaces it, or the next load does.
      return changed.includes('newCover') ? { ...answer, newCover: '' } : answer;
    },
    async create(api, fields) {
      const record = asRecord(await api({ op: 'entry/create', module, fields: entryParams(fields) }));
      return { id: recordId(record), onSite: has(record, 'title') ? entryFieldsFrom(record) : null };
    },
    madeIn: { list: (paging) => ({ op: 'entries/list', module, ...paging }), nameKeys: ['title', 'entry_title'], nameOf: (fields) => fields.title },
    // The address the site gives an entry (platform-notes §6); its shape varies by module and slug.
    addressOf: (_id, copy) => copy.siteOnly?.entry_url || null,
  };
}
