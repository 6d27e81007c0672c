// The site menus a page shows, found from their rendered markup (platform-notes §4), so the
// editor can offer exactly those menus.
import { idsAfterPrefix } from './design-in-markup';

/** Ids of the site menus rendered in the page: `<div id="uNMenuDiv<ID>" class="uMenuV|uMenuH">`. */
export function menuIdsFromElementIds(elementIds: string[]): number[] {
  return idsAfterPrefix(elementIds, 'uNMenuDiv');
}

/** How many of a menu's first labels name it in the panel, and how long that name may be. */
export const MENU_WORDS_LABELS = 3;
export const MENU_WORDS_MAX = 80;

/**
 * A rendered menu's name for the owner, from what it shows (its first labels, "Главная, О нас,
 * Услуги"): the API's title costs a request, and the menu's own words are what the owner sees.
 */
export function menuWordsOf(menu: Element): string {
  const labels: string[] = [];
  for (const link of menu.querySelectorAll('a')) {
    const label = (link.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (label && !labels.includes(label)) labels.push(label);
    if (labels.length === MENU_WORDS_LABELS) break;
  }
  const words = labels.join(', ');
  return words.length > MENU_WORDS_MAX ? `${words.slice(0, MENU_WORDS_MAX - 1)}…` : words;
}
