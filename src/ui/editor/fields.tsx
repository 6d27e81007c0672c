// Labelled form fields with their error and hint wired for screen readers.
import type { ComponentChildren } from 'preact';
import { t } from '../../i18n';

interface Base {
  id: string;
  label: string;
  error?: string;
  hint?: ComponentChildren;
}

function describedBy(id: string, error?: string, hint?: unknown) {
  return [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;
}

function Notes({ id, error, hint }: { id: string; error?: string; hint?: ComponentChildren }) {
  return (
    <>
      {hint && <p id={`${id}-hint`} class="hint">{hint}</p>}
      {error && <p id={`${id}-error`} class="error">{error}</p>}
    </>
  );
}

export function TextField({ id, label, error, hint, value, onInput, maxLength, multiline }: Base & {
  value: string;
  onInput: (value: string) => void;
  maxLength?: number;
  multiline?: boolean;
}) {
  const common = { id, value, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy(id, error, hint) };
  return (
    <div class="field">
      <label for={id}>{label}</label>
      {multiline ? (
        <textarea {...common} rows={4} onInput={(e) => onInput(e.currentTarget.value)} />
      ) : (
        <input {...common} maxLength={maxLength} onInput={(e) => onInput(e.currentTarget.value)} />
      )}
      <Notes id={id} error={error} hint={hint} />
    </div>
  );
}

export function CheckboxField({ id, label, checked, onChange, hint }: Base & { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <div class="field checkbox">
      <input id={id} type="checkbox" checked={checked} aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(e) => onChange(e.currentTarget.checked)} />
      <label for={id}>{label}</label>
      <Notes id={id} hint={hint} />
    </div>
  );
}

export function SelectField<V extends string | number>({ id, label, value, options, onChange, error, hint }: Base & {
  value: V;
  options: { value: V; label: string }[];
  onChange: (value: V) => void;
}) {
  return (
    <div class="field">
      <label for={id}>{label}</label>
      <select id={id} value={String(value)} aria-describedby={describedBy(id, error, hint)}
        onChange={(e) => onChange(options.find((o) => String(o.value) === e.currentTarget.value)!.value)}>
        {options.map((option) => (
          <option key={String(option.value)} value={String(option.value)}>{option.label}</option>
        ))}
      </select>
      <Notes id={id} error={error} hint={hint} />
    </div>
  );
}

/** Extra fields other1…other5, folded away: most sites never use them. */
export function OtherFields<F extends Record<`other${1 | 2 | 3 | 4 | 5}`, string>>({ fields, update }: {
  fields: F;
  update: (change: Partial<F>) => void;
}) {
  return (
    <details class="more">
      <summary>{t('extra_fields')}</summary>
      {([1, 2, 3, 4, 5] as const).map((n) => (
        <TextField key={n} id={`f-other${n}`} label={t('extra_field', String(n))} value={fields[`other${n}`]}
          onInput={(value) => update({ [`other${n}`]: value } as Partial<F>)} />
      ))}
    </details>
  );
}
