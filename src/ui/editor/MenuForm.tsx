// The menu editor: title, layout and the item tree, every operation by keyboard: each item has
// its buttons, and Alt+Arrow keys in its fields move (Up/Down) and nest (Right/Left) it.
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { formatNumber, t, type MessageKey } from '../../i18n';
import type { MenuFields } from '../../resources/menu';
import {
  addItem, flatten, indent, missingUrls, moveDown, moveUp, outdent, removeItem, updateItem, type MenuNode, type NodePath,
} from '../../resources/menu-tree';
import { SelectField, TextField } from './fields';

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

const pathKey = (path: NodePath) => path.join('.');

export function MenuForm({ fields, errors, update }: Props) {
  const [focusPath, setFocusPath] = useState<NodePath | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const list = useRef<HTMLOListElement>(null);
  const missing = new Set(missingUrls(fields.items).map(pathKey));
  const rows = flatten(fields.items);

  // After a move the same item keeps the focus, wherever it went: at once, before the next key
  // press arrives (an effect after paint would let a quick second press act on another item).
  useLayoutEffect(() => {
    if (!focusPath) return;
    list.current?.querySelector<HTMLInputElement>(`[data-path="${pathKey(focusPath)}"] input`)?.focus();
  }, [focusPath, fields.items]);

  const apply = (move: Move, path: NodePath) => {
    const result = move.change(fields.items, path);
    if (pathKey(result.path) === pathKey(path) && JSON.stringify(result.nodes) === JSON.stringify(fields.items)) {
      return setAnnouncement(t(move.refused));
    }
    update({ items: result.nodes });
    setFocusPath(result.path);
    setAnnouncement(t(move.done));
  };

  const onKeyDown = (event: KeyboardEvent, path: NodePath) => {
    if (!event.altKey) return;
    const move = KEY_MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    apply(move, path);
  };

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
        {rows.map(({ node, path, depth }, index) => {
          const key = pathKey(path);
          const urlMissing = missing.has(key);
          return (
            <li key={key} data-path={key} style={{ marginInlineStart: `${depth * 20}px` }}>
              <div role="group" aria-label={t('menu_item_group', formatNumber(index + 1), node.name || t('menu_item_no_label'), formatNumber(depth + 1))}>
              <div class="menu-item-fields" onKeyDown={(event) => onKeyDown(event, path)}>
                <label for={`item-${key}-name`}>{t('menu_item_label')}</label>
                <input id={`item-${key}-name`} value={node.name} onInput={(e) => update({ items: updateItem(fields.items, path, { name: e.currentTarget.value }) })} />
                <label for={`item-${key}-url`}>{t('menu_item_url')}</label>
                <input id={`item-${key}-url`} value={node.url} aria-invalid={urlMissing}
                  onInput={(e) => update({ items: updateItem(fields.items, path, { url: e.currentTarget.value }) })} />
                {urlMissing && <span class="error">{t('menu_item_needs_url')}</span>}
              </div>
              <div class="row item-actions">
                <button type="button" class="secondary" onClick={() => apply(MOVE_UP, path)}>{t('menu_move_up')}</button>
                <button type="button" class="secondary" onClick={() => apply(MOVE_DOWN, path)}>{t('menu_move_down')}</button>
                <button type="button" class="secondary" onClick={() => apply(INDENT, path)}>{t('menu_indent')}</button>
                <button type="button" class="secondary" onClick={() => apply(OUTDENT, path)}>{t('menu_outdent')}</button>
                <button type="button" class="danger" onClick={() => {
                  const result = removeItem(fields.items, path);
                  update({ items: result.nodes });
                  setFocusPath(result.focus);
                  setAnnouncement(t('menu_item_removed'));
                }}>{t('menu_remove_item')}</button>
              </div>
              </div>
            </li>
          );
        })}
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
