// Point to edit lives in a script of its own (entrypoints/point.ts), put into a tab by the
// background only while a panel is open for it: the pages of a site the panel never opens on
// load, parse and run none of it. It runs in the content script's world, where it leaves itself
// under this key for the content script to find; the page's own scripts see neither.
import type { PointMode } from './point-mode';

const POINT_MODE = Symbol.for('inplace.point-mode');

type WithPointMode = { [POINT_MODE]?: PointMode };

/** Point to edit in this document, once its script is in. */
export function pointModeInPage(): PointMode | null {
  return (globalThis as WithPointMode)[POINT_MODE] ?? null;
}

/** Leaves it for the content script; a second copy of the script adds nothing. */
export function keepPointMode(make: () => PointMode): void {
  const world = globalThis as WithPointMode;
  world[POINT_MODE] ??= make();
}
