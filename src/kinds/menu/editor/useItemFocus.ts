// Where the keyboard focus goes in the menu editor's list: after a change, to the same item
// wherever it went (its label, or its "⋯" when the change was picked there), and to the item the
// owner pointed at on the page.
import type { RefObject } from 'preact';
import { useEffect, useLayoutEffect, useState } from 'preact/hooks';
import { pathAtRenderedIndex, type MenuNode, type NodePath } from '../menu-tree';
import { pathKey } from './menu-node-store';

/** Where the focus goes after a change: an item's label, or its "⋯" when the change was picked there. */
export interface Focus {
  path: NodePath;
  on: 'input' | '.more';
}

/** The item pointed at on the page, by its place among the links the page renders; `at` tells one pointing from the next. */
export interface PointedItem {
  index: number;
  at: number;
}

/** Returns how to move the focus: it goes there once the list shows the change. */
export function useItemFocus(list: RefObject<HTMLOListElement>, items: MenuNode[], pointedItem: PointedItem | undefined): (focus: Focus | null) => void {
  const [focus, setFocus] = useState<Focus | null>(null);

  // After a move the same item keeps the focus, wherever it went: at once, before the next key
  // press arrives (an effect after paint would let a quick second press act on another item).
  useLayoutEffect(() => {
    if (!focus) return;
    list.current?.querySelector<HTMLElement>(`[data-path="${pathKey(focus.path)}"] ${focus.on}`)?.focus();
  }, [focus, items]);

  // The item pointed at on the page: its Label, in view.
  useEffect(() => {
    const path = pointedItem && pathAtRenderedIndex(items, pointedItem.index);
    if (!path) return;
    setFocus({ path, on: 'input' });
    list.current?.querySelector(`[data-path="${pathKey(path)}"]`)?.scrollIntoView({ block: 'center' });
  }, [pointedItem?.at]);

  return setFocus;
}
