// The one message protocol between the extension's parts. Requests are named by direction:
// `page` requests come from extension pages (side panel, options), `content` requests from the
// content script in a site's tab. The background parses every request with these schemas; a
// content script's site is never in its payload, it is taken from the browser-set sender.
import { chars, z } from '../validation/z';
import { HELLO_LIST_MAX } from './limits';
import { PART_KINDS, type ShownPart } from '../kinds/on-page';
import { SHOWN_WORDS_MAX } from '../detect/shown-words';
import type { ApiErrorDetails } from '../api/errors';
import type { QuotaStatus } from '../quota/ledger';
import type { Resource } from '../detect/resource';
import { BLOCK_ID, PREVIEWED_KINDS, type PreviewedKind } from '../vocabulary/kinds';
import { MODERATED, type Moderated } from './moderated';
import { operationSchema, type Operation } from './operations';
import type { TextPatch } from './text-patch';
import { CLOSING_DRAFTS_MAX, MENU_PREVIEW_DEPTH_MAX, MENU_PREVIEW_ITEMS_MAX } from './limits';
import { POINT_MENU_ITEM_MAX, POINT_OFFSET_MAX, POINT_RULES_MAX } from './point';
import type { PublicSite } from '../vault/site-record';

const tabId = z.int().check(z.nonnegative());
const positiveId = z.int().check(z.positive());
const token = chars(1, 8192);
/** An older key set's parts besides its token. */
const keys = z.optional(z.strictObject({ consumerKey: chars(1, 512), consumerSecret: chars(1, 512), tokenSecret: chars(1, 512) }));
const origin = chars(1, 2048);

/** The document a preview was made for: the tab's page as the panel knew it. */
const previewDocument = { url: chars(1, 8192), documentId: z.optional(chars(1, 128)) };

const blockId = z.string().check(z.regex(BLOCK_ID));
/** Page content, a template, a block: the longest text a preview carries. */
const previewText = chars(0, 5_000_000);
/** A menu as it is edited: its items depth-first, each with its depth (data, never HTML). */
const menuPreviewItems = z.array(z.strictObject({ name: chars(0, 1024), url: chars(0, 8192), depth: z.int().check(z.nonnegative(), z.maximum(MENU_PREVIEW_DEPTH_MAX)) }))
  .check(z.maxLength(MENU_PREVIEW_ITEMS_MAX));

/** Where in a text the owner pointed: visible characters before the spot (detect/text-offset.ts). */
const pointOffset = z.int().check(z.nonnegative(), z.maximum(POINT_OFFSET_MAX));

/** Where the owner pointed on the page: what and where in it, never the page's text (point.ts). */
const pointTarget = z.discriminatedUnion('what', [
  z.strictObject({ what: z.literal('content'), offset: pointOffset }),
  z.strictObject({ what: z.literal('title') }),
  z.strictObject({ what: z.literal('menu'), menuId: positiveId, item: z.int().check(z.nonnegative(), z.maximum(POINT_MENU_ITEM_MAX)) }),
  z.strictObject({ what: z.literal('block'), block: blockId, offset: pointOffset }),
  z.strictObject({ what: z.literal('mailform'), id: positiveId }),
  z.strictObject({ what: z.literal('poll'), id: positiveId }),
  z.strictObject({ what: z.literal('comment'), id: positiveId }),
  z.strictObject({ what: z.literal('listed'), id: positiveId, part: z.enum(['title', 'text']), offset: pointOffset }),
  z.strictObject({ what: z.literal('layout') }),
  z.strictObject({ what: z.literal('css'), rules: z.array(z.int().check(z.nonnegative())).check(z.maxLength(POINT_RULES_MAX)) }),
]);

/** The most messages one request names (a bulk delete is sent in parts). */
export const MESSAGES_GONE_MAX = 500;

export { MODERATED, type Moderated } from './moderated';

