// A site page as the editor sees it: every Page field of the spec. A page with its own template
// shows visitors template 2/<id>: for such a page the template is what Content edits.
import { t } from '../../i18n';
import { POWERED_BY } from '../../api/limits';
import type { RunOperation } from '../../messages/operations';
import { absentOf, asRecord, has, read, type FieldErrors, type SiteCopy } from '../../resources/records';
import { apiCodeOf, onField } from '../../resources/failures';
import { PartialSave, type ResourceKind } from '../../resources/kind';
import { recordId } from '../../resources/list-answer';
import { writeEach } from '../../resources/write-each';
import { pageAddress, pageAddressOf } from './address';
import { pageFirstRead } from './wire';

export interface PageFields extends SiteCopy {
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
const FIELDS = ['name', 'message', 'parent_id', 'pending', 'owntmpl', 'tmpl', 'ownurl', 'access_all', 'access_group_ids', 'meta_title', 'meta_description', 'meta_keywords', ...OTHERS] as const;

export function pageFieldsFrom(value: unknown): PageFields {
  const record = asRecord(value);
  const groups = Array.isArray(record.access_group_ids)
    ? record.access_group_ids.filter((id) => (typeof id === 'number' && Number.isInteger(id)) || (typeof id === 'string' && /^\d+$/.test(id))).map(Number)
    : [];
  const fields: PageFields = {
    name: read.text(record, 'name'),
    message: read.text(record, 'message'),
    parent_id: read.int(record, 'parent_id'),
    pending: read.flag01(record, 'pending'),
    // A template sent implies an own template.
    owntmpl: has(record, 'owntmpl') ? read.flag01(record, 'owntmpl') : read.text(record, 'tmpl') ? 1 : 0,
    tmpl: read.text(record, 'tmpl'),
    ownurl: read.text(record, 'ownurl'),
    access_all: has(record, 'access_all') ? read.flag01(record, 'access_all') : 1,
    access_group_ids: groups,
    meta_title: read.text(record, 'meta_title'),
    meta_description: read.text(record, 'meta_description'),
    meta_keywords: read.text(record, 'meta_keywords'),
    ...(Object.fromEntries(OTHERS.map((key) => [key, read.text(record, key)])) as Pick<PageFields, (typeof OTHERS)[number]>),
  };
  const absent = absentOf(record, FIELDS, (key) => has(record, key) || (key === 'owntmpl' && Boolean(fields.tmpl)));
  if (absent.length) fields.absent = absent;
  return fields;
}

export function validatePage(fields: PageFields, base: PageFields | null = null): FieldErrors {
  const errors: FieldErrors = {};
  if (!fields.name.trim()) errors.name = t('validate_page_name');
  // The site makes no page without content (its API requires it); a page it has keeps what it has.
  if (base === null && !fields.message.trim()) errors.message = t('validate_page_content');
  if (fields.owntmpl === 1 && fields.tmpl.trim() && !fields.tmpl.includes(POWERED_BY)) {
    errors.tmpl = t('validate_tmpl_powered_by', POWERED_BY);
  }
  if (/[\s?#/\\]/.test(fields.ownurl.trim())) errors.ownurl = t('validate_slug');
  return errors;
}

/**
 * The template of an own-template page, when the page record did not carry it; and whether the
 * page has one at all, when the record did not say (one more GET, only then).
 */
async function withOwnTemplate(api: RunOperation, id: number, page: PageFields): Promise<PageFields> {
  const unsaid = page.absent?.includes('owntmpl') ?? false;
  if (!unsaid && (page.owntmpl !== 1 || !page.absent?.includes('tmpl'))) return page;
  let template: Record<string, unknown>;
  try {
    template = asRecord(await api({ op: 'page/open-template', id }));
  } catch (error) {
    // No template 2/<id>: the page has none of its own.
    if (unsaid && apiCodeOf(error) === 'NOT_FOUND') return { ...page, owntmpl: 0, absent: without(page.absent, ['owntmpl']) };
    throw error;
  }
  if (typeof template.content !== 'string') return page;
  return { ...page, owntmpl: 1, tmpl: template.content, absent: without(page.absent, ['owntmpl', 'tmpl']) };
}

function without(absent: string[] | undefined, known: string[]): string[] | undefined {
  const left = (absent ?? []).filter((field) => !known.includes(field));
  return left.length ? left : undefined;
}

export const pageKind: ResourceKind<PageFields> = {
  kind: 'page',
  labels: {
    name: 'field_name', message: 'field_content', parent_id: 'field_parent', pending: 'conflict_pending', owntmpl: 'own_template', tmpl: 'field_template',
    ownurl: 'field_ownurl', access_all: 'conflict_access_all', access_group_ids: 'conflict_access_groups', meta_title: 'field_meta_title',
    meta_description: 'field_meta_description', meta_keywords: 'field_meta_keywords', other1: ['extra_field', '1'], other2: ['extra_field', '2'],
    other3: ['extra_field', '3'], other4: ['extra_field', '4'], other5: ['extra_field', '5'],
  },
  asText: { access_group_ids: (ids: number[]) => [...ids].sort((a, b) => a - b).join(', ') },
  mergeable: ['message', 'tmpl', 'meta_description'],
  // A new page starts hidden from visitors: the owner publishes it once it reads right.
  empty: () => {
    const { absent: _absent, ...fields } = pageFieldsFrom({ access_all: 1, pending: 1 });
    return fields;
  },
  fromRecord: pageFieldsFrom,
  async load(api: RunOperation, id: number) {
    return withOwnTemplate(api, id, pageFieldsFrom(await api(pageFirstRead(id))));
  },
  validate: validatePage,
  async write(api, id, changed, fields, onSite) {
    // An own template already there is written where it lives; a new one goes with the page.
    const templateAlone = changed.includes('tmpl') && fields.owntmpl === 1 && onSite.owntmpl === 1 && !changed.includes('owntmpl');
    const pageFields = changed.filter((field) => !(templateAlone && field === 'tmpl'));
    return writeEach([
      pageFields.length > 0 && {
        fields: pageFields,
        send: () => updatePage(api, id, fields, pageFields),
      },
      templateAlone && {
        fields: ['tmpl'],
        send: async () => {
          const answer = asRecord(await api({ op: 'page/save-template', id, content: fields.tmpl }));
          return typeof answer.content === 'string' ? { tmpl: answer.content } : {};
        },
      },
    ]);
  },
  create: createPage,
  madeIn: { list: (paging) => ({ op: 'pages/list', ...paging }), nameKeys: ['name', 'title'], nameOf: (fields) => fields.name },
  // Every page answers at /index/0-N (platform-notes §3), and at its own address where it has one,
  // which is the one the owner knows it by. A hidden page shows no one: nothing to open in the tab.
  addressOf: (id, copy) => (copy.pending === 1 ? null : pageAddressOf(id, copy.ownurl)),
};

/**
 * A new page without its own template sends no template fields, and without an address of its
 * own no `ownurl`: a site whose individual URLs are off refuses the field even empty. Where it
 * refuses one, the page is made without it and the address waits on its field.
 */
async function createPage(api: RunOperation, fields: PageFields): Promise<{ id: number; onSite: PageFields | null }> {
  const { absent: _absent, ...all } = fields;
  const sent = FIELDS.filter((field) => (field !== 'tmpl' && field !== 'owntmpl') || fields.owntmpl === 1).filter((field) => field !== 'ownurl' || fields.ownurl.trim());
  const make = async (names: readonly string[]) => asRecord(await api({ op: 'page/create', fields: pick(all, names) }));
  const made = (record: Record<string, unknown>) => ({ id: recordId(record), onSite: has(record, 'name') ? pageFieldsFrom(record) : null });
  try {
    return made(await make(sent));
  } catch (error) {
    if (apiCodeOf(error) !== 'SEO_OWNURL_DISABLED' || !sent.includes('ownurl')) throw error;
    const rest = sent.filter((name) => name !== 'ownurl');
    const record = await make(rest);
    throw new PartialSave(rest, record, onField(error, 'ownurl'), made(record).id);
  }
}

/** A site whose individual URLs are off refuses a page address: the rest is written without it. */
async function updatePage(api: RunOperation, id: number, fields: PageFields, names: string[]): Promise<Record<string, unknown>> {
  const send = async (sent: string[]) => asRecord(await api({ op: 'page/save', id, fields: pick(fields, sent) }));
  try {
    return await send(names);
  } catch (error) {
    if (apiCodeOf(error) !== 'SEO_OWNURL_DISABLED' || !names.includes('ownurl')) throw error;
    const rest = names.filter((name) => name !== 'ownurl');
    if (!rest.length) throw onField(error, 'ownurl');
    throw new PartialSave(rest, await send(rest), onField(error, 'ownurl'));
  }
}

function pick(fields: Omit<PageFields, 'absent'>, names: readonly string[]): Partial<Omit<PageFields, 'absent'>> {
  return Object.fromEntries(names.map((name) => [name, fields[name as keyof typeof fields]]));
}
