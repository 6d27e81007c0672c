// What the owner points at on the page (Point to edit): the part of the site under the pointer,
// as the panel opens it (messages/point.ts), what to outline and a label saying what it is. Found
// in the platform's markup (platform-notes §4, §5). The innermost part wins: a menu in the header
// is the menu, a paragraph of the content is the content, a comment in a list is the comment.
import { globalBlocks, idsAfterPrefix, type BlockMarkers } from '../detect/design-in-markup';
import { menuWordsOf } from '../detect/menus-in-markup';
import {
  COMMENT, COMMENT_AUTHOR, COMMENT_ID_PREFIX, ENTRY_MESSAGE, ENTRY_TITLE, LISTED_ENTRY, LISTED_ENTRY_ID_PREFIX, MAIL_FORM,
  MAIL_FORM_ID_PREFIX, MAIL_FORM_LABELS, MENU, MENU_ID_PREFIX, MENU_LINK, POLL, POLL_ID_PREFIX, POLL_QUESTION,
} from '../detect/platform-markup';
import { SHOWN_WORDS_MAX, shownWords } from '../detect/shown-words';
import { visibleCharsBefore } from '../detect/text-offset';
import { t, type MessageKey } from '../i18n';
import { POINT_MENU_ITEM_MAX, POINT_OFFSET_MAX, POINT_RULES_MAX, type PointTarget } from '../messages/point';
import { CSS_PREVIEW_ATTRIBUTE, isSiteCss } from './design-preview';
import { FORM_WORDS_LABELS } from './page-facts';

/** A part of the page to point at: what the panel opens, what to outline, what the label says. */
export interface Pointable {
  target: PointTarget;
  box: Element | Range;
  label: string;
}

/** A spot in the page: a text node and a character in it, or an element and a child index. */
export interface Spot {
  node: Node;
  offset: number;
}

export type Blocks = Map<string, BlockMarkers>;

/** The most parts the keyboard walks through: past that, a page is pointed at with the mouse. */
export const POINT_REGIONS_MAX = 200;

const BLOCK_NAMES: Record<string, MessageKey> = {
  AHEADER: 'point_block_header',
  BFOOTER: 'point_block_footer',
  CLEFTER: 'point_block_left',
  DRIGHTER: 'point_block_right',
};

/** One pointing: the element under the pointer, the spot in its text, the content region. */
interface Pointing {
  element: Element;
  spot: Spot | null;
  region: Element | null;
  /** Whether to count where in the content or block (a click); an outline needs only what it is. */
  counted: boolean;
  /** Each menu's links, listed once per pointing (a menu may have hundreds). */
  menuLinks: Map<Element, Element[]>;
}

/** The number in the id the markup writes (a form's `id` property may be its control named "id"). */
const idAfter = (element: Element, prefix: string): number | undefined => idsAfterPrefix([element.getAttribute('id') ?? ''], prefix)[0];

/** An element's words as the owner reads them, cut to what a label holds. */
function textOf(element: Element): string {
  const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
  return text.length > SHOWN_WORDS_MAX ? `${text.slice(0, SHOWN_WORDS_MAX - 1)}…` : text;
}

const clampOffset = (count: number) => Math.min(POINT_OFFSET_MAX, Math.max(0, count));

/** Visible characters of `root` before the spot when the spot is inside, else before the element. */
function charsBefore(root: Node, at: Pointing, spotInside: boolean): number {
  return spotInside && at.spot ? visibleCharsBefore(root, at.spot.node, at.spot.offset) : visibleCharsBefore(root, at.element, 0);
}

/** The menu link `node` stands for: a link, an item's own link, or the menu's first. */
function menuLink(node: Element): { menu: Element; link: Element } | null {
  const isMenu = node.matches(MENU);
  if (!isMenu && node.localName !== 'a' && node.localName !== 'li') return null;
  const menu = isMenu ? node : node.closest(MENU);
  if (!menu || idAfter(menu, MENU_ID_PREFIX) === undefined) return null;
  if (node.localName === 'a') return { menu, link: node };
  // Between the links: an item's row is its own link, the menu's margin its first link.
  const link = node.localName === 'li'
    ? [...node.querySelectorAll(MENU_LINK)].find((a) => a.closest('li') === node)
    : menu.querySelector(MENU_LINK);
  return link ? { menu, link } : null;
}

function menuPart(node: Element, at: Pointing): Pointable | null {
  const found = menuLink(node);
  if (!found) return null;
  const { menu, link } = found;
  let links = at.menuLinks.get(menu);
  if (!links) at.menuLinks.set(menu, (links = [...menu.querySelectorAll(MENU_LINK)]));
  const item = links.indexOf(link);
  if (item < 0 || item >= POINT_MENU_ITEM_MAX) return null;
  return {
    target: { what: 'menu', menuId: idAfter(menu, MENU_ID_PREFIX)!, item },
    box: link,
    label: t('point_menu', menuWordsOf(menu), textOf(link)),
  };
}

