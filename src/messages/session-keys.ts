// Where the background keeps what a tab's side panel watches, in session storage. Apart from
// the message schemas, so that the panel reads these names without loading zod's schemas.

/** Where the background keeps a tab's context in session storage; the side panel watches it change. */
export const tabContextKey = (tabId: number): string => `tab:${tabId}`;

/** When the toolbar button was last clicked on a tab (ms): the panel looks at that tab again. */
export const actionClickKey = (tabId: number): string => `action-click:${tabId}`;

/** Where the background keeps the comment last picked on a tab's page; the side panel selects it. */
export const commentPickKey = (tabId: number): string => `comment-pick:${tabId}`;

/** Where the background keeps what the owner last pointed at on a tab's page (Pointed); the side panel opens it. */
export const pointKey = (tabId: number): string => `point:${tabId}`;

/** A tab's Point to edit switch (PointMode): the panel sets it, Esc in the page and the shortcut too. */
export const pointModeKey = (tabId: number): string => `point-mode:${tabId}`;
