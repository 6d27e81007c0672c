// What the extension's parts share about a tab and a reply. Requests are named by their
// direction: from-extension-page.ts (side panel, options page → background),
// from-content-script.ts (content script → background), to-content-script.ts (background →
// the content script of the document the panel works on).
import type { ApiErrorDetails } from '../api/errors';
import type { Resource } from '../detect/resource';
import type { ShownPart } from '../kinds/on-page';
import type { PublicSite } from '../vault/site-record';
import type { Operation } from './operations';

export { MODERATED, type Moderated } from './moderated';

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

/** A read made when a panel opened: what was asked of which site, and the answer. */
export interface ReadAhead {
  origin: string;
  /** The key its draft and its editing lock go by (e.g. "page:3"), which the background found free. */
  resourceKey: string;
  operation: Operation;
  value: unknown;
}
/** Null: no read was made. */
export type ReadAheadReply = ReadAhead | null;

/** Every reply travels in this envelope so that a refusal is data, not a thrown structured-clone. */
export type Envelope<T> = { ok: true; value: T } | { ok: false; error: EnvelopeError };

export interface EnvelopeError {
  code: MessageErrorCode;
  message: string;
  /** For API_ERROR: the whole story (platform code, num, remedy, when to retry). */
  api?: ApiErrorDetails;
}

export type MessageErrorCode = 'UNKNOWN_SENDER' | 'MALFORMED' | 'NOT_ALLOWED' | 'API_ERROR' | 'FAILED';
