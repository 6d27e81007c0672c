// Point to edit, in the page: while the side panel is open, holding Alt outlines the part under
// the pointer (point-targets.ts) with a label of what it is, and Alt+click tells the panel to
// open it at that spot; Alt+Shift+click names the site CSS's rules that style the element. In
// clicks mode (the panel's switch) plain clicks point, Tab and Enter walk the parts, Esc leaves.
// Only the owner's own input counts (trusted events), and a pointing click reaches neither the
// page's handlers nor a link. The outlines live in a closed shadow root, fixed above the page
// (point-outline.ts): they never take a click nor shift the layout. A pointer move only notes
// where it is; the part under it is looked up once per frame, and once per element.
//
// Here: turning it on and off as the panel says. What each event does is point-handlers.ts,
// what it holds between events point-run.ts, what it found in the page point-lookup.ts.
import type { PointTarget } from '../messages/point';
import { closedUiHost } from './closed-ui';
import { takeHeldClick } from './held-click';
import { keyHandlers, pointAt, pointerHandlers } from './point-handlers';
import { listenToInput, type PointInputHandlers } from './point-input';
import { createPointLookup } from './point-lookup';
import { mountPointOutlines } from './point-outline';
import { schedule, type PointModeState, type PointRun } from './point-run';

export type { PointModeState } from './point-run';

export const POINT_HOST = closedUiHost('point');

export interface PointMode {
  set(state: PointModeState): void;
  stop(): void;
  /** Whether it takes the owner's pointing now (the panel is open for the tab). */
  listening(): boolean;
}

const OFF: PointModeState = { on: false, clicks: false, region: null };

/**
 * `trusted`: which events count. Only the owner's own input (`isTrusted`); a test passes its
 * own, because a script's events are never trusted. Nothing else should.
 */
export function createPointMode(
  doc: Document,
  onPoint: (target: PointTarget) => void,
  onLeave: () => void,
  trusted: (event: Event) => boolean = (event) => event.isTrusted,
): PointMode {
  const view = doc.defaultView!;
  const run: PointRun = { doc, view, trusted, onPoint, state: { ...OFF }, alt: false, under: null, lookup: createPointLookup(doc), outlines: null, frame: 0 };
  let life: AbortController | null = null;

  /** Esc in clicks mode: the switch goes off here, and the panel is told. */
  function leaveClicks() {
    run.state = { ...run.state, clicks: false };
    run.lookup.clearFocus();
    schedule(run);
    onLeave();
  }

  const handlers: PointInputHandlers = { ...pointerHandlers(run), ...keyHandlers(run, leaveClicks) };

  function set(next: PointModeState) {
    const { state } = run;
    const turningOn = next.on && !state.on;
    // The same state again: the outline and the keyboard focus stay where they are.
    if (next.on === state.on && next.clicks === state.clicks && next.region === state.region) return;
    life?.abort();
    life = null;
    run.outlines = null;
    if (run.frame) view.cancelAnimationFrame(run.frame);
    run.frame = 0;
    run.alt = false;
    run.under = null;
    run.lookup = createPointLookup(doc);
    run.state = { ...next };
    if (!run.state.on) return;
    life = new AbortController();
    run.outlines = mountPointOutlines(doc, life.signal);
    listenToInput(view, handlers, life.signal);
    // The bar says the switch is on from the first frame.
    schedule(run);
    // An Alt+click the content script took while the panel was closed: the panel opened for it.
    const held = turningOn ? takeHeldClick() : null;
    if (held) pointAt(run, held.element, held.spot, held.styles);
  }

  return { set, stop: () => set(OFF), listening: () => run.state.on };
}
