// Spec: Mail forms, their fields and template.
import { z } from '../../validation/z';
import { endpoint, id } from '../endpoint';
import { mailFieldType, mailFormUpdate, newMailField } from '../schemas';

const form = z.looseObject({ form_id: id });
const field = z.looseObject({ form_id: id, field_id: id });

export const mail = {
  'mail.get': endpoint({ method: 'GET', path: '/mail/{form_id}', params: form }),
  'mail.update': endpoint({ method: 'PUT', path: '/mail/{form_id}', params: mailFormUpdate }),
  'mail.fields': endpoint({ method: 'GET', path: '/mail/{form_id}/fields', params: form }),
  'mail.fieldCreate': endpoint({ method: 'POST', path: '/mail/{form_id}/fields', params: newMailField }),
  'mail.fieldUpdate': endpoint({ method: 'PUT', path: '/mail/{form_id}/fields/{field_id}', params: z.extend(field, { type: z.optional(mailFieldType) }) }),
  'mail.fieldDelete': endpoint({ method: 'DELETE', path: '/mail/{form_id}/fields/{field_id}', params: field }),
  'mail.fieldMove': endpoint({ method: 'PUT', path: '/mail/{form_id}/fields/{field_id}/move', params: z.extend(field, { direction: z.union([z.literal(0), z.literal(1)]) }) }),
  'mail.template': endpoint({ method: 'GET', path: '/mail/{form_id}/template', params: form }),
  'mail.templateSave': endpoint({ method: 'POST', path: '/mail/{form_id}/template', params: z.extend(form, { tmpl: z.string() }) }),
};
