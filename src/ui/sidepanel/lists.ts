// Reading the lists the panel shows (pages, entries, categories, menus, groups, search results)
// from answers whose exact shapes the spec leaves open: lenient, never a crash.
import { asRecord, read } from '../../resources/records';
import { listRecords } from '../../resources/whole-list';

export interface ListItem {
  id: number;
  name: string;
}

/** The fields the lists below read: all a list of pages, entries or menus needs to keep. */
export const LISTED_FIELDS = ['id', 'name', 'title'] as const;

/** A record as a list keeps it: without its content, which a thousand pages would hold in megabytes. */
export function listedOnly(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(LISTED_FIELDS.filter((key) => key in record).map((key) => [key, record[key]]));
}

function items(value: unknown, keys: string[], nameKeys: string[]): ListItem[] {
  return listRecords(value, keys)
    .map(asRecord)
    .map((record) => ({ id: read.int(record, 'id'), name: nameKeys.map((key) => read.text(record, key)).find(Boolean) ?? '' }))
    .filter((item) => item.id > 0);
}

export const readList = {
  pages: (value: unknown) => items(value, ['pages', 'items'], ['name', 'title']),
  entries: (value: unknown) => items(value, ['news', 'blogs', 'entries', 'items'], ['title', 'name']),
  categories: (value: unknown) => items(value, ['categories', 'items'], ['name', 'title']),
  menus: (value: unknown) => items(value, ['menus', 'items'], ['title', 'name']),
  groups: (value: unknown) => listRecords(value, ['groups', 'items']).map(asRecord).map((r) => ({ id: read.int(r, 'id'), name: read.text(r, 'name') })).filter((g) => g.name),
  searchResults: (value: unknown) =>
    listRecords(value, ['results', 'items', 'entries']).map(asRecord).map((r) => ({
      title: read.text(r, 'title') || read.text(r, 'name'),
      url: read.text(r, 'url') || read.text(r, 'link'),
      module: read.text(r, 'module'),
    })).filter((r) => r.title && r.url),
};
