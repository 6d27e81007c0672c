// The values requests are made of, shared by the schemas of both senders: ids, origins, the
// document a preview is for, preview texts, where the owner pointed.
import { chars, z } from '../validation/z';
import { BLOCK_ID, PART_KINDS } from '../vocabulary/kinds';
import { MENU_PREVIEW_DEPTH_MAX, MENU_PREVIEW_ITEMS_MAX, SHOWN_WORDS_LENGTH_MAX } from './limits';
import { POINT_MENU_ITEM_MAX, POINT_OFFSET_MAX, POINT_RULES_MAX, POINT_SELECTOR } from './point';

export const tabId = z.int().check(z.nonnegative());
export const positiveId = z.int().check(z.positive());
export const token = chars(1, 8192);
/** An older key set's parts besides its token. */
export const keys = z.optional(z.strictObject({ consumerKey: chars(1, 512), consumerSecret: chars(1, 512), tokenSecret: chars(1, 512) }));
export const origin = chars(1, 2048);
/** A JWT's expiry as the page read it (ms), within what a date can hold. */
export const tokenExpiresAt = z.optional(z.number().check(z.positive(), z.lte(8.64e15)));

/** The document a preview was made for: the tab's page as the panel knew it. */
export const previewDocument = { url: chars(1, 8192), documentId: z.optional(chars(1, 128)) };

export const blockId = z.string().check(z.regex(BLOCK_ID));
/** Page content, a template, a block: the longest text a preview carries. */
export const previewText = chars(0, 5_000_000);
/** A menu as it is edited: its items depth-first, each with its depth (data, never HTML). */
export const menuPreviewItems = z.array(z.strictObject({ name: chars(0, 1024), url: chars(0, 8192), depth: z.int().check(z.nonnegative(), z.maximum(MENU_PREVIEW_DEPTH_MAX)) }))
  .check(z.maxLength(MENU_PREVIEW_ITEMS_MAX));
/** A draft's title and category where the page shows them: plain text, one of each at most. */
const shownWordsText = chars(1, SHOWN_WORDS_LENGTH_MAX);
export const shownWords = z.array(z.strictObject({ part: z.enum(['title', 'category']), from: shownWordsText, to: chars(0, SHOWN_WORDS_LENGTH_MAX) })).check(z.maxLength(2));

/** Where in a text the owner pointed: visible characters before the spot (detect/text-offset.ts). */
export const pointOffset = z.int().check(z.nonnegative(), z.maximum(POINT_OFFSET_MAX));

/** Rules of the site's CSS by their index among its top-level rules. */
const ruleIndexes = z.array(z.int().check(z.nonnegative())).check(z.maxLength(POINT_RULES_MAX));

/** Where the owner pointed on the page: what and where in it, never the page's text (point.ts). */
export const pointTarget = z.discriminatedUnion('what', [
  z.strictObject({ what: z.literal('content'), offset: pointOffset }),
  z.strictObject({ what: z.literal('title') }),
  z.strictObject({ what: z.literal('menu'), menuId: positiveId, item: z.int().check(z.nonnegative(), z.maximum(POINT_MENU_ITEM_MAX)) }),
  z.strictObject({ what: z.literal('block'), block: blockId, offset: pointOffset }),
  z.strictObject({ what: z.literal('part'), kind: z.enum(PART_KINDS), id: positiveId }),
  z.strictObject({ what: z.literal('comment'), id: positiveId }),
  z.strictObject({ what: z.literal('post'), id: positiveId, offset: pointOffset }),
  z.strictObject({ what: z.literal('listed'), id: positiveId, part: z.enum(['title', 'text']), offset: pointOffset }),
  z.strictObject({ what: z.literal('minichat') }),
  z.strictObject({ what: z.literal('layout') }),
  z.strictObject({
    what: z.literal('css'),
    rules: ruleIndexes,
    inherited: z.optional(ruleIndexes),
    selector: z.optional(z.string().check(z.regex(POINT_SELECTOR))),
  }),
]);
