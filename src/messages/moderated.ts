// What the owner moderates from the panel, apart from the protocol's schemas so that the content
// script (which removes what was deleted from the page) ships without the schema library.

/** An entry's comments, the guest book, the mini-chat. */
export const MODERATED = ['comments', 'guestbook', 'minichat'] as const;
export type Moderated = (typeof MODERATED)[number];