export const pageRequestSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('sites/list') }),
  z.strictObject({
    type: z.literal('sites/add'),
    address: chars(1, 2048),
    token,
    keys,
  }),
  z.strictObject({ type: z.literal('sites/remove'), origin }),
  z.strictObject({ type: z.literal('sites/check'), origin }),
  z.strictObject({ type: z.literal('sites/replace-token'), origin, token, keys }),
  z.strictObject({ type: z.literal('quota/status'), origin }),
  z.strictObject({ type: z.literal('site/operation'), origin, operation: operationSchema }),
  z.strictObject({ type: z.literal('tabs/context'), tabId }),
  // A panel opening: the page or entry the tab shows, read at once (src/background/read-ahead.ts).
  z.strictObject({ type: z.literal('panel/read-ahead'), tabId, closingDrafts: z.array(chars(1, 8192)).check(z.maxLength(CLOSING_DRAFTS_MAX)) }),
  // The toolbar button on a tab of no added site: is it a site of the platform?
  z.strictObject({ type: z.literal('tabs/inspect'), tabId }),
  z.strictObject({
    type: z.literal('preview/show'),
    tabId,
    ...previewDocument,
    kind: z.enum(PREVIEWED_KINDS),
    html: previewText,
    originalHtml: previewText,
  }),
  z.strictObject({ type: z.literal('preview/clear'), tabId, ...previewDocument }),
  // The design while it is edited: the site's CSS, a global block's HTML; a block outlined.
  z.strictObject({ type: z.literal('preview/css'), tabId, ...previewDocument, css: previewText }),
  z.strictObject({ type: z.literal('preview/block'), tabId, ...previewDocument, block: blockId, html: previewText }),
  z.strictObject({ type: z.literal('preview/outline'), tabId, ...previewDocument, block: z.nullable(blockId) }),
  z.strictObject({ type: z.literal('preview/menu'), tabId, ...previewDocument, menuId: positiveId, items: menuPreviewItems }),
  // The controls on the page's comments, shown while the panel shows that entry's comments.
  z.strictObject({ type: z.literal('preview/comment-picks'), tabId, ...previewDocument, on: z.boolean() }),
  // Point to edit in the tab's page: Alt+click while the panel is open (`on`), plain clicks too
  // (`clicks`); `region`: the page's content as the panel read it, to find where it sits.
  z.strictObject({
    type: z.literal('preview/point'), tabId, ...previewDocument, on: z.boolean(), clicks: z.boolean(),
    region: z.optional(z.strictObject({ kind: z.enum(PREVIEWED_KINDS), originalHtml: previewText })),
  }),
  z.strictObject({ type: z.literal('messages/gone'), tabId, ...previewDocument, what: z.enum(MODERATED), ids: z.array(positiveId).check(z.minLength(1), z.maxLength(MESSAGES_GONE_MAX)) }),
  z.strictObject({ type: z.literal('pages/resolve-slug'), origin, slug: chars(1, 512) }),
  z.strictObject({ type: z.literal('sites/set-launcher'), origin, hidden: z.boolean() }),
  z.strictObject({ type: z.literal('sites/set-preview'), origin, off: z.boolean() }),
]);

/** A part of the page the panel edits (src/kinds/on-page.ts) and what it shows there. */
const shownPart = z.strictObject({ kind: z.enum(PART_KINDS), id: positiveId, words: chars(0, SHOWN_WORDS_MAX) });

export const contentRequestSchema = z.discriminatedUnion('type', [
  // What the page shows; what it is, the background takes from the sender's URL.
  z.strictObject({
    type: z.literal('content/hello'),
    /** The menus, mail forms and polls the page shows, each with its words: how the panel names it. */
    parts: z.optional(z.array(shownPart).check(z.maxLength(HELLO_LIST_MAX * PART_KINDS.length))),
    /** The page shows the mini-chat. */
    minichat: z.optional(z.boolean()),
    /** Global blocks the page shows. */
    blocks: z.optional(z.array(blockId).check(z.maxLength(HELLO_LIST_MAX))),
    /** The address the document was loaded from (its script may have changed the address bar since). */
    loadedFrom: z.optional(chars(1, 8_192)),
  }),
  z.strictObject({ type: z.literal('content/open-panel') }),
  // The owner pressed the control on a comment of the entry on screen.
  z.strictObject({ type: z.literal('content/pick-comment'), commentId: positiveId }),
  // The owner pointed at something on the page (Point to edit), or left Point to edit (Esc).
  z.strictObject({ type: z.literal('content/point'), target: pointTarget }),
  z.strictObject({ type: z.literal('content/point-leave') }),
]);

export type PageRequest = z.infer<typeof pageRequestSchema>;
export type ContentRequest = z.infer<typeof contentRequestSchema>;

/** A site as extension pages see it: no token, and how much of its hourly quota is left. */
export type SiteSummary = PublicSite & { quota: QuotaStatus };

/** What a tab of a registered site has reported; nothing secret. */
export interface TabContext {
  tabId: number;
  url: string;
  /**
   * The tab's address when its page said hello, where a script of the page had changed it from
   * `url`: the browser's word of that change may come after the hello, and is no leaving.
   */
  shownAs?: string;
  /** The document that reported (where the browser names documents): a preview goes to it alone. */
  documentId?: string;
  site: PublicSite;
  /** What the URL shows (detected in the background from the sender's URL). */
  resource: Resource;
  /** The menus, mail forms and polls the page shows, in the order of its markup, each kind's first few. */
  parts: ShownPart[];
  /** Whether the page shows the mini-chat. */
  minichat?: boolean;
  /** Global blocks the page shows, by id, in the order of its markup. */
  blocks: string[];
}

export interface CommentPick {
  commentId: number;
  /** When (ms), so that the same comment picked twice is news twice. */
  at: number;
}

