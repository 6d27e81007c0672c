// What one pointing has found in the page, kept while the page stays as it was: its global
// blocks, the part under the element last pointed at (looked up once per element, not once per
// move) and the parts the keyboard walks, with the one it is on. Each is read again once the page
// (a preview, the page's own script) has replaced what it held.
import { globalBlocks } from '../detect/design-in-markup';
import type { Blocks, Pointable } from './point-parts';
import { findPointOutline, pointRegions } from './point-targets';

export interface PointLookup {
  /** The page's blocks, read again when the page has replaced their markers. */
  blocks(): Blocks;
  /** The part `element` belongs to, for the outline. */
  partUnder(element: Element, region: Element | null): Pointable | null;
  /** The keyboard moved to the next or previous part: that part, or null when the page has none. */
  moveFocus(step: 1 | -1, region: Element | null): Pointable | null;
  /** Whether the keyboard is on a part. */
  hasFocus(): boolean;
  /** The part the keyboard is on, if any. */
  focusedPart(): Pointable | null;
  /** The keyboard leaves the parts. */
  clearFocus(): void;
}

/** Whether the part is still in the page (a preview or the page's script may have replaced it). */
function inPage(part: Pointable): boolean {
  return 'startContainer' in part.box ? part.box.startContainer.isConnected : part.box.isConnected;
}

export function createPointLookup(doc: Document): PointLookup {
  let blocks: Blocks | null = null;
  let looked: { element: Element; part: Pointable | null } | null = null;
  /** The parts Tab walks, read on the first Tab; the one with the keyboard focus. */
  let regions: Pointable[] | null = null;
  let focused = -1;

  function currentBlocks(): Blocks {
    const stale = !blocks || [...blocks.values()].some(({ open, close }) => !open.isConnected || !close.isConnected);
    if (stale) blocks = globalBlocks(doc);
    return blocks!;
  }

  function partUnder(element: Element, region: Element | null): Pointable | null {
    if (looked?.element !== element || (looked.part && !inPage(looked.part))) {
      looked = { element, part: findPointOutline(doc, element, region, currentBlocks()) };
    }
    return looked.part;
  }

  function moveFocus(step: 1 | -1, region: Element | null): Pointable | null {
    if (!regions || !regions.every(inPage)) regions = pointRegions(doc, region, currentBlocks());
    if (!regions.length) return null;
    focused = focused < 0 ? (step > 0 ? 0 : regions.length - 1) : (focused + step + regions.length) % regions.length;
    return regions[focused]!;
  }

  return {
    blocks: currentBlocks,
    partUnder,
    moveFocus,
    hasFocus: () => regions !== null && focused >= 0,
    focusedPart: () => (regions && focused >= 0 ? (regions[focused] ?? null) : null),
    clearFocus: () => {
      focused = -1;
    },
  };
}
