// How the site's pages show a kind of record as a part of the page (a menu, a mail form, a poll):
// the content script finds each by its element, names it by the words it shows, and the hello
// carries them (`ShownPart`); the panel lists them under Also on this page. Each such kind says
// it in its own folder (`src/kinds/<kind>/on-page.ts`); `src/kinds/on-page.ts` lists them.
import type { MessageKey } from '../i18n';

export interface KindOnPage {
  /** The platform's element that shows one (src/detect/platform-markup.ts). */
  selector: string;
  /** Its id follows this prefix in the element's `id`. */
  idPrefix: string;
  /** What it shows there, by which the owner knows it (its first labels, its question). */
  wordsOf(element: Element): string;
  /**
   * Point to edit's label for the whole part, `$1` its words or number ("Mail form: Name,
   * E-mail"); pointing at it opens it. Absent for a part pointed at within (a menu, by its item).
   */
  pointed?: MessageKey;
  /**
   * A record a page shows as its main one (a photo's, a video's page): where it shows its title and
   * its text, which Point to edit opens at Title and at the word pointed at (`label` over the text).
   */
  shownFields?: { title: string; text: string; label: MessageKey };
}
