// The draft in the content region, kept up to date as the owner types. What the region shows is
// compared with the new draft top-level node by top-level node, and only the run of nodes that
// changed is made inert and swapped in: the rest stays on the page as it was, so the browser
// styles, lays out and paints again only what changed (a keystroke in a 200 KB page touches one
// paragraph). The first draft is compared with the page's own content, which it mostly repeats.
//
// The panel sends the draft written out exactly as a parser writes its nodes back. Where the
// draft shown was such markup, a new one is parsed only around the characters that changed:
// the parts before and after are the same markup, hence the same nodes.
import { commonEnd, commonStart } from '../messages/text-patch';
import { inertCopy, parseInert } from './inert-html';
import { innerOf, insideOf, isText, markupEnds, tagsOf, written } from './preview-markup';

/** One top-level node of the draft shown: as parsed (to compare), and its inert copy on the page. */
export interface ShownPart {
  parsed: Node;
  /** null where nothing of it may be shown (a script). */
  onPage: ChildNode | null;
}

export interface ShownDraft {
  html: string;
  parts: ShownPart[];
  /** Where each part's markup ends in `html`; null when `html` is not its parts written out. */
  ends: number[] | null;
  /** A draft that is one element around all else (a page inside `<div class="content">`): shown within it. */
  within?: Within;
  /** The page's own element the first draft was shown inside, with its children as the page had them: put back on clearing. */
  pageOwn?: { host: Element; children: ChildNode[] };
}

/** The one element a draft is: its start and end tags as written, its copy on the page, and what is shown inside. */
interface Within {
  open: string;
  close: string;
  host: Element;
  inner: ShownDraft;
}

const onPage = (parts: ShownPart[]) => parts.flatMap((part) => (part.onPage ? [part.onPage] : []));

/**
 * Puts `next` where the parts `before` are shown: the nodes equal at the start and at the end
 * stay, the run between is swapped for inert copies of the new nodes, placed before `following`
 * (the next node of ours on the page; null: at the region's end). Returns the parts for `next`.
 */
function swapChanged(doc: Document, region: Element, before: ShownPart[], next: Node[], following: ChildNode | null): ShownPart[] {
  let same = 0;
  while (same < before.length && same < next.length && before[same]!.parsed.isEqualNode(next[same]!)) same++;
  let sameAtEnd = 0;
  while (
    sameAtEnd < before.length - same && sameAtEnd < next.length - same
    && before[before.length - 1 - sameAtEnd]!.parsed.isEqualNode(next[next.length - 1 - sameAtEnd]!)
  ) sameAtEnd++;
  const changed = next.slice(same, next.length - sameAtEnd).map((parsed) => ({ parsed, onPage: inertCopy(doc, parsed) }));
  for (const gone of onPage(before.slice(same, before.length - sameAtEnd))) gone.parentNode?.removeChild(gone);
  const after = onPage(before.slice(before.length - sameAtEnd))[0] ?? following;
  if (after) after.before(...onPage(changed));
  else region.append(...onPage(changed));
  // The parts kept now refer to the new parse, so that older parsed nodes can go.
  const keptBefore = next.slice(0, same).map((parsed, at) => ({ parsed, onPage: before[at]!.onPage }));
  const keptAfter = next.slice(next.length - sameAtEnd).map((parsed, i) => ({ parsed, onPage: before[before.length - sameAtEnd + i]!.onPage }));
  return [...keptBefore, ...changed, ...keptAfter];
}

