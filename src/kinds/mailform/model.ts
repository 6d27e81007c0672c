// A mail form placed on a page ($MFORM_<ID>$): its name, recipients, success text, the email
// it sends, and its fields. One GET opens it when the site sends the form whole; a save writes
// the form's own fields, its template and each changed field, each only when it changed.
import { t, type MessageKey } from '../../i18n';
import { MAIL_FORM_NAME_MAX } from '../../api/limits';
import type { RunOperation } from '../../messages/operations';
import { absentOf, asRecord, has, read, type FieldErrors, type SiteCopy } from '../../resources/records';
import { PartialSave, type ResourceKind } from '../../resources/kind';
import { writeEach } from '../../resources/write-each';
import { MAIL_FIELD_TYPES, movesToOrder, planFieldChanges, type MailField, type MailFieldType } from './mail-fields';

export interface MailFormFields extends SiteCopy {
  name: string;
  emails: string;
  /** The text a visitor reads after sending (the spec's `rez`). */
  rez: string;
  /** The email's HTML template. */
  tmpl: string;
  fields: MailField[];
}

const SETTINGS = ['name', 'emails', 'rez'] as const;
/** Each type's name for the owner. */
export const MAIL_TYPE_LABELS: Record<MailFieldType, MessageKey> = {
  1: 'mail_type_1', 2: 'mail_type_2', 3: 'mail_type_3', 4: 'mail_type_4', 5: 'mail_type_5', 6: 'mail_type_6', 7: 'mail_type_7', 8: 'mail_type_8',
};

/** Types whose options the owner lists: radio group and select. */
export const TYPES_WITH_OPTIONS: readonly MailFieldType[] = [4, 5];

function fieldFrom(value: unknown): MailField | null {
  const record = asRecord(value);
  const id = read.int(record, 'id');
  const type = read.int(record, 'type');
  if (id <= 0) return null;
  const values = Array.isArray(record.values) ? record.values.map(String).join('|') : read.text(record, 'values');
  return { id, name: read.text(record, 'name'), type: (MAIL_FIELD_TYPES as readonly number[]).includes(type) ? (type as MailFieldType) : 1, required: read.flag01(record, 'required'), values };
}

export function fieldsFrom(value: unknown): MailField[] {
  const list = Array.isArray(value) ? value : asRecord(value).fields;
  return Array.isArray(list) ? list.flatMap((item) => fieldFrom(item) ?? []) : [];
}

export function mailFormFrom(value: unknown): MailFormFields {
  const record = asRecord(value);
  const form: MailFormFields = { name: read.text(record, 'name'), emails: read.text(record, 'emails'), rez: read.text(record, 'rez'), tmpl: read.text(record, 'tmpl'), fields: fieldsFrom(record.fields) };
  const absent = absentOf(record, [...SETTINGS, 'tmpl'], (key) => has(record, key)).concat(Array.isArray(record.fields) ? [] : ['fields']);
  if (absent.length) form.absent = absent;
  return form;
}

const EMAIL = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/;

export function emailsIn(text: string): string[] {
  return text.split(/[\s,;]+/).filter(Boolean);
}

export function validateMailForm(form: MailFormFields): FieldErrors {
  const errors: FieldErrors = {};
  if (!form.name.trim()) errors.name = t('validate_mail_name');
  else if (form.name.length > MAIL_FORM_NAME_MAX) errors.name = t('validate_mail_name_long', String(MAIL_FORM_NAME_MAX));
  const bad = emailsIn(form.emails).find((email) => !EMAIL.test(email));
  if (bad) errors.emails = t('validate_mail_email', bad);
  const unnamed = form.fields.findIndex((field) => !field.name.trim());
  const noOptions = form.fields.findIndex((field) => TYPES_WITH_OPTIONS.includes(field.type) && !field.values.split('|').some((value) => value.trim()));
  if (unnamed >= 0) errors.fields = t('validate_mail_field_name', String(unnamed + 1));
  else if (noOptions >= 0) errors.fields = t('validate_mail_field_options', String(noOptions + 1));
  return errors;
}

