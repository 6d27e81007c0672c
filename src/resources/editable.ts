// What the panel edits: one name for each, in the panel, its drafts, its messages and the
// live preview. No imports: the content script reads it too.
export const EDITABLE_KINDS = ['page', 'news', 'blog', 'menu'] as const;
export type EditableKind = (typeof EDITABLE_KINDS)[number];

/** What shows in a page's content region while it is edited (a menu has no preview). */
export const PREVIEWED_KINDS = ['page', 'news', 'blog'] as const;
export type PreviewedKind = (typeof PREVIEWED_KINDS)[number];
