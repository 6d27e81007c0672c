// What the panel edits: one name for each, in the panel, its drafts, its messages and the
// live preview. No imports: the content script reads it too.

/** Modules whose entries the panel edits, each by its module name in the API. */
export const ENTRY_KINDS = ['news', 'blog', 'publ', 'load', 'board', 'dir', 'stuff', 'faq'] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

export const EDITABLE_KINDS = ['page', ...ENTRY_KINDS, 'menu'] as const;
export type EditableKind = (typeof EDITABLE_KINDS)[number];

/** What shows in a page's content region while it is edited (a menu has no preview). */
export const PREVIEWED_KINDS = ['page', ...ENTRY_KINDS] as const;
export type PreviewedKind = (typeof PREVIEWED_KINDS)[number];

export function isEntryKind(value: string): value is EntryKind {
  return (ENTRY_KINDS as readonly string[]).includes(value);
}
