// Point to edit's input from the page: the events it listens to, on the window and before the
// page's own handlers (capturing), the page's element an event is on (never one of ours), the
// spot in the text under the pointer, and how a pointing event is kept from the page.
import { isClosedUiHost } from './closed-ui';
import type { Spot } from './point-parts';

/** What Point to edit does with each event it listens to. */
export interface PointInputHandlers {
  move(event: PointerEvent): void;
  /** A press or release of a button, or a double click: only kept from the page when it points. */
  press(event: MouseEvent): void;
  click(event: MouseEvent): void;
  keyDown(event: KeyboardEvent): void;
  keyUp(event: KeyboardEvent): void;
  blur(event: Event): void;
  /** The window scrolled or was resized: the outlines move with what they outline. */
  viewMoved(event: Event): void;
}

/** Listens until `signal` aborts: before the page's handlers, and passively where nothing is kept from it. */
export function listenToInput(view: Window, on: PointInputHandlers, signal: AbortSignal): void {
  const capture = { capture: true, signal };
  const passive = { capture: true, passive: true, signal };
  view.addEventListener('pointermove', on.move, passive);
  for (const press of ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'dblclick'] as const) view.addEventListener(press, on.press, capture);
  view.addEventListener('click', on.click, capture);
  view.addEventListener('keydown', on.keyDown, capture);
  view.addEventListener('keyup', on.keyUp, capture);
  view.addEventListener('blur', on.blur, capture);
  view.addEventListener('scroll', on.viewMoved, passive);
  view.addEventListener('resize', on.viewMoved, passive);
}

/** The page's element an event is on; null for ours (a host of our controls) and for non-elements. */
export function pageElement(target: EventTarget | null): Element | null {
  const node = target as Node | null;
  if (!node || node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  return isClosedUiHost(element) ? null : element;
}

/** Where in the text the pointer is: Firefox's caretPositionFromPoint, Chromium's caretRangeFromPoint. */
export function spotAt(doc: Document, x: number, y: number): Spot | null {
  if (typeof doc.caretPositionFromPoint === 'function') {
    const position = doc.caretPositionFromPoint(x, y);
    return position ? { node: position.offsetNode, offset: position.offset } : null;
  }
  const range = typeof doc.caretRangeFromPoint === 'function' ? doc.caretRangeFromPoint(x, y) : null;
  return range ? { node: range.startContainer, offset: range.startOffset } : null;
}

/** The event goes no further: neither the page's handlers nor the browser's default (a link's navigation). */
export function swallow(event: Event) {
  event.preventDefault();
  event.stopPropagation();
  event.stopImmediatePropagation();
}
