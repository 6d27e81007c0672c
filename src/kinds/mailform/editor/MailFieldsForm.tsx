// A mail form's fields: each with its label, type, whether it is required and its options, and
// buttons to move it up or down and to remove it; Add field puts a new one at the end.
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { t } from '../../../i18n';
import { MAIL_FIELD_TYPES, type MailField } from '../mail-fields';
import { MAIL_TYPE_LABELS, TYPES_WITH_OPTIONS } from '../model';
import { CheckboxField, SelectField, TextField } from '../../../ui/editor/fields';

interface Props {
  fields: MailField[];
  error?: string;
  onChange: (fields: MailField[]) => void;
}

const TYPE_OPTIONS = MAIL_FIELD_TYPES.map((type) => ({ value: type, label: t(MAIL_TYPE_LABELS[type]) }));

export function MailFieldsForm({ fields, error, onChange }: Props) {
  const [announcement, setAnnouncement] = useState('');
  const [focus, setFocus] = useState<number | null>(null);
  const list = useRef<HTMLOListElement>(null);
  // The field just moved or added keeps the focus, on its label.
  useLayoutEffect(() => {
    if (focus === null) return;
    list.current?.querySelector<HTMLInputElement>(`#mf-name-${focus}`)?.focus();
    setFocus(null);
  }, [focus]);

  const change = (index: number, patch: Partial<MailField>) => onChange(fields.map((field, at) => (at === index ? { ...field, ...patch } : field)));
  const move = (index: number, to: number) => {
    const next = [...fields];
    const [moved] = next.splice(index, 1);
    next.splice(to, 0, moved as MailField);
    onChange(next);
    setFocus(to);
    setAnnouncement(t('mail_field_moved', moved?.name ?? '', String(to + 1)));
  };
  const remove = (index: number) => {
    onChange(fields.filter((_field, at) => at !== index));
    setAnnouncement(t('mail_field_removed', fields[index]?.name ?? ''));
  };
  const add = () => {
    onChange([...fields, { id: null, name: '', type: 1, required: 0, values: '' }]);
    setFocus(fields.length);
  };

  return (
    <fieldset class="mail-fields" aria-describedby={error ? 'f-fields-error' : undefined}>
      <legend>{t('field_mail_fields')}</legend>
      <ol ref={list}>
        {fields.map((field, index) => {
          const name = field.name || t('mail_field_unnamed', String(index + 1));
          return (
            <li key={field.id ?? `new-${index}`} class="mail-field">
              <TextField id={`mf-name-${index}`} label={t('mail_field_label')} value={field.name} onInput={(value) => change(index, { name: value })} maxLength={255} />
              <SelectField id={`mf-type-${index}`} label={t('mail_field_type')} value={field.type} options={TYPE_OPTIONS} onChange={(type) => change(index, { type })} />
              <CheckboxField id={`mf-required-${index}`} label={t('mail_field_required')} checked={field.required === 1} onChange={(on) => change(index, { required: on ? 1 : 0 })} />
              {(TYPES_WITH_OPTIONS.includes(field.type) || field.values) && (
                <TextField id={`mf-values-${index}`} label={t('mail_field_options')} hint={t('mail_field_options_hint')} value={field.values} onInput={(values) => change(index, { values })} />
              )}
              <div class="row">
                <button type="button" class="secondary" disabled={index === 0} onClick={() => move(index, index - 1)} aria-label={t('mail_field_up_named', name)}>{t('menu_move_up')}</button>
                <button type="button" class="secondary" disabled={index === fields.length - 1} onClick={() => move(index, index + 1)} aria-label={t('mail_field_down_named', name)}>{t('menu_move_down')}</button>
                <button type="button" class="danger" onClick={() => remove(index)} aria-label={t('mail_field_remove_named', name)}>{t('remove')}</button>
              </div>
            </li>
          );
        })}
      </ol>
      <button type="button" class="secondary" onClick={add}>{t('mail_field_add')}</button>
      {error && <p id="f-fields-error" class="error" role="alert">{error}</p>}
      <p class="visually-hidden" role="status">{announcement}</p>
    </fieldset>
  );
}
