// The design while it is edited, shown in the page: the site's CSS in place of its stylesheet,
// a global block's draft between its markers, and a block outlined while the owner points at it
// in the panel. Everything goes back as it was on clear.
import { globalBlocks } from '../detect/design-in-markup';
import { SITE_CSS_PATH } from '../detect/platform-markup';
import { mountClosedUi } from './closed-ui';
import { inertNodes } from './inert-html';

export const CSS_PREVIEW_ATTRIBUTE = 'data-inplace-css-preview';

const OUTLINE_CSS = ':host { position: absolute !important; z-index: 2147483646 !important; pointer-events: none !important; outline: 3px dashed #d1495b !important; outline-offset: 2px !important; box-sizing: border-box !important; }';

/** Whether the stylesheet link is the site's CSS, as the platform serves it. */
export function isSiteCss(link: HTMLLinkElement): boolean {
  try {
    return new URL(link.href).pathname === SITE_CSS_PATH;
  } catch {
    return false;
  }
}

/** The nodes between a block's markers: the block as the page shows it. */
function between(open: Comment, close: Comment): Node[] | null {
  if (open.parentNode !== close.parentNode) return null;
  const nodes: Node[] = [];
  for (let node = open.nextSibling; node && node !== close; node = node.nextSibling) nodes.push(node);
  return nodes;
}

export function createDesignPreview(doc: Document) {
  let style: HTMLStyleElement | null = null;
  const silenced: HTMLLinkElement[] = [];
  /** Each block shown as a draft, with what the page had there and the draft shown. */
  const blocks = new Map<string, { open: Comment; close: Comment; original: Node[]; html?: string }>();
  let outlined: AbortController | null = null;

  function showCss(css: string): boolean {
    if (!style) {
      for (const link of doc.querySelectorAll<HTMLLinkElement>('link[rel~="stylesheet"]')) {
        if (isSiteCss(link) && !link.disabled) {
          link.disabled = true;
          silenced.push(link);
        }
      }
      style = doc.createElement('style');
      style.setAttribute(CSS_PREVIEW_ATTRIBUTE, '');
      (doc.head ?? doc.documentElement).append(style);
    }
    // The same CSS again would still make the browser restyle the whole page.
    if (style.textContent !== css) style.textContent = css;
    return true;
  }

  function showBlock(id: string, html: string): boolean {
    let shown = blocks.get(id);
    if (!shown || !shown.open.isConnected) {
      const markers = globalBlocks(doc).get(id);
      const original = markers && between(markers.open, markers.close);
      if (!markers || !original) return false;
      shown = { ...markers, original };
      blocks.set(id, shown);
    }
    if (shown.html === html) return true;
    const { open, close } = shown;
    for (const node of between(open, close) ?? []) node.parentNode?.removeChild(node);
    close.before(...inertNodes(doc, html));
    shown.html = html;
    return true;
  }

  function outline(id: string | null): boolean {
    outlined?.abort();
    outlined = null;
    const markers = id === null ? undefined : globalBlocks(doc).get(id);
    if (!markers) return false;
    const range = doc.createRange();
    range.setStartAfter(markers.open);
    range.setEndBefore(markers.close);
    const box = range.getBoundingClientRect();
    if (!box.width && !box.height) return false;
    outlined = new AbortController();
    const { root } = mountClosedUi(doc, 'outline', OUTLINE_CSS, outlined.signal);
    const view = doc.defaultView;
    // Placed by a rule inside the shadow root: the host's reset outranks anything outside it.
    const place = doc.createElement('style');
    place.textContent = `:host { left: ${box.left + (view?.scrollX ?? 0)}px !important; top: ${box.top + (view?.scrollY ?? 0)}px !important; width: ${box.width}px !important; height: ${box.height}px !important; }`;
    root.append(place);
    if (box.bottom < 0 || box.top > (view?.innerHeight ?? 0)) markers.open.nextElementSibling?.scrollIntoView({ block: 'center' });
    return true;
  }

  function clear(): boolean {
    const had = style !== null || blocks.size > 0;
    style?.remove();
    style = null;
    for (const link of silenced.splice(0)) link.disabled = false;
    for (const { open, close, original } of blocks.values()) {
      if (!open.isConnected) continue;
      for (const node of between(open, close) ?? []) node.parentNode?.removeChild(node);
      close.before(...original);
    }
    blocks.clear();
    outline(null);
    return had;
  }

  return { showCss, showBlock, outline, clear };
}
