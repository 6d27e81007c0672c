// The global blocks Point to edit points at (platform-notes §2, §5): what lies between a block's
// markers, the innermost block around an element, and the part it is, with where in its text.
import type { BlockMarkers } from '../detect/design-in-markup';
import { visibleCharsBefore } from '../detect/text-offset';
import { t, type MessageKey } from '../i18n';
import { charsBefore, clampOffset, type Blocks, type Pointable, type Pointing } from './point-parts';

/** The platform's own blocks, by the names the owner reads; other blocks go by their id. */
const BLOCK_NAMES: Record<string, MessageKey> = {
  AHEADER: 'point_block_header',
  BFOOTER: 'point_block_footer',
  CLEFTER: 'point_block_left',
  DRIGHTER: 'point_block_right',
};

/** What is between a block's markers. */
function blockRange(markers: BlockMarkers): Range {
  const range = markers.open.ownerDocument.createRange();
  range.setStartAfter(markers.open);
  range.setEndBefore(markers.close);
  return range;
}

export function blockPart(id: string, markers: BlockMarkers, at: Pointing | null): Pointable {
  const range = blockRange(markers);
  let offset = 0;
  if (at?.counted) {
    // Counted in the markers' common parent, from the opening marker on.
    const root = range.commonAncestorContainer;
    let spotInside = false;
    try {
      spotInside = Boolean(at.spot && range.isPointInRange(at.spot.node, at.spot.offset));
    } catch {
      // A spot the range cannot hold (a doctype): the element's start counts.
    }
    offset = clampOffset(charsBefore(root, at, spotInside) - visibleCharsBefore(root, markers.open, 0));
  }
  const name = BLOCK_NAMES[id];
  return { target: { what: 'block', block: id, offset }, box: range, label: t('point_block', name ? t(name) : id) };
}

/**
 * The innermost block around `element`, and the element's ancestor (or itself) that stands
 * between that block's markers: the level where the block is the part pointed at.
 */
export function blockAround(element: Element, blocks: Blocks): { id: string; markers: BlockMarkers; level: Element } | null {
  let found: { id: string; markers: BlockMarkers; level: Element } | null = null;
  for (const [id, markers] of blocks) {
    const { open, close } = markers;
    if (!open.isConnected || !close.isConnected) continue;
    const afterOpen = open.compareDocumentPosition(element);
    const beforeClose = close.compareDocumentPosition(element);
    // Between the markers, and not an ancestor of them.
    if (!(afterOpen & Node.DOCUMENT_POSITION_FOLLOWING) || !(beforeClose & Node.DOCUMENT_POSITION_PRECEDING)) continue;
    if ((afterOpen | beforeClose) & Node.DOCUMENT_POSITION_CONTAINS) continue;
    const common = blockRange(markers).commonAncestorContainer;
    let level: Element | null = element;
    while (level && level.parentNode !== common) level = level.parentElement;
    if (level && (!found || found.level.contains(level))) found = { id, markers, level };
  }
  return found;
}

