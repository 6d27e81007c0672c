// A site menu as the editor sees it: title, layout and the item tree. Saving takes up to two
// writes (the tree, then title and layout), each only when its part changed.
import { plural, t } from '../../i18n';
import { absentOf, asRecord, has, read, type FieldErrors, type SiteCopy } from '../../resources/records';
import { recordId } from '../../resources/list-answer';
import { PartialSave, type ResourceKind } from '../../resources/kind';
import { flatten, fromApiItems, missingUrls, refusedUrl, toApiItems, type MenuNode } from './menu-tree';
import { writeEach } from '../../resources/write-each';

export interface MenuFields extends SiteCopy {
  title: string;
  layout: 0 | 1;
  items: MenuNode[];
}

export function menuFieldsFrom(value: unknown): MenuFields {
  const record = asRecord(value);
  const fields: MenuFields = { title: read.text(record, 'title'), layout: read.flag01(record, 'layout'), items: fromApiItems(record.items) };
  const absent = absentOf(record, ['title', 'layout'], (key) => has(record, key)).concat(Array.isArray(record.items) ? [] : ['items']);
  if (absent.length) fields.absent = absent;
  return fields;
}

export function validateMenu(fields: MenuFields): FieldErrors {
  const errors: FieldErrors = {};
  if (!fields.title.trim()) errors.title = t('validate_menu_title');
  const missing = missingUrls(fields.items);
  if (missing.length) errors.items = plural('validate_menu_urls', missing.length);
  const refused = flatten(fields.items).find((row) => refusedUrl(row.node));
  if (refused && !errors.items) errors.items = t('validate_menu_url_refused', refused.node.name || t('menu_item_no_label'));
  return errors;
}

export const menuKind: ResourceKind<MenuFields> = {
  kind: 'menu',
  labels: { title: 'field_menu_title', layout: 'field_layout', items: 'menu_items' },
  // The tree as the owner thinks of it: one line per item, indented, "label → URL".
  asText: {
    items: (items: MenuNode[]) => flatten(items).map(({ node, depth }) => `${'    '.repeat(depth)}${node.name} → ${node.url}`).join('\n'),
    layout: (layout: 0 | 1) => t(layout === 1 ? 'layout_vertical' : 'layout_horizontal'),
  },
  empty: () => ({ title: '', layout: 1, items: [] }),
  fromRecord: menuFieldsFrom,
  async load(api, id) {
    return menuFieldsFrom(await api({ op: 'menu/open', id }));
  },
  validate: validateMenu,
  // The tree in one PUT of the whole tree; then only the title or layout that changed.
  async write(api, id, changed, fields) {
    const settings = changed.filter((field) => field === 'title' || field === 'layout');
    return writeEach([
      changed.includes('items') && { fields: ['items'], send: async () => asRecord(await api({ op: 'menu/save-items', id, items: toApiItems(fields.items) })) },
      settings.length > 0 && {
        fields: settings,
        send: async () => asRecord(await api({ op: 'menu/save-settings', id, ...Object.fromEntries(settings.map((field) => [field, fields[field]])) })),
      },
    ]);
  },
  // A menu is made, then given its items: if the second write fails, the menu exists all the same.
  async create(api, fields) {
    let record = asRecord(await api({ op: 'menu/create', title: fields.title, layout: fields.layout }));
    const id = recordId(record);
    if (fields.items.length) {
      try {
        record = asRecord(await api({ op: 'menu/save-items', id, items: toApiItems(fields.items) }));
      } catch (error) {
        throw new PartialSave(['title', 'layout'], record, error, id);
      }
    }
    return { id, onSite: has(record, 'title') ? menuFieldsFrom(record) : null };
  },
  madeIn: { list: (paging) => ({ op: 'menus/list', ...paging }), nameKeys: ['title', 'name'], nameOf: (fields) => fields.title },
};
