// Alt+click with the panel closed: the content script takes the click (it must neither download
// nor follow a link) and holds where it was, and Point to edit, once the panel has opened and put
// it into the page, opens that spot. Held on the isolated world's global, which the page's own
// scripts cannot see; only the latest click is held, and only briefly.
import type { Spot } from './point-parts';

/** A click held for Point to edit: on which element of the page, at which spot of its text. */
export interface HeldClick {
  element: Element;
  spot: Spot | null;
  /** Alt+Shift+click: the site CSS's rules that style it. */
  styles: boolean;
  /** performance.now() of the click. */
  at: number;
}

/**
 * How long a held click waits for the panel. Chrome opens it at once; in Firefox the owner opens
 * the sidebar with its toolbar button, as the note at the click says, which takes a moment.
 */
export const HELD_CLICK_MS = 60_000;

const HELD = Symbol.for('inplace.held-click');

type WithHeldClick = { [HELD]?: HeldClick };

export function holdClick(click: HeldClick): void {
  (globalThis as WithHeldClick)[HELD] = click;
}

/** The held click, once: null when none, or when it is older than `maxAgeMs` or its element left the page. */
export function takeHeldClick(now = performance.now(), maxAgeMs = HELD_CLICK_MS): HeldClick | null {
  const world = globalThis as WithHeldClick;
  const click = world[HELD];
  delete world[HELD];
  if (!click || now - click.at > maxAgeMs || !click.element.isConnected) return null;
  return click;
}
