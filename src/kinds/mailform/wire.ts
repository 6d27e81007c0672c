// What a page of the extension may ask of a mail form: the form's own fields, its email
// template, and each of its fields; and the endpoint each maps to.
import { MAIL_FORM_NAME_MAX } from '../../api/limits';
import { chars, z } from '../../validation/z';
import { defined, flag01, id, line, optionalLine, text, kindWire, type EndpointsOf } from '../wire-values';

/** Field types 1-8: text, textarea, checkbox, radio, select, file, captcha, privacy policy. */
const mailFieldType = z.int().check(z.gte(1), z.lte(8));
export const mailFieldSchema = z.strictObject({ name: chars(1, 255), type: mailFieldType, required: flag01, values: line });
const mailForm = { form: id };
const mailField = { form: id, fieldId: id };

export const mailFormOperations = [
  z.strictObject({ op: z.literal('mailform/open'), ...mailForm }),
  z.strictObject({ op: z.literal('mailform/open-fields'), ...mailForm }),
  z.strictObject({ op: z.literal('mailform/open-template'), ...mailForm }),
  z.strictObject({
    op: z.literal('mailform/save'),
    ...mailForm,
    fields: z.strictObject({ name: z.optional(chars(1, MAIL_FORM_NAME_MAX)), emails: optionalLine, rez: optionalLine }),
  }),
  z.strictObject({ op: z.literal('mailform/save-template'), ...mailForm, tmpl: text }),
  z.strictObject({ op: z.literal('mailform/field-create'), ...mailForm, field: mailFieldSchema }),
  z.strictObject({ op: z.literal('mailform/field-save'), ...mailField, field: z.partial(mailFieldSchema) }),
  z.strictObject({ op: z.literal('mailform/field-move'), ...mailField, direction: flag01 }),
  z.strictObject({ op: z.literal('mailform/field-delete'), ...mailField }),
] as const;

export const mailFormEndpoints: EndpointsOf<z.infer<(typeof mailFormOperations)[number]>> = {
  'mailform/open': (operation) => ({ endpoint: 'mail.get', params: { form_id: operation.form } }),
  'mailform/open-fields': (operation) => ({ endpoint: 'mail.fields', params: { form_id: operation.form } }),
  'mailform/open-template': (operation) => ({ endpoint: 'mail.template', params: { form_id: operation.form } }),
  'mailform/save': (operation) => ({ endpoint: 'mail.update', params: { ...defined(operation.fields), form_id: operation.form } }),
  'mailform/save-template': (operation) => ({ endpoint: 'mail.templateSave', params: { form_id: operation.form, tmpl: operation.tmpl } }),
  'mailform/field-create': (operation) => ({ endpoint: 'mail.fieldCreate', params: { ...operation.field, form_id: operation.form } }),
  'mailform/field-save': (operation) => ({ endpoint: 'mail.fieldUpdate', params: { ...defined(operation.field), form_id: operation.form, field_id: operation.fieldId } }),
  'mailform/field-move': (operation) => ({ endpoint: 'mail.fieldMove', params: { form_id: operation.form, field_id: operation.fieldId, direction: operation.direction } }),
  'mailform/field-delete': (operation) => ({ endpoint: 'mail.fieldDelete', params: { form_id: operation.form, field_id: operation.fieldId } }),
};

/** The kind's wire, as src/kinds/wire.ts lists it. */
export const mailFormWire = kindWire(mailFormOperations, mailFormEndpoints);
