// The site menus a page shows, found from their rendered markup (platform-notes §4), so the
// editor can offer exactly those menus.
import { idsAfterPrefix } from './design-in-markup';

/** Ids of the site menus rendered in the page: `<div id="uNMenuDiv<ID>" class="uMenuV|uMenuH">`. */
export function menuIdsFromElementIds(elementIds: string[]): number[] {
  return idsAfterPrefix(elementIds, 'uNMenuDiv');
}