/** The tab's page as the panel knew it when it made a preview: the only page to show it in. */
export type PreviewDocument = Pick<TabContext, 'tabId' | 'url' | 'documentId'>;

/** A page's or entry's draft to show in place of its content (`originalHtml`: to find where that is). */
export interface PageDraft {
  type: 'preview/show';
  kind: PreviewedKind;
  html: string;
  originalHtml: string;
}

/** A menu item as the page previews it: its label, its address and how deep it is (0: the top). */
export interface MenuPreviewItem {
  name: string;
  url: string;
  depth: number;
}

/** Background to content script: show a draft in place, or go back to the page as it was. */
export type PreviewCommand =
  // `version` names the draft shown, for the patches that follow it.
  | PageDraft & { version: number }
  // The next version of the draft shown, as the stretch that changed (`onto`: the version it changes).
  | { type: 'preview/patch'; onto: number; version: number; patch: TextPatch }
  | { type: 'preview/css'; css: string }
  | { type: 'preview/block'; block: string; html: string }
  | { type: 'preview/menu'; menuId: number; items: MenuPreviewItem[] }
  | { type: 'preview/outline'; block: string | null }
  | { type: 'preview/comment-picks'; on: boolean }
  | PointCommand
  | { type: 'preview/clear' };

/** Point to edit in the page: Alt+click while `on`, plain clicks too while `clicks`; `region`: the content as read, to find it. */
export interface PointCommand {
  type: 'preview/point';
  on: boolean;
  clicks: boolean;
  region?: PointRegion;
}

/** The page's or entry's content as the panel read it: where it sits in the page is found by it. */
export interface PointRegion {
  kind: PreviewedKind;
  originalHtml: string;
}

/** Background to content script: comments or guest book messages deleted on the site, to take out of the page. */
export interface MessagesGone {
  type: 'messages/gone';
  what: Moderated;
  ids: number[];
}

/** A read made when a panel opened: what was asked of which site, and the answer. */
export interface ReadAhead {
  origin: string;
  /** The key its draft and its editing lock go by (e.g. "page:3"), which the background found free. */
  resource: string;
  operation: Operation;
  value: unknown;
}
/** Null: no read was made. */
export type ReadAheadReply = ReadAhead | null;

/** The launcher's label and accessible name, in the owner's language (empty when it is not shown). */
export interface LauncherWords {
  show: boolean;
  label: string;
  aria: string;
}

export interface PageReplies {
  'sites/list': SiteSummary[];
  'sites/add': PublicSite;
  'sites/remove': { removed: boolean };
  'sites/check': PublicSite;
  'sites/replace-token': PublicSite;
  'quota/status': QuotaStatus;
  'site/operation': unknown;
  'preview/show': { shown: boolean };
  'preview/clear': { cleared: boolean };
  'preview/css': { shown: boolean };
  'preview/block': { shown: boolean };
  'preview/outline': { shown: boolean };
  'preview/menu': { shown: boolean };
  'preview/comment-picks': { shown: boolean };
  'preview/point': { shown: boolean };
  'messages/gone': { removed: boolean };
  'pages/resolve-slug': { id: number | null };
  'sites/set-launcher': PublicSite;
  'sites/set-preview': PublicSite;
  'tabs/context': TabContext | null;
  'panel/read-ahead': ReadAheadReply;
  'tabs/inspect': TabInspection;
}

/** What one look at a tab found, for a panel with no site to show. */
export type TabInspection =
  /** One of the owner's sites (its page has not reported yet). */
  | { state: 'added'; origin: string }
  /** A site of the platform, not added: `address` is what to add (https unless this machine). */
  | { state: 'platform'; origin: string; address: string; markers: string[] }
  /** A web page of another kind of site. */
  | { state: 'other'; origin: string }
  /** A browser page, a file: nothing to add. */
  | { state: 'not-web' }
  /** Inplace may not look at the tab: the toolbar button was not clicked on it. */
  | { state: 'no-access' };

export interface ContentReplies {
  'content/hello': { registered: false } | { registered: true; siteLabel: string; launcher: LauncherWords; commentControls: boolean };
  /** `opened: false` where the browser lets only its own UI open the panel (Firefox). */
  'content/open-panel': { opened: boolean };
  'content/pick-comment': { opened: boolean };
  'content/point': { opened: boolean };
  'content/point-leave': { left: boolean };
}

/** Every reply travels in this envelope so that a refusal is data, not a thrown structured-clone. */
export type Envelope<T> = { ok: true; value: T } | { ok: false; error: EnvelopeError };

export interface EnvelopeError {
  code: MessageErrorCode;
  message: string;
  /** For API_ERROR: the whole story (platform code, num, remedy, when to retry). */
  api?: ApiErrorDetails;
}

export type MessageErrorCode = 'UNKNOWN_SENDER' | 'MALFORMED' | 'NOT_ALLOWED' | 'API_ERROR' | 'FAILED';
