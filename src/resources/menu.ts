// A site menu as the editor sees it: title, layout and the item tree.
import { plural, t } from '../i18n';
import { asRecord, read, type FieldErrors } from './api';
import type { ResourceKind } from './kind';
import { flatten, fromApiItems, missingUrls, sameTree, toApiItems, type MenuNode } from './menu-tree';

export interface MenuFields {
  title: string;
  layout: 0 | 1;
  items: MenuNode[];
}

export function menuFieldsFrom(value: unknown): MenuFields {
  const record = asRecord(value);
  return { title: read.text(record, 'title'), layout: read.flag01(record, 'layout'), items: fromApiItems(record.items) };
}

export function validateMenu(fields: MenuFields): FieldErrors {
  const errors: FieldErrors = {};
  if (!fields.title.trim()) errors.title = t('validate_menu_title');
  const missing = missingUrls(fields.items);
  if (missing.length) errors.items = plural('validate_menu_urls', missing.length);
  return errors;
}

export const menuKind: ResourceKind<MenuFields> = {
  kind: 'menu',
  noun: 'menu',
  labels: { title: 'Menu title', layout: 'Layout', items: 'Items' },
  // The tree as the owner thinks of it: one line per item, indented, "label → URL".
  asText: {
    items: (items: MenuNode[]) => flatten(items).map(({ node, depth }) => `${'    '.repeat(depth)}${node.name} → ${node.url}`).join('\n'),
    layout: (layout: 0 | 1) => (layout === 1 ? 'Vertical' : 'Horizontal'),
  },
  empty: () => ({ title: '', layout: 1, items: [] }),
  async load(api, id) {
    return menuFieldsFrom(await api('menus.get', { id }));
  },
  validate: validateMenu,
  // One PUT of the whole tree when it changed, and PUT /menus/{id} only for a new title or layout.
  async save(api, id, fields, base) {
    let after: unknown;
    if (!sameTree(fields.items, base.items)) after = await api('menus.replaceItems', { id, items: toApiItems(fields.items) });
    if (fields.title !== base.title || fields.layout !== base.layout) {
      after = await api('menus.update', { id, title: fields.title, layout: fields.layout });
    }
    return after === undefined ? fields : menuFieldsFrom(after);
  },
  async create(api, fields) {
    let record = asRecord(await api('menus.create', { title: fields.title, layout: fields.layout }));
    const id = read.int(record, 'id');
    if (fields.items.length) record = asRecord(await api('menus.replaceItems', { id, items: toApiItems(fields.items) }));
    return { id, server: 'title' in record ? menuFieldsFrom(record) : null };
  },
};
