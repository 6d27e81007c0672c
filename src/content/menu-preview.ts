// A menu while it is edited, shown in the page in place of the menu the site rendered: the
// platform's markup (platform-notes §4: `ul.uMenuRoot`, `li.uWithSubmenu`, `ul.subM`, each label in
// `a > span`), built from the items as data (text and addresses, never HTML). The menu the site
// rendered comes back on clear.
import { MENU_CURRENT_CLASS, MENU_ID_PREFIX, MENU_ROOT_CLASS, SUBMENU_CLASS, WITH_SUBMENU_CLASS } from '../detect/platform-markup';
import type { MenuPreviewItem } from '../messages/to-content-script';

/** Addresses a preview link may have: the site's own and the web's; anything else leads nowhere. */
const WEB_PROTOCOLS = ['http:', 'https:', 'mailto:', 'tel:'];

/**
 * An item's address, read once: what its link may point to, and the path it leads to on this site
 * (to tell the current page's item by; '' when it leads elsewhere or nowhere).
 */
function linkOf(base: URL, url: string): { href: string; path: string } {
  try {
    const parsed = new URL(url, base);
    if (!WEB_PROTOCOLS.includes(parsed.protocol)) return { href: '#', path: '' };
    return { href: url, path: parsed.origin === base.origin ? parsed.pathname.replace(/\/+$/, '') || '/' : '' };
  } catch {
    return { href: '#', path: '' };
  }
}

/** Where the site marked its current item: this page's path, and the addresses of the links it rendered as current. */
function currentPaths(doc: Document, original: readonly Node[]): Set<string> {
  const base = new URL(doc.baseURI);
  const paths = new Set([linkOf(base, doc.location?.href ?? doc.baseURI).path]);
  for (const node of original) {
    if (node.nodeType !== Node.ELEMENT_NODE) continue;
    for (const link of (node as Element).querySelectorAll<HTMLAnchorElement>(`a.${MENU_CURRENT_CLASS}`)) paths.add(linkOf(base, link.getAttribute('href') ?? '').path);
  }
  paths.delete('');
  return paths;
}

/**
 * The items, depth-first with their depth, as the platform's nested lists; an item leading to one
 * of `current` (paths on this site) is marked as the site marks the current page's.
 */
export function menuMarkup(doc: Document, items: readonly MenuPreviewItem[], current: ReadonlySet<string> = new Set()): HTMLUListElement {
  const base = new URL(doc.baseURI);
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
    const { href, path } = linkOf(base, item.url);
    link.href = href;
    if (current.has(path)) link.className = MENU_CURRENT_CLASS;
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
  const shown = new Map<number, { menu: Element; original: Node[]; current: Set<string> }>();

  function show(menuId: number, items: readonly MenuPreviewItem[]): boolean {
    let entry = shown.get(menuId);
    if (!entry?.menu.isConnected) {
      const element = doc.getElementById(`${MENU_ID_PREFIX}${menuId}`);
      if (!element) return false;
      const original = [...element.childNodes];
      entry = { menu: element, original, current: currentPaths(doc, original) };
      shown.set(menuId, entry);
    }
    entry.menu.replaceChildren(menuMarkup(doc, items, entry.current));
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
