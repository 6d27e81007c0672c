// Pure operations on a site menu's item tree for the keyboard-driven menu editor. Each returns a
// new tree and never touches its input; an impossible operation returns the input itself, so a
// caller can tell a no-op by identity.
import type { MenuPreviewItem } from '../../messages/to-content-script';
import { linkAddressOk } from '../../validation/addresses';

export interface MenuNode {
  name: string;
  url: string;
  children: MenuNode[];
  /** Keys the API sent that the editor does not know, sent back as they came. */
  extra?: Record<string, unknown>;
}

/** Indexes from the root: `[1, 0]` is the first child of the second root item. */
export type NodePath = number[];

type ApiMenuItem = { name: string; url: string; children?: unknown[]; [k: string]: unknown };

// The item key names are unconfirmed (platform-notes §4): accept the likely spellings.
const NAME_KEYS = ['name', 'title'];
const URL_KEYS = ['url', 'link', 'href'];
const CHILDREN_KEYS = ['children', 'items', 'sub'];
const CANONICAL_KEYS = ['name', 'url', 'children'];

export function fromApiItems(items: unknown): MenuNode[] {
  if (!Array.isArray(items)) return [];
  return items.filter(isRecord).map(fromApiItem);
}

function fromApiItem(item: Record<string, unknown>): MenuNode {
  const nameKey = NAME_KEYS.find((key) => typeof item[key] === 'string');
  const urlKey = URL_KEYS.find((key) => typeof item[key] === 'string');
  const childrenKey = CHILDREN_KEYS.find((key) => Array.isArray(item[key]));
  const node: MenuNode = {
    name: nameKey ? (item[nameKey] as string) : '',
    url: urlKey ? (item[urlKey] as string) : '',
    children: childrenKey ? fromApiItems(item[childrenKey]) : [],
  };
  // An unused spelling (say `title` beside `name`) may mean something else, so it is kept.
  const used = new Set([...CANONICAL_KEYS, nameKey, urlKey, childrenKey]);
  const extra = Object.fromEntries(Object.entries(item).filter(([key]) => !used.has(key)));
  if (Object.keys(extra).length) node.extra = extra;
  return node;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function toApiItems(nodes: MenuNode[]): ApiMenuItem[] {
  return nodes.map((node) => {
    const item: ApiMenuItem = { ...node.extra, name: node.name, url: node.url };
    delete item.children;
    if (node.children.length) item.children = toApiItems(node.children);
    return item;
  });
}

export function nodeAt(nodes: MenuNode[], path: NodePath): MenuNode | undefined {
  let siblings = nodes;
  let node: MenuNode | undefined;
  for (const index of path) {
    node = Number.isInteger(index) && index >= 0 ? siblings[index] : undefined;
    if (!node) return undefined;
    siblings = node.children;
  }
  return node;
}

/** Inserts `item` as the next sibling of the item at `afterPath`, or at the end of the root for null. */
export function addItem(nodes: MenuNode[], afterPath: NodePath | null, item: MenuNode): { nodes: MenuNode[]; path: NodePath } {
  if (afterPath === null) return { nodes: [...nodes, item], path: [nodes.length] };
  const at = locate(nodes, afterPath);
  if (!at) return { nodes, path: [...afterPath] };
  const changed = withSiblings(nodes, at.parent, (siblings) => insert(siblings, at.index + 1, item));
  return { nodes: changed, path: [...at.parent, at.index + 1] };
}

export function updateItem(nodes: MenuNode[], path: NodePath, change: Partial<Pick<MenuNode, 'name' | 'url'>>): MenuNode[] {
  const at = locate(nodes, path);
  if (!at) return nodes;
  const { name = at.node.name, url = at.node.url } = change;
  return withSiblings(nodes, at.parent, (siblings) => replace(siblings, at.index, { ...at.node, name, url }));
}

/** Removes the item with its children; `focus` is where the editor's focus should go next. */
export function removeItem(nodes: MenuNode[], path: NodePath): { nodes: MenuNode[]; focus: NodePath | null } {
  const at = locate(nodes, path);
  if (!at) return { nodes, focus: null };
  const changed = withSiblings(nodes, at.parent, (siblings) => siblings.filter((_, index) => index !== at.index));
  let focus: NodePath | null = null;
  if (at.index > 0) focus = [...at.parent, at.index - 1];
  else if (at.parent.length) focus = [...at.parent];
  else if (changed.length) focus = [0];
  return { nodes: changed, focus };
}

export function moveUp(nodes: MenuNode[], path: NodePath): { nodes: MenuNode[]; path: NodePath } {
  return swapWithNeighbour(nodes, path, -1);
}

export function moveDown(nodes: MenuNode[], path: NodePath): { nodes: MenuNode[]; path: NodePath } {
  return swapWithNeighbour(nodes, path, 1);
}

function swapWithNeighbour(nodes: MenuNode[], path: NodePath, step: -1 | 1): { nodes: MenuNode[]; path: NodePath } {
  const at = locate(nodes, path);
  const target = at ? at.index + step : -1;
  if (!at || target < 0 || target >= at.siblings.length) return { nodes, path: [...path] };
  const changed = withSiblings(nodes, at.parent, (siblings) => {
    const copy = [...siblings];
    [copy[at.index], copy[target]] = [siblings[target] as MenuNode, at.node];
    return copy;
  });
  return { nodes: changed, path: [...at.parent, target] };
}

/** Makes the item the last child of its previous sibling. */
export function indent(nodes: MenuNode[], path: NodePath): { nodes: MenuNode[]; path: NodePath } {
  const at = locate(nodes, path);
  const previous = at ? at.siblings[at.index - 1] : undefined;
  if (!at || !previous) return { nodes, path: [...path] };
  const changed = withSiblings(nodes, at.parent, (siblings) => {
    const adopted = { ...previous, children: [...previous.children, at.node] };
    return replace(siblings, at.index - 1, adopted).filter((_, index) => index !== at.index);
  });
  return { nodes: changed, path: [...at.parent, at.index - 1, previous.children.length] };
}

/** Makes the item the next sibling of its parent; its own children come along, its later siblings stay. */
export function outdent(nodes: MenuNode[], path: NodePath): { nodes: MenuNode[]; path: NodePath } {
  const at = locate(nodes, path);
  const parentAt = at && at.parent.length ? locate(nodes, at.parent) : null;
  if (!at || !parentAt) return { nodes, path: [...path] };
  const changed = withSiblings(nodes, parentAt.parent, (siblings) => {
    const parent = { ...parentAt.node, children: parentAt.node.children.filter((_, index) => index !== at.index) };
    return insert(replace(siblings, parentAt.index, parent), parentAt.index + 1, at.node);
  });
  return { nodes: changed, path: [...parentAt.parent, parentAt.index + 1] };
}

/**
 * Moves the item at `from` (with its children) beside the item at `target`, at the target's level:
 * what a drop does. Into its own subtree, onto itself or to where it already is gives the tree back
 * as it was.
 */
export function moveBeside(nodes: MenuNode[], from: NodePath, target: NodePath, side: 'before' | 'after'): { nodes: MenuNode[]; path: NodePath } {
  const unchanged = { nodes, path: [...from] };
  const at = locate(nodes, from);
  if (!at || !locate(nodes, target) || isWithin(target, from)) return unchanged;
  const removed = withSiblings(nodes, at.parent, (siblings) => siblings.filter((_, index) => index !== at.index));
  // The target's path once the item has left: a later sibling of the item, or inside one, moves up one.
  const shifted = [...target];
  const level = from.length - 1;
  if (isWithin(target.slice(0, level), at.parent) && target.length > level && (target[level] as number) > at.index) shifted[level] = (target[level] as number) - 1;
  const parent = shifted.slice(0, -1);
  const index = (shifted[shifted.length - 1] as number) + (side === 'after' ? 1 : 0);
  const path = [...parent, index];
  if (path.length === from.length && path.every((step, i) => step === from[i])) return unchanged;
  return { nodes: withSiblings(removed, parent, (siblings) => insert(siblings, index, at.node)), path };
}

/** Whether `path` is `ancestor` or lies inside it. */
function isWithin(path: NodePath, ancestor: NodePath): boolean {
  return path.length >= ancestor.length && ancestor.every((step, index) => path[index] === step);
}

/** Depth-first, parents before their children: the order the editor lists items in. */
/**
 * The item that is the `index`-th (from 0) in the order the page renders the menu's links:
 * depth first, each item before its sub-items, as `flatten` lists them. Null past the end.
 */
export function pathAtRenderedIndex(items: MenuNode[], index: number): NodePath | null {
  return flatten(items)[index]?.path ?? null;
}

export function flatten(nodes: MenuNode[]): Array<{ node: MenuNode; path: NodePath; depth: number }> {
  const rows: Array<{ node: MenuNode; path: NodePath; depth: number }> = [];
  const visit = (siblings: MenuNode[], parent: NodePath) => {
    siblings.forEach((node, index) => {
      const path = [...parent, index];
      rows.push({ node, path, depth: parent.length });
      visit(node.children, path);
    });
  };
  visit(nodes, []);
  return rows;
}

/** The items as the page previews them: depth-first, each with its label, address and depth. */
export const previewItems = (nodes: MenuNode[]): MenuPreviewItem[] =>
  flatten(nodes).map(({ node, depth }) => ({ name: node.name, url: node.url, depth }));

/** The platform refuses a tree with an item lacking a URL. */
export const needsUrl = (node: MenuNode): boolean => !node.url.trim();

/** An item whose address no link may have (javascript:, data:…; validation/addresses.ts). */
export const refusedUrl = (node: MenuNode): boolean => !needsUrl(node) && !linkAddressOk(node.url);

export function missingUrls(nodes: MenuNode[]): NodePath[] {
  return flatten(nodes)
    .filter((row) => needsUrl(row.node))
    .map((row) => row.path);
}

/** Same names, URLs and shape; `extra` is ignored since the editor never changes it. */
export function sameTree(a: MenuNode[], b: MenuNode[]): boolean {
  return (
    a.length === b.length &&
    a.every((left, index) => {
      const right = b[index];
      return !!right && left.name === right.name && left.url === right.url && sameTree(left.children, right.children);
    })
  );
}

interface Located {
  node: MenuNode;
  siblings: MenuNode[];
  parent: NodePath;
  index: number;
}

function locate(nodes: MenuNode[], path: NodePath): Located | null {
  const parent = path.slice(0, -1);
  const index = path[path.length - 1];
  if (index === undefined) return null;
  const siblings = parent.length ? nodeAt(nodes, parent)?.children : nodes;
  const node = siblings && Number.isInteger(index) && index >= 0 ? siblings[index] : undefined;
  return siblings && node ? { node, siblings, parent, index } : null;
}

/** A copy of the tree with the children of `parent` (the root for `[]`) replaced by `change` of them; `parent` must exist. */
function withSiblings(nodes: MenuNode[], parent: NodePath, change: (siblings: MenuNode[]) => MenuNode[]): MenuNode[] {
  const [index, ...rest] = parent;
  if (index === undefined) return change(nodes);
  const node = nodes[index] as MenuNode;
  return replace(nodes, index, { ...node, children: withSiblings(node.children, rest, change) });
}

function replace(list: MenuNode[], index: number, node: MenuNode): MenuNode[] {
  return list.map((old, i) => (i === index ? node : old));
}

function insert(list: MenuNode[], index: number, node: MenuNode): MenuNode[] {
  return [...list.slice(0, index), node, ...list.slice(index)];
}
