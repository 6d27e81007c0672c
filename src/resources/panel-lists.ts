// Reading the lists the panel shows (pages, entries, categories, menus, groups, search results)
// through the one list reader: whatever key the site keeps them under, ids from `id` or `uid`,
// names from whichever field the module names them with. A shape it cannot read is an error.
import { recordId, recordsOfList as recordsOf, recordText } from './list-answer';
import { asRecord, read } from './records';

export interface ListItem {
  id: number;
  name: string;
  /** How deep under others it sits (a page under a page), where the list is a tree. */
  depth?: number;
  /** Visitors do not see it (a page not yet published). */
  hidden?: boolean;
}

/** A page as lists keep it: with its own address, where it has one (`ownurl`), and the page it is under. */
export interface PageItem extends ListItem {
  ownUrl?: string;
  parentId?: number;
}

/** A category to file an entry under, with the section it sits in (sections hold categories, never entries). */
export interface CategoryItem extends ListItem {
  section: string;
}

/** Where a record's name may be, by what it is. */
const NAMES = {
  page: ['name', 'title'],
  entry: ['title', 'name', 'entry_title'],
  category: ['name', 'title', 'cat_name'],
  menu: ['title', 'name'],
  group: ['name', 'title'],
} as const;

/** The fields the lists below read: all a list of pages, entries or menus needs to keep. */
// `childs`: the shop's categories come as one tree, each one's children under it (platform-notes §6).
export const LISTED_FIELDS = ['id', 'uid', 'entry_id', 'cat_id', 'ownurl', 'parent_id', 'pending', 'childs', ...new Set(Object.values(NAMES).flat())] as const;

/** A record as a list keeps it: without its content, which a thousand pages would hold in megabytes. */
export function listedOnly(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(LISTED_FIELDS.filter((key) => key in record).map((key) => [key, record[key]]));
}

/** `more`: what else a list keeps of each record, beside its id and name. */
function items<T extends object = object>(value: unknown, names: readonly string[], more: (record: Record<string, unknown>) => T = () => ({}) as T): (ListItem & T)[] {
  return recordsOf(value)
    .map((record) => ({ id: recordId(record), name: recordText(record, names), ...more(record) }))
    .filter((item) => item.id > 0);
}

/** Categories in the site's order, sections apart: each category names its section ('' for none). */
function categories(value: unknown): CategoryItem[] {
  const records = recordsOf(value);
  const sections = new Map<number, string>();
  for (const record of records) if (read.text(record, 'type') === 'section') sections.set(recordId(record), recordText(record, NAMES.category));
  return records
    .filter((record) => read.text(record, 'type') !== 'section' && recordId(record) > 0)
    .map((record) => {
      const section = asRecord(record.section);
      const sectionId = recordId(section) || read.int(record, 'section_id');
      return { id: recordId(record), name: recordText(record, NAMES.category), section: recordText(section, ['name', 'title']) || sections.get(sectionId) || '' };
    });
}

/** Pages, each with its own address where it has one, the page it is under, and whether it is hidden. */
const pages = (value: unknown): PageItem[] => items(value, NAMES.page, (record) => {
  const ownUrl = read.text(record, 'ownurl').trim();
  const parentId = read.int(record, 'parent_id');
  return { ...(ownUrl ? { ownUrl } : {}), ...(parentId > 0 ? { parentId } : {}), ...(read.flag01(record, 'pending') === 1 ? { hidden: true } : {}) };
});

export const readList = {
  pages,
  entries: (value: unknown) => items(value, NAMES.entry),
  categories,
  menus: (value: unknown) => items(value, NAMES.menu),
  /** Records named by `name` or `title`: a new kind's list before it says otherwise. */
  named: (value: unknown) => items(value, NAMES.group),
  // Group 0 (guests) is a group too.
  groups: (value: unknown) => recordsOf(value).map((r) => ({ id: read.int(r, 'id'), name: recordText(r, NAMES.group) })).filter((g) => g.name),
  searchResults: (value: unknown) =>
    recordsOf(value).map((r) => ({
      title: recordText(r, ['title', 'name']),
      url: recordText(r, ['url', 'link', 'entry_url']),
      module: read.text(r, 'module'),
    })).filter((r) => r.title && r.url),
};