/** The new draft parsed only around what changed; null where that cannot be told apart from a full parse. */
function updateAroundChange(doc: Document, region: Element, shown: ShownDraft & { ends: number[] }, html: string): ShownDraft | null {
  const { html: old, parts, ends } = shown;
  if (!parts.length) return null;
  const changeStart = commonStart(old, html);
  const unchangedEnd = commonEnd(old, html, Math.min(old.length, html.length) - changeStart);
  const changeEnd = old.length - unchangedEnd;
  // The parts holding the change, and one more on each side: an edit at a part's edge may join it to its neighbour.
  const firstTouched = ends.findIndex((end) => end > changeStart);
  const lastTouched = ends.findIndex((end) => end >= changeEnd);
  const from = Math.max(0, (firstTouched < 0 ? parts.length - 1 : firstTouched) - 1);
  const to = Math.min(parts.length - 1, Math.max(lastTouched < 0 ? parts.length - 1 : lastTouched, from) + 1);
  const start = from ? ends[from - 1]! : 0;
  const end = ends[to]! + html.length - old.length;
  const next = parseInert(html.slice(start, end));
  const nextEnds = markupEnds(html, start, end, next);
  if (!nextEnds) return null;
  // Text meeting text across the edge would be one node in a parse of the whole draft.
  const before = parts[from - 1]?.parsed;
  const after = parts[to + 1]?.parsed;
  if ((isText(before) && isText(next[0] ?? after)) || (isText(after) && isText(next.at(-1) ?? before))) return null;
  const following = onPage(parts.slice(to + 1))[0] ?? null;
  const swapped = swapChanged(doc, region, parts.slice(from, to + 1), next, following);
  return {
    html,
    parts: [...parts.slice(0, from), ...swapped, ...parts.slice(to + 1)],
    ends: [...ends.slice(0, from), ...nextEnds, ...ends.slice(to + 1).map((at) => at + html.length - old.length)],
  };
}

/**
 * Where `draft` is one element (written out exactly, and copied onto the page node for node),
 * what is inside it, to be shown part by part there: a keystroke in a page inside a wrapper
 * then swaps one paragraph, not the wrapper.
 */
function withinOf(draft: ShownDraft): Within | null {
  const [only] = draft.parts;
  if (draft.parts.length !== 1 || !draft.ends || !(only!.parsed instanceof Element) || !(only!.onPage instanceof Element)) return null;
  const host = only!.onPage;
  const inside = insideOf(only!.parsed, draft.html);
  if (!inside || host.childNodes.length !== inside.children.length) return null;
  const { open, close, inner, children, ends } = inside;
  return { open, close, host, inner: { html: inner, parts: children.map((node, at) => ({ parsed: node, onPage: host.childNodes[at]! })), ends } };
}

/** `html` shown within the element the draft shown is, if it is that element still; null where it is not. */
function showWithin(doc: Document, region: Element, shown: ShownDraft & { within: Within }, html: string): ShownDraft | null {
  const { host, inner } = shown.within;
  const inside = host.parentNode === region ? innerOf(html, shown.within) : null;
  if (inside === null) return null;
  const next = showDraft(doc, host, inner, inside);
  // What is inside must be exactly its nodes written out: an end tag typed there may close the element itself.
  return next.ends ? { ...shown, html, ends: [html.length], within: { ...shown.within, inner: next } } : null;
}

/**
 * Shows `html` in `region`, where `shown` was shown before (null: the page's own content is
 * there). Returns what is shown now.
 */
export function showDraft(doc: Document, region: Element, shown: ShownDraft | null, html: string): ShownDraft {
  const pageOwn = shown?.pageOwn;
  if (shown?.within) {
    const inside = showWithin(doc, region, { ...shown, within: shown.within }, html);
    if (inside) return inside;
    // Not that element any more: what is shown goes, the whole draft comes in again.
    region.replaceChildren();
    shown = { html: '', parts: [], ends: [] };
  }
  const drawn = showWhole(doc, region, shown, html);
  const within = drawn.within ?? withinOf(drawn);
  return { ...drawn, ...(within && { within }), ...(pageOwn && { pageOwn }) };
}

/** Puts back what the page's own element held, where a draft was shown inside it. */
export function restorePageOwn(shown: ShownDraft | null): void {
  shown?.pageOwn?.host.replaceChildren(...shown.pageOwn.children);
}

/**
 * The first draft of a page that is one element around all else, where the page shows that very
 * element (its name and attributes): shown inside it, the page's own nodes kept where the draft
 * has the same, so that the first key does not put a new copy of the whole page in.
 */
