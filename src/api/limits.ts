// The platform's documented limits and rules, shared by the API schemas and the editors
// (kept apart from the schemas so that pages importing them do not load zod).
export const POWERED_BY = '$POWERED_BY$';
export const ENTRY_TITLE_MAX = 130;
export const MAIL_FORM_NAME_MAX = 73;
export const PER_PAGE_MAX = 100;
