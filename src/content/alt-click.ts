// Alt+click on a page of a registered site while Point to edit is not listening (the panel is
// closed): the owner who learned "Alt+click to edit" gets the panel at that spot, never the
// browser's own Alt+click (Chrome downloads a link's page). The click is held (held-click.ts)
// and the panel asked to open; Point to edit takes over once the panel is open. Only the owner's
// own clicks count: a page script's synthetic ones are never trusted.
import { pageElement, spotAt, swallow } from './point-input';
import type { HeldClick } from './held-click';

/**
 * Takes Alt+clicks until `signal` aborts, unless `pointing()` says Point to edit listens itself
 * (it then takes them). `onClick` gets each one taken, with where it was on screen.
 */
export function takeAltClicks(
  view: Window,
  pointing: () => boolean,
  onClick: (click: HeldClick, at: { x: number; y: number }) => void,
  signal: AbortSignal,
  trusted: (event: Event) => boolean = (event) => event.isTrusted,
): void {
  const doc = view.document;
  const ours = (event: MouseEvent) => trusted(event) && event.altKey && event.button === 0 && !pointing() && pageElement(event.target) !== null;
  // The presses too: a page's handler on mousedown would otherwise act on half of the click.
  const press = (event: MouseEvent) => void (ours(event) && swallow(event));
  const click = (event: MouseEvent) => {
    if (!ours(event)) return;
    swallow(event);
    const element = pageElement(event.target)!;
    onClick({ element, spot: spotAt(doc, event.clientX, event.clientY), styles: event.shiftKey, at: performance.now() }, { x: event.clientX, y: event.clientY });
  };
  const options = { capture: true, signal };
  for (const name of ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'dblclick', 'auxclick'] as const) view.addEventListener(name, press, options);
  view.addEventListener('click', click, options);
}