/** The fields, as many calls as it takes; on a failure midway, what the site holds by then. */
async function writeFields(api: RunOperation, form: number, site: MailField[], wanted: MailField[]): Promise<Record<string, unknown>> {
  const { remove, update, create } = planFieldChanges(site, wanted);
  let held = site.filter((field) => field.id !== null);
  let calls = 0;
  const made: number[] = [];
  const step = async <T>(send: () => Promise<T>): Promise<T> => {
    const answer = await send();
    calls += 1;
    return answer;
  };
  try {
    for (const fieldId of remove) {
      await step(() => api({ op: 'mailform/field-delete', form, fieldId }));
      held = held.filter((field) => field.id !== fieldId);
    }
    for (const { id: fieldId, changes } of update) {
      await step(() => api({ op: 'mailform/field-save', form, fieldId, field: changes }));
      held = held.map((field) => (field.id === fieldId ? { ...field, ...changes } : field));
    }
    for (const values of create) {
      const answer = fieldFrom(await step(() => api({ op: 'mailform/field-create', form, field: values })));
      const id = answer?.id ?? (await newestField(api, form, held));
      held = [...held, { ...values, id }];
      made.push(id);
    }
    let fresh = 0;
    const order = wanted.map((field) => field.id ?? (made[fresh++] as number));
    for (const move of movesToOrder(held.map((field) => field.id as number), order)) {
      await step(() => api({ op: 'mailform/field-move', form, fieldId: move.id, direction: move.direction }));
      const at = held.findIndex((field) => field.id === move.id);
      held = [...held];
      [held[at - 1], held[at]] = [held[at] as MailField, held[at - 1] as MailField];
    }
  } catch (error) {
    if (!calls) throw error;
    // The owner's new fields made so far keep the ids they got, or the next save would delete them and make them again.
    let fresh = 0;
    const named = wanted.map((field) => (field.id === null && fresh < made.length ? { ...field, id: made[fresh++] as number } : field));
    throw new PartialSave(['fields'], { fields: held }, error, undefined, { fields: named });
  }
  return { fields: held };
}

/** The id of a field just created, when the site's answer did not carry it. */
async function newestField(api: RunOperation, form: number, known: MailField[]): Promise<number> {
  const ids = fieldsFrom(await api({ op: 'mailform/open-fields', form })).map((field) => field.id as number);
  const fresh = ids.filter((id) => !known.some((field) => field.id === id));
  if (!fresh.length) throw new Error(t('mail_field_lost'));
  return Math.max(...fresh);
}

export const mailFormKind: ResourceKind<MailFormFields> = {
  kind: 'mailform',
  labels: { name: 'field_name', emails: 'field_mail_recipients', rez: 'field_mail_success', tmpl: 'field_mail_template', fields: 'field_mail_fields' },
  asText: {
    fields: (fields: MailField[]) =>
      fields.map((field) => `${field.name} · ${t(MAIL_TYPE_LABELS[field.type])}${field.required ? ' *' : ''}${field.values ? ` (${field.values})` : ''}`).join('\n'),
  },
  mergeable: ['tmpl'],
  empty: () => ({ name: '', emails: '', rez: '', tmpl: '', fields: [] }),
  fromRecord: mailFormFrom,
  // The fields and the template are read apart only when the form's record leaves them out.
  async load(api, form) {
    let copy = mailFormFrom(await api({ op: 'mailform/open', form }));
    if (copy.absent?.includes('fields')) copy = { ...copy, fields: fieldsFrom(await api({ op: 'mailform/open-fields', form })), absent: without(copy.absent, 'fields') };
    if (copy.absent?.includes('tmpl')) {
      const tmpl = asRecord(await api({ op: 'mailform/open-template', form })).tmpl;
      if (typeof tmpl === 'string') copy = { ...copy, tmpl, absent: without(copy.absent, 'tmpl') };
    }
    return copy;
  },
  validate: validateMailForm,
  async write(api, form, changed, fields, site) {
    const settings = changed.filter((field): field is (typeof SETTINGS)[number] => (SETTINGS as readonly string[]).includes(field));
    return writeEach([
      settings.length > 0 && {
        fields: settings,
        send: async () => asRecord(await api({ op: 'mailform/save', form, fields: Object.fromEntries(settings.map((field) => [field, fields[field]])) })),
      },
      changed.includes('tmpl') && {
        fields: ['tmpl'],
        send: async () => asRecord(await api({ op: 'mailform/save-template', form, tmpl: fields.tmpl })),
      },
      changed.includes('fields') && { fields: ['fields'], send: () => writeFields(api, form, site.fields, fields.fields) },
    ]);
  },
};

function without(absent: string[] | undefined, known: string): string[] | undefined {
  const left = (absent ?? []).filter((field) => field !== known);
  return left.length ? left : undefined;
}
