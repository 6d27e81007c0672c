// Extension page (side panel, options page) → background: what a page of the extension may ask,
// as schemas, and what each request is answered with. The background parses every request with
// these (src/messages/router.ts) and checks its sender is a page of this extension.
import { chars, z } from '../validation/z';
import type { QuotaStatus } from '../quota/ledger';
import { PREVIEWED_KINDS } from '../vocabulary/kinds';
import type { PublicSite } from '../vault/site-record';
import { CLOSING_DRAFTS_MAX } from './limits';
import { MODERATED } from './moderated';
import { operationSchema } from './operations';
import type { ReadAheadReply, TabContext } from './protocol';
import { blockId, keys, menuPreviewItems, origin, positiveId, previewDocument, previewText, shownWords, tabId, token, tokenExpiresAt } from './schema-parts';

/** The most messages one request names (a bulk delete is sent in parts). */
export const MESSAGES_GONE_MAX = 500;

/** The document of a tab a request works on. */
const inTab = { tabId, ...previewDocument };

export const extensionPageRequestSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('sites/list') }),
  z.strictObject({
    type: z.literal('sites/add'),
    address: chars(1, 2048),
    token,
    keys,
    tokenExpiresAt,
  }),
  z.strictObject({ type: z.literal('sites/remove'), origin }),
  z.strictObject({ type: z.literal('sites/check'), origin }),
  z.strictObject({ type: z.literal('sites/replace-token'), origin, token, keys, tokenExpiresAt }),
  z.strictObject({ type: z.literal('quota/status'), origin }),
  z.strictObject({ type: z.literal('site/operation'), origin, operation: operationSchema }),
  z.strictObject({ type: z.literal('tabs/context'), tabId }),
  // A panel opening: the page or entry the tab shows, read at once (src/background/read-ahead.ts).
  z.strictObject({ type: z.literal('panel/read-ahead'), tabId, closingDrafts: z.array(chars(1, 8192)).check(z.maxLength(CLOSING_DRAFTS_MAX)) }),
  // The toolbar button on a tab of no added site: is it a site of the platform?
  z.strictObject({ type: z.literal('tabs/inspect'), tabId }),
  z.strictObject({
    type: z.literal('preview/show'),
    ...inTab,
    kind: z.enum(PREVIEWED_KINDS),
    html: previewText,
    originalHtml: previewText,
    words: z.optional(shownWords),
  }),
  z.strictObject({ type: z.literal('preview/clear'), ...inTab }),
  // The design while it is edited: the site's CSS, a global block's HTML; a block outlined.
  z.strictObject({ type: z.literal('preview/css'), ...inTab, css: previewText }),
  z.strictObject({ type: z.literal('preview/block'), ...inTab, block: blockId, html: previewText }),
  z.strictObject({ type: z.literal('preview/outline'), ...inTab, block: z.nullable(blockId) }),
  z.strictObject({ type: z.literal('preview/menu'), ...inTab, menuId: positiveId, items: menuPreviewItems }),
  // The controls on the page's comments, shown while the panel shows that entry's comments.
  z.strictObject({ type: z.literal('preview/comment-picks'), ...inTab, on: z.boolean() }),
  // Point to edit in the tab's page: Alt+click while the panel is open (`on`), plain clicks too
  // (`clicks`); `region`: the page's content as the panel read it, to find where it sits.
  z.strictObject({
    type: z.literal('preview/point'), ...inTab, on: z.boolean(), clicks: z.boolean(),
    region: z.optional(z.strictObject({ kind: z.enum(PREVIEWED_KINDS), originalHtml: previewText })),
  }),
  z.strictObject({ type: z.literal('messages/gone'), ...inTab, what: z.enum(MODERATED), ids: z.array(positiveId).check(z.minLength(1), z.maxLength(MESSAGES_GONE_MAX)) }),
  z.strictObject({ type: z.literal('sites/set-launcher'), origin, hidden: z.boolean() }),
  z.strictObject({ type: z.literal('sites/set-preview'), origin, off: z.boolean() }),
]);

export type ExtensionPageRequest = z.infer<typeof extensionPageRequestSchema>;

/** A site as extension pages see it: no token, and how much of its hourly quota is left. */
export type SiteSummary = PublicSite & { quota: QuotaStatus };

export interface ExtensionPageReplies {
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
