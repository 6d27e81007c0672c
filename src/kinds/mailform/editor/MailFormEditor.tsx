// A mail form on the page: its name, recipients, the text after sending, the email template and
// its fields.
import { t } from '../../../i18n';
import { editorTitle } from '../../editor-title';
import { MAIL_FORM_NAME_MAX } from '../../../api/limits';
import { mailFormKind } from '../model';
import { CodeEditor } from '../../../ui/code/CodeEditor';
import { EditorShell } from '../../../ui/editor/EditorShell';
import type { EditorProps } from '../../../ui/editor/editor-props';
import { TextField } from '../../../ui/editor/fields';
import { useResourceEditor } from '../../../ui/editor/useResourceEditor';
import type { NumberedRef } from '../../../resources/resource-ref';
import { MailFieldsForm } from './MailFieldsForm';

export function MailFormEditor({ site, ref_, api, onSaved }: EditorProps<NumberedRef<'mailform'>>) {
  const editor = useResourceEditor(mailFormKind, api, { site, id: ref_.id }, (id) => onSaved({ kind: 'mailform', id }));
  const { state, update } = editor;
  const { fields, errors } = state;
  const title = editorTitle(ref_, state.base?.name);
  return (
    <EditorShell title={title} site={site} editor={editor}>
      <TextField id="f-name" label={t('field_name')} value={fields.name} error={errors.name} maxLength={MAIL_FORM_NAME_MAX}
        hint={t('chars_left', String(MAIL_FORM_NAME_MAX - fields.name.length))} onInput={(name) => update({ name })} />
      <TextField id="f-emails" label={t('field_mail_recipients')} value={fields.emails} error={errors.emails} hint={t('mail_recipients_hint')} onInput={(emails) => update({ emails })} />
      <TextField id="f-rez" label={t('field_mail_success')} value={fields.rez} error={errors.rez} multiline onInput={(rez) => update({ rez })} />
      <MailFieldsForm fields={fields.fields} error={errors.fields} onChange={(list) => update({ fields: list })} />
      <div class="field">
        <p class="label">{t('field_mail_template')}</p>
        <CodeEditor id="f-tmpl" label={t('field_mail_template')} value={fields.tmpl} onChange={(tmpl) => update({ tmpl })} language="html" variables={[]}
          readOnly={Boolean(state.following)} />
        {errors.tmpl && <p class="error" role="alert">{errors.tmpl}</p>}
      </div>
    </EditorShell>
  );
}
