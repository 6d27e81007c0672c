// A mail form's fields: each with its label, type, whether it is required and its options, and
// "⋯" to move it up or down or remove it, as a menu's items have; Add field puts a new one at the end.
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
  // The field whose "⋯" is open.
  const [more, setMore] = useState<number | null>(null);
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
              <FieldMore name={name} first={index === 0} last={index === fields.length - 1} open={more === index} onToggle={() => setMore(more === index ? null : index)}
                onUp={() => (setMore(null), move(index, index - 1))} onDown={() => (setMore(null), move(index, index + 1))} onRemove={() => (setMore(null), remove(index))} />
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

interface MoreProps {
  name: string;
  first: boolean;
  last: boolean;
  open: boolean;
  onToggle: () => void;
  onUp: () => void;
  onDown: () => void;
  onRemove: () => void;
}

/** A field's "⋯": its moves (those that cannot happen shown, not offered) and Remove. */
function FieldMore({ name, first, last, open, onToggle, onUp, onDown, onRemove }: MoreProps) {
  return (
    <div class="field-more">
      <button type="button" class="more" aria-expanded={open} aria-label={t('menu_more_for', name)} onClick={onToggle}>⋯</button>
      {open && (
        <ul class="item-more" onKeyDown={(event) => event.key === 'Escape' && onToggle()}>
          <li><button type="button" class="link" disabled={first} onClick={onUp} aria-label={t('mail_field_up_named', name)}>{t('menu_move_up')}</button></li>
          <li><button type="button" class="link" disabled={last} onClick={onDown} aria-label={t('mail_field_down_named', name)}>{t('menu_move_down')}</button></li>
          <li><button type="button" class="link danger" onClick={onRemove} aria-label={t('mail_field_remove_named', name)}>{t('remove')}</button></li>
        </ul>
      )}
    </div>
  );
}
