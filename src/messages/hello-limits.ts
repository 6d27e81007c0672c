// How many menus, blocks, mail forms and polls one page's hello may name. The content script
// sends the first ones when a page shows more (a page of a hundred polls still gets Inplace);
// the background's schema refuses a longer list. No imports: the content script reads it.
export const HELLO_LIST_MAX = 64;
