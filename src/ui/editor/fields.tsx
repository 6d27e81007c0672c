// Labelled form fields with their error and hint wired for screen readers.
import type { ComponentChildren } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';
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

export function TextField({ id, label, error, hint, value, onInput, maxLength, multiline, type }: Base & {
  value: string;
  onInput: (value: string) => void;
  maxLength?: number;
  multiline?: boolean;
  /** An input of another type than text: a day ("date"), a count ("number"). */
  type?: 'date' | 'number';
}) {
  const common = { id, value, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy(id, error, hint) };
  return (
    <div class="field">
      <label for={id}>{label}</label>
      {multiline ? (
        <textarea {...common} rows={4} onInput={(e) => onInput(e.currentTarget.value)} />
      ) : (
        <input {...common} type={type} maxLength={maxLength} onInput={(e) => onInput(e.currentTarget.value)} />
      )}
      <Notes id={id} error={error} hint={hint} />
    </div>
  );
}

export function CheckboxField({ id, label, checked, onChange, hint, disabled = false }: Base & { checked: boolean; onChange: (checked: boolean) => void; disabled?: boolean }) {
  return (
    <div class="field checkbox">
      <input id={id} type="checkbox" checked={checked} disabled={disabled} aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(e) => onChange(e.currentTarget.checked)} />
      <label for={id}>{label}</label>
      <Notes id={id} hint={hint} />
    </div>
  );
}

export function SelectField<V extends string | number>({ id, label, value, options, onChange, error, hint, busy }: Base & {
  value: V;
  /** The name of the value chosen is still being read (a parent page's, with the site's pages). */
  busy?: boolean;
  /** `group`: the heading an option is shown under (consecutive options of one group share it). */
  options: { value: V; label: string; group?: string }[];
  onChange: (value: V) => void;
}) {
  const option = (o: { value: V; label: string }) => <option key={String(o.value)} value={String(o.value)}>{o.label}</option>;
  // Options that come after the value (a list read later) are not matched to it by the render:
  // the value is set again once they are there.
  const select = useRef<HTMLSelectElement>(null);
  useLayoutEffect(() => {
    if (select.current && select.current.value !== String(value)) select.current.value = String(value);
  });
  return (
    <div class="field">
      <label for={id}>{label}</label>
      <select ref={select} id={id} value={String(value)} aria-busy={busy || undefined} aria-describedby={describedBy(id, error, hint)}
        onChange={(e) => onChange(options.find((o) => String(o.value) === e.currentTarget.value)!.value)}>
        {inGroups(options).map((run) => (run.group ? <optgroup key={run.group} label={run.group}>{run.options.map(option)}</optgroup> : run.options.map(option)))}
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

/** Options in runs of one group each, in their order. */
function inGroups<O extends { group?: string }>(options: O[]): { group: string; options: O[] }[] {
  const runs: { group: string; options: O[] }[] = [];
  for (const option of options) {
    const group = option.group ?? '';
    const last = runs.at(-1);
    if (last && last.group === group) last.options.push(option);
    else runs.push({ group, options: [option] });
  }
  return runs;
}
