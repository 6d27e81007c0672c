// Every field of a news or blog entry.
import { ENTRY_TITLE_MAX } from '../../api/limits';
import type { EntryFields } from '../../resources/entry';
import { ContentEditor } from '../content/ContentEditor';
import { CoverField } from './CoverField';
import { CheckboxField, OtherFields, SelectField, TextField } from './fields';

interface Props {
  site: string;
  fields: EntryFields;
  errors: Record<string, string>;
  update: (change: Partial<EntryFields>) => void;
  categories: { id: number; name: string }[];
}

export function EntryForm({ site, fields, errors, update, categories }: Props) {
  const left = ENTRY_TITLE_MAX - fields.title.length;
  return (
    <>
      <TextField id="f-title" label="Title" value={fields.title} error={errors.title} onInput={(title) => update({ title })}
        hint={<span class={left < 0 ? 'error' : undefined} aria-live="polite">{fields.title.length} / {ENTRY_TITLE_MAX} characters</span>} />
      <SelectField id="f-category" label="Category" value={fields.category}
        options={[{ value: 0, label: '(no category)' }, ...categories.map((c) => ({ value: c.id, label: c.name }))]}
        onChange={(category) => update({ category })} />
      <ContentEditor id="f-description" label="Description" value={fields.description} onChange={(description) => update({ description })} />
      <ContentEditor id="f-message" label="Content" value={fields.message} error={errors.message} onChange={(message) => update({ message })} />
      <CheckboxField id="f-comments" label="Comments allowed" checked={fields.comments === 'yes'} onChange={(on) => update({ comments: on ? 'yes' : 'no' })} />
      <CheckboxField id="f-ontop" label="Pinned on top" checked={fields.ontop === 'yes'} onChange={(on) => update({ ontop: on ? 'yes' : 'no' })} />
      <CheckboxField id="f-pending" label="Pending (hidden from visitors)" checked={fields.pending === 'yes'} onChange={(on) => update({ pending: on ? 'yes' : 'no' })} />
      <CoverField site={site} current={fields.cover} chosen={fields.newCover} error={errors.cover} onChoose={(newCover) => update({ newCover })} />
      <OtherFields fields={fields} update={update} />
    </>
  );
}
