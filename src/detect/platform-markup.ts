// The platform's own markup, as the content script and detection read it: every selector, class
// name, id prefix and text marker of a site's pages, in one place. Each says what it finds and on
// what word: the platform notes (../shared/spec/platform-notes.md, by section) where a public
// source shows it, else the reference site (test/site/), whose markup is then a guess of ours.
// test/unit/detect/platform-markup.test.ts holds what each matches on the reference site's pages
// and the repository's fixtures, and that no other file of src/ writes them again.
// Inplace's own elements (`[data-inplace]`, its attributes) are not here: they are not the site's.

// ---------------------------------------------------------------- site menus (platform-notes §4)

/**
 * The id of a rendered site menu starts so, the menu's id in the API after it:
 * `<div id="uNMenuDiv1" class="uMenuV">` (platform-notes §4).
 */
export const MENU_ID_PREFIX = 'uNMenuDiv';
/** Every rendered site menu. */
export const MENU = `[id^="${MENU_ID_PREFIX}"]`;
/** A menu's items' links, each holding its label (`li > a > span`, platform-notes §4), inside a MENU. */
export const MENU_LINK = 'a';
/** A menu's outer list: `<ul class="uMenuRoot">` (platform-notes §4). */
export const MENU_ROOT_CLASS = 'uMenuRoot';
/** An item holding a submenu: `<li class="uWithSubmenu">` (platform-notes §4). */
export const WITH_SUBMENU_CLASS = 'uWithSubmenu';
/** A submenu's list: `<ul class="subM">` (platform-notes §4). */
export const SUBMENU_CLASS = 'subM';
/** The current page's item's link (platform-notes §4): the site's stylesheet sets it apart, bold on most. */
export const MENU_CURRENT_CLASS = 'uMenuItemA';

// ---------------------------------------------------------------- entries and their lists

/** An entry's title: `.eBlock` with `.eTitle` (platform-notes §5; §6: the moderator's menu may sit inside it). */
export const ENTRY_TITLE = '.eTitle';
/** An entry's text: `.eBlock` with `.eMessage` (platform-notes §5). */
export const ENTRY_MESSAGE = '.eMessage';
/** An entry's details line, its category's link among them: `.eBlock` with `.eDetails` (platform-notes §5). */
export const ENTRY_DETAILS = '.eDetails';
/** The id of an entry in a list starts so, the entry's id after it: `<div id="entryID5">` (platform-notes §4). */
export const LISTED_ENTRY_ID_PREFIX = 'entryID';
/** An entry in a list of a module's entries (or of the guest book's messages): `#allEntries > #entryID<ID>` (platform-notes §4). */
export const LISTED_ENTRY = `#allEntries > [id^="${LISTED_ENTRY_ID_PREFIX}"]`;

// ---------------------------------------------------------------- photo albums (platform-notes §6)

/** A photo's page: `#u-photos .uphoto-entry` (platform-notes §6). */
export const PHOTO_PAGE = '#u-photos';
/** The id of a record's rating starts so, its id after it: `span#entRating<ID>` (platform-notes §6). */
export const RATING_ID_PREFIX = 'entRating';
/** The photo a photo's page shows, by its rating (its address does not say its id, platform-notes §6). */
export const PHOTO_SHOWN = `${PHOTO_PAGE} [id^="${RATING_ID_PREFIX}"]`;
/** A photo's title on its page: `h2.photo-etitle` (platform-notes §6). */
export const PHOTO_TITLE = '.photo-etitle';
/** A photo's description on its page: `.photo-edescr` (platform-notes §6). */
export const PHOTO_DESCRIPTION = '.photo-edescr';

/** An album's list of photos: `ul#uEntriesList` (platform-notes §6). */
export const ALBUM_LIST = 'ul#uEntriesList';
/**
 * A photo in it: `li.phtTdMain.uEntryWrap > div#entryID<ID>.entryBlock > a.ph-link` (platform-notes
 * §6), as classes; its title under the link, `div.phtTitle`, is the reference site's (a guess).
 */
export const ALBUM_ITEM_CLASSES = { item: 'phtTdMain uEntryWrap', block: 'entryBlock', link: 'ph-link', title: 'phtTitle' } as const;

// ---------------------------------------------------------------- video (platform-notes §6)

/**
 * A video's page. Its markup is not documented (platform-notes §6 shows only lists, `div.ve-screen`):
 * the reference site's guess, after the lists' `ve-` classes, is `div.vep-entry` holding
 * `.vep-title`, `.vep-descr` and the rating `span#entRating<ID>` that names the video, as on a
 * photo's page.
 */
export const VIDEO_PAGE = '.vep-entry';
/** The video a video's page shows, by its rating (its address is not documented). */
export const VIDEO_SHOWN = `${VIDEO_PAGE} [id^="${RATING_ID_PREFIX}"]`;
/** A video's title and description on its page (the reference site's guess, as VIDEO_PAGE). */
export const VIDEO_TITLE = '.vep-title';
export const VIDEO_DESCRIPTION = '.vep-descr';

// ---------------------------------------------------------------- shop (platform-notes §6)

/** The id of a shop category's link starts so, the category's id after it: `a#cat-id-<ID>` (platform-notes §6). */
export const SHOP_CATEGORY_ID_PREFIX = 'cat-id-';
/**
 * The category a shop category's page shows: its address has slugs only, its link in the page
 * carries its id (platform-notes §6). The first such link is taken: on the reference site the
 * page's heading; a theme listing every category before it would name another (a guess, no
 * source shows where the link sits).
 */
export const SHOP_CATEGORY_SHOWN = `a[id^="${SHOP_CATEGORY_ID_PREFIX}"]`;

// ---------------------------------------------------------------- comments (platform-notes §5)

