// Where Inplace's controls on a site's page live: a host element with a CLOSED shadow root. A
// page script gets null from `host.shadowRoot` and no reference to anything inside, so it can
// neither read, relabel nor click into the control; only the content script holds the root.
// The content script's isolated world has its own DOM prototypes, so a page that patches
// attachShadow or the shadowRoot getter does not reach the calls made here.
// The host is a plain <span>, told apart by an attribute: a page may define a custom element of
// any free name, and one named like a host of ours would be upgraded by the page's class and get
// the closed root through `attachInternals().shadowRoot`; nobody can define `span`.
// Not WXT's createShadowRootUi: it removes the UI whenever WXT invalidates its context, also when a second copy of the script starts, and start.ts keeps the first copy's controls.

/**
 * Rules for the host, ahead of the control's own: it starts from nothing (no page style is
 * inherited), and the page's styles add no text of theirs to it (`::before`, `::after`). An
 * `!important` rule inside the shadow tree beats the page's, `!important` or inline as they may be.
 */
const HOST_RESET = ':host { all: initial !important; } :host::before, :host::after { content: none !important; }';

/** A small button beside what it acts on, inline in the page's text (a comment's, a forum post's). */
export const INLINE_BUTTON_STYLE = `
  :host { display: inline-block !important; margin-left: 8px !important; vertical-align: middle !important; }
  button {
    font: 600 12px/1 system-ui, sans-serif; color: #fff; background: #2f6fed; border: 0;
    border-radius: 999px; padding: 5px 9px; cursor: pointer;
  }
  button:focus-visible { outline: 3px solid #ffc83d; outline-offset: 2px; }
`;

export interface ClosedUi {
  /** For the content script only: never handed to the page, never looked up again in the DOM. */
  readonly root: ShadowRoot;
}

/** The attribute that names a host: `<span data-inplace="launcher">`. */
const HOST_ATTRIBUTE = 'data-inplace';

/** The selector of the hosts of the control called `name` (`launcher`, `point`, …). */
export function closedUiHost(name: string): string {
  return `span[${HOST_ATTRIBUTE}="${name}"]`;
}

/** Whether `element` is the host of one of Inplace's controls (clicks on it are the control's). */
export function isClosedUiHost(element: Element): boolean {
  return element.localName === 'span' && element.hasAttribute(HOST_ATTRIBUTE);
}

/**
 * Mounts the control called `name` at the end of `into` (the document by default), styled by
 * `css` (with `:host` rules for its place), and removes it when `signal` aborts.
 */
export function mountClosedUi(doc: Document, name: string, css: string, signal: AbortSignal, into: Element = doc.documentElement): ClosedUi {
  // A host of this name left by a copy of the script whose extension went away (that copy can no
  // longer remove it), or put there by the page: neither is ours, both go.
  (into === doc.documentElement ? doc : into).querySelectorAll(closedUiHost(name)).forEach((stale) => stale.remove());
  const host = doc.createElement('span');
  host.setAttribute(HOST_ATTRIBUTE, name);
  const root = host.attachShadow({ mode: 'closed' });
  const style = doc.createElement('style');
  style.textContent = `${HOST_RESET}\n${css}`;
  root.append(style);
  into.append(host);
  signal.addEventListener('abort', () => host.remove(), { once: true });
  return { root };
}
