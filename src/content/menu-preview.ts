// A menu while it is edited, shown in the page in place of the menu the site rendered: the
// platform's markup (platform-notes §4: `ul.uMenuRoot`, `li.uWithSubmenu`, `ul.subM`, each label in
// `a > span`), built from the items as data (text and addresses, never HTML). The menu the site
// rendered comes back on clear.
import { MENU_ID_PREFIX, MENU_ROOT_CLASS, SUBMENU_CLASS, WITH_SUBMENU_CLASS } from '../detect/platform-markup';
import type { MenuPreviewItem } from '../messages/to-content-script';

/** Addresses a preview link may have: the site's own and the web's; anything else leads nowhere. */
function safeHref(doc: Document, url: string): string {
  try {
    const parsed = new URL(url, doc.baseURI);
    return ['http:', 'https:', 'mailto:', 'tel:'].includes(parsed.protocol) ? url : '#';
  } catch {
    return '#';
  }
}

/** The items, depth-first with their depth, as the platform's nested lists. */
export function menuMarkup(doc: Document, items: readonly MenuPreviewItem[]): HTMLUListElement {
  const root = doc.createElement('ul');
  root.className = MENU_ROOT_CLASS;
  const lists: HTMLUListElement[] = [root];
  let last: HTMLLIElement | null = null;
  for (const item of items) {
    // One level deeper than the item before at most: a deeper one is shown under it.
    if (item.depth >= lists.length && last) {
      const sub = doc.createElement('ul');
      sub.className = SUBMENU_CLASS;
      last.classList.add(WITH_SUBMENU_CLASS);
      last.append(sub);
      lists.push(sub);
    }
    while (lists.length > item.depth + 1) lists.pop();
    const li = doc.createElement('li');
    const link = doc.createElement('a');
    link.href = safeHref(doc, item.url);
    const label = doc.createElement('span');
    label.textContent = item.name;
    link.append(label);
    li.append(link);
    lists[lists.length - 1]!.append(li);
    last = li;
  }
  return root;
}

export function createMenuPreview(doc: Document) {
  /** Each menu shown as a draft, with what the site rendered there. */
  const shown = new Map<number, { menu: Element; original: Node[] }>();

  function show(menuId: number, items: readonly MenuPreviewItem[]): boolean {
    let menu = shown.get(menuId)?.menu;
    if (!menu?.isConnected) {
      const element = doc.getElementById(`${MENU_ID_PREFIX}${menuId}`);
      if (!element) return false;
      menu = element;
      shown.set(menuId, { menu, original: [...element.childNodes] });
    }
    menu.replaceChildren(menuMarkup(doc, items));
    return true;
  }

  function clear(): boolean {
    const had = shown.size > 0;
    for (const { menu, original } of shown.values()) if (menu.isConnected) menu.replaceChildren(...original);
    shown.clear();
    return had;
  }

  return { show, clear };
}
