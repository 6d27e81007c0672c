// Every field of an entry (news, blog and the catalogue modules), and what else the site sent, read-only.
import { ENTRY_TITLE_MAX } from '../../../api/limits';
import { formatNumber, plural, t } from '../../../i18n';
import type { EntryFields } from '../model';
import { ContentEditor } from '../../../ui/rich-text/ContentEditor';
import type { CategoryItem } from '../../../resources/panel-lists';
import { CoverField } from './CoverField';
import { SiteOnlyFields } from '../../../ui/editor/SiteOnlyFields';
import { CheckboxField, OtherFields, SelectField, TextField } from '../../../ui/editor/fields';
import { useFocusWhenPointed, usePointedCaret } from '../../../ui/point-spot';

interface Props {
  site: string;
  fields: EntryFields;
  errors: Record<string, string>;
  update: (change: Partial<EntryFields>) => void;
  categories: CategoryItem[];
}

export function EntryForm({ site, fields, errors, update, categories }: Props) {
  const left = ENTRY_TITLE_MAX - fields.title.length;
  const caretAt = usePointedCaret();
  const descriptionCaretAt = usePointedCaret('description');
  useFocusWhenPointed('f-title', true);
  return (
    <>
      <TextField id="f-title" label={t('field_title')} value={fields.title} error={errors.title} onInput={(title) => update({ title })}
        hint={<span class={left < 0 ? 'error' : undefined} aria-live="polite">{plural('title_count', ENTRY_TITLE_MAX, formatNumber(fields.title.length))}</span>} />
      <SelectField id="f-category" label={t('field_category')} value={fields.category}
        options={[{ value: 0, label: t('no_category') }, ...categories.map((c) => ({ value: c.id, label: c.name, group: c.section }))]}
        onChange={(category) => update({ category })} />
      <ContentEditor id="f-description" label={t('field_description')} value={fields.description} onChange={(description) => update({ description })}
        caretAt={descriptionCaretAt} />
      <ContentEditor id="f-message" label={t('field_content')} value={fields.message} error={errors.message} onChange={(message) => update({ message })}
        caretAt={caretAt} />
      <CheckboxField id="f-comments" label={t('field_comments')} checked={fields.comments === 'yes'} onChange={(on) => update({ comments: on ? 'yes' : 'no' })} />
      <CheckboxField id="f-ontop" label={t('field_ontop')} checked={fields.ontop === 'yes'} onChange={(on) => update({ ontop: on ? 'yes' : 'no' })} />
      <CheckboxField id="f-pending" label={t('field_pending')} checked={fields.pending === 'yes'} onChange={(on) => update({ pending: on ? 'yes' : 'no' })} />
      <CoverField site={site} current={fields.cover} chosen={fields.newCover} error={errors.cover} onChoose={(newCover) => update({ newCover })} />
      <OtherFields fields={fields} update={update} />
      <SiteOnlyFields values={fields.siteOnly} />
    </>
  );
}
