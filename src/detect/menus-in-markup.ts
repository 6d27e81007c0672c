// The site menus a page shows, found from their rendered markup (platform-notes §4), so the
// editor can offer exactly those menus.

const MENU_DIV = /^uNMenuDiv([1-9]\d*)$/;

/** Ids of the site menus rendered in the page: `<div id="uNMenuDiv<ID>" class="uMenuV|uMenuH">`. */
export function menuIdsFromElementIds(elementIds: string[]): number[] {
  const ids = new Set<number>();
  for (const elementId of elementIds) {
    const digits = MENU_DIV.exec(elementId)?.[1];
    const id = Number(digits);
    if (digits && Number.isSafeInteger(id)) ids.add(id);
  }
  return [...ids].sort((a, b) => a - b);
}
