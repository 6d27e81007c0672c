// Where the page's content sits, for Point to edit: found by the content as the panel read it
// (as the live preview finds it), once per content; else where the preview last found it.
import type { PointRegion } from '../messages/protocol';
import { findContentRegion } from './preview-region';

export function pointRegionFinder(doc: Document, shownRegion: () => Element | null) {
  let found: { by: PointRegion; region: Element | null } | null = null;
  return (by: PointRegion | undefined): Element | null => {
    // No word from the panel yet: where the preview found it, or the platform's usual containers.
    if (!by) return shownRegion() ?? (found?.region?.isConnected ? found.region : usualRegion(doc));
    if (found?.by.kind !== by.kind || found.by.originalHtml !== by.originalHtml || !found.region?.isConnected) {
      found = { by, region: findContentRegion(doc, by.kind, by.originalHtml) };
    }
    return found.region;
  };
}

/** An entry's text where the platform puts it, else the page's usual content containers. */
const usualRegion = (doc: Document): Element | null => doc.querySelector('.eMessage') ?? findContentRegion(doc, 'page', '');
