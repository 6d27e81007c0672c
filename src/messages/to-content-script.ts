// Background → content script: what the background relays to the document the panel works on
// (a draft to show, Point to edit's switch, messages deleted on the site). The content script
// checks each shape again before it acts (src/content/preview.ts, src/content/page-messages.ts).
import type { PreviewedKind } from '../vocabulary/kinds';
import type { Moderated } from './moderated';
import type { TextPatch } from './text-patch';

/** A page's or entry's draft to show in place of its content (`originalHtml`: to find where that is). */
export interface PageDraft {
  type: 'preview/show';
  kind: PreviewedKind;
  html: string;
  originalHtml: string;
  /** Its title and category as the draft changes them, where the page shows them (plain text). */
  words?: ShownWords[];
}

/** A title or a category's name the page shows (`from`, as read), as the draft has it (`to`). */
export interface ShownWords {
  part: 'title' | 'category';
  from: string;
  to: string;
}

/** A menu item as the page previews it: its label, its address and how deep it is (0: the top). */
export interface MenuPreviewItem {
  name: string;
  url: string;
  depth: number;
}

/** Show a draft in place, or go back to the page as it was. */
export type PreviewCommand =
  // `version` names the draft shown, for the patches that follow it.
  | PageDraft & { version: number }
  // The next version of the draft shown, as the stretch that changed (`onto`: the version it changes).
  | { type: 'preview/patch'; onto: number; version: number; patch: TextPatch; words?: ShownWords[] }
  | { type: 'preview/css'; css: string }
  | { type: 'preview/block'; block: string; html: string }
  | { type: 'preview/menu'; menuId: number; items: MenuPreviewItem[] }
  | { type: 'preview/outline'; block: string | null }
  | { type: 'preview/comment-picks'; on: boolean }
  | PointCommand
  | { type: 'preview/clear' };

/**
 * The content script's answer to a command that would show something while the editing script is
 * not in its document yet: the background puts it in and sends the command again.
 */
export const EDITING_NOT_IN_PAGE = 'editing-not-in-page';

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

/** Comments or guest book messages deleted on the site, to take out of the page. */
export interface MessagesGone {
  type: 'messages/gone';
  what: Moderated;
  ids: number[];
}
