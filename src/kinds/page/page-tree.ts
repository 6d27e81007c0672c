// The site's pages as the owner arranged them: each page followed by the pages under it, one step
// deeper, in the site's order. A page whose parent is not in the list (not read yet, or gone)
// stands at the top, and a loop in the data cannot hide a page or repeat one.
import type { PageItem } from '../../resources/panel-lists';

export function pageTree(pages: PageItem[]): PageItem[] {
  const ids = new Set(pages.map((page) => page.id));
  const under = new Map<number, PageItem[]>();
  const top: PageItem[] = [];
  for (const page of pages) {
    const parent = page.parentId;
    if (parent !== undefined && parent !== page.id && ids.has(parent)) under.set(parent, [...(under.get(parent) ?? []), page]);
    else top.push(page);
  }
  const ordered: PageItem[] = [];
  const placed = new Set<number>();
  const place = (page: PageItem, depth: number) => {
    if (placed.has(page.id)) return;
    placed.add(page.id);
    ordered.push(depth ? { ...page, depth } : page);
    for (const child of under.get(page.id) ?? []) place(child, depth + 1);
  };
  for (const page of top) place(page, 0);
  // Pages only under one another (a loop) have no top: each stands at the top, in the site's order.
  for (const page of pages) place(page, 0);
  return ordered;
}
