// Where the background keeps what a tab's side panel watches, in session storage. Apart from
// the message schemas, so that the panel reads these names without loading zod's schemas.

/** Where the background keeps a tab's context in session storage; the side panel watches it change. */
export const tabContextKey = (tabId: number): string => `tab:${tabId}`;

/** When the toolbar button was last clicked on a tab (ms): the panel looks at that tab again. */
export const actionClickKey = (tabId: number): string => `action-click:${tabId}`;

/** Where the background keeps the comment last picked on a tab's page; the side panel selects it. */
export const commentPickKey = (tabId: number): string => `comment-pick:${tabId}`;
