// Spec: Mail forms, their fields and template.
import { z } from '../../validation/z';
import { anyRecord, anyResult, endpoint, id } from '../endpoint';
import { mailFieldType, mailFormUpdate, newMailField, newMailForm } from '../schemas';

const module = 'mail';
const form = z.looseObject({ form_id: id });
const field = z.looseObject({ form_id: id, field_id: id });

export const mail = {
  'mail.list': endpoint({ method: 'GET', path: '/mail', params: anyRecord, result: anyResult, module }),
  'mail.get': endpoint({ method: 'GET', path: '/mail/{form_id}', params: form, result: anyResult, module }),
  'mail.create': endpoint({ method: 'POST', path: '/mail', params: newMailForm, result: anyResult, module }),
  'mail.update': endpoint({ method: 'PUT', path: '/mail/{form_id}', params: mailFormUpdate, result: anyResult, module }),
  'mail.delete': endpoint({ method: 'DELETE', path: '/mail/{form_id}', params: form, result: anyResult, module }),
  'mail.fields': endpoint({ method: 'GET', path: '/mail/{form_id}/fields', params: form, result: anyResult, module }),
  'mail.fieldCreate': endpoint({ method: 'POST', path: '/mail/{form_id}/fields', params: newMailField, result: anyResult, module }),
  'mail.fieldUpdate': endpoint({ method: 'PUT', path: '/mail/{form_id}/fields/{field_id}', params: z.extend(field, { type: z.optional(mailFieldType) }), result: anyResult, module }),
  'mail.fieldDelete': endpoint({ method: 'DELETE', path: '/mail/{form_id}/fields/{field_id}', params: field, result: anyResult, module }),
  'mail.fieldMove': endpoint({ method: 'PUT', path: '/mail/{form_id}/fields/{field_id}/move', params: z.extend(field, { direction: z.union([z.literal(0), z.literal(1)]) }), result: anyResult, module }),
  'mail.template': endpoint({ method: 'GET', path: '/mail/{form_id}/template', params: form, result: anyResult, module }),
  'mail.templateSave': endpoint({ method: 'POST', path: '/mail/{form_id}/template', params: z.extend(form, { tmpl: z.string() }), result: anyResult, module }),
};
