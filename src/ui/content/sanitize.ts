// HTML from the API is data: it reaches an extension page's DOM only through DOMPurify.
import DOMPurify from 'dompurify';
import { ID_ATTR, KEEP_ATTR } from '../../html-source/source-model';

const CONFIG = { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'], ADD_ATTR: ['target'] };

/** The visual editor's own document: the source's map (data-ip) and its kept parts' placeholders. */
export function sanitizeForEditor(html: string): DocumentFragment {
  return DOMPurify.sanitize(html, { ...CONFIG, ADD_ATTR: ['target', 'contenteditable'], RETURN_DOM_FRAGMENT: true });
}

/** Anything pasted or dropped: never carries the map's marks, which would pass for the source's. */
export function sanitizeToFragment(html: string): DocumentFragment {
  return DOMPurify.sanitize(html, { ...CONFIG, FORBID_ATTR: [ID_ATTR, KEEP_ATTR, 'contenteditable'], RETURN_DOM_FRAGMENT: true });
}