function commentPart(node: Element): Pointable | null {
  const id = idAfter(node, COMMENT_ID_PREFIX);
  if (id === undefined) return null;
  const author = shownWords(node, COMMENT_AUTHOR, 1);
  return { target: { what: 'comment', id }, box: node, label: author ? t('point_comment', author) : t('point_comment_plain') };
}

function contentPart(region: Element, at: Pointing): Pointable {
  const spotInside = Boolean(at.spot && region.contains(at.spot.node));
  const offset = at.counted ? clampOffset(charsBefore(region, at, spotInside)) : 0;
  return { target: { what: 'content', offset }, box: region, label: t('point_content') };
}

/** An entry's title or text in a list of entries: that entry opens, there. */
function listedPart(node: Element, at: Pointing): Pointable | null {
  const title = node.matches(ENTRY_TITLE);
  if (!title && !node.matches(ENTRY_MESSAGE)) return null;
  const entry = node.closest(LISTED_ENTRY);
  const id = entry ? idAfter(entry, LISTED_ENTRY_ID_PREFIX) : undefined;
  if (!entry || id === undefined) return null;
  const named = shownWords(entry, ENTRY_TITLE, 1) || `#${id}`;
  if (title) return { target: { what: 'listed', id, part: 'title', offset: 0 }, box: node, label: t('point_listed_title', named) };
  const spotInside = Boolean(at.spot && node.contains(at.spot.node));
  const offset = at.counted ? clampOffset(charsBefore(node, at, spotInside)) : 0;
  return { target: { what: 'listed', id, part: 'text', offset }, box: node, label: t('point_listed_text', named) };
}

/** The part `node` itself is, blocks aside (they are found by their markers). */
function partAt(node: Element, at: Pointing): Pointable | null {
  if (node.matches(COMMENT)) return commentPart(node);
  const listed = listedPart(node, at);
  if (listed) return listed;
  if (node.matches(ENTRY_TITLE)) return { target: { what: 'title' }, box: node, label: t('point_title') };
  const menu = menuPart(node, at);
  if (menu) return menu;
  // The region the preview found; without one, an entry's text.
  if (at.region ? node === at.region : node.matches(ENTRY_MESSAGE)) return contentPart(node, at);
  const form = node.matches(MAIL_FORM) ? idAfter(node, MAIL_FORM_ID_PREFIX) : undefined;
  if (form !== undefined) {
    const words = shownWords(node, MAIL_FORM_LABELS, FORM_WORDS_LABELS);
    return { target: { what: 'mailform', id: form }, box: node, label: t('point_mailform', words || `#${form}`) };
  }
  const poll = node.matches(POLL) ? idAfter(node, POLL_ID_PREFIX) : undefined;
  if (poll !== undefined) {
    const question = shownWords(node, POLL_QUESTION, 1);
    return { target: { what: 'poll', id: poll }, box: node, label: t('point_poll', question || `#${poll}`) };
  }
  return null;
}

/** What is between a block's markers. */
function blockRange(markers: BlockMarkers): Range {
  const range = markers.open.ownerDocument.createRange();
  range.setStartAfter(markers.open);
  range.setEndBefore(markers.close);
  return range;
}

function blockPart(id: string, markers: BlockMarkers, at: Pointing | null): Pointable {
  const range = blockRange(markers);
  let offset = 0;
  if (at?.counted) {
    // Counted in the markers' common parent, from the opening marker on.
    const root = range.commonAncestorContainer;
    let spotInside = false;
    try {
      spotInside = Boolean(at.spot && range.isPointInRange(at.spot.node, at.spot.offset));
    } catch {
      // A spot the range cannot hold (a doctype): the element's start counts.
    }
    offset = clampOffset(charsBefore(root, at, spotInside) - visibleCharsBefore(root, markers.open, 0));
  }
  const name = BLOCK_NAMES[id];
  return { target: { what: 'block', block: id, offset }, box: range, label: t('point_block', name ? t(name) : id) };
}

/**
 * The innermost block around `element`, and the element's ancestor (or itself) that stands
 * between that block's markers: the level where the block is the part pointed at.
 */
function blockAround(element: Element, blocks: Blocks): { id: string; markers: BlockMarkers; level: Element } | null {
  let found: { id: string; markers: BlockMarkers; level: Element } | null = null;
  for (const [id, markers] of blocks) {
    const { open, close } = markers;
    if (!open.isConnected || !close.isConnected) continue;
    const afterOpen = open.compareDocumentPosition(element);
    const beforeClose = close.compareDocumentPosition(element);
    // Between the markers, and not an ancestor of them.
    if (!(afterOpen & Node.DOCUMENT_POSITION_FOLLOWING) || !(beforeClose & Node.DOCUMENT_POSITION_PRECEDING)) continue;
    if ((afterOpen | beforeClose) & Node.DOCUMENT_POSITION_CONTAINS) continue;
    const common = blockRange(markers).commonAncestorContainer;
    let level: Element | null = element;
    while (level && level.parentNode !== common) level = level.parentElement;
    if (level && (!found || found.level.contains(level))) found = { id, markers, level };
  }
  return found;
}

