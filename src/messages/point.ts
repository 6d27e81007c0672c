// Where the owner pointed on the page (Alt+click, or a click in Point to edit): what it is and
// where in it, never the page's text. The content script makes it; the background checks it
// (from-content-script.ts) and keeps it for the tab's panel, which opens that thing there. It
// imports only types and the vocabulary: the content script reads it.
import type { PartKind } from '../vocabulary/kinds';

/** The most characters an offset counts: more than any page or block holds. */
export const POINT_OFFSET_MAX = 5_000_000;
/** The most rules of the site's CSS one pointing names (the ones that style the element, in order). */
export const POINT_RULES_MAX = 64;
const IDENTIFIER = '[A-Za-z_][\\w-]{0,63}';
/** An id or class a suggested selector may name: a plain CSS identifier. */
export const POINT_SELECTOR_NAME = new RegExp(`^${IDENTIFIER}$`);
/** A suggested selector: `#id`, `tag.class`, or `#id tag.class` of such names. */
export const POINT_SELECTOR = new RegExp(`^(#${IDENTIFIER} )?(#${IDENTIFIER}|[a-z][a-z0-9-]{0,31}(\\.${IDENTIFIER})?)$`);

/** The most items a pointed menu item's index counts. */
export const POINT_MENU_ITEM_MAX = 5_000;

export type PointTarget =
  /** The page's or entry's own content; `offset`: visible characters before the spot (text-offset.ts). */
  | { what: 'content'; offset: number }
  /** An entry's title (`.eTitle`). */
  | { what: 'title' }
  /** The `item`-th link (from 0, in the page's order) of the menu rendered as `#uNMenuDiv<menuId>`. */
  | { what: 'menu'; menuId: number; item: number }
  /** A global block (`1/<block>`); `offset`: visible characters before the spot within it. */
  | { what: 'block'; block: string; offset: number }
  /** A part of the page pointed at whole (a mail form, a poll: src/kinds/<kind>/on-page.ts). */
  | { what: 'part'; kind: PartKind; id: number }
  | { what: 'comment'; id: number }
  /** A forum post's text on a topic's page (`#ucoz-forum-post-<id>`); `offset`: visible characters before the spot in it. */
  | { what: 'post'; id: number; offset: number }
  /**
   * An entry of the list the page shows (`#allEntries > #entryID<id>`, platform-notes §4): its
   * title, or its text (the entry's description, as lists show it) `offset` visible characters in.
   */
  | { what: 'listed'; id: number; part: 'title' | 'text'; offset: number }
  /** A message of the mini-chat the page shows (`#mchatMsg<id>`): the panel's mini-chat, to moderate. */
  | { what: 'minichat' }
  /** Something no editor has as its own (a template variable's output, a widget): the page's template shows it. */
  | { what: 'layout' }
  /**
   * Alt+Shift+click: the top-level rules of the site's CSS (3/3) that style the element, by index,
   * in order. Where none does: the rules of the nearest element around it that has some, and a
   * selector for a rule of its own, made of its tag and the page's names for it (never its text).
   */
  | { what: 'css'; rules: number[]; inherited?: number[]; selector?: string };

/** What the background keeps for the tab's panel: the pointing and when (ms), so the same spot twice is news twice. */
export interface Pointed {
  target: PointTarget;
  at: number;
}

/** The panel's Point to edit switch for a tab: plain clicks point (Alt+click always does while the panel is open). */
export interface PointMode {
  clicks: boolean;
}
