// Bounds of what one message may carry. No imports: the content script reads it.

/**
 * How many menus, blocks, mail forms and polls one page's hello may name. The content script
 * sends the first ones when a page shows more (a page of a hundred polls still gets Inplace);
 * the background's schema refuses a longer list.
 */
export const HELLO_LIST_MAX = 64;

/** Drafts kept by closing panels that one read-ahead request names; a panel with more makes none. */
export const CLOSING_DRAFTS_MAX = 100;

/** The items and levels a menu's preview may carry: more than any menu a site shows. */
export const MENU_PREVIEW_ITEMS_MAX = 5_000;
export const MENU_PREVIEW_DEPTH_MAX = 32;
/** A title or a category's name the page shows, as a draft changes it: its length, before and after. */
export const SHOWN_WORDS_LENGTH_MAX = 500;
