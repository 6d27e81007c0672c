// Pages and every module's entries: read from their lists, their titles, content, meta and extra
// fields searched as they are.
import { t } from '../i18n';
import { entryKind } from '../kinds/entry/model';
import { KIND_WORDS } from '../kinds/words';
import { pageKind } from '../kinds/page/model';
import { labelText, type AnyKind } from '../resources/kind';
import type { SiteCopy } from '../resources/records';
import type { FieldText } from '../replace/searchable';
import { ENTRY_KINDS, type EntryKind } from '../vocabulary/kinds';
import { fieldsWithTexts, fieldValue, listedRecords, type Area } from './area';

/** Texts that are fields of the record as they are: a title, content, a meta field. */
function fieldTexts(kind: AnyKind<SiteCopy>, fields: { field: string; text: FieldText }[]): Pick<Area, 'fields' | 'texts' | 'withTexts'> {
  const labels = kind.labels as Record<string, Parameters<typeof labelText>[0]>;
  return {
    fields: fields.map(({ field }) => field),
    texts: (copy) => fields.map(({ field, text }) => ({ key: field, text, label: labels[field] ? labelText(labels[field]) : field, value: fieldValue(copy, field) })),
    withTexts: fieldsWithTexts,
  };
}

const EXTRA = (['other1', 'other2', 'other3', 'other4', 'other5'] as const).map((field) => ({ field, text: 'plain' as const }));

const pageArea: Area = {
  name: 'page',
  title: () => t('section_pages'),
  kindOf: () => pageKind as unknown as AnyKind<SiteCopy>,
  records: listedRecords({ op: 'pages/list' }),
  ...fieldTexts(pageKind as unknown as AnyKind<SiteCopy>, [
    { field: 'name', text: 'plain' }, { field: 'message', text: 'html' },
    { field: 'meta_title', text: 'plain' }, { field: 'meta_description', text: 'plain' }, { field: 'meta_keywords', text: 'plain' }, ...EXTRA,
  ]),
  nameOf: (fields) => fieldValue(fields, 'name'),
  refOf: (id) => ({ kind: 'page', id: Number(id) }),
};

function entryArea(module: EntryKind): Area {
  const kind = entryKind(module) as unknown as AnyKind<SiteCopy>;
  return {
    name: module,
    title: () => t(KIND_WORDS[module].section?.title ?? 'section_pages'),
    kindOf: () => kind,
    records: listedRecords({ op: 'entries/list', module }),
    ...fieldTexts(kind, [{ field: 'title', text: 'plain' }, { field: 'description', text: 'html' }, { field: 'message', text: 'html' }, ...EXTRA]),
    nameOf: (fields) => fieldValue(fields, 'title'),
    refOf: (id) => ({ kind: module, id: Number(id) }),
  };
}

export const RECORD_AREAS: readonly Area[] = [pageArea, ...ENTRY_KINDS.map(entryArea)];