/** The id of a comment starts so, the comment's id after it: `div.comEnt#comEnt<ID>` (platform-notes §5). */
export const COMMENT_ID_PREFIX = 'comEnt';
/** A comment of an entry: `div.comEnt#comEnt<ID>` (platform-notes §5). */
export const COMMENT = `.comEnt[id^="${COMMENT_ID_PREFIX}"]`;
/** A comment's element id, its id in the API captured (at most 9 digits). */
export const COMMENT_ID = /^comEnt(\d{1,9})$/;
/**
 * Where a comment shows its author: the older templates' `.cTop` row (platform-notes §5), newer
 * themes' `uName` classes (no public source shows those; the reference site renders neither).
 */
export const COMMENT_AUTHOR = '.cTop a, [class*="uName"]';

// ---------------------------------------------------------------- mail forms, polls, mini-chat

/** The id of a mail form (`$MFORM_<ID>$`) starts so, the form's id after it: `<form id="mffm1">` (the reference site's). */
export const MAIL_FORM_ID_PREFIX = 'mffm';
/** A mail form placed in the page. */
export const MAIL_FORM = `form[id^="${MAIL_FORM_ID_PREFIX}"]`;
/** Where a mail form names its fields: a guess, no source shows the platform's form markup. */
export const MAIL_FORM_LABELS = 'label';
/** The id of a poll's block starts so, the poll's id after it: `<div id="pollBlock1">` (the reference site's). */
export const POLL_ID_PREFIX = 'pollBlock';
/** A poll placed in the page. */
export const POLL = `[id^="${POLL_ID_PREFIX}"]`;
/** Where a poll shows its question: the class themes style it by (the reference site's). */
export const POLL_QUESTION = '.pollQue';
/** The mini-chat's block, by its id (the reference site's). */
export const MINICHAT_ID = 'mchatBlock';
/** The id of a mini-chat message starts so, the message's id after it: `#mchatMsg<ID>` (the reference site's). */
export const MINICHAT_MESSAGE_ID_PREFIX = 'mchatMsg';

// ---------------------------------------------------------------- where the content sits

/**
 * Where a page's content usually sits, in this order of preference, when it cannot be found by
 * what it holds: the layout's content wrapper (`#content`, the reference site's layout), an
 * entry's text, then the HTML's own main region.
 */
export const CONTENT_CONTAINERS: readonly string[] = ['#content', ENTRY_MESSAGE, 'main', '[role="main"]'];

// ---------------------------------------------------------------- global blocks (platform-notes §2, §5)

/** The comment opening a global block, its id captured: `<!--U1AHEADER1Z-->` (platform-notes §2, §5). */
export const GLOBAL_BLOCK_OPENING = /^U1([A-Z0-9]{1,20})1Z$/;
/** The comment closing a global block, its id captured: `<!--/U1AHEADER1Z-->`. */
export const GLOBAL_BLOCK_CLOSING = /^\/U1([A-Z0-9]{1,20})1Z$/;
/**
 * Either marker, as recognising a page of the platform takes it (platform-notes §2): looser on
 * where digits stand than the two above, which read a block's id.
 */
export const GLOBAL_BLOCK_MARKER = /^\/?U1[A-Z]+\d*Z$/;

// ---------------------------------------------------------------- the forum (platform-notes §6)

/** A post's text on a topic's page: `span.ucoz-forum-post#ucoz-forum-post-<postId>` (newer themes: `div#ms_<postId>`). */
export const POST_TEXT_ID_PREFIXES = ['ucoz-forum-post-', 'ms_'] as const;
/** The elements that may be a post's text (each then told by its id, POST_TEXT_ID_PREFIXES). */
export const POST_TEXT = 'span.ucoz-forum-post, div[id^="ms_"]';
/** A post's row on a topic's page: `tr#post<postId>` (its id in group 1), its author `a.postUser` in it. */
export const POST_ROW_ID = /^post(\d+)$/;
export const POST_AUTHOR = 'a.postUser';

// ---------------------------------------------------------------- the design

/** Where the platform serves the site's CSS (template 3/3), as a stylesheet link's path (the reference site's). */
export const SITE_CSS_PATH = '/_st/my.css';

// ---------------------------------------------------------------- what tells a page of the platform (platform-notes §2)

/** In an inline script: the platform's data block, `//------------UCOZ-JS-DATA----------`. */
export const JS_DATA_MARKER = 'UCOZ-JS-DATA';
/** In an inline script: the platform's global object set, `var uCoz = {` or `window.uCoz = {`. */
export const UCOZ_OBJECT = /\buCoz\s*=\s*\{/;
/** A script's or stylesheet's address among the platform's system assets: `/.s/src/…` or `//sNN.ucoz.net/src/…`. */
export const SYSTEM_ASSET = /(^|\/\/s\d+\.ucoz\.net)\/?\.?s?\/src\/|\/\.s\/src\//;
/** A class of the body naming the module: `<body class="module-index">`. */
export const MODULE_BODY_CLASS = /^module-[a-z]+$/;
/**
 * The links that may be the `$POWERED_BY$` output. src/background/page-signals.ts writes it again:
 * that function runs alone in the tab, with no imports (the test holds the two the same).
 */
export const POWERED_BY_LINKS = 'a[href*="ucoz."]';
/** The `$POWERED_BY$` link's host: the company's `ucoz.com` or `ucoz.ru`. */
export const POWERED_BY_HOST = /(^|\.)ucoz\.(com|ru)$/;
/** The `$POWERED_BY$` link's title. */
export const POWERED_BY_TITLE = /hosted by ucoz/i;
/** Where the `$POWERED_BY$` link's image is served from. */
export const POWERED_BY_IMAGE_PATH = '/.s/img/cp/';
