// The in-page half of editing, the live preview and Point to edit, lives in a script of its own
// (entrypoints/editing.ts), put into a tab by the background the first time a panel shows
// something there: the pages of a site the panel never works on load, parse and run none of it.
// It runs in the content script's world, where it leaves itself under this key for the content
// script to find and pass the panel's commands to; the page's own scripts see neither.
// An update of Inplace leaves the old copy in that world, talking to a runtime that is gone (its
// clicks would reach nothing): the new copy takes its place.
import type { PointMode } from './point-mode';

const IN_PAGE_EDITING = Symbol.for('inplace.in-page-editing');

/** What the editing script does for the content script. */
export interface InPageEditing {
  /** Acts on a command of the panel (checked here again); whether the page changed or took it. */
  follow(message: unknown): boolean;
  point: PointMode;
  stop(): void;
}

interface Kept {
  editing: InPageEditing;
  /** Whether the runtime of the copy that made it still answers. */
  alive(): boolean;
}

type WithEditing = { [IN_PAGE_EDITING]?: Kept };

/** The editing script in this document, once it is in (a copy gone with its extension is none: a new one takes its place). */
export function editingInPage(): InPageEditing | null {
  const kept = (globalThis as WithEditing)[IN_PAGE_EDITING];
  return kept && answers(kept) ? kept.editing : null;
}

/** Whether Point to edit takes the owner's pointing in this document now (a copy gone with its extension does not). */
export function pointModeListening(): boolean {
  try {
    return editingInPage()?.point.listening() === true;
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
export function keepEditing(make: () => InPageEditing, alive: () => boolean): void {
  const world = globalThis as WithEditing;
  const kept = world[IN_PAGE_EDITING];
  if (kept && answers(kept)) return;
  try {
    kept?.editing.stop();
  } catch {
    // Its outlines went with its world.
  }
  world[IN_PAGE_EDITING] = { editing: make(), alive };
}
