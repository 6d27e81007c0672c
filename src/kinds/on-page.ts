// Every kind the site's pages show as a part of the page (or, a photo or a video, as what the page shows), one line each (each kind's
// `on-page.ts`): the content script finds them, the hello names them, the panel lists them.
// How to add a kind: docs/architecture.md.
import type { PartKind } from '../vocabulary/kinds';
import type { KindOnPage } from './kind-on-page';
import { mailformOnPage } from './mailform/on-page';
import { menuOnPage } from './menu/on-page';
import { photoOnPage } from './photo/on-page';
import { pollOnPage } from './poll/on-page';
import { shopcatOnPage } from './shopcat/on-page';
import { videoOnPage } from './video/on-page';

export const ON_PAGE: { [K in PartKind]: KindOnPage } = {
  photo: photoOnPage, video: videoOnPage, shopcat: shopcatOnPage, menu: menuOnPage, mailform: mailformOnPage, poll: pollOnPage,
};

export { PART_KINDS, type PartKind } from '../vocabulary/kinds';

/** A part of the page the panel edits, and what it shows there ('' where it shows no words). */
export interface ShownPart {
  kind: PartKind;
  id: number;
  words: string;
}