/**
 * What `element` (under the pointer) belongs to, innermost first; `spot`: where in its text
 * (for content and blocks' offsets); `region`: the page's content region, if the preview found
 * it. Null: nothing the panel opens. `blocks`: the page's global blocks, when already read.
 */
export function findPointTarget(doc: Document, element: Element, spot: Spot | null, region: Element | null, blocks: Blocks = globalBlocks(doc)): Pointable | null {
  return partOf({ element, spot, region, counted: true, menuLinks: new Map() }, blocks);
}

/**
 * What `element` belongs to, for the outline while the pointer moves: as findPointTarget, but
 * content and blocks are not counted through (offset 0), which would walk their text each time.
 */
export function findPointOutline(doc: Document, element: Element, region: Element | null, blocks: Blocks = globalBlocks(doc)): Pointable | null {
  return partOf({ element, spot: null, region, counted: false, menuLinks: new Map() }, blocks);
}

function partOf(at: Pointing, blocks: Blocks): Pointable | null {
  const { element } = at;
  const block = blockAround(element, blocks);
  for (let node: Element | null = element; node; node = node.parentElement) {
    const part = partAt(node, at);
    if (part) return part;
    if (node === block?.level) return blockPart(block.id, block.markers, at);
  }
  // Nothing with an editor of its own: the page's template shows it (its variables' output, a widget).
  return element.closest('body') ? { target: { what: 'layout' }, box: element, label: t('point_layout') } : null;
}

const PARTS = [COMMENT, ENTRY_TITLE, `${MENU} ${MENU_LINK}`, ENTRY_MESSAGE, MAIL_FORM, POLL].join(', ');

/**
 * Every part of the page to point at, in the page's order (for the keyboard): each menu item,
 * title, the content, each block, form, poll and comment; content and blocks from their start.
 */
export function pointRegions(doc: Document, region: Element | null, blocks: Blocks = globalBlocks(doc)): Pointable[] {
  const menuLinks = new Map<Element, Element[]>();
  // Placed first, made after: only the first ones are labelled.
  const places: { node: Node; make: () => Pointable | null }[] = [];
  for (const element of doc.querySelectorAll(PARTS)) {
    places.push({ node: element, make: () => partAt(element, { element, spot: null, region, counted: false, menuLinks }) });
  }
  if (region?.isConnected && !region.matches(PARTS)) {
    places.push({ node: region, make: () => contentPart(region, { element: region, spot: null, region, counted: false, menuLinks }) });
  }
  for (const [id, markers] of blocks) {
    if (markers.open.isConnected) places.push({ node: markers.open, make: () => blockPart(id, markers, null) });
  }
  places.sort((a, b) => (a.node === b.node ? 0 : a.node.compareDocumentPosition(b.node) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  const parts: Pointable[] = [];
  for (const { make } of places) {
    const part = make();
    if (part) parts.push(part);
    if (parts.length === POINT_REGIONS_MAX) break;
  }
  return parts;
}

/** The site's CSS as the page shows it: the preview of the draft while there is one. */
function siteSheet(doc: Document): CSSStyleSheet | null {
  const preview = doc.querySelector<HTMLStyleElement>(`style[${CSS_PREVIEW_ATTRIBUTE}]`);
  if (preview) return preview.sheet;
  for (const link of doc.querySelectorAll<HTMLLinkElement>('link[rel~="stylesheet"]')) {
    if (isSiteCss(link)) return link.sheet;
  }
  return null;
}

/** Whether a grouping rule's condition holds now (`@media` by the window, `@supports` by CSS). */
function conditionHolds(rule: CSSRule, view: Window | null): boolean {
  if ('media' in rule) return view?.matchMedia((rule as CSSMediaRule).media.mediaText).matches ?? false;
  if ('conditionText' in rule && rule.cssText.startsWith('@supports')) {
    try {
      return CSS.supports((rule as CSSSupportsRule).conditionText);
    } catch {
      return false;
    }
  }
  // Layers and the like style what their rules match.
  return true;
}

/** Whether `rule` styles `element`: its selector matches, or a rule inside it does while its condition holds. */
function styles(rule: CSSRule, element: Element, view: Window | null): boolean {
  if ('selectorText' in rule) {
    try {
      return element.matches((rule as CSSStyleRule).selectorText);
    } catch {
      // A selector this browser does not take (or a page rule's): it styles nothing here.
      return false;
    }
  }
  if (!('cssRules' in rule) || !conditionHolds(rule, view)) return false;
  return [...(rule as CSSGroupingRule).cssRules].some((inner) => styles(inner, element, view));
}

/** The top-level rules of the site's CSS that style `element`, by index, in order (Alt+Shift+click). */
export function cssRulesFor(doc: Document, element: Element): number[] {
  let rules: CSSRuleList | undefined;
  try {
    rules = siteSheet(doc)?.cssRules;
  } catch {
    // A sheet from another origin cannot be read.
    return [];
  }
  const found: number[] = [];
  const view = doc.defaultView;
  for (let index = 0; rules && index < rules.length && found.length < POINT_RULES_MAX; index++) {
    if (styles(rules[index]!, element, view)) found.push(index);
  }
  return found;
}
