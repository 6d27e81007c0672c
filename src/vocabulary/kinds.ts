// What the panel edits: one name for each, in the panel, its drafts, its messages and the
// live preview. No imports: the content script reads it too.

/** Modules whose entries the panel edits, each by its module name in the API. */
export const ENTRY_KINDS = [
  'news',
  'blog',
  'publ',
  'load',
  'board',
  'dir',
  'stuff',
  'faq',
] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

/** Kinds whose records the site numbers. */
export const NUMBERED_KINDS = [
  'page',
  ...ENTRY_KINDS,
  'menu',
  'mailform',
  'poll',
  'photo',
  'video',
  'post',
  'shopcat',
  'user',
  'product',
] as const;
export type NumberedKind = (typeof NUMBERED_KINDS)[number];

/**
 * Kinds the site's pages show as parts of a page (a menu, a mail form, a poll): the hello names
 * them, Also on this page lists them. How each is found is in its folder (src/kinds/on-page.ts).
 */
export const PART_KINDS = ['photo', 'video', 'shopcat', 'menu', 'mailform', 'poll'] as const satisfies readonly NumberedKind[];
export type PartKind = (typeof PART_KINDS)[number];

/** Modules whose records sit in categories and carry comments: the entry modules, the photo album and video. */
export const MODULES_WITH_CATEGORIES = [...ENTRY_KINDS, 'photo', 'video'] as const;
export type ModuleWithCategories = (typeof MODULES_WITH_CATEGORIES)[number];

/**
 * Kinds a page shows as its main record without its address saying which (a photo's or a
 * video's page, a shop category's, platform-notes §6): the page's markup names it, as a part of
 * the page does.
 */
export const SHOWN_RECORD_KINDS = ['photo', 'video', 'shopcat'] as const satisfies readonly PartKind[];
export type ShownRecordKind = (typeof SHOWN_RECORD_KINDS)[number];

/** What a tab shows that the panel edits: a page, an entry or a user by its address, a photo, a video or a shop category by its page's markup. */
export type OnScreenKind = 'page' | EntryKind | ShownRecordKind | 'user' | 'product';

/** A template is named by its path in the site's template tree (`1/BFOOTER`, `3/3`). */
export const EDITABLE_KINDS = [...NUMBERED_KINDS, 'template'] as const;
export type EditableKind = (typeof EDITABLE_KINDS)[number];

/** The parts of the design shown in the tab while they are edited: the site's CSS and a global block. */
export type DesignPart = { css: true } | { block: string };

/** A global block's id: `AHEADER`, `BFOOTER`, a custom upper-case name (platform-notes §5). */
export const BLOCK_ID = /^[A-Z0-9]{1,20}$/;

/** What shows in a page's content region while it is edited (a menu has no preview). */
export const PREVIEWED_KINDS = ['page', ...ENTRY_KINDS] as const;
export type PreviewedKind = (typeof PREVIEWED_KINDS)[number];

export function isEntryKind(value: string): value is EntryKind {
  return (ENTRY_KINDS as readonly string[]).includes(value);
}
