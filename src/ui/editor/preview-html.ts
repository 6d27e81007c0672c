// The draft as it may go to the tab for the live preview: formatting, links and the site's own
// images only. Nothing that runs, styles the page, loads from elsewhere or takes a name: an id or
// name would shadow the site's globals (window.uCoz, document.x) while the preview is shown.
import DOMPurify from 'dompurify';
import { unguessableSuffix } from '../../security/unguessable';
import { cleanText, PIECE_LENGTH, piecesInTurn, resanitise, sanitiseInPieces, type Edge, type Piece, type PieceSanitiser, type SanitisedChunks } from './sanitised-chunks';

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

// How a piece is sanitised alone (sanitised-chunks.ts). After the piece, markers whose
// attributes are named anew for each panel (and dropped by the sanitiser): an element that shows
// where the parser is (among plain containers or not, and which; not an element at all while in
// a tag, a comment or raw text), and a `<form>` that is there only if the parser's form pointer
// was not set. The body's first piece is also parsed followed by a `<frameset>`, which takes the
// body's place while the parser would still let it: then the piece cannot end there. A piece that
// starts within containers is parsed after their start tags and a marker of its start; the
// markers are turned into texts of their own before sanitising, and the piece's output is what
// lies between.
//
// The sanitiser drops an element that holds text reading as markup and no element at all
// (DOMPurify's SAFE_FOR_XML), which it judges on the element's whole content. So a piece ends
// inside containers only where the innermost already holds an element: in the whole page, each
// container open there then holds one whatever the next piece brings, and so it does in each
// piece's copy (the start marker stays an element after its text, and the sanitiser keeps it
// as a bare `<wbr>`).
const MARK = unguessableSuffix();
const START_ATTRIBUTE = `data-inplace-start-${MARK}`;
const END_ATTRIBUTE = `data-inplace-end-${MARK}`;
const FORM_ATTRIBUTE = `data-inplace-form-${MARK}`;
const START_TEXT = `\uE000${MARK}\uE001`;
/** How the start of a piece within containers comes out of the sanitiser. */
const START_OUTPUT = `${START_TEXT}<wbr>`;
const END_TEXT = `\uE000${MARK}\uE002`;
const AFTER_PIECE = `<wbr ${END_ATTRIBUTE}><form ${FORM_ATTRIBUTE}>`;
/** Sets the form pointer and leaves nothing open. */
const FORM_POINTER_SET = '<div><form></div>';

/**
 * Elements a piece may end inside: their start tag only opens them (no table, list of active
 * formatting elements, form or raw text is involved), so the same start tags ahead of the next
 * piece put the parser where it stood in the whole.
 */
const CONTAINERS = new Set([
  'address', 'article', 'aside', 'blockquote', 'center', 'div', 'dd', 'dl', 'dt', 'figure', 'footer', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
  'header', 'li', 'main', 'nav', 'ol', 'p', 'section', 'span', 'ul',
]);

/** `element`'s start tag, written so that parsing it gives its name and attributes back. */
function startTag(element: Element): string {
  const attributes = [...element.attributes].map(({ name, value }) => ` ${name}="${value.replaceAll('&', '&amp;').replaceAll('"', '&quot;')}"`);
  return `<${element.localName}${attributes.join('')}>`;
}

/** What the markers showed of the parse: where it stands after the piece, if a piece may end there, and what the root was. */
interface Seen {
  after: Edge | null;
  root: string;
}
let probe: Seen | null = null;

/** The edge the end marker shows, if a piece may end there: the marker and its containers each last in their parent. */
function edgeAt(end: Element, body: Element): Edge | null {
  // Put right after the marker, or after the paragraph it closed.
  const formProbe = body.querySelector(`[${FORM_ATTRIBUTE}]`);
  if (formProbe) {
    const before = formProbe.previousSibling;
    if (formProbe.firstChild || formProbe.nextSibling || (before !== end && !(before && before === end.parentElement && before.nodeName === 'P'))) return null;
    formProbe.remove();
  }
  if (end.nextSibling) return null;
  const innermost = end.parentElement;
  if (innermost && innermost !== body && innermost.firstElementChild === end) return null;
  const open: string[] = [];
  for (let node = end.parentElement; node !== body; node = node.parentElement) {
    if (!node || !CONTAINERS.has(node.localName) || node.namespaceURI !== end.namespaceURI || node.nextSibling) return null;
    open.unshift(startTag(node));
  }
  return { open, form: !formProbe };
}

purifier.addHook('beforeSanitizeElements', (node) => {
  // The first node is the root: the body, or a frameset that took its place.
  if (!probe) return;
  const seen = probe;
  probe = null;
  seen.root = node.nodeName;
  if (node.nodeName !== 'BODY') return;
  const body = node as Element;
  const start = body.querySelector(`[${START_ATTRIBUTE}]`);
  start?.before(START_TEXT);
  const end = body.querySelector(`[${END_ATTRIBUTE}]`);
  if (!end || end.localName !== 'wbr') return;
  seen.after = edgeAt(end, body);
  if (seen.after) end.replaceWith(END_TEXT);
});

/** What goes ahead of a piece that starts at `from`: the parser put where it stood, and the piece's start marked. */
const ahead = (from: Edge | null) => (from ? `${from.form ? FORM_POINTER_SET : ''}${from.open.join('')}<wbr ${START_ATTRIBUTE}>` : '');

/** `html` sanitised after `ahead`, and where the end marker showed the parser, if it did. */
function sanitiseMarked(html: string): Seen & { clean: string } {
  const seen: Seen = { after: null, root: '' };
  probe = seen;
  try {
    return { clean: clean(html), ...seen };
  } finally {
    probe = null;
  }
}

/** The output after the start marker's text (all of it at the body's start). */
const afterStart = (output: string, from: Edge | null) => (from ? output.slice(output.indexOf(START_OUTPUT) + START_OUTPUT.length) : output);

const pieces: PieceSanitiser = {
  whole(html, from) {
    return from ? afterStart(sanitiseMarked(ahead(from) + html).clean, from) : clean(html);
  },
  ended(html, from) {
    const { clean: output, after } = sanitiseMarked(ahead(from) + html + AFTER_PIECE);
    const end = output.lastIndexOf(END_TEXT);
    if (!after || end < 0) return null;
    // A frameset after the body's first piece would take the body's place: later ones must not.
    if (!from && sanitiseMarked(`${html}<frameset>`).root !== 'BODY') return null;
    return { clean: afterStart(output.slice(0, end), from), after };
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
      const turns = piecesInTurn(pieces, html, 0, null, pieceLength);
      return new Promise((settle) => {
        const slice = (deadline: IdleDeadline) => {
          while (!signal.aborted && !last) {
            if (deadline.timeRemaining() < IDLE_MARGIN_MS) {
              requestIdleCallback(slice);
              return;
            }
            const next = onPage(pageUrl, () => turns.next());
            // One try at a time: a long stretch without an end pauses between them.
            if (!next.done) {
              if (next.value) done.push(next.value);
            }
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
