// HTML from the API is data: it reaches an extension page's DOM only through DOMPurify.
import DOMPurify from 'dompurify';

const CONFIG = { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'], ADD_ATTR: ['target'] };

export function sanitizeToFragment(html: string): DocumentFragment {
  return DOMPurify.sanitize(html, { ...CONFIG, RETURN_DOM_FRAGMENT: true });
}

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, CONFIG);
}

/**
 * Whether the visual editor would have to drop something (scripts, embeds, event handlers):
 * such content is edited as HTML source, so that nothing is lost.
 */
export function hasPartsTheVisualEditorDrops(html: string): boolean {
  DOMPurify.sanitize(html, CONFIG);
  return DOMPurify.removed.some((item) => {
    const removed = item as { element?: Node; attribute?: Attr | null };
    // DOMPurify also "removes" the html/body wrappers it adds itself.
    return removed.attribute ? true : removed.element ? !['BODY', 'HTML', 'HEAD'].includes(removed.element.nodeName) : false;
  });
}
