// Menus as the platform renders them for $NMENU_<ID>$ (vertical, uMenuV) and $SMENU_<ID>$
// (horizontal, uMenuH); the current item's link has class uMenuItemA.
import type { Menu, MenuItem } from '../data/types.ts';
import { escapeHtml } from './escape.ts';

export function normalisePath(url: string): string {
  const path = url.replace(/^https?:\/\/[^/]+/i, '').replace(/[?#].*$/, '') || '/';
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

function renderItems(items: readonly MenuItem[], current: ReadonlySet<string>): string {
  return items
    .map((item) => {
      const children = item.children ?? [];
      const active = current.has(normalisePath(item.url)) ? ' class=" uMenuItemA"' : '';
      const target = item.target === '_blank' ? ' target="_blank"' : '';
      const link = `<a${active} href="${escapeHtml(item.url)}"${target}><span>${escapeHtml(item.name)}</span></a>`;
      if (children.length === 0) return `<li>${link}</li>`;
      return `<li class="uWithSubmenu">${link}<ul class="subM">${renderItems(children, current)}</ul></li>`;
    })
    .join('');
}

export function renderMenu(menu: Menu, placement: 'N' | 'S', currentPaths: readonly string[]): string {
  const current = new Set(currentPaths.map(normalisePath));
  const className = placement === 'N' ? 'uMenuV' : 'uMenuH';
  return `<div id="uNMenuDiv${menu.id}" class="${className}"><ul class="uMenuRoot">${renderItems(menu.items, current)}</ul></div>`;
}
