// What the rows of the menu editor do to the item tree: change and link an item, move, add,
// remove and drag it, each said aloud. The rows act on the tree as it is when they are used
// (`current`), not as it was when they rendered; the actions are one object, so a row renders again
// only when its own item changes, until the pages are read, when every row shows its link by
// the page's name.
import { useMemo, useRef } from 'preact/hooks';
import { t } from '../../../i18n';
import { namesByAddress, type LinkTarget, type LinkTargets } from '../../../ui/link-targets';
import { addItem, moveBeside, removeItem, updateItem, type MenuNode, type NodePath } from '../menu-tree';
import type { MenuFields } from '../model';
import type { RowActions } from './menu-moves';
import { pathKey, type MenuNodeStore } from './menu-node-store';
import type { Focus } from './useItemFocus';

/** The form's tree, its way to change it and where Link to… finds places, as they are now. */
export interface MenuNow {
  items: MenuNode[];
  update: (change: Partial<MenuFields>) => void;
  targets: LinkTargets | null;
}

const pathOf = (key: string): NodePath => key.split('.').map(Number);

/** The rows' actions, and adding an item (after `after`; null: at the end). */
export function useRowActions(
  nodes: MenuNodeStore,
  current: { readonly current: MenuNow },
  setFocus: (focus: Focus | null) => void,
  announce: (words: string) => void,
): { actions: RowActions; addAfter: (after: NodePath | null) => void } {
  /** Places picked in this editor, by address: their names show at once, pages read or not. */
  const picked = useRef(new Map<string, string>());
  /** The pages' names by address, made once per reading of the pages (a row asks on every render). */
  const pageNames = useRef<{ of: readonly LinkTarget[] | null; names: Map<string, string> }>({ of: null, names: new Map() });
  const added = useRef<string | null>(null);
  const dragged = useRef<string | null>(null);

  // A new item comes with its Link to… open (MenuRow asks `takeNewItem` as it mounts).
  const addAfter = (after: NodePath | null) => {
    const { items, update } = current.current;
    const result = addItem(items, after, { name: t('menu_new_item'), url: '', children: [] });
    added.current = pathKey(result.path);
    update({ items: result.nodes });
    announce(t(after ? 'menu_item_added_below' : 'menu_item_added'));
  };

  // Made again once the pages are read, so that every row shows its link by the page's name.
  const pagesRead = Boolean(current.current.targets?.pages);
  const actions = useMemo<RowActions>(() => {
    const pageName = (url: string) => {
      const pages = current.current.targets?.pages ?? null;
      if (pageNames.current.of !== pages) pageNames.current = { of: pages, names: namesByAddress(pages ?? []) };
      return pageNames.current.names.get(url);
    };
    const act = (change: (items: MenuNode[]) => MenuNode[], path: NodePath) => {
      const { items, update } = current.current;
      const next = change(items);
      nodes.edited(next, path);
      update({ items: next });
    };
    return {
      nodes,
      targets: () => current.current.targets,
      linkName: (url) => picked.current.get(url) ?? pageName(url) ?? url,
      change(key, change) {
        const path = pathOf(key);
        act((items) => updateItem(items, path, change), path);
      },
      link(key, target) {
        picked.current.set(target.address, target.name);
        const path = pathOf(key);
        const name = nodes.get(key)?.name.trim();
        const untitled = !name || name === t('menu_new_item');
        act((items) => updateItem(items, path, untitled ? { url: target.address, name: target.name } : { url: target.address }), path);
        announce(t('menu_linked_to', target.name));
      },
      can: (move, key) => move.change(current.current.items, pathOf(key)).nodes !== current.current.items,
      move(move, key, from) {
        const { items, update } = current.current;
        const result = move.change(items, pathOf(key));
        // An impossible move gives the tree back as it was (menu-tree.ts).
        if (result.nodes === items) return announce(t(move.refused));
        update({ items: result.nodes });
        setFocus({ path: result.path, on: from === 'more' ? '.more' : 'input' });
        announce(t(move.done));
      },
      addBelow: (key) => addAfter(pathOf(key)),
      remove(key) {
        const { items, update } = current.current;
        const result = removeItem(items, pathOf(key));
        update({ items: result.nodes });
        setFocus(result.focus && { path: result.focus, on: 'input' });
        announce(t('menu_item_removed'));
      },
      takeNewItem(key) {
        if (added.current !== key) return false;
        added.current = null;
        return true;
      },
      dragStart: (key) => void (dragged.current = key),
      dragging: () => dragged.current !== null,
      drop(onto, side) {
        const from = dragged.current;
        dragged.current = null;
        if (from === null) return;
        const { items, update } = current.current;
        const result = moveBeside(items, pathOf(from), pathOf(onto), side);
        if (result.nodes === items) return;
        update({ items: result.nodes });
        setFocus({ path: result.path, on: 'input' });
        announce(t('menu_item_moved'));
      },
    };
  }, [pagesRead]);

  return { actions, addAfter };
}