function intoOwnElement(doc: Document, region: Element, next: Node[], html: string): ShownDraft | null {
  const [draft] = next;
  const own = [...region.childNodes].filter((node) => !(isText(node) && !node.textContent?.trim()));
  const [page] = own;
  if (next.length !== 1 || own.length !== 1 || !(draft instanceof Element) || !(page instanceof Element)) return null;
  if (!draft.cloneNode(false).isEqualNode(page.cloneNode(false))) return null;
  const inside = insideOf(draft, html);
  if (!inside) return null;
  const { open, close, inner, children, ends } = inside;
  const pageOwn = { host: page, children: [...page.childNodes] };
  // The white space around it is the page's, not the draft's.
  region.replaceChildren(page);
  const parts = swapChanged(doc, page, pageOwn.children.map((node) => ({ parsed: node, onPage: node })), children, null);
  return { html, parts: [{ parsed: draft, onPage: page }], ends: [html.length], within: { open, close, host: page, inner: { html: inner, parts, ends } }, pageOwn };
}

/** Nodes as a draft shown already: their markup, as the serializer writes it (null: a node no draft has). */
function asShown(nodes: ChildNode[]): (ShownDraft & { ends: number[] }) | null {
  const markup = nodes.map(written);
  if (markup.some((each) => each === null)) return null;
  let at = 0;
  const ends = markup.map((each) => (at += each!.length));
  return { html: markup.join(''), parts: nodes.map((node) => ({ parsed: node, onPage: node })), ends };
}

/**
 * The first draft over the page's own content, which it mostly repeats: the page's nodes taken
 * as a draft shown already, the draft is parsed only around where its markup differs from
 * theirs (a key typed in a 200 KB page parses a paragraph or three, not the page); inside the
 * page's own element for a draft that is one element around all else. Null where that cannot be
 * told apart from a parse of the whole draft.
 */
function overPageOwn(doc: Document, region: Element, html: string): ShownDraft | null {
  const [page, ...more] = [...region.childNodes].filter((node) => !(isText(node) && !node.textContent?.trim()));
  const tags = page instanceof Element && !more.length ? tagsOf(page) : null;
  const inside = tags && innerOf(html, tags);
  if (tags && typeof inside === 'string') {
    const host = page as Element;
    const children = [...host.childNodes];
    const ownInside = asShown(children);
    const inner = ownInside && updateAroundChange(doc, host, ownInside, inside);
    if (!inner) return null;
    // The white space around it is the page's, not the draft's.
    region.replaceChildren(host);
    return { html, parts: [{ parsed: host, onPage: host }], ends: [html.length], within: { ...tags, host, inner }, pageOwn: { host, children } };
  }
  const own = asShown([...region.childNodes]);
  return own && updateAroundChange(doc, region, own, html);
}

function showWhole(doc: Document, region: Element, shown: ShownDraft | null, html: string): ShownDraft {
  // Nodes the page's scripts moved or took out: the whole draft goes in again.
  const inPlace = shown?.parts.every((part) => !part.onPage || part.onPage.parentNode === region) ?? true;
  if (shown?.ends && inPlace) {
    const updated = updateAroundChange(doc, region, { ...shown, ends: shown.ends }, html);
    if (updated) return updated;
  }
  const overPage = shown ? null : overPageOwn(doc, region, html);
  if (overPage) return overPage;
  const next = parseInert(html);
  const inOwn = shown ? null : intoOwnElement(doc, region, next, html);
  if (inOwn) return inOwn;
  // The page's own nodes are kept where the draft has the very same: they are the site's, not the draft's.
  const before = !shown ? [...region.childNodes].map((node) => ({ parsed: node, onPage: node })) : inPlace ? shown.parts : null;
  let parts: ShownPart[];
  if (before) parts = swapChanged(doc, region, before, next, null);
  else {
    parts = next.map((parsed) => ({ parsed, onPage: inertCopy(doc, parsed) }));
    region.replaceChildren(...onPage(parts));
  }
  return { html, parts, ends: markupEnds(html, 0, html.length, next) };
}
