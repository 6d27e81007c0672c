// What Point to edit does with the owner's input. The pointer: a move notes the element under it
// (the outline follows at the next frame); a pointing click (Alt, or any in clicks mode) tells the
// panel what and where it was, Alt+Shift+click which of the site CSS's rules style it, and neither
// it nor its presses reach the page. The keyboard: Alt shows the outline while held; in clicks
// mode Tab and Shift+Tab walk the parts, Enter points at the one walked to, Esc leaves the mode.
// Only trusted events count: a script's are never the owner's.
import { t } from '../i18n';
import { showClickNote } from './click-note';
import type { Spot } from './point-parts';
import { pageElement, spotAt, swallow, type PointInputHandlers } from './point-input';
import { bringIntoView } from './point-outline';
import { pointing, schedule, type PointRun } from './point-run';
import { cssTargetFor } from './point-css-rules';
import { findPointTarget } from './point-targets';

type PointerHandlers = Pick<PointInputHandlers, 'move' | 'press' | 'click'>;
type KeyHandlers = Pick<PointInputHandlers, 'keyDown' | 'keyUp' | 'blur' | 'viewMoved'>;

/**
 * Tells the panel what the owner pointed at: the part at `spot` of `element`, or with `styles` the
 * site CSS's rules that style it. Whether there was anything to tell.
 */
export function pointAt(run: PointRun, element: Element, spot: Spot | null, styles: boolean): boolean {
  if (styles) {
    run.onPoint(cssTargetFor(run.doc, element));
    return true;
  }
  const part = findPointTarget(run.doc, element, spot, run.state.region, run.lookup.blocks());
  if (part) run.onPoint(part.target);
  return Boolean(part);
}

export function pointerHandlers(run: PointRun): PointerHandlers {
  const { doc, trusted } = run;

  /** A press of the main button that points (with Alt, or any in clicks mode), on the page's own element. */
  function pointingPress(event: MouseEvent): Element | null {
    if (!trusted(event) || event.button !== 0 || !(event.altKey || run.state.clicks)) return null;
    return pageElement(event.target);
  }

  function press(event: MouseEvent) {
    if (pointingPress(event)) swallow(event);
  }

  function click(event: MouseEvent) {
    const element = pointingPress(event);
    if (!element) return;
    swallow(event);
    // The keyboard stays in the page: the note says where typing goes.
    if (pointAt(run, element, spotAt(doc, event.clientX, event.clientY), event.altKey && event.shiftKey)) {
      showClickNote(run.view, event.clientX, event.clientY, t('point_opened_note'));
    }
  }

  function move(event: PointerEvent) {
    if (!trusted(event)) return;
    run.under = pageElement(event.target);
    run.alt = event.altKey;
    // Nothing to show and nothing shown: no frame's work either.
    if (pointing(run) || (run.outlines && !run.outlines.hover.box.hidden)) schedule(run);
  }

  return { move, press, click };
}

/** `leaveClicks`: Esc in clicks mode, which the panel is told of. */
export function keyHandlers(run: PointRun, leaveClicks: () => void): KeyHandlers {
  const { trusted, view } = run;

  /** Tab and Shift+Tab in clicks mode: the keyboard focus to the next or previous part. */
  function moveFocus(step: 1 | -1): boolean {
    const part = run.lookup.moveFocus(step, run.state.region);
    if (!part) return false;
    bringIntoView(part);
    run.outlines?.say(part.label);
    schedule(run);
    return true;
  }

  function keyDown(event: KeyboardEvent) {
    if (!trusted(event)) return;
    if (event.key === 'Alt') {
      run.alt = true;
      schedule(run);
      return;
    }
    if (!run.state.clicks) return;
    if (event.key === 'Escape') {
      swallow(event);
      leaveClicks();
    } else if (event.key === 'Tab' && !event.altKey && !event.ctrlKey && !event.metaKey) {
      if (moveFocus(event.shiftKey ? -1 : 1)) swallow(event);
    } else if (event.key === 'Enter' && run.lookup.hasFocus()) {
      swallow(event);
      run.onPoint(run.lookup.focusedPart()!.target);
    }
  }

  function keyUp(event: KeyboardEvent) {
    if (!trusted(event) || event.key !== 'Alt') return;
    // Alt held to look, then let go: Firefox on Windows and Linux would show its menu bar.
    event.preventDefault();
    run.alt = false;
    schedule(run);
  }

  function blur(event: Event) {
    // The window's own blur, not a page element's (they reach a capturing listener too).
    if (!trusted(event) || event.target !== view) return;
    // Alt let go in another window never reaches this one.
    run.alt = false;
    schedule(run);
  }

  function viewMoved(event: Event) {
    if (trusted(event)) schedule(run);
  }

  return { keyDown, keyUp, blur, viewMoved };
}
