// The design as Find and replace reads it: menus (their titles, item labels and, with addresses
// included, item addresses) from the menus' list; global blocks, the site's CSS and the other
// templates from the template tree, read once a scan, then one request a template.
import { t } from '../i18n';
import { flatten, updateItem, type MenuNode, type NodePath } from '../kinds/menu/menu-tree';
import { menuKind, type MenuFields } from '../kinds/menu/model';
import { BLOCKS_MODULE, CSS_PATH, templateKind } from '../kinds/template/model';
import { treeFrom, type TreeItem } from '../kinds/template/on-screen';
import { TEMPLATE_ROLE } from '../kinds/template/words';
import type { RunOperation } from '../messages/operations';
import type { AnyKind, ResourceId } from '../resources/kind';
import type { SiteCopy } from '../resources/records';
import type { FieldText } from '../replace/searchable';
import { fieldsWithTexts, fieldValue, listedRecords, type Area, type Listed, type SearchedText } from './area';

const ITEM_KEY = /^item ([\d.]+) (name|url)$/;
const itemKey = (path: NodePath, part: 'name' | 'url') => `item ${path.join('.')} ${part}`;

function menuTexts(copy: SiteCopy): SearchedText[] {
  const { title, items } = copy as MenuFields;
  const rows = flatten(items ?? []).flatMap(({ node, path }) => {
    const named = node.name || t('menu_item_no_label');
    return [
      { key: itemKey(path, 'name'), text: 'plain' as FieldText, label: t('replace_menu_item_label', named), value: node.name },
      // An item's address is an attribute of its link: changed only with addresses included.
      { key: itemKey(path, 'url'), text: 'address' as FieldText, label: t('replace_menu_item_address', named), value: node.url },
    ];
  });
  return [{ key: 'title', text: 'plain', label: t('field_menu_title'), value: title ?? '' }, ...rows];
}

function menuWithTexts(copy: SiteCopy, values: Record<string, string>) {
  const menu = copy as MenuFields;
  let items: MenuNode[] = menu.items;
  const changed = new Set<string>();
  for (const [key, value] of Object.entries(values)) {
    const item = ITEM_KEY.exec(key);
    if (key === 'title') changed.add('title');
    if (!item) continue;
    items = updateItem(items, item[1]!.split('.').map(Number), { [item[2] as 'name' | 'url']: value });
    changed.add('items');
  }
  return { fields: { ...menu, ...('title' in values && { title: values.title }), items } as SiteCopy, changed: [...changed] };
}

const menuArea: Area = {
  name: 'menu',
  title: () => t('section_menus'),
  kindOf: () => menuKind as unknown as AnyKind<SiteCopy>,
  records: listedRecords({ op: 'menus/list' }),
  fields: ['title', 'items'],
  texts: menuTexts,
  withTexts: menuWithTexts,
  nameOf: (fields) => fieldValue(fields, 'title'),
  refOf: (id) => ({ kind: 'menu', id: Number(id) }),
};

/** The template tree, read once for every design area of one scan (its `ask`). */
const trees = new WeakMap<RunOperation, Promise<TreeItem[]>>();
const treeItems = (ask: RunOperation) => {
  let tree = trees.get(ask);
  if (!tree) trees.set(ask, (tree = ask({ op: 'templates/tree' }).then((answer) => treeFrom(answer).flatMap((module) => module.items))));
  return tree;
};

type DesignPart = 'block' | 'css' | 'template';

function partOf(path: string): DesignPart {
  if (path === CSS_PATH) return 'css';
  return path.startsWith(`${BLOCKS_MODULE}/`) ? 'block' : 'template';
}

function designArea(part: DesignPart): Area {
  const text: FieldText = part === 'css' ? 'css' : 'html';
  return {
    name: part,
    title: () => t(part === 'template' ? 'replace_area_templates' : TEMPLATE_ROLE[part]),
    kindOf: (id) => templateKind(String(id)) as unknown as AnyKind<SiteCopy>,
    records: async (ask) => (await treeItems(ask)).filter((item) => partOf(item.path) === part).map((item): Listed => ({ id: item.path, record: null, name: item.title })),
    fields: ['content'],
    texts: (copy) => [{ key: 'content', text, label: t('field_template'), value: fieldValue(copy, 'content') }],
    withTexts: fieldsWithTexts,
    nameOf: (_fields, id: ResourceId) => String(id),
    refOf: (id, name) => ({ kind: 'template', id: String(id), title: name }),
  };
}

export const DESIGN_AREAS: readonly Area[] = [menuArea, designArea('block'), designArea('css'), designArea('template')];
