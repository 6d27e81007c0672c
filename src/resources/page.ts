// A site page as the editor sees it: every Page field of the spec.
import { t } from '../i18n';
import { POWERED_BY } from '../api/limits';
import { asRecord, read, type CallApi, type FieldErrors } from './api';
import type { ResourceKind } from './kind';

export interface PageFields {
  name: string;
  message: string;
  parent_id: number;
  pending: 0 | 1;
  owntmpl: 0 | 1;
  tmpl: string;
  ownurl: string;
  access_all: 0 | 1;
  access_group_ids: number[];
  meta_title: string;
  meta_description: string;
  meta_keywords: string;
  other1: string;
  other2: string;
  other3: string;
  other4: string;
  other5: string;
}

const OTHERS = ['other1', 'other2', 'other3', 'other4', 'other5'] as const;

export function pageFieldsFrom(value: unknown): PageFields {
  const record = asRecord(value);
  const groups = Array.isArray(record.access_group_ids)
    ? record.access_group_ids.filter((id) => (typeof id === 'number' && Number.isInteger(id)) || (typeof id === 'string' && /^\d+$/.test(id))).map(Number)
    : [];
  return {
    name: read.text(record, 'name'),
    message: read.text(record, 'message'),
    parent_id: read.int(record, 'parent_id'),
    pending: read.flag01(record, 'pending'),
    owntmpl: read.flag01(record, 'owntmpl'),
    tmpl: read.text(record, 'tmpl'),
    ownurl: read.text(record, 'ownurl'),
    access_all: record.access_all === undefined ? 1 : read.flag01(record, 'access_all'),
    access_group_ids: groups,
    meta_title: read.text(record, 'meta_title'),
    meta_description: read.text(record, 'meta_description'),
    meta_keywords: read.text(record, 'meta_keywords'),
    ...(Object.fromEntries(OTHERS.map((key) => [key, read.text(record, key)])) as Pick<PageFields, (typeof OTHERS)[number]>),
  };
}

export function validatePage(fields: PageFields): FieldErrors {
  const errors: FieldErrors = {};
  if (!fields.name.trim()) errors.name = t('validate_page_name');
  if (fields.owntmpl === 1 && fields.tmpl.trim() && !fields.tmpl.includes(POWERED_BY)) {
    errors.tmpl = t('validate_tmpl_powered_by', POWERED_BY);
  }
  if (/[\s?#/\\]/.test(fields.ownurl.trim())) errors.ownurl = t('validate_slug');
  return errors;
}

export const pageKind: ResourceKind<PageFields> = {
  kind: 'page',
  noun: 'page',
  labels: {
    name: 'Name', message: 'Content', parent_id: 'Parent page', pending: 'Pending', owntmpl: 'Own template', tmpl: 'Template',
    ownurl: 'Page address (slug)', access_all: 'Access for all', access_group_ids: 'Groups with access', meta_title: 'Meta title',
    meta_description: 'Meta description', meta_keywords: 'Meta keywords', other1: 'Extra field 1', other2: 'Extra field 2',
    other3: 'Extra field 3', other4: 'Extra field 4', other5: 'Extra field 5',
  },
  asText: { access_group_ids: (ids: number[]) => [...ids].sort((a, b) => a - b).join(', ') },
  empty: () => pageFieldsFrom({ access_all: 1 }),
  async load(api: CallApi, id: number) {
    return pageFieldsFrom(await api('pages.get', { id }));
  },
  validate: validatePage,
  async save(api, id, fields) {
    return pageFieldsFrom(await api('pages.update', { ...fields, page_id: id }));
  },
  async create(api, fields) {
    const record = asRecord(await api('pages.create', { ...fields }));
    return { id: read.int(record, 'id'), server: 'name' in record ? pageFieldsFrom(record) : null };
  },
};
