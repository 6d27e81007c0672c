// Point to edit, in the page: while the side panel is open, holding Alt outlines the part under
// the pointer (point-targets.ts) with a label of what it is, and Alt+click tells the panel to
// open it at that spot; Alt+Shift+click names the site CSS's rules that style the element. In
// clicks mode (the panel's switch) plain clicks point, Tab and Enter walk the parts, Esc leaves.
// Only the owner's own input counts (trusted events), and a pointing click reaches neither the
// page's handlers nor a link. The outlines live in a closed shadow root, fixed above the page:
// they never take a click nor shift the layout. A pointer move only notes where it is; the
// part under it is looked up once per frame, and once per element.
import { globalBlocks } from '../detect/design-in-markup';
import { t } from '../i18n';
import type { PointTarget } from '../messages/point';
import { closedUiHost, isClosedUiHost, mountClosedUi } from './closed-ui';
import { cssRulesFor, findPointOutline, findPointTarget, pointRegions, type Blocks, type Pointable, type Spot } from './point-targets';

export const POINT_HOST = closedUiHost('point');

export interface PointModeState {
  /** The panel is open for the tab: Alt points. */
  on: boolean;
  /** The panel's Point to edit switch: plain clicks point too. */
  clicks: boolean;
  /** The page's content region, when the preview found it. */
  region: Element | null;
}

