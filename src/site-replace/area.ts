// One area Find and replace looks in: a kind of record, found from its list (100 records a
// request: the list carries the text, so a record costs nothing more to search) or, for the
// design, from the template tree (one request a template). Each record offers its searched texts
// by key, each as the text it is (a title is all text; content is HTML, of which only the text a
// visitor reads is searched unless the owner includes addresses and attributes), and takes them
// back as the kind's fields to write.
import type { RunOperation } from '../messages/operations';
import type { AnyKind, ResourceId } from '../resources/kind';
import { recordId } from '../resources/list-answer';
import type { SiteCopy } from '../resources/records';
import type { ResourceRef } from '../resources/resource-ref';
import { readWholeList } from '../resources/whole-list';
import type { FieldText } from '../replace/searchable';
import type { EntryKind } from '../vocabulary/kinds';

export type AreaName = 'page' | EntryKind | 'menu' | 'block' | 'css' | 'template';

/** One searched text of a record: by its key, as the text it is, with its name for the owner. */
export interface SearchedText {
  key: string;
  text: FieldText;
  label: string;
  value: string;
}

/** A record of an area as its source gives it: listed with its fields, or only named (read alone). */
export interface Listed {
  id: ResourceId;
  record: unknown | null;
  /** Its name where the source gives one and the record does not (a template's, from the tree). */
  name?: string;
}

export interface Area {
  name: AreaName;
  /** The area's name for the owner. */
  title(): string;
  /** The kind a record of it is read, checked and written by. */
  kindOf(id: ResourceId): AnyKind<SiteCopy>;
  /** Its records; `ask` makes each request (so that they are counted, and none once stopped). */
  records(ask: RunOperation): Promise<Listed[]>;
  /** The kind's fields its texts come from: a listed record without one of them is read whole. */
  fields: readonly string[];
  texts(fields: SiteCopy): SearchedText[];
  /** The record with the texts of `values` set, and the kind's fields that changed. */
  withTexts(fields: SiteCopy, values: Record<string, string>): { fields: SiteCopy; changed: string[] };
  nameOf(fields: SiteCopy, id: ResourceId): string;
  refOf(id: ResourceId, name: string): ResourceRef;
}

/** An area whose records are read from a list a page at a time. */
export const listedRecords = (list: Parameters<RunOperation>[0]) => async (ask: RunOperation): Promise<Listed[]> =>
  (await readWholeList((paging) => ask({ ...list, ...paging } as Parameters<RunOperation>[0]))).map((record) => ({ id: recordId(record), record }));

/** Texts that are fields of the record as they are (a title, content, a template): set as they are. */
export const fieldsWithTexts: Area['withTexts'] = (copy, values) => ({ fields: { ...copy, ...values }, changed: Object.keys(values) });

/** The text of one field of a record's fields ('' where it has none). */
export function fieldValue(fields: SiteCopy, field: string): string {
  const value = (fields as Record<string, unknown>)[field];
  return typeof value === 'string' ? value : '';
}

/** A searched text of a record by its key ('' where it has none now: a menu item gone). */
export function textOf(area: Area, fields: SiteCopy, key: string): string {
  return area.texts(fields).find((text) => text.key === key)?.value ?? '';
}
