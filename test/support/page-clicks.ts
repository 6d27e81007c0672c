// A click as the browser sends it, and what a page's own handlers see of it: for the content
// script's listeners that take some clicks from the page (Point to edit, Alt+click with the panel closed).

/** The events of one press of a button, in order. */
export const PRESS_EVENTS = ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click'] as const;

/** A press of the main button on `element` (`init` overrides it); the events, to read. */
export function press(element: Element, init: MouseEventInit = {}): Event[] {
  return PRESS_EVENTS.map((type) => {
    const options = { bubbles: true, cancelable: true, composed: true, button: 0, clientX: 5, clientY: 5, ...init };
    const event = type.startsWith('pointer') ? new PointerEvent(type, options) : new MouseEvent(type, options);
    element.dispatchEvent(event);
    return event;
  });
}

/** What the page's own handlers see of the presses until `signal` aborts: each event, and whether its default was already taken. */
export function pageHandlers(signal: AbortSignal): { type: string; prevented: boolean }[] {
  const seen: { type: string; prevented: boolean }[] = [];
  for (const type of PRESS_EVENTS) {
    document.addEventListener(type, (event) => {
      seen.push({ type, prevented: event.defaultPrevented });
      // No navigation in the test's window.
      event.preventDefault();
    }, { signal });
  }
  return seen;
}
