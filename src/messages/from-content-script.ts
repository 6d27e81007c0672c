// Content script (in a site's tab) → background: what the content script may say, as schemas,
// and what each is answered with. The background parses every request with these; a content
// script's site is never in its payload, it is taken from the browser-set sender.
import { chars, z } from '../validation/z';
import { SHOWN_WORDS_MAX } from '../detect/shown-words';
import { PART_KINDS } from '../vocabulary/kinds';
import { HELLO_LIST_MAX } from './limits';
import { blockId, pointTarget, positiveId } from './schema-parts';

/** A part of the page the panel edits (src/kinds/on-page.ts) and what it shows there. */
const shownPart = z.strictObject({ kind: z.enum(PART_KINDS), id: positiveId, words: chars(0, SHOWN_WORDS_MAX) });

export const contentScriptRequestSchema = z.discriminatedUnion('type', [
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

export type ContentScriptRequest = z.infer<typeof contentScriptRequestSchema>;

/** The launcher's label and accessible name, in the owner's language (empty when it is not shown). */
export interface LauncherWords {
  show: boolean;
  label: string;
  aria: string;
  /** Its tooltip: the gesture that edits any part of the page. */
  tip: string;
  /** A draft of what the page shows waits in the panel (the button carries a dot). */
  draft?: boolean;
}

export interface ContentScriptReplies {
  'content/hello': { registered: false } | { registered: true; siteLabel: string; launcher: LauncherWords; commentControls: boolean };
  /** `opened: false` where the browser lets only its own UI open the panel (Firefox). */
  'content/open-panel': { opened: boolean };
  'content/pick-comment': { opened: boolean };
  'content/point': { opened: boolean };
  'content/point-leave': { left: boolean };
}