export interface PointMode {
  set(state: PointModeState): void;
  stop(): void;
}

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
  .spoken { position: fixed; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
`;

/** Room a label needs above a box (px); with less, it goes below it or inside its top. */
const LABEL_ROOM = 40;
/** The narrowest a label is kept from the right edge (px). */
const LABEL_MIN_WIDTH = 160;

/** An outline and its label. */
interface Marker {
  box: HTMLElement;
  label: HTMLElement;
  text: HTMLElement;
  /** Where it was last put, and with what label: the same place again writes nothing (no restyle, no repaint). */
  placed: string;
}

function makeMarker(doc: Document, root: ShadowRoot, kind: 'hover' | 'focus', hint: string | null): Marker {
  const box = doc.createElement('div');
  box.className = `box ${kind}`;
  const label = doc.createElement('div');
  label.className = kind === 'focus' ? 'label focus-label' : 'label';
  const text = doc.createElement('span');
  label.append(text);
  if (hint) {
    const small = doc.createElement('small');
    small.textContent = hint;
    label.append(small);
  }
  box.hidden = label.hidden = true;
  root.append(box, label);
  return { box, label, text, placed: '' };
}

function px(element: HTMLElement, values: Record<string, number>) {
  for (const [name, value] of Object.entries(values)) element.style.setProperty(name, `${Math.round(value)}px`);
}

/** Puts the marker over the part (viewport coordinates), or hides it. */
function place(marker: Marker, part: Pointable | null, view: Window): void {
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
  const placed = [rect.left, rect.top, rect.width, rect.height, left, top].map(Math.round).join() + (above ? '^' : 'v') + part.label;
  if (placed === marker.placed) return;
  marker.placed = placed;
  marker.box.hidden = marker.label.hidden = false;
  px(marker.box, { left: rect.left, top: rect.top, width: rect.width, height: rect.height });
  if (marker.text.textContent !== part.label) marker.text.textContent = part.label;
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

/** Whether the part is still in the page (a preview or the page's script may have replaced it). */
function inPage(part: Pointable): boolean {
  return 'startContainer' in part.box ? part.box.startContainer.isConnected : part.box.isConnected;
}

/** The page's element an event is on; null for ours (a host of our controls) and for non-elements. */
function pageElement(target: EventTarget | null): Element | null {
  const node = target as Node | null;
  if (!node || node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  return isClosedUiHost(element) ? null : element;
}

/** Where in the text the pointer is: Firefox's caretPositionFromPoint, Chromium's caretRangeFromPoint. */
function spotAt(doc: Document, x: number, y: number): Spot | null {
  if (typeof doc.caretPositionFromPoint === 'function') {
    const position = doc.caretPositionFromPoint(x, y);
    return position ? { node: position.offsetNode, offset: position.offset } : null;
  }
  const range = typeof doc.caretRangeFromPoint === 'function' ? doc.caretRangeFromPoint(x, y) : null;
  return range ? { node: range.startContainer, offset: range.startOffset } : null;
}

/** The event goes no further: neither the page's handlers nor the browser's default (a link's navigation). */
function swallow(event: Event) {
  event.preventDefault();
  event.stopPropagation();
  event.stopImmediatePropagation();
}

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
  let state: PointModeState = { on: false, clicks: false, region: null };
  let life: AbortController | null = null;
  let ui: { hover: Marker; focus: Marker; spoken: HTMLElement } | null = null;
  let alt = false;
  /** The page's element last under the pointer, and the part it belongs to (looked up once). */
  let under: Element | null = null;
  let looked: { element: Element; part: Pointable | null } | null = null;
  let blocks: Blocks | null = null;
  /** The parts Tab walks, read on the first Tab; the one with the keyboard focus. */
  let regions: Pointable[] | null = null;
  let focused = -1;
  let frame = 0;
  let spokenLabel = '';

  const pointing = () => state.on && (alt || state.clicks);

  /** The page's blocks, read again when the page has replaced their markers. */
  function currentBlocks(): Blocks {
    const stale = !blocks || [...blocks.values()].some(({ open, close }) => !open.isConnected || !close.isConnected);
    if (stale) blocks = globalBlocks(doc);
    return blocks!;
  }

  function partUnder(element: Element): Pointable | null {
    if (looked?.element !== element || (looked.part && !inPage(looked.part))) {
      looked = { element, part: findPointOutline(doc, element, state.region, currentBlocks()) };
    }
    return looked.part;
  }

  function say(label: string) {
    if (!ui || label === spokenLabel) return;
    spokenLabel = label;
    ui.spoken.textContent = label;
  }

  function render() {
    frame = 0;
    if (!ui) return;
    const hovered = pointing() && under ? partUnder(under) : null;
    // Announced only as the keyboard walks the parts: a screen reader's user does not hover, and
    // a live region spoken at every move would cost each move its accessibility update.
    place(ui.hover, hovered, view);
    const focus = state.clicks && regions && focused >= 0 ? (regions[focused] ?? null) : null;
    place(ui.focus, focus, view);
  }

  function schedule() {
    if (!frame && ui) frame = view.requestAnimationFrame(render);
  }

  /** A press of the main button that points (with Alt, or any in clicks mode), on the page's own element. */
  function pointingPress(event: MouseEvent): Element | null {
    if (!trusted(event) || event.button !== 0 || !(event.altKey || state.clicks)) return null;
    return pageElement(event.target);
  }

  function onPress(event: MouseEvent) {
    if (pointingPress(event)) swallow(event);
  }

  function onClick(event: MouseEvent) {
    const element = pointingPress(event);
    if (!element) return;
    swallow(event);
    if (event.altKey && event.shiftKey) {
      onPoint({ what: 'css', rules: cssRulesFor(doc, element) });
      return;
    }
    const part = findPointTarget(doc, element, spotAt(doc, event.clientX, event.clientY), state.region, currentBlocks());
    if (part) onPoint(part.target);
  }

  function onMove(event: PointerEvent) {
    if (!trusted(event)) return;
    under = pageElement(event.target);
    alt = event.altKey;
    // Nothing to show and nothing shown: no frame's work either.
    if (pointing() || (ui && !ui.hover.box.hidden)) schedule();
  }

  /** Tab and Shift+Tab in clicks mode: the keyboard focus to the next or previous part. */
  function moveFocus(step: 1 | -1): boolean {
    if (!regions || !regions.every(inPage)) regions = pointRegions(doc, state.region, currentBlocks());
    if (!regions.length) return false;
    focused = focused < 0 ? (step > 0 ? 0 : regions.length - 1) : (focused + step + regions.length) % regions.length;
    const part = regions[focused]!;
    firstElementOf(part.box)?.scrollIntoView({ block: 'nearest' });
    say(part.label);
    schedule();
    return true;
  }

  function leaveClicks() {
    state = { ...state, clicks: false };
    focused = -1;
    schedule();
    onLeave();
  }

  function onKeyDown(event: KeyboardEvent) {
    if (!trusted(event)) return;
    if (event.key === 'Alt') {
      alt = true;
      schedule();
      return;
    }
    if (!state.clicks) return;
    if (event.key === 'Escape') {
      swallow(event);
      leaveClicks();
    } else if (event.key === 'Tab' && !event.altKey && !event.ctrlKey && !event.metaKey) {
      if (moveFocus(event.shiftKey ? -1 : 1)) swallow(event);
    } else if (event.key === 'Enter' && regions && focused >= 0) {
      swallow(event);
      onPoint(regions[focused]!.target);
    }
  }

  function onKeyUp(event: KeyboardEvent) {
    if (!trusted(event) || event.key !== 'Alt') return;
    alt = false;
    schedule();
  }

  function onBlur(event: Event) {
    // The window's own blur, not a page element's (they reach a capturing listener too).
    if (!trusted(event) || event.target !== view) return;
    // Alt let go in another window never reaches this one.
    alt = false;
    schedule();
  }

  function onViewMoved(event: Event) {
    if (trusted(event)) schedule();
  }

  function listen(signal: AbortSignal) {
    const capture = { capture: true, signal };
    const passive = { capture: true, passive: true, signal };
    view.addEventListener('pointermove', onMove, passive);
    for (const press of ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'dblclick'] as const) view.addEventListener(press, onPress, capture);
    view.addEventListener('click', onClick, capture);
    view.addEventListener('keydown', onKeyDown, capture);
    view.addEventListener('keyup', onKeyUp, capture);
    view.addEventListener('blur', onBlur, capture);
    view.addEventListener('scroll', onViewMoved, passive);
    view.addEventListener('resize', onViewMoved, passive);
  }

  function set(next: PointModeState) {
    // The same state again: the outline and the keyboard focus stay where they are.
    if (next.on === state.on && next.clicks === state.clicks && next.region === state.region) return;
    life?.abort();
    life = null;
    ui = null;
    if (frame) view.cancelAnimationFrame(frame);
    frame = 0;
    alt = false;
    under = null;
    looked = null;
    blocks = null;
    regions = null;
    focused = -1;
    spokenLabel = '';
    state = { ...next };
    if (!state.on) return;
    life = new AbortController();
    const { root } = mountClosedUi(doc, 'point', STYLE, life.signal);
    const spoken = doc.createElement('div');
    spoken.className = 'spoken';
    spoken.setAttribute('aria-live', 'polite');
    ui = { hover: makeMarker(doc, root, 'hover', t('point_css_hint')), focus: makeMarker(doc, root, 'focus', null), spoken };
    root.append(spoken);
    listen(life.signal);
  }

  return { set, stop: () => set({ on: false, clicks: false, region: null }) };
}
