// Point to edit lives in a script of its own (entrypoints/point.ts), put into a tab by the
// background only while a panel is open for it: the pages of a site the panel never opens on
// load, parse and run none of it. It runs in the content script's world, where it leaves itself
// under this key for the content script to find; the page's own scripts see neither.
// An update of Inplace leaves the old copy in that world, talking to a runtime that is gone (its
// clicks would reach nothing): the new copy takes its place.
import type { PointMode } from './point-mode';

const POINT_MODE = Symbol.for('inplace.point-mode');

interface Kept {
  mode: PointMode;
  /** Whether the runtime of the copy that made it still answers. */
  alive(): boolean;
}

type WithPointMode = { [POINT_MODE]?: Kept };

/** Point to edit in this document, once its script is in. */
export function pointModeInPage(): PointMode | null {
  return (globalThis as WithPointMode)[POINT_MODE]?.mode ?? null;
}

/** Whether Point to edit takes the owner's pointing in this document now (a copy gone with its extension does not). */
export function pointModeListening(): boolean {
  try {
    return pointModeInPage()?.listening() === true;
  } catch {
    return false;
  }
}

/** Whether a kept copy still answers; one whose extension went away may throw on any touch. */
function answers(kept: Kept): boolean {
  try {
    return kept.alive();
  } catch {
    return false;
  }
}

/** Leaves it for the content script; a second copy of the script adds nothing, unless the first one's runtime is gone. */
export function keepPointMode(make: () => PointMode, alive: () => boolean): void {
  const world = globalThis as WithPointMode;
  const kept = world[POINT_MODE];
  if (kept && answers(kept)) return;
  try {
    kept?.mode.stop();
  } catch {
    // Its outlines went with its world.
  }
  world[POINT_MODE] = { mode: make(), alive };
}
