// The menu editor: title, layout and the item tree, one line an item. Every operation works by
// keyboard too: "⋯" holds the moves, and Alt+Arrow keys in a row move (Up/Down) and nest
// (Right/Left) its item; a handle drags it.
// Where the focus goes is useItemFocus.ts; what the rows do to the tree, useRowActions.ts.
import { Component } from 'preact';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { t } from '../../../i18n';
import type { MenuFields } from '../model';
import { SelectField, TextField } from '../../../ui/editor/fields';
import { menuNodeStore, type MenuRowPlace } from './menu-node-store';
import { MenuRow } from './MenuRow';
import type { LinkTargets } from '../../../ui/link-targets';
import type { RowActions } from './menu-moves';
import { useItemFocus, type PointedItem } from './useItemFocus';
import { useRowActions, type MenuNow } from './useRowActions';

interface Props {
  fields: MenuFields;
  errors: Record<string, string>;
  update: (change: Partial<MenuFields>) => void;
  /** Where Link to… finds places (null: an address only). */
  targets: LinkTargets | null;
  /** The item the owner pointed at on the page, by its place among the links the page renders. */
  pointedItem?: PointedItem;
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

export function MenuForm({ fields, errors, update, targets, pointedItem }: Props) {
  const [announcement, setAnnouncement] = useState('');
  const list = useRef<HTMLOListElement>(null);
  const [nodes] = useState(menuNodeStore);
  const rows = nodes.take(fields.items);
  // Once this render's rows are done, the rows it left alone hear whether their item changed.
  useLayoutEffect(() => nodes.notify());
  // The rows act on the tree as it is when they are used, not as it was when they rendered.
  const current = useRef<MenuNow>({ items: fields.items, update, targets });
  current.current = { items: fields.items, update, targets };
  const setFocus = useItemFocus(list, fields.items, pointedItem);
  const { actions, addAfter } = useRowActions(nodes, current, setFocus, setAnnouncement);
  // The items show their pages by name from the start, not only once Link to… has been opened
  // (it reads the same list, once per panel).
  useEffect(() => targets?.loadPages(), [targets]);

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
