// Where Find and replace looks: each area is a kind of record read from its list (100 records a
// request: the list carries the text, so a record costs nothing more to search) and the fields
// of it searched, each as the text it is (a title is all text; content is HTML, of which only
// the text a visitor reads is searched unless the owner includes addresses and attributes).
import { entryKind } from '../kinds/entry/model';
import { pageKind } from '../kinds/page/model';
import type { PagedList } from '../messages/operations';
import type { AnyKind } from '../resources/kind';
import type { SiteCopy } from '../resources/records';
import type { FieldText } from '../replace/searchable';
import { ENTRY_KINDS, type EntryKind } from '../vocabulary/kinds';

export interface SearchedField {
  field: string;
  text: FieldText;
}

export interface Area<F extends SiteCopy = SiteCopy> {
  /** `page`, `news`…: the kind of its records. */
  name: 'page' | EntryKind;
  kind: AnyKind<F>;
  list: PagedList;
  fields: SearchedField[];
  /** A record's name for the owner, from its fields. */
  nameOf(fields: F): string;
}

const EXTRA: SearchedField[] = (['other1', 'other2', 'other3', 'other4', 'other5'] as const).map((field) => ({ field, text: 'plain' }));

const pages: Area = {
  name: 'page',
  kind: pageKind as unknown as AnyKind<SiteCopy>,
  list: { op: 'pages/list' },
  fields: [
    { field: 'name', text: 'plain' }, { field: 'message', text: 'html' },
    { field: 'meta_title', text: 'plain' }, { field: 'meta_description', text: 'plain' }, { field: 'meta_keywords', text: 'plain' }, ...EXTRA,
  ],
  nameOf: (fields) => String((fields as { name?: string }).name ?? ''),
};

const entries = (module: EntryKind): Area => ({
  name: module,
  kind: entryKind(module) as unknown as AnyKind<SiteCopy>,
  list: { op: 'entries/list', module },
  fields: [{ field: 'title', text: 'plain' }, { field: 'description', text: 'html' }, { field: 'message', text: 'html' }, ...EXTRA],
  nameOf: (fields) => String((fields as { title?: string }).title ?? ''),
});

/** Every area, in the order the owner reads them: pages, then each module's entries. */
export const AREAS: readonly Area[] = [pages, ...ENTRY_KINDS.map(entries)];

/** The text of one field of a record's fields ('' where it has none). */
export function fieldValue(fields: SiteCopy, field: string): string {
  const value = (fields as Record<string, unknown>)[field];
  return typeof value === 'string' ? value : '';
}
