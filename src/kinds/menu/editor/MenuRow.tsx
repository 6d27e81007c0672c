// One item of the menu editor, on one line: a handle to drag it by, its label, where it leads
// (Link to…), and "⋯" for the rest (moves, add below, remove), where a move that cannot happen
// is disabled and says why.
import { Component } from 'preact';
import { formatNumber, t } from '../../../i18n';
import { needsUrl, refusedUrl, type MenuNode } from '../menu-tree';
import { LinkPicker } from '../../../ui/LinkPicker';
import { KEY_MOVES, MOVES, type RowActions } from './menu-moves';

export interface RowProps {
  /** Where the item is, as "1.0" (its path); rows are keyed by it, so it never changes for a row. */
  itemKey: string;
  depth: number;
  /** 1-based, in the order the list shows. */
  position: number;
  actions: RowActions;
}

interface RowState {
  open: 'link' | 'more' | null;
  /** Where a dragged item would land if dropped here. */
  dropSide: 'before' | 'after' | null;
}

/**
 * It reads its item from the store and renders again when the store says the item changed: a
 * keystroke renders its own row (and its parents'), not the hundreds of others in a big menu.
 */
export class MenuRow extends Component<RowProps, RowState> {
  override state: RowState = { open: null, dropSide: null };
  private shown: MenuNode | undefined;
  private stopListening = () => {};

  override componentDidMount() {
    const { itemKey, actions } = this.props;
    this.stopListening = actions.nodes.subscribe(itemKey, () => {
      if (actions.nodes.get(itemKey) !== this.shown) this.forceUpdate();
    });
    // A new item opens with Link to…: where it leads is the first thing it needs.
    if (actions.takeNewItem(itemKey)) this.setState({ open: 'link' });
  }

  override componentWillUnmount() {
    this.stopListening();
  }

  override shouldComponentUpdate(next: RowProps, nextState: RowState): boolean {
    const now = this.props;
    // An open ⋯ says which moves can happen: whenever the list's shape changes, it looks again.
    return nextState !== this.state || nextState.open === 'more' || next.depth !== now.depth || next.position !== now.position || next.actions !== now.actions
      || next.actions.nodes.get(next.itemKey) !== this.shown;
  }

  /**
   * "⋯" closes before what was picked in it happens: the row stays where it is while its item
   * may move away, and must not show the moves of the item that takes its place.
   */
  private closeThen(act: () => void) {
    this.setState({ open: null });
    act();
  }

  private close(focus: string) {
    this.setState({ open: null }, () => this.base instanceof HTMLElement && this.base.querySelector<HTMLElement>(focus)?.focus());
  }

  override render({ itemKey: key, depth, position, actions }: RowProps, { open, dropSide }: RowState) {
    const node = actions.nodes.get(key);
    this.shown = node;
    if (!node) return null;
    const urlMissing = needsUrl(node);
    const urlRefused = refusedUrl(node);
    const label = node.name || t('menu_item_no_label');
    const linkName = actions.linkName(node.url);
    const onKeyDown = (event: KeyboardEvent) => {
      const move = event.altKey ? KEY_MOVES[event.key] : undefined;
      if (!move) return;
      event.preventDefault();
      actions.move(move, key, 'keys');
    };
    const dropSideAt = (event: DragEvent) => {
      const box = (event.currentTarget as HTMLElement).getBoundingClientRect();
      return event.clientY < box.top + box.height / 2 ? 'before' : 'after';
    };
    return (
      <li data-path={key} style={{ marginInlineStart: `${depth * 20}px` }} class={dropSide ? `drop-${dropSide}` : undefined}
        onDragOver={(event) => {
          if (!actions.dragging()) return;
          event.preventDefault();
          const side = dropSideAt(event);
          if (side !== dropSide) this.setState({ dropSide: side });
        }}
        onDragLeave={() => dropSide && this.setState({ dropSide: null })}
        onDrop={(event) => {
          event.preventDefault();
          this.setState({ dropSide: null });
          actions.drop(key, dropSideAt(event));
        }}>
        <div class="menu-row" role="group" aria-label={t('menu_item_group', formatNumber(position), label, formatNumber(depth + 1))} onKeyDown={onKeyDown}>
          <span class="drag-handle" draggable aria-hidden="true" title={t('menu_drag_hint')}
            onDragStart={(event) => {
              event.dataTransfer?.setData('text/plain', node.name);
              if (event.dataTransfer) event.dataTransfer.effectAllowed = 'move';
              actions.dragStart(key);
            }}
            onDragEnd={() => actions.dragStart(null)}>⠿</span>
          <label class="visually-hidden" for={`item-${key}-name`}>{t('menu_item_label')}</label>
          <input id={`item-${key}-name`} value={node.name} onInput={(e) => actions.change(key, { name: e.currentTarget.value })} />
          <button type="button" class={urlMissing ? 'link-to missing' : 'link-to'} aria-expanded={open === 'link'}
            aria-label={urlMissing ? t('menu_link_to') : t('menu_link_of', label, linkName)}
            onClick={() => this.setState({ open: open === 'link' ? null : 'link' })}>
            {urlMissing ? t('menu_link_to') : `→ ${linkName}`}
          </button>
          <button type="button" class="more" aria-expanded={open === 'more'} aria-label={t('menu_more_for', label)}
            onClick={() => this.setState({ open: open === 'more' ? null : 'more' })}>⋯</button>
        </div>
        {urlMissing && open !== 'link' && <span class="error">{t('menu_item_needs_url')}</span>}
        {urlRefused && open !== 'link' && <span class="error">{t('menu_item_url_refused')}</span>}
        {open === 'link' && (
          <LinkPicker id={key} addressId={`item-${key}-url`} url={node.url} addressMissing={urlMissing} addressRefused={urlRefused} targets={actions.targets()}
            onPick={(target) => (actions.link(key, target), this.close('.link-to'))}
            onAddress={(url) => actions.change(key, { url })} onClose={() => this.close('.link-to')}>
            <button type="button" class="secondary" onClick={() => this.close('.link-to')}>{t('menu_link_done')}</button>
          </LinkPicker>
        )}
        {open === 'more' && (
          <ul class="item-more" onKeyDown={(event) => event.key === 'Escape' && this.close('.more')}>
            {MOVES.map((move) => {
              const possible = actions.can(move, key);
              return (
                <li key={move.label}>
                  <button type="button" class="link" disabled={!possible} onClick={() => this.closeThen(() => actions.move(move, key, 'more'))}>{t(move.label)}</button>
                  {!possible && <span class="hint"> {t(move.refused)}</span>}
                </li>
              );
            })}
            <li><button type="button" class="link" onClick={() => this.closeThen(() => actions.addBelow(key))}>{t('menu_add_below')}</button></li>
            <li><button type="button" class="link danger" onClick={() => this.closeThen(() => actions.remove(key))}>{t('menu_remove_item')}</button></li>
          </ul>
        )}
      </li>
    );
  }
}
