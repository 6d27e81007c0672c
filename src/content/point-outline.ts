// Point to edit's outlines: a box over the part under the pointer and one over the part the
// keyboard is on, each with a label of what it is, and a live region that says the keyboard's
// part. They live in a closed shadow root, fixed above the page: they never take a click nor
// shift the layout. A marker put where it already is writes nothing (no restyle, no repaint).
import { altKeyName, t } from '../i18n';
import { mountClosedUi } from './closed-ui';
import type { Pointable } from './point-parts';

const STYLE = `
  :host {
    position: fixed !important; left: 0 !important; top: 0 !important; width: 0 !important; height: 0 !important;
    z-index: 2147483646 !important; pointer-events: none !important;
  }
  .box { position: fixed; box-sizing: border-box; pointer-events: none; }
  .hover { outline: 2px solid #2f6fed; outline-offset: 1px; background: rgb(47 111 237 / .08); }
  .focus { outline: 3px dashed #ffc83d; outline-offset: 3px; box-shadow: 0 0 0 5px rgb(27 31 41 / .45); }
  .label {
    position: fixed; max-width: min(420px, 90vw); pointer-events: none; box-sizing: border-box;
    font: 600 12px/1.35 system-ui, sans-serif; color: #fff; background: #1b1f29; border-radius: 4px;
    padding: 4px 7px; box-shadow: 0 2px 6px rgb(0 0 0 / .3); white-space: nowrap; overflow: hidden; text-overflow: ellipsis;
  }
  .label.above { transform: translateY(calc(-100% - 4px)); }
  .label.focus-label { background: #5c4400; }
  .label small { display: block; font-weight: 400; font-size: 11px; opacity: .8; }
  [hidden] { display: none !important; }
  .bar {
    position: fixed; top: 0; left: 50%; transform: translateX(-50%); max-width: 90vw; box-sizing: border-box;
    font: 600 12px/1.35 system-ui, sans-serif; color: #fff; background: #2f6fed; border-radius: 0 0 6px 6px;
    padding: 3px 12px; box-shadow: 0 2px 6px rgb(0 0 0 / .3); white-space: nowrap; overflow: hidden; text-overflow: ellipsis;
  }
  .spoken { position: fixed; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
`;

/** Room a label needs above a box (px); with less, it goes below it or inside its top. */
const LABEL_ROOM = 40;
/** The narrowest a label is kept from the right edge (px). */
const LABEL_MIN_WIDTH = 160;

/** An outline and its label. */
export interface Marker {
  box: HTMLElement;
  label: HTMLElement;
  text: HTMLElement;
  /** The small line under the label: what a click does (null: none). */
  hint: HTMLElement | null;
  /** Where it was last put, and with what label: the same place again writes nothing (no restyle, no repaint). */
  placed: string;
}

/** The outlines of one pointing: the pointer's, the keyboard's, and what is said of the keyboard's part. */
export interface PointOutlines {
  hover: Marker;
  focus: Marker;
  /** The bar at the top of the page while the switch is on: the mode shows where the owner looks. */
  bar: HTMLElement;
  /** What a click does, for the hover label's small line, the main action first: with the switch on, and with Alt. */
  hints: { clicks: string; alt: string };
  /** Says the label to a screen reader, once for the same label in a row. */
  say(label: string): void;
}

function makeMarker(doc: Document, root: ShadowRoot, kind: 'hover' | 'focus', withHint: boolean): Marker {
  const box = doc.createElement('div');
  box.className = `box ${kind}`;
  const label = doc.createElement('div');
  label.className = kind === 'focus' ? 'label focus-label' : 'label';
  const text = doc.createElement('span');
  label.append(text);
  const hint = withHint ? doc.createElement('small') : null;
  if (hint) label.append(hint);
  box.hidden = label.hidden = true;
  root.append(box, label);
  return { box, label, text, hint, placed: '' };
}

/** Mounts the outlines, hidden, in their closed root; they go when `signal` aborts. */
export function mountPointOutlines(doc: Document, signal: AbortSignal): PointOutlines {
  const { root } = mountClosedUi(doc, 'point', STYLE, signal);
  const spoken = doc.createElement('div');
  spoken.className = 'spoken';
  spoken.setAttribute('aria-live', 'polite');
  const hover = makeMarker(doc, root, 'hover', true);
  const focus = makeMarker(doc, root, 'focus', false);
  const bar = doc.createElement('div');
  bar.className = 'bar';
  bar.textContent = t('point_bar');
  bar.hidden = true;
  root.append(bar, spoken);
  let spokenLabel = '';
  const say = (label: string) => {
    if (label === spokenLabel) return;
    spokenLabel = label;
    spoken.textContent = label;
  };
  const alt = altKeyName();
  return { hover, focus, bar, hints: { clicks: t('point_action_click', alt), alt: t('point_action_alt', alt) }, say };
}

function px(element: HTMLElement, values: Record<string, number>) {
  for (const [name, value] of Object.entries(values)) element.style.setProperty(name, `${Math.round(value)}px`);
}

/** Puts the marker over the part (viewport coordinates), or hides it. */
export function place(marker: Marker, part: Pointable | null, view: Window, hint = ''): void {
  const rect = part?.box.getBoundingClientRect();
  if (!part || !rect) {
    if (!marker.box.hidden) marker.box.hidden = marker.label.hidden = true;
    marker.placed = '';
    return;
  }
  const above = rect.top >= LABEL_ROOM;
  const below = rect.bottom + LABEL_ROOM <= view.innerHeight;
  const top = above ? rect.top : below ? rect.bottom + 4 : Math.max(rect.top, 0) + 4;
  const left = Math.min(Math.max(rect.left, 0), Math.max(0, view.innerWidth - LABEL_MIN_WIDTH));
  const placed = [rect.left, rect.top, rect.width, rect.height, left, top].map(Math.round).join() + (above ? '^' : 'v') + part.label + hint;
  if (placed === marker.placed) return;
  marker.placed = placed;
  marker.box.hidden = marker.label.hidden = false;
  px(marker.box, { left: rect.left, top: rect.top, width: rect.width, height: rect.height });
  if (marker.text.textContent !== part.label) marker.text.textContent = part.label;
  if (marker.hint && marker.hint.textContent !== hint) marker.hint.textContent = hint;
  marker.label.classList.toggle('above', above);
  px(marker.label, { left, top });
}

/** The first element of a part, to scroll to (a block is a range between its markers). */
function firstElementOf(box: Element | Range): Element | null {
  if (!('startContainer' in box)) return box;
  for (let node = box.startContainer.childNodes[box.startOffset] ?? null; node; node = node.nextSibling) {
    if (!box.intersectsNode(node)) break;
    if (node.nodeType === Node.ELEMENT_NODE) return node as Element;
  }
  return box.startContainer.nodeType === Node.ELEMENT_NODE ? (box.startContainer as Element) : box.startContainer.parentElement;
}

/** Scrolls the part into view, as little as it takes. */
export function bringIntoView(part: Pointable): void {
  firstElementOf(part.box)?.scrollIntoView({ block: 'nearest' });
}
