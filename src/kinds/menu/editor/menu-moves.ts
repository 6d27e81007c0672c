// The moves of a menu item, and what a row of the editor can do to the tree.
import type { MessageKey } from '../../../i18n';
import { indent, moveDown, moveUp, outdent, type MenuNode, type NodePath } from '../menu-tree';
import type { LinkTarget, LinkTargets } from '../../../ui/link-targets';
import type { MenuNodeStore } from './menu-node-store';

type TreeChange = (nodes: MenuNode[], path: NodePath) => { nodes: MenuNode[]; path: NodePath };

/** A move of an item: its button, what is announced when it happens, and why it cannot. */
export interface Move {
  change: TreeChange;
  label: MessageKey;
  done: MessageKey;
  refused: MessageKey;
}

export const MOVE_UP: Move = { change: moveUp, label: 'menu_move_up', done: 'menu_moved_up', refused: 'menu_cannot_move_up' };
export const MOVE_DOWN: Move = { change: moveDown, label: 'menu_move_down', done: 'menu_moved_down', refused: 'menu_cannot_move_down' };
export const INDENT: Move = { change: indent, label: 'menu_indent', done: 'menu_indented', refused: 'menu_cannot_indent' };
export const OUTDENT: Move = { change: outdent, label: 'menu_outdent', done: 'menu_outdented', refused: 'menu_cannot_outdent' };

/** In the order "⋯" lists them. */
export const MOVES = [MOVE_UP, MOVE_DOWN, INDENT, OUTDENT] as const;

/** Alt+Arrow in an item's row. */
export const KEY_MOVES: Record<string, Move> = { ArrowUp: MOVE_UP, ArrowDown: MOVE_DOWN, ArrowRight: INDENT, ArrowLeft: OUTDENT };

/** What a row can do to the tree; the same object for the form's whole life, so rows can skip rendering. */
export interface RowActions {
  /** Where each row reads its item, and hears that it changed. */
  nodes: MenuNodeStore;
  /** Where Link to… finds places, as they are now (null: an address only). */
  targets(): LinkTargets | null;
  /** What a link to `url` is shown as: the name of the page or place picked there, else the address. */
  linkName(url: string): string;
  change(key: string, change: { name?: string; url?: string }): void;
  /** Links the item to a place; an item still without a label of its own takes the place's name. */
  link(key: string, target: LinkTarget): void;
  can(move: Move, key: string): boolean;
  /** `from`: where it was asked for; the focus stays there (the item's label for keys, its ⋯ for ⋯). */
  move(move: Move, key: string, from: 'keys' | 'more'): void;
  addBelow(key: string): void;
  remove(key: string): void;
  /** Whether the row at `key` was just added (asked once, by the row as it mounts). */
  takeNewItem(key: string): boolean;
  dragStart(key: string | null): void;
  dragging(): boolean;
  drop(onto: string, side: 'before' | 'after'): void;
}
