// Where a page's or entry's content sits in the site's markup. Templates differ between sites,
// so the region is found by its content: the element whose text and top-level elements match
// the content loaded from the API; then the platform's usual containers.
import { CONTENT_CONTAINERS, ENTRY_MESSAGE } from '../detect/platform-markup';
import type { PreviewedKind } from '../vocabulary/kinds';

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

export function findContentRegion(doc: Document, kind: PreviewedKind, originalHtml: string): Element | null {
  if (kind !== 'page') {
    const message = doc.querySelector(ENTRY_MESSAGE);
    if (message) return message;
  }
  const original = new DOMParser().parseFromString(originalHtml, 'text/html').body;
  const text = normalise(original.textContent ?? '');
  // Counted once: a count walks the children each time it is read.
  const count = original.childElementCount;
  if (text) {
    let best: Element | null = null;
    for (const element of doc.body.querySelectorAll('*')) {
      if (element.childElementCount !== count) continue;
      if (normalise(element.textContent ?? '') !== text) continue;
      // The deepest match is the container itself rather than a wrapper around it.
      if (!best || best.contains(element)) best = element;
    }
    if (best) return best;
  }
  // In this order of preference, wherever each stands in the page.
  for (const selector of CONTENT_CONTAINERS) {
    const region = doc.querySelector(selector);
    if (region) return region;
  }
  return null;
}

export type RegionFinder = (kind: PreviewedKind, originalHtml: string) => Element | null;

/** findContentRegion, asked once per content: the preview and Point to edit look for the same. */
export function contentRegionFinder(doc: Document): RegionFinder {
  let found: { kind: PreviewedKind; originalHtml: string; region: Element | null } | null = null;
  return (kind, originalHtml) => {
    if (found?.kind !== kind || found.originalHtml !== originalHtml || !found.region?.isConnected) {
      found = { kind, originalHtml, region: findContentRegion(doc, kind, originalHtml) };
    }
    return found.region;
  };
}
