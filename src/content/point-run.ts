// What Point to edit holds between events, and drawing it: the panel's state, the owner's input
// so far (Alt held, the element under the pointer), what it found in the page and the outlines.
// An event only notes what changed and asks for a frame; the frame draws, once, whatever many
// events came before it.
import type { PointTarget } from '../messages/point';
import type { PointLookup } from './point-lookup';
import { place, type PointOutlines } from './point-outline';

export interface PointModeState {
  /** The panel is open for the tab: Alt points. */
  on: boolean;
  /** The panel's Point to edit switch: plain clicks point too. */
  clicks: boolean;
  /** The page's content region, when the preview found it. */
  region: Element | null;
}

export interface PointRun {
  readonly doc: Document;
  readonly view: Window;
  /** Which events count: the owner's own input only. */
  readonly trusted: (event: Event) => boolean;
  readonly onPoint: (target: PointTarget) => void;
  state: PointModeState;
  /** Alt is held. */
  alt: boolean;
  /** The page's element last under the pointer. */
  under: Element | null;
  /** What this pointing found in the page. */
  lookup: PointLookup;
  /** null while pointing is off. */
  outlines: PointOutlines | null;
  /** The frame asked for to draw (0: none). */
  frame: number;
}

/** Whether the pointer points now: Alt held, or the switch on. */
export const pointing = (run: PointRun) => run.state.on && (run.alt || run.state.clicks);

function render(run: PointRun) {
  run.frame = 0;
  const { outlines, state, lookup, under, view } = run;
  if (!outlines) return;
  const hovered = pointing(run) && under ? lookup.partUnder(under, state.region) : null;
  // Announced only as the keyboard walks the parts: a screen reader's user does not hover, and
  // a live region spoken at every move would cost each move its accessibility update.
  place(outlines.hover, hovered, view, state.clicks ? outlines.hints.clicks : outlines.hints.alt);
  if (outlines.bar.hidden === state.clicks) outlines.bar.hidden = !state.clicks;
  const focus = state.clicks ? lookup.focusedPart() : null;
  place(outlines.focus, focus, view);
}

/** Draws at the next frame, once however many ask before it. */
export function schedule(run: PointRun) {
  if (!run.frame && run.outlines) run.frame = run.view.requestAnimationFrame(() => render(run));
}
