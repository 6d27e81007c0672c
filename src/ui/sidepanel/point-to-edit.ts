// Point to edit, from the side panel: the page may be pointed at while the panel is open for its
// tab (Alt+click), with plain clicks while the switch is on; what the owner pointed at opens here.
// The switch lives in session storage per tab, so that Esc in the page and the shortcut turn it
// off and on as the switch does.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Pointed, PointTarget } from '../../messages/point';
import type { PointRegion } from '../../messages/to-content-script';
import type { PreviewDocument } from '../../messages/protocol';
import { sendFromExtensionPage } from '../../messages/send';
import { pointedItem, pointModeItem, type SessionItem, readItem, removeItem, watchItem, writeItem } from '../../messages/session-items';
import type { Resource } from '../../detect/resource';
import type { OnScreenRef, ResourceRef, TemplateRef } from '../../resources/resource-ref';
import { blockPath, CSS_PATH } from '../../kinds/template/model';
import { templatesOnScreen, titleIn, type TreeModule } from '../../kinds/template/on-screen';
import { isEntryKind } from '../../vocabulary/kinds';

/** A value kept in session storage for the tab, and its changes while the panel is open. */
function useSessionValue<T>(item: SessionItem<T> | null, take: (value: T | undefined) => void): void {
  useEffect(() => {
    if (item === null) return;
    void readItem(item).then(take);
    return watchItem(item, take);
  }, [item?.key]);
}

/** The Point to edit switch of the tab: on, plain clicks on the page point. */
export function usePointSwitch(tabId: number | null): [boolean, (clicks: boolean) => void] {
  const [clicks, setClicks] = useState(false);
  const mode = tabId === null ? null : pointModeItem(tabId);
  useSessionValue(mode, (now) => setClicks(now?.clicks === true));
  const turn = (on: boolean) => {
    setClicks(on);
    if (mode) void writeItem(mode, { clicks: on });
  };
  return [clicks, turn];
}

/**
 * Tells the tab's page how it may be pointed at while this panel is open, and that it may not once
 * it closes. Gives whether the page took the last state (null: not answered yet): a page that
 * cannot be pointed at (it is reloading, or its site's access was taken back) says no.
 */
export function usePointMode(page: PreviewDocument | null, clicks: boolean, region: PointRegion | null): boolean | null {
  const pageKey = page ? JSON.stringify(page) : null;
  const [taken, setTaken] = useState<{ clicks: boolean; shown: boolean } | null>(null);
  // Each state as it comes, in order (the background keeps the order): never an "off" between two.
  useEffect(() => {
    if (!page) return;
    void sendFromExtensionPage({ type: 'preview/point', ...page, on: true, clicks, ...(region && { region }) }).then(
      ({ shown }) => setTaken({ clicks, shown }),
      () => setTaken({ clicks, shown: false }),
    );
  }, [pageKey, clicks, region]);
  // Off when the panel closes or turns to another page.
  useEffect(() => {
    if (!page) return;
    const off = () => void sendFromExtensionPage({ type: 'preview/point', ...page, on: false, clicks: false }).catch(() => {});
    addEventListener('pagehide', off);
    return () => {
      removeEventListener('pagehide', off);
      off();
    };
  }, [pageKey]);
  return taken && taken.clicks === clicks ? taken.shown : null;
}

/** Each thing the owner points at on the tab's page, once. */
export function usePointed(tabId: number | null, onPointed: (pointed: Pointed) => void): void {
  const item = tabId === null ? null : pointedItem(tabId);
  const latest = useRef(onPointed);
  latest.current = onPointed;
  useSessionValue(item, (pointed) => {
    if (!pointed?.target || !item) return;
    void removeItem(item);
    latest.current(pointed);
  });
}

/** What opens for a pointing: the tab's own page or entry, or the menu, block, form, poll or stylesheet pointed at. */
export function refForTarget(target: PointTarget, onScreen: OnScreenRef | null, resource?: Resource): ResourceRef | null {
  switch (target.what) {
    case 'content':
    case 'title':
    case 'comment':
      return onScreen;
    case 'menu':
      return { kind: 'menu', id: target.menuId };
    case 'block':
      return { kind: 'template', id: blockPath(target.block) };
    case 'css':
      return { kind: 'template', id: CSS_PATH };
    case 'part':
      return { kind: target.kind, id: target.id };
    case 'post':
      return { kind: 'post', id: target.id };
    case 'listed':
      // An entry of the list the tab shows: of the list's module.
      return resource && (resource.kind === 'list' || resource.kind === 'category') && isEntryKind(resource.module) ? { kind: resource.module, id: target.id } : null;
    case 'minichat':
      // A place of the panel, not an editor (usePanelPointing).
      return null;
    case 'layout':
      // Which template drew the page, the site's template tree says (templateForTarget).
      return null;
  }
}

/** What the tab shows, as Design reads it: the page's address, its page id once known, its global blocks. */
export interface OnScreen {
  resource: Resource;
  pageId: number | null;
  blocks: readonly string[];
}

/**
 * The template a pointing opens, named as Design names it (the site's template tree): the block
 * or the stylesheet pointed at, or, for what has no editor of its own, the template that drew
 * the page. Null: no template (or the tree has none for the page).
 */
export function templateForTarget(target: PointTarget, tree: TreeModule[], onScreen: OnScreen): TemplateRef | null {
  const path = target.what === 'block' ? blockPath(target.block)
    : target.what === 'css' ? CSS_PATH
    : target.what === 'layout' ? templatesOnScreen(tree, onScreen.resource, onScreen.pageId, onScreen.blocks)[0]?.path
    : undefined;
  if (!path) return null;
  const title = titleIn(tree, path);
  return { kind: 'template', id: path, ...(title && { title }) };
}
