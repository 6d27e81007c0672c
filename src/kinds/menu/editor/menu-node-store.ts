// The menu's items by where they are, for the rows of the menu editor to read. A keystroke in one
// item's field changes that item and its parents alone: the store takes those few from the new
// tree, tells their rows, and neither walks the whole tree nor renders the list of hundreds again.
import { flatten, type MenuNode, type NodePath } from '../menu-tree';

/** A row of the list: where its item is ("1.0", its path) and how deep. */
export interface MenuRowPlace {
  key: string;
  depth: number;
}

export interface MenuNodeStore {
  /**
   * The rows of a tree, in the order the list shows them: the same array as before when the tree
   * is the one the store already holds, or one edited through `edited`.
   */
  take(items: MenuNode[]): readonly MenuRowPlace[];
  /** The tree after one item's name or URL changed: its shape is the same, its item and parents new. */
  edited(items: MenuNode[], path: NodePath): void;
  /** The item at a key, in the tree last taken or edited. */
  get(key: string): MenuNode | undefined;
  /** Tells the subscribers of each key whose item changed since the last `notify`. */
  notify(): void;
  /** Calls `changed` at each `notify` after the item at `key` changed; returns the way to stop. */
  subscribe(key: string, changed: () => void): () => void;
}

export const pathKey = (path: NodePath): string => path.join('.');

export function menuNodeStore(): MenuNodeStore {
  let tree: MenuNode[] | null = null;
  let rows: readonly MenuRowPlace[] = [];
  let nodes = new Map<string, MenuNode>();
  const changedKeys = new Set<string>();
  const listeners = new Map<string, Set<() => void>>();

  const put = (key: string, node: MenuNode) => {
    if (nodes.get(key) !== node) changedKeys.add(key);
    nodes.set(key, node);
  };

  return {
    take(items) {
      if (items === tree) return rows;
      const before = nodes;
      nodes = new Map();
      rows = flatten(items).map(({ node, path, depth }) => {
        const key = pathKey(path);
        nodes.set(key, node);
        if (before.get(key) !== node) changedKeys.add(key);
        return { key, depth };
      });
      tree = items;
      return rows;
    },
    edited(items, path) {
      if (tree === null) return;
      let siblings = items;
      for (let depth = 0; depth < path.length; depth++) {
        const node = siblings[path[depth]!];
        if (!node) return;
        put(pathKey(path.slice(0, depth + 1)), node);
        siblings = node.children;
      }
      tree = items;
    },
    get: (key) => nodes.get(key),
    notify() {
      const keys = [...changedKeys];
      changedKeys.clear();
      for (const key of keys) listeners.get(key)?.forEach((changed) => changed());
    },
    subscribe(key, changed) {
      const own = listeners.get(key) ?? new Set();
      own.add(changed);
      listeners.set(key, own);
      return () => {
        own.delete(changed);
        if (own.size === 0) listeners.delete(key);
      };
    },
  };
}
