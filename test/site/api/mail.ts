// /mail: mail forms, their fields (type 1-8, movable up and down) and their email template.
// guess: no public source shows these answers; records as stored, a form list with fields_count.
import { invalid, missing, notFound } from '../core/errors.ts';
import { NUM } from '../core/nums.ts';
import { flag, int, isEmail, text, type Input } from '../core/params.ts';
import { nextId, type SiteState } from '../data/store.ts';
import type { MailField, MailForm } from '../data/types.ts';
import { unknownFields } from './lenient.ts';
import { idParam, route, type ApiRequest, type Route } from './router.ts';

const NAME_MAX = 73;
const FORM_KEYS = ['id', 'name', 'emails', 'rez', 'tmpl', 'fields'];
const FIELD_KEYS = ['id', 'name', 'type', 'required', 'values', 'direction'];

function findForm(state: SiteState, id: number): MailForm {
  const form = state.data.mailForms.find((item) => item.id === id);
  if (!form) throw notFound(`Mail form ${id}`);
  return form;
}

function findField(req: ApiRequest): { form: MailForm; field: MailField } {
  const form = findForm(req.state, idParam(req, 'form'));
  const id = idParam(req, 'field');
  const field = form.fields.find((item) => item.id === id);
  if (!field) throw notFound(`Field ${id} of mail form ${form.id}`);
  return { form, field };
}

function emailsOf(input: Input): string | undefined {
  const emails = text(input, 'emails');
  if (emails === undefined || emails === '') return emails;
  const list = emails.split(/[\s,;]+/).filter(Boolean);
  const bad = list.find((email) => !isEmail(email));
  if (bad) throw invalid(NUM.MAIL_BAD_EMAIL, `"${bad}" is not an email address`);
  return list.join(', ');
}

function applyForm(form: MailForm, input: Input, creating: boolean): void {
  const name = text(input, 'name', { required: creating, max: NAME_MAX, maxNum: NUM.MAIL_NAME_TOO_LONG });
  if (name !== undefined && name.trim() === '') throw missing('name');
  Object.assign(form, unknownFields(input, FORM_KEYS));
  if (name !== undefined) form.name = name;
  form.emails = emailsOf(input) ?? form.emails;
  form.rez = text(input, 'rez') ?? form.rez;
  form.tmpl = text(input, 'tmpl') ?? form.tmpl;
}

function typeOf(input: Input, required: boolean): number | undefined {
  const type = int(input, 'type', { required });
  if (type !== undefined && (type < 1 || type > 8)) throw invalid(NUM.MAIL_FIELD_TYPE, 'Field "type" must be 1-8 (1 text, 2 textarea, 3 checkbox, 4 radio, 5 select, 6 file, 7 captcha, 8 privacy policy)');
  return type;
}

/** Option values as `a|b|c`, from a string or a list (`values[]=a&values[]=b`). */
function valuesOf(input: Input): string | undefined {
  const values = input.values;
  if (Array.isArray(values)) return values.map(String).join('|');
  return text(input, 'values');
}

function applyField(field: MailField, input: Input, creating: boolean): void {
  const name = text(input, 'name', { required: creating, max: 255 });
  if (name !== undefined && name.trim() === '') throw missing('name');
  Object.assign(field, unknownFields(input, FIELD_KEYS));
  if (name !== undefined) field.name = name;
  field.type = typeOf(input, creating) ?? field.type;
  field.required = flag(input, 'required') ?? field.required;
  field.values = valuesOf(input) ?? field.values;
}

const summary = (form: MailForm) => ({ id: form.id, name: form.name, emails: form.emails, rez: form.rez, fields_count: form.fields.length });

const FORM = '/mail/:form{[0-9]+}';
const FIELD = `${FORM}/fields/:field{[0-9]+}`;

export const mailRoutes: Route[] = [
  route('GET', '/mail', ({ state }) => state.data.mailForms.map(summary)),
  route('POST', '/mail', ({ state, input }) => {
    const form: MailForm = { id: nextId(state.data.mailForms), name: '', emails: '', rez: '', tmpl: '', fields: [] };
    applyForm(form, input, true);
    state.data.mailForms.push(form);
    return form;
  }),
  route('GET', FORM, (req) => findForm(req.state, idParam(req, 'form'))),
  route('PUT', FORM, (req) => {
    const form = findForm(req.state, idParam(req, 'form'));
    applyForm(form, req.input, false);
    return form;
  }),
  route('DELETE', FORM, (req) => {
    const form = findForm(req.state, idParam(req, 'form'));
    req.state.data.mailForms = req.state.data.mailForms.filter((item) => item !== form);
    return { id: form.id, deleted: true };
  }),
  route('GET', `${FORM}/fields`, (req) => findForm(req.state, idParam(req, 'form')).fields),
  route('POST', `${FORM}/fields`, (req) => {
    const form = findForm(req.state, idParam(req, 'form'));
    const field: MailField = { id: nextId(form.fields), name: '', type: 1, required: 0, values: '' };
    applyField(field, req.input, true);
    form.fields.push(field);
    return field;
  }),
  route('PUT', FIELD, (req) => {
    const { field } = findField(req);
    applyField(field, req.input, false);
    return field;
  }),
  route('DELETE', FIELD, (req) => {
    const { form, field } = findField(req);
    form.fields = form.fields.filter((item) => item !== field);
    return { id: field.id, deleted: true };
  }),
  route('PUT', `${FIELD}/move`, (req) => {
    const { form, field } = findField(req);
    const direction = req.input.direction;
    if (direction === undefined || direction === '') throw missing('direction');
    if (String(direction) !== '0' && String(direction) !== '1') throw invalid(NUM.MAIL_MOVE_DIRECTION, 'Parameter "direction" must be 0 (up) or 1 (down)');
    const from = form.fields.indexOf(field);
    const to = String(direction) === '0' ? from - 1 : from + 1;
    if (to >= 0 && to < form.fields.length) {
      form.fields.splice(from, 1);
      form.fields.splice(to, 0, field);
    }
    return form.fields;
  }),
  route('GET', `${FORM}/template`, (req) => ({ tmpl: findForm(req.state, idParam(req, 'form')).tmpl })),
  route('POST', `${FORM}/template`, (req) => {
    const form = findForm(req.state, idParam(req, 'form'));
    form.tmpl = text(req.input, 'tmpl', { required: true }) as string;
    return { tmpl: form.tmpl };
  }),
];
