// The menu editor: title, layout and the item tree, every operation by keyboard: each item has
// its buttons, and Alt+Arrow keys in its fields move (Up/Down) and nest (Right/Left) it.
import { Component } from 'preact';
import { useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { formatNumber, t, type MessageKey } from '../../../i18n';
import type { MenuFields } from '../model';
import {
  addItem, indent, moveDown, moveUp, needsUrl, outdent, removeItem, updateItem, type MenuNode, type NodePath,
} from '../menu-tree';
import { SelectField, TextField } from '../../../ui/editor/fields';
import { menuNodeStore, pathKey, type MenuNodeStore, type MenuRowPlace } from './menu-node-store';

interface Props {
  fields: MenuFields;
  errors: Record<string, string>;
  update: (change: Partial<MenuFields>) => void;
}

type TreeChange = (nodes: MenuNode[], path: NodePath) => { nodes: MenuNode[]; path: NodePath };

/** A move of an item, and what is announced when it happens and when it cannot. */
interface Move {
  change: TreeChange;
  done: MessageKey;
  refused: MessageKey;
}

const MOVE_UP: Move = { change: moveUp, done: 'menu_moved_up', refused: 'menu_cannot_move_up' };
const MOVE_DOWN: Move = { change: moveDown, done: 'menu_moved_down', refused: 'menu_cannot_move_down' };
const INDENT: Move = { change: indent, done: 'menu_indented', refused: 'menu_cannot_indent' };
const OUTDENT: Move = { change: outdent, done: 'menu_outdented', refused: 'menu_cannot_outdent' };

const KEY_MOVES: Record<string, Move> = { ArrowUp: MOVE_UP, ArrowDown: MOVE_DOWN, ArrowRight: INDENT, ArrowLeft: OUTDENT };

const pathOf = (key: string): NodePath => key.split('.').map(Number);

/** What a row can do to the tree; the same object for the form's whole life, so rows can skip rendering. */
interface RowActions {
  /** Where each row reads its item, and hears that it changed. */
  nodes: MenuNodeStore;
  change(key: string, change: { name: string } | { url: string }): void;
  move(move: Move, key: string): void;
  remove(key: string): void;
}

interface RowProps {
  /** Where the item is, as "1.0" (its path); rows are keyed by it, so it never changes for a row. */
  itemKey: string;
  depth: number;
  /** 1-based, in the order the list shows. */
  position: number;
  actions: RowActions;
}

/**
 * One item of the list. It reads its item from the store and renders again when the store says
 * the item changed: a keystroke renders its own row (and its parents'), not the hundreds of
 * others in a big menu, and not the list.
 */
class MenuRow extends Component<RowProps> {
  private shown: MenuNode | undefined;
  private stopListening = () => {};

  override componentDidMount() {
    const { itemKey, actions } = this.props;
    this.stopListening = actions.nodes.subscribe(itemKey, () => {
      if (actions.nodes.get(itemKey) !== this.shown) this.forceUpdate();
    });
  }

  override componentWillUnmount() {
    this.stopListening();
  }

  override shouldComponentUpdate(next: RowProps): boolean {
    const now = this.props;
    return next.depth !== now.depth || next.position !== now.position || next.actions !== now.actions
      || next.actions.nodes.get(next.itemKey) !== this.shown;
  }

  override render({ itemKey: key, depth, position, actions }: RowProps) {
    const node = actions.nodes.get(key);
    this.shown = node;
    if (!node) return null;
    const urlMissing = needsUrl(node);
    const onKeyDown = (event: KeyboardEvent) => {
      if (!event.altKey) return;
      const move = KEY_MOVES[event.key];
      if (!move) return;
      event.preventDefault();
      actions.move(move, key);
    };
    return (
      <li data-path={key} style={{ marginInlineStart: `${depth * 20}px` }}>
        <div role="group" aria-label={t('menu_item_group', formatNumber(position), node.name || t('menu_item_no_label'), formatNumber(depth + 1))}>
        <div class="menu-item-fields" onKeyDown={onKeyDown}>
          <label for={`item-${key}-name`}>{t('menu_item_label')}</label>
          <input id={`item-${key}-name`} value={node.name} onInput={(e) => actions.change(key, { name: e.currentTarget.value })} />
          <label for={`item-${key}-url`}>{t('menu_item_url')}</label>
          <input id={`item-${key}-url`} value={node.url} aria-invalid={urlMissing} onInput={(e) => actions.change(key, { url: e.currentTarget.value })} />
          {urlMissing && <span class="error">{t('menu_item_needs_url')}</span>}
        </div>
        <div class="row item-actions">
          <button type="button" class="secondary" onClick={() => actions.move(MOVE_UP, key)}>{t('menu_move_up')}</button>
          <button type="button" class="secondary" onClick={() => actions.move(MOVE_DOWN, key)}>{t('menu_move_down')}</button>
          <button type="button" class="secondary" onClick={() => actions.move(INDENT, key)}>{t('menu_indent')}</button>
          <button type="button" class="secondary" onClick={() => actions.move(OUTDENT, key)}>{t('menu_outdent')}</button>
          <button type="button" class="danger" onClick={() => actions.remove(key)}>{t('menu_remove_item')}</button>
        </div>
        </div>
      </li>
    );
  }
}

interface RowsProps {
  /** The same array as long as the tree keeps its shape (menu-node-store.ts): the list renders again only when it changes. */
  rows: readonly MenuRowPlace[];
  actions: RowActions;
}

class MenuRows extends Component<RowsProps> {
  override shouldComponentUpdate(next: RowsProps): boolean {
    return next.rows !== this.props.rows || next.actions !== this.props.actions;
  }

  override render({ rows, actions }: RowsProps) {
    return rows.map(({ key, depth }, index) => <MenuRow key={key} itemKey={key} depth={depth} position={index + 1} actions={actions} />);
  }
}

export function MenuForm({ fields, errors, update }: Props) {
  const [focusPath, setFocusPath] = useState<NodePath | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const list = useRef<HTMLOListElement>(null);
  const [nodes] = useState(menuNodeStore);
  const rows = nodes.take(fields.items);
  // Once this render's rows are done, the rows it left alone hear whether their item changed.
  useLayoutEffect(() => nodes.notify());
  // The rows act on the tree as it is when they are used, not as it was when they rendered.
  const current = useRef({ items: fields.items, update });
  current.current = { items: fields.items, update };

  // After a move the same item keeps the focus, wherever it went: at once, before the next key
  // press arrives (an effect after paint would let a quick second press act on another item).
  useLayoutEffect(() => {
    if (!focusPath) return;
    list.current?.querySelector<HTMLInputElement>(`[data-path="${pathKey(focusPath)}"] input`)?.focus();
  }, [focusPath, fields.items]);

  const actions = useMemo<RowActions>(() => ({
    nodes,
    change(key, change) {
      const { items, update } = current.current;
      const path = pathOf(key);
      const next = updateItem(items, path, change);
      nodes.edited(next, path);
      update({ items: next });
    },
    move(move, key) {
      const { items, update } = current.current;
      const result = move.change(items, pathOf(key));
      // An impossible move gives the tree back as it was (menu-tree.ts).
      if (result.nodes === items) return setAnnouncement(t(move.refused));
      update({ items: result.nodes });
      setFocusPath(result.path);
      setAnnouncement(t(move.done));
    },
    remove(key) {
      const { items, update } = current.current;
      const result = removeItem(items, pathOf(key));
      update({ items: result.nodes });
      setFocusPath(result.focus);
      setAnnouncement(t('menu_item_removed'));
    },
  }), []);

  return (
    <>
      <TextField id="f-menu-title" label={t('field_menu_title')} value={fields.title} error={errors.title} onInput={(title) => update({ title })} />
      <SelectField id="f-layout" label={t('field_layout')} value={fields.layout}
        options={[{ value: 0, label: t('layout_horizontal') }, { value: 1, label: t('layout_vertical') }]} onChange={(layout) => update({ layout })}
        hint={t('layout_hint', '$NMENU$', '$SMENU$')} />
      <h3 id="menu-items-title">{t('menu_items')}</h3>
      <p class="hint">{t('menu_keys_hint')}</p>
      {errors.items && <p class="error" role="alert">{errors.items}</p>}
      <ol class="menu-items" ref={list} aria-labelledby="menu-items-title">
        <MenuRows rows={rows} actions={actions} />
      </ol>
      <button type="button" class="secondary" onClick={() => {
        const result = addItem(fields.items, null, { name: t('menu_new_item'), url: '', children: [] });
        update({ items: result.nodes });
        setFocusPath(result.path);
        setAnnouncement(t('menu_item_added'));
      }}>{t('menu_add_item')}</button>
      <p class="visually-hidden" aria-live="polite">{announcement}</p>
    </>
  );
}
