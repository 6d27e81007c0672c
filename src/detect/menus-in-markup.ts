// The site menus a page shows, found from their rendered markup (platform-notes §4), so the
// editor can offer exactly those menus.
import { idsAfterPrefix } from './design-in-markup';
import { MENU_ID_PREFIX, MENU_LINK } from './platform-markup';
import { shownWords } from './shown-words';

/** Ids of the site menus rendered in the page: `<div id="uNMenuDiv<ID>" class="uMenuV|uMenuH">`. */
export function menuIdsFromElementIds(elementIds: string[]): number[] {
  return idsAfterPrefix(elementIds, MENU_ID_PREFIX);
}

/** How many of a menu's first labels name it in the panel ("Главная, О нас, Услуги"). */
export const MENU_WORDS_LABELS = 3;

/** A rendered menu's name for the owner, from its first labels. */
export const menuWordsOf = (menu: Element): string => shownWords(menu, MENU_LINK, MENU_WORDS_LABELS);
