// The menu editor: title, layout and the item tree, one line an item. Every operation works by
// keyboard too: "⋯" holds the moves, and Alt+Arrow keys in a row move (Up/Down) and nest
// (Right/Left) its item; a handle drags it.
import { Component } from 'preact';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { t } from '../../../i18n';
import type { MenuFields } from '../model';
import { addItem, moveBeside, pathAtRenderedIndex, removeItem, updateItem, type MenuNode, type NodePath } from '../menu-tree';
import { SelectField, TextField } from '../../../ui/editor/fields';
import { menuNodeStore, pathKey, type MenuRowPlace } from './menu-node-store';
import { MenuRow } from './MenuRow';
import { namesByAddress, type LinkTarget, type LinkTargets } from '../../../ui/link-targets';
import type { RowActions } from './menu-moves';

interface Props {
  fields: MenuFields;
  errors: Record<string, string>;
  update: (change: Partial<MenuFields>) => void;
  /** Where Link to… finds places (null: an address only). */
  targets: LinkTargets | null;
  /** The item the owner pointed at on the page, by its place among the links the page renders. */
  pointedItem?: { index: number; at: number };
}

const pathOf = (key: string): NodePath => key.split('.').map(Number);

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

/** Where the focus goes after a change: an item's label, or its "⋯" when the change was picked there. */
interface Focus {
  path: NodePath;
  on: 'input' | '.more';
}

export function MenuForm({ fields, errors, update, targets, pointedItem }: Props) {
  const [focus, setFocus] = useState<Focus | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const list = useRef<HTMLOListElement>(null);
  const [nodes] = useState(menuNodeStore);
  const rows = nodes.take(fields.items);
  // Once this render's rows are done, the rows it left alone hear whether their item changed.
  useLayoutEffect(() => nodes.notify());
  // The rows act on the tree as it is when they are used, not as it was when they rendered.
  const current = useRef({ items: fields.items, update, targets });
  current.current = { items: fields.items, update, targets };
  /** Places picked in this editor, by address: their names show at once, pages read or not. */
  const picked = useRef(new Map<string, string>());
  /** The pages' names by address, made once per reading of the pages (a row asks on every render). */
  const pageNames = useRef<{ of: readonly LinkTarget[] | null; names: Map<string, string> }>({ of: null, names: new Map() });
  const added = useRef<string | null>(null);
  const dragged = useRef<string | null>(null);

  // After a move the same item keeps the focus, wherever it went: at once, before the next key
  // press arrives (an effect after paint would let a quick second press act on another item).
  useLayoutEffect(() => {
    if (!focus) return;
    list.current?.querySelector<HTMLElement>(`[data-path="${pathKey(focus.path)}"] ${focus.on}`)?.focus();
  }, [focus, fields.items]);

  // The item pointed at on the page: its Label, in view.
  useEffect(() => {
    const path = pointedItem && pathAtRenderedIndex(fields.items, pointedItem.index);
    if (!path) return;
    setFocus({ path, on: 'input' });
    list.current?.querySelector(`[data-path="${pathKey(path)}"]`)?.scrollIntoView({ block: 'center' });
  }, [pointedItem?.at]);

  // A new item comes with its Link to… open (MenuRow asks `takeNewItem` as it mounts).
  const addAfter = (after: NodePath | null) => {
    const { items, update } = current.current;
    const result = addItem(items, after, { name: t('menu_new_item'), url: '', children: [] });
    added.current = pathKey(result.path);
    update({ items: result.nodes });
    setAnnouncement(t(after ? 'menu_item_added_below' : 'menu_item_added'));
  };

  // Made again once the pages are read, so that every row shows its link by the page's name.
  const pagesRead = Boolean(targets?.pages);
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
        setAnnouncement(t('menu_linked_to', target.name));
      },
      can: (move, key) => move.change(current.current.items, pathOf(key)).nodes !== current.current.items,
      move(move, key, from) {
        const { items, update } = current.current;
        const result = move.change(items, pathOf(key));
        // An impossible move gives the tree back as it was (menu-tree.ts).
        if (result.nodes === items) return setAnnouncement(t(move.refused));
        update({ items: result.nodes });
        setFocus({ path: result.path, on: from === 'more' ? '.more' : 'input' });
        setAnnouncement(t(move.done));
      },
      addBelow: (key) => addAfter(pathOf(key)),
      remove(key) {
        const { items, update } = current.current;
        const result = removeItem(items, pathOf(key));
        update({ items: result.nodes });
        setFocus(result.focus && { path: result.focus, on: 'input' });
        setAnnouncement(t('menu_item_removed'));
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
        setAnnouncement(t('menu_item_moved'));
      },
    };
  }, [pagesRead]);

  return (
    <>
      <TextField id="f-menu-title" label={t('field_menu_title')} value={fields.title} error={errors.title} onInput={(title) => update({ title })} />
      <SelectField id="f-layout" label={t('field_layout')} value={fields.layout}
        options={[{ value: 0, label: t('layout_horizontal') }, { value: 1, label: t('layout_vertical') }]} onChange={(layout) => update({ layout })}
        hint={t('layout_hint')} />
      <h3 id="menu-items-title">{t('menu_items')}</h3>
      <p class="hint">{t('menu_keys_hint')}</p>
      {errors.items && <p class="error" role="alert">{errors.items}</p>}
      <ol class="menu-items" ref={list} aria-labelledby="menu-items-title">
        <MenuRows rows={rows} actions={actions} />
      </ol>
      <button type="button" class="secondary" onClick={() => addAfter(null)}>{t('menu_add_item')}</button>
      <p class="visually-hidden" aria-live="polite">{announcement}</p>
    </>
  );
}
