// The parts of the site Point to edit finds in the platform's markup (platform-notes §4, §5), each
// with what the panel opens, what to outline and its label: a menu's item, an entry's title or
// text (alone or in a list of entries), the content, a comment, a mail form, a poll. Each asks
// of one element whether it is that part; point-targets.ts walks up from the pointer to the
// innermost. Global blocks, found by their markers rather than by an element, are point-blocks.ts.
import { idsAfterPrefix, type BlockMarkers } from '../detect/design-in-markup';
import { menuWordsOf } from '../detect/menus-in-markup';
import {
  COMMENT, COMMENT_AUTHOR, COMMENT_ID_PREFIX, ENTRY_MESSAGE, MINICHAT_MESSAGE_ID_PREFIX, ENTRY_TITLE, LISTED_ENTRY, LISTED_ENTRY_ID_PREFIX, MENU, MENU_ID_PREFIX, MENU_LINK,
  POST_TEXT, POST_TEXT_ID_PREFIXES,
} from '../detect/platform-markup';
import { SHOWN_WORDS_MAX, shownWords } from '../detect/shown-words';
import { visibleCharsBefore } from '../detect/text-offset';
import { t, type MessageKey } from '../i18n';
import { POINT_MENU_ITEM_MAX, POINT_OFFSET_MAX, type PointTarget } from '../messages/point';
import { ON_PAGE, PART_KINDS } from '../kinds/on-page';
import { SHOWN_RECORD_KINDS } from '../vocabulary/kinds';

/** Where the records a page shows as its main one (a photo, a video) show their title and text (each kind's on-page.ts). */
const SHOWN_FIELDS = SHOWN_RECORD_KINDS.flatMap((kind) => ON_PAGE[kind].shownFields ?? []);

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

/** The page's global blocks, by id. */
export type Blocks = Map<string, BlockMarkers>;

/** One pointing: the element under the pointer, the spot in its text, the content region. */
export interface Pointing {
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

/** An offset as a pointing may carry it. */
export const clampOffset = (count: number) => Math.min(POINT_OFFSET_MAX, Math.max(0, count));

/** Visible characters of `root` before the spot when the spot is inside, else before the element. */
export function charsBefore(root: Node, at: Pointing, spotInside: boolean): number {
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

/** The text of what the page shows (a page's or entry's content; a photo's description), and where in it. */
export function contentPart(region: Element, at: Pointing, label: MessageKey = 'point_content'): Pointable {
  const spotInside = Boolean(at.spot && region.contains(at.spot.node));
  const offset = at.counted ? clampOffset(charsBefore(region, at, spotInside)) : 0;
  return { target: { what: 'content', offset }, box: region, label: t(label) };
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

/** A forum post's text on a topic's page: that post opens, there. */
function postPart(node: Element, at: Pointing): Pointable | null {
  if (!node.matches(POST_TEXT)) return null;
  const id = POST_TEXT_ID_PREFIXES.map((prefix) => idAfter(node, prefix)).find((found) => found !== undefined);
  if (id === undefined) return null;
  const spotInside = Boolean(at.spot && node.contains(at.spot.node));
  const offset = at.counted ? clampOffset(charsBefore(node, at, spotInside)) : 0;
  return { target: { what: 'post', id, offset }, box: node, label: t('point_post') };
}

/** The part `node` itself is, blocks aside (they are found by their markers). */
export function partAt(node: Element, at: Pointing): Pointable | null {
  if (node.matches(COMMENT)) return commentPart(node);
  const post = postPart(node, at);
  if (post) return post;
  if (node.id.startsWith(MINICHAT_MESSAGE_ID_PREFIX)) return { target: { what: 'minichat' }, box: node, label: t('point_minichat') };
  const listed = listedPart(node, at);
  if (listed) return listed;
  if (node.matches(ENTRY_TITLE) || SHOWN_FIELDS.some((fields) => node.matches(fields.title))) return { target: { what: 'title' }, box: node, label: t('point_title') };
  // A photo's or a video's page: its description is the text the page shows of it.
  const shown = SHOWN_FIELDS.find((fields) => node.matches(fields.text));
  if (shown) return contentPart(node, at, shown.label);
  const menu = menuPart(node, at);
  if (menu) return menu;
  // The region the preview found; without one, an entry's text.
  if (at.region ? node === at.region : node.matches(ENTRY_MESSAGE)) return contentPart(node, at);
  return wholePart(node);
}

/** A part of the page a kind says is pointed at whole (src/kinds/<kind>/on-page.ts: a mail form, a poll). */
function wholePart(node: Element): Pointable | null {
  for (const kind of PART_KINDS) {
    const { selector, idPrefix, wordsOf, pointed } = ON_PAGE[kind];
    const id = pointed && node.matches(selector) ? idAfter(node, idPrefix) : undefined;
    if (id !== undefined) return { target: { what: 'part', kind, id }, box: node, label: t(pointed!, wordsOf(node) || `#${id}`) };
  }
  return null;
}

/** Every element that is a part itself, for the keyboard's walk: one query finds them all. */
export const POINTED_PARTS = [COMMENT, POST_TEXT, ENTRY_TITLE, ...SHOWN_FIELDS.flatMap((fields) => [fields.title, fields.text]), `${MENU} ${MENU_LINK}`, ENTRY_MESSAGE, ...PART_KINDS.flatMap((kind) => (ON_PAGE[kind].pointed ? [ON_PAGE[kind].selector] : []))].join(', ');
