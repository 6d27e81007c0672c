// The draft as it may go to the tab for the live preview: formatting, links and the site's own
// images only. Nothing that runs, styles the page, loads from elsewhere or takes a name: an id or
// name would shadow the site's globals (window.uCoz, document.x) while the preview is shown.
import DOMPurify from 'dompurify';

// Its own instance: the hook below must not reach the editor's profiles (sanitize.ts).
const purifier = DOMPurify(window);

const TAGS = [
  'a', 'abbr', 'address', 'article', 'aside', 'b', 'bdi', 'bdo', 'big', 'blockquote', 'br', 'caption', 'center', 'cite', 'code',
  'col', 'colgroup', 'dd', 'del', 'details', 'dfn', 'div', 'dl', 'dt', 'em', 'figcaption', 'figure', 'font', 'footer', 'h1', 'h2',
  'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'i', 'img', 'ins', 'kbd', 'li', 'mark', 'nav', 'ol', 'p', 'pre', 'q', 'rp', 'rt', 'ruby',
  's', 'samp', 'section', 'small', 'span', 'strike', 'strong', 'sub', 'summary', 'sup', 'table', 'tbody', 'td', 'tfoot', 'th',
  'thead', 'time', 'tr', 'tt', 'u', 'ul', 'var', 'wbr',
];
const ATTRIBUTES = [
  'href', 'target', 'rel', 'src', 'alt', 'title', 'width', 'height', 'class', 'align', 'valign', 'border', 'hspace', 'vspace',
  'colspan', 'rowspan', 'scope', 'headers', 'span', 'cellpadding', 'cellspacing', 'bgcolor', 'color', 'face', 'size', 'start',
  'reversed', 'type', 'dir', 'lang', 'datetime', 'open', 'nowrap',
];
// Links may go anywhere on the web or to mail and phone; no other scheme (javascript:, data:...).
const LINK_URL = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

const CONFIG = {
  ALLOWED_TAGS: TAGS,
  ALLOWED_ATTR: ATTRIBUTES,
  ALLOWED_URI_REGEXP: LINK_URL,
  // Site scripts turn data-src and the like into loads (lazy loading).
  ALLOW_DATA_ATTR: false,
};

let site: URL | null = null;

/** Whether `src` (relative to the tab's page) loads from the site itself. */
function fromSite(src: string, page: URL): boolean {
  try {
    const url = new URL(src, page);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === page.origin;
  } catch {
    return false;
  }
}

purifier.addHook('uponSanitizeAttribute', (node, data) => {
  if (data.attrName !== 'src') return;
  data.keepAttr = node.nodeName === 'IMG' && site !== null && fromSite(data.attrValue, site);
});

/** `pageUrl`: the address of the tab's page, which relative URLs resolve against. */
export function previewHtml(html: string, pageUrl: string): string {
  site = new URL(pageUrl);
  try {
    return purifier.sanitize(html, CONFIG);
  } finally {
    site = null;
  }
}
