// Where the page's content sits, for Point to edit: found by the content as the panel read it
// (as the live preview finds it, and with the same finder: once per content); else where the
// preview or the last pointing found it.
import { ENTRY_MESSAGE } from '../detect/platform-markup';
import type { PointRegion } from '../messages/to-content-script';
import { isWholeDocument } from '../html-source/whole-document';
import { findContentRegion, type RegionFinder } from './preview-region';

export function pointRegionFinder(doc: Document, shownRegion: () => Element | null, findRegion: RegionFinder) {
  let last: Element | null = null;
  return (by: PointRegion | undefined): Element | null => {
    // No word from the panel yet: where the preview found it, or the platform's usual containers.
    if (!by) return shownRegion() ?? (last?.isConnected ? last : usualRegion(doc));
    // A page with its own template is the whole page: its body is what it shows of it.
    last = isWholeDocument(by.originalHtml) ? doc.body : findRegion(by.kind, by.originalHtml);
    return last;
  };
}

/** An entry's text where the platform puts it, else the page's usual content containers. */
const usualRegion = (doc: Document): Element | null => doc.querySelector(ENTRY_MESSAGE) ?? findContentRegion(doc, 'page', '');
