// The platform's documented limits and rules, shared by the API schemas and the editors
// (kept apart from the schemas so that pages importing them do not load zod).
export const POWERED_BY = '$POWERED_BY$';
export const ENTRY_TITLE_MAX = 130;
export const MAIL_FORM_NAME_MAX = 73;
export const PER_PAGE_MAX = 100;
/** Requests one token may send in any 60 minutes (spec: "10,000 requests per hour per token"). */
export const HOURLY_LIMIT = 10_000;
export const WINDOW_MS = 60 * 60 * 1000;
/** Pages of one list read at most: 5,000 records, far past any site's list, and a bound on requests if a site never says "last page". */
export const LIST_MAX_PAGES = 50;
/** Menus nest a few levels; a tower deeper than this is no menu. */
export const MENU_DEPTH_MAX = 8;
