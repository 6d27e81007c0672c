// Mail forms placed in a page's text with $MFORM_<ID>$, the one code the platform expands inside
// page content (everything else in the content is shown as stored).
import type { SiteState } from '../data/store.ts';
import type { MailField } from '../data/types.ts';
import { escapeHtml } from './escape.ts';

function renderField(formId: number, field: MailField): string {
  const name = `f${field.id}`;
  const label = `${escapeHtml(field.name)}${field.required ? ' <span class="req">*</span>' : ''}`;
  const options = field.values.split('|').filter(Boolean);
  switch (field.type) {
    case 2:
      return `<label>${label}<textarea name="${name}"></textarea></label>`;
    case 3:
    case 8:
      return `<label><input type="checkbox" name="${name}" value="1"> ${label}</label>`;
    case 4:
      return `<fieldset><legend>${label}</legend>${options.map((option) => `<label><input type="radio" name="${name}" value="${escapeHtml(option)}"> ${escapeHtml(option)}</label>`).join('')}</fieldset>`;
    case 5:
      return `<label>${label}<select name="${name}">${options.map((option) => `<option>${escapeHtml(option)}</option>`).join('')}</select></label>`;
    case 6:
      return `<label>${label}<input type="file" name="${name}"></label>`;
    case 7:
      return `<label>${label}<input type="text" name="code" id="mf${formId}code"></label>`;
    default:
      return `<label>${label}<input type="text" name="${name}"></label>`;
  }
}

export function expandMailForms(state: SiteState, content: string): string {
  return content.replace(/\$MFORM_(\d+)\$/g, (code, id: string) => {
    const form = state.data.mailForms.find((item) => item.id === Number(id));
    if (!form) return code;
    const fields = form.fields.map((field) => `<div class="mf-field" id="mf${form.id}f${field.id}">${renderField(form.id, field)}</div>`).join('\n');
    return `<form class="mform" id="mffm${form.id}" method="post" action="/mail/"><div class="mf-title">${escapeHtml(form.name)}</div>
${fields}
<input type="hidden" name="id" value="${form.id}"><input type="submit" class="mf-submit" value="Отправить"></form>`;
  });
}
