// HTML from the API is data: it reaches an extension page's DOM only through DOMPurify.
import DOMPurify from 'dompurify';
import { MAP_ATTR } from '../../html-source/source-model';

const CONFIG = { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'], ADD_ATTR: ['target'] };

/** The visual editor's own document: the source's map (ID_ATTR) and its kept parts' placeholders. */
export function sanitizeForEditor(html: string): DocumentFragment {
  return DOMPurify.sanitize(html, { ...CONFIG, ADD_ATTR: ['target', 'contenteditable'], RETURN_DOM_FRAGMENT: true });
}

/**
 * Anything pasted or dropped: never carries the map's marks, this panel's or another's (copied
 * from an editor), which would pass for the source's or be written into it.
 */
export function sanitizeToFragment(html: string): DocumentFragment {
  const fragment = DOMPurify.sanitize(html, { ...CONFIG, FORBID_ATTR: ['contenteditable'], RETURN_DOM_FRAGMENT: true });
  for (const element of fragment.querySelectorAll('*')) {
    for (const name of element.getAttributeNames()) if (MAP_ATTR.test(name)) element.removeAttribute(name);
  }
  return fragment;
}
