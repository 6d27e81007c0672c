// The shop's categories as the site reads them (platform-notes §6): a tree of `cat_*` records,
// each with its children under `childs` (a list, or "" when it has none), ids as strings. Read
// here whatever the keys (`cat_id` or `id`, `childs` or `children`), never trusted to be a list.
import { listRecordsOf } from '../../resources/list-answer';
import { asRecord, read } from '../../resources/records';

export interface ShopCategoryNode {
  id: number;
  name: string;
  /** Its parent's id; 0 at the top. */
  parent: number;
  /** How deep it sits: 0 at the top. */
  depth: number;
  record: Record<string, unknown>;
}

const CHILD_KEYS = ['childs', 'children', 'subcategories'];
const DEPTH_MAX = 20;

export const shopCategoryId = (record: Record<string, unknown>): number => read.int(record, 'cat_id') || read.int(record, 'id');
export const shopCategoryName = (record: Record<string, unknown>): string => read.text(record, 'cat_name') || read.text(record, 'name');

function childrenOf(record: Record<string, unknown>): Record<string, unknown>[] {
  for (const key of CHILD_KEYS) if (Array.isArray(record[key])) return (record[key] as unknown[]).map(asRecord);
  return [];
}

/** Every category of the tree, parents before their children, in the site's order. */
export function shopCategories(answer: unknown): ShopCategoryNode[] {
  const nodes: ShopCategoryNode[] = [];
  const walk = (records: Record<string, unknown>[], parent: number, depth: number) => {
    for (const record of records) {
      const id = shopCategoryId(record);
      if (id <= 0) continue;
      nodes.push({ id, name: shopCategoryName(record), parent, depth, record });
      if (depth < DEPTH_MAX) walk(childrenOf(record), id, depth + 1);
    }
  };
  walk(listRecordsOf(answer) ?? [], 0, 0);
  return nodes;
}

/** The records of the tree, flat, each with its parent as `pid` (what finding a category made needs). */
export const shopCategoryRecords = (answer: unknown): Record<string, unknown>[] =>
  shopCategories(answer).map((node) => ({ ...node.record, id: node.id, name: node.name, pid: node.parent }));

/** A category as a list of choices shows it: its name under its parents' dashes. */
export const treeLabel = (node: Pick<ShopCategoryNode, 'name' | 'depth'>): string => `${'— '.repeat(node.depth)}${node.name}`;
