// The draft as it may go to the tab for the live preview: formatting, links and the site's own
// images only. Nothing that runs, styles the page, loads from elsewhere or takes a name: an id or
// name would shadow the site's globals (window.uCoz, document.x) while the preview is shown.
import DOMPurify from 'dompurify';
import { unguessableSuffix } from '../../security/unguessable';
import { cleanText, PIECE_LENGTH, piecesInTurn, resanitise, sanitiseInPieces, type Piece, type PieceSanitiser, type SanitisedChunks } from './sanitised-chunks';

/** Left of an idle moment when no further piece is begun in it. */
const IDLE_MARGIN_MS = 3;

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
  // Parsed as in the body it is shown in: a leading comment or `</p>` is what it is there, not
  // something before the document's head.
  FORCE_BODY: true,
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

// Set once: a draft sanitised in pieces calls the sanitiser a hundred times.
purifier.setConfig(CONFIG);
const clean = (html: string) => purifier.sanitize(html);

/**
 * Whether a piece ends back at the top of the body: an element put after it is the body's last
 * child as parsed, before anything is sanitised (the sanitiser may hoist an element's content
 * out of it). Its attribute, named anew for each panel, is one the sanitiser drops.
 */
const END_ATTRIBUTE = `data-inplace-end-${unguessableSuffix()}`;
const END_MARKER = `<wbr ${END_ATTRIBUTE}>`;
const END_WRITTEN = '<wbr>';
let endProbe: { ended: boolean } | null = null;
purifier.addHook('beforeSanitizeElements', (node) => {
  if (!endProbe || node.nodeName !== 'BODY') return;
  const last = node.lastChild;
  endProbe.ended = last?.nodeName === 'WBR' && (last as Element).hasAttribute(END_ATTRIBUTE);
});

const pieces: PieceSanitiser = {
  whole: clean,
  ended(html) {
    const probe = { ended: false };
    endProbe = probe;
    try {
      const marked = clean(html + END_MARKER);
      return probe.ended && marked.endsWith(END_WRITTEN) ? marked.slice(0, -END_WRITTEN.length) : null;
    } finally {
      endProbe = null;
    }
  },
};

function onPage<T>(pageUrl: string, sanitise: () => T): T {
  site = new URL(pageUrl);
  try {
    return sanitise();
  } finally {
    site = null;
  }
}

/** `pageUrl`: the address of the tab's page, which relative URLs resolve against. */
export function previewHtml(html: string, pageUrl: string): string {
  return onPage(pageUrl, () => clean(html));
}

export interface FollowingPreviewHtml {
  /** The draft, sanitised where it differs from the one before. */
  sanitise(html: string, pageUrl: string): string;
  /**
   * Sanitises `html` (the text as loaded) in the panel's idle moments, a piece at a time, so that
   * the first draft made of it costs its change alone; stops when a draft comes first. Settles
   * true once prepared.
   */
  prepare(html: string, pageUrl: string, signal: AbortSignal): Promise<boolean>;
}

/**
 * Sanitises draft after draft of one text as the owner types: each costs the sanitiser about the
 * piece that changed, not the whole text (sanitised-chunks.ts).
 */
export function followingPreviewHtml(pieceLength = PIECE_LENGTH): FollowingPreviewHtml {
  let last: { pageUrl: string; chunks: SanitisedChunks } | null = null;
  return {
    sanitise: (html, pageUrl) => onPage(pageUrl, () => {
      const chunks = last?.pageUrl === pageUrl ? resanitise(pieces, last.chunks, html, pieceLength) : sanitiseInPieces(pieces, html, pieceLength);
      last = { pageUrl, chunks };
      return cleanText(chunks);
    }),
    prepare(html, pageUrl, signal) {
      const done: Piece[] = [];
      const turns = piecesInTurn(pieces, html, 0, html.length, pieceLength);
      return new Promise((settle) => {
        const slice = (deadline: IdleDeadline) => {
          while (!signal.aborted && !last) {
            if (deadline.timeRemaining() < IDLE_MARGIN_MS) {
              requestIdleCallback(slice);
              return;
            }
            const next = onPage(pageUrl, () => turns.next());
            if (!next.done) done.push(next.value);
            else {
              last = { pageUrl, chunks: { text: html, pieces: done } };
              settle(true);
              return;
            }
          }
          settle(false);
        };
        requestIdleCallback(slice);
      });
    },
  };
}
