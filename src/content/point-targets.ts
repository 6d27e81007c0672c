// What the owner points at on the page (Point to edit): the part of the site under the pointer,
// as the panel opens it (messages/point.ts), what to outline and a label saying what it is. Found
// in the platform's markup (platform-notes §4, §5). The innermost part wins: a menu in the header
// is the menu, a paragraph of the content is the content, a comment in a list is the comment.
// Each part is recognised in point-parts.ts, global blocks in point-blocks.ts; here the walk from
// the pointer to the innermost part, and every part in the page's order for the keyboard.
import { globalBlocks } from '../detect/design-in-markup';
import { t } from '../i18n';
import { blockAround, blockPart } from './point-blocks';
import { contentPart, partAt, POINTED_PARTS, type Blocks, type Pointable, type Pointing, type Spot } from './point-parts';

export type { Blocks, Pointable, Spot } from './point-parts';
export { cssRulesFor } from './point-css-rules';

/** The most parts the keyboard walks through: past that, a page is pointed at with the mouse. */
export const POINT_REGIONS_MAX = 200;

/**
 * What `element` (under the pointer) belongs to, innermost first; `spot`: where in its text
 * (for content and blocks' offsets); `region`: the page's content region, if the preview found
 * it. Null: nothing the panel opens. `blocks`: the page's global blocks, when already read.
 */
export function findPointTarget(doc: Document, element: Element, spot: Spot | null, region: Element | null, blocks: Blocks = globalBlocks(doc)): Pointable | null {
  return partOf({ element, spot, region, counted: true, menuLinks: new Map() }, blocks);
}

/**
 * What `element` belongs to, for the outline while the pointer moves: as findPointTarget, but
 * content and blocks are not counted through (offset 0), which would walk their text each time.
 */
export function findPointOutline(doc: Document, element: Element, region: Element | null, blocks: Blocks = globalBlocks(doc)): Pointable | null {
  return partOf({ element, spot: null, region, counted: false, menuLinks: new Map() }, blocks);
}

function partOf(at: Pointing, blocks: Blocks): Pointable | null {
  const { element } = at;
  const block = blockAround(element, blocks);
  for (let node: Element | null = element; node; node = node.parentElement) {
    const part = partAt(node, at);
    if (part) return part;
    if (node === block?.level) return blockPart(block.id, block.markers, at);
  }
  // Nothing with an editor of its own: the page's template shows it (its variables' output, a widget).
  return element.closest('body') ? { target: { what: 'layout' }, box: element, label: t('point_layout') } : null;
}

/**
 * Every part of the page to point at, in the page's order (for the keyboard): each menu item,
 * title, the content, each block, form, poll and comment; content and blocks from their start.
 */
export function pointRegions(doc: Document, region: Element | null, blocks: Blocks = globalBlocks(doc)): Pointable[] {
  const menuLinks = new Map<Element, Element[]>();
  // Placed first, made after: only the first ones are labelled.
  const places: { node: Node; make: () => Pointable | null }[] = [];
  for (const element of doc.querySelectorAll(POINTED_PARTS)) {
    places.push({ node: element, make: () => partAt(element, { element, spot: null, region, counted: false, menuLinks }) });
  }
  if (region?.isConnected && !region.matches(POINTED_PARTS)) {
    places.push({ node: region, make: () => contentPart(region, { element: region, spot: null, region, counted: false, menuLinks }) });
  }
  for (const [id, markers] of blocks) {
    if (markers.open.isConnected) places.push({ node: markers.open, make: () => blockPart(id, markers, null) });
  }
  places.sort((a, b) => (a.node === b.node ? 0 : a.node.compareDocumentPosition(b.node) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  const parts: Pointable[] = [];
  for (const { make } of places) {
    const part = make();
    if (part) parts.push(part);
    if (parts.length === POINT_REGIONS_MAX) break;
  }
  return parts;
}

