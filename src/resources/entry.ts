// A news or blog entry as the editor sees it: every field of the spec, and the content format
// it was loaded with, sent back as it came (the platform escapes HTML sent without it).
import { formatNumber, t } from '../i18n';
import { ENTRY_TITLE_MAX } from '../api/limits';
import { asRecord, read, type FieldErrors } from './api';
import type { ResourceKind } from './kind';

export interface EntryFields {
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

export const FORMAT_KEYS = ['message_type', 'description_type', 'includehtml_msg', 'includehtml_desc', 'end2br_msg', 'end2br_desc'] as const;

export function entryFieldsFrom(value: unknown): EntryFields {
  const record = asRecord(value);
  const category = record.category && typeof record.category === 'object' ? read.int(asRecord(record.category), 'id') : read.int(record, 'category');
  const format: Record<string, string | number> = {};
  for (const key of FORMAT_KEYS) {
    const field = record[key];
    if (typeof field === 'string' || typeof field === 'number') format[key] = field;
  }
  return {
    title: read.text(record, 'title'),
    category,
    description: read.text(record, 'description'),
    message: read.text(record, 'message'),
    comments: read.yesNo(record, 'comments'),
    ontop: read.yesNo(record, 'ontop'),
    pending: read.yesNo(record, 'pending'),
    cover: read.text(record, 'cover'),
    newCover: '',
    other1: read.text(record, 'other1'),
    other2: read.text(record, 'other2'),
    other3: read.text(record, 'other3'),
    other4: read.text(record, 'other4'),
    other5: read.text(record, 'other5'),
    format,
  };
}

export function validateEntry(fields: EntryFields): FieldErrors {
  const errors: FieldErrors = {};
  if (!fields.title.trim()) errors.title = t('validate_title_empty');
  else if (fields.title.length > ENTRY_TITLE_MAX) errors.title = t('validate_title_long', formatNumber(ENTRY_TITLE_MAX), formatNumber(fields.title.length));
  return errors;
}

/** The parameters of a save: the fields, the format as loaded, a cover only when a new one was chosen. */
export function entryParams(fields: EntryFields): Record<string, unknown> {
  const { newCover, cover: _cover, format, category, ...rest } = fields;
  return {
    ...format,
    ...rest,
    ...(category > 0 && { category }),
    ...(newCover && { cover: newCover }),
  };
}

export function entryKind(module: 'news' | 'blog'): ResourceKind<EntryFields> {
  return {
    kind: module,
    noun: module === 'news' ? 'news entry' : 'blog entry',
    labels: {
      title: 'Title', category: 'Category', description: 'Description', message: 'Content', comments: 'Comments allowed',
      ontop: 'Pinned on top', pending: 'Pending', cover: 'Cover', newCover: 'New cover', other1: 'Extra field 1',
      other2: 'Extra field 2', other3: 'Extra field 3', other4: 'Extra field 4', other5: 'Extra field 5', format: 'Content format',
    },
    asText: {
      format: (format: Record<string, string | number>) => FORMAT_KEYS.map((key) => `${key}: ${format[key] ?? ''}`).join('\n'),
      newCover: (cover: string) => (cover ? '(a new image)' : ''),
    },
    // New entries are written in the HTML editor: say so, or the platform stores the HTML escaped.
    empty: () => ({ ...entryFieldsFrom({}), format: { message_type: 'html', description_type: 'html', includehtml_msg: 1, includehtml_desc: 1 } }),
    async load(api, id) {
      return entryFieldsFrom(await api(`${module}.get`, { id }));
    },
    validate: validateEntry,
    async save(api, id, fields) {
      return entryFieldsFrom(await api(`${module}.update`, { ...entryParams(fields), id }));
    },
    async create(api, fields) {
      const record = asRecord(await api(`${module}.create`, entryParams(fields)));
      return { id: read.int(record, 'id'), server: 'title' in record ? entryFieldsFrom(record) : null };
    },
  };
}
