// The mailform kind's operations: one example of each, and the request it must become (held by
// test/unit/background/operations.test.ts, with every other kind's).
import type { OperationExample } from '../../../support/operation-examples';

export const EXAMPLES: OperationExample[] = [
  [{ op: 'mailform/open', form: 1 }, 'mail.get', { form_id: 1 }],
  [{ op: 'mailform/open-fields', form: 1 }, 'mail.fields', { form_id: 1 }],
  [{ op: 'mailform/open-template', form: 1 }, 'mail.template', { form_id: 1 }],
  [{ op: 'mailform/save', form: 1, fields: { name: 'Contact us' } }, 'mail.update', { form_id: 1, name: 'Contact us' }],
  [{ op: 'mailform/save-template', form: 1, tmpl: '<p>$FIELD_1$</p>' }, 'mail.templateSave', { form_id: 1, tmpl: '<p>$FIELD_1$</p>' }],
  [{ op: 'mailform/field-create', form: 1, field: { name: 'Phone', type: 1, required: 0, values: '' } }, 'mail.fieldCreate', { form_id: 1, name: 'Phone', type: 1, required: 0, values: '' }],
  [{ op: 'mailform/field-save', form: 1, fieldId: 4, field: { required: 1 } }, 'mail.fieldUpdate', { form_id: 1, field_id: 4, required: 1 }],
  [{ op: 'mailform/field-move', form: 1, fieldId: 4, direction: 0 }, 'mail.fieldMove', { form_id: 1, field_id: 4, direction: 0 }],
  [{ op: 'mailform/field-delete', form: 1, fieldId: 4 }, 'mail.fieldDelete', { form_id: 1, field_id: 4 }],
];
