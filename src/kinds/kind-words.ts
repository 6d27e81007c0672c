// What a kind of record is called wherever the owner meets it: on the site's button, in the
// panel's buttons, headings and lists. Each kind says it in its own folder (src/kinds/<kind>/).
import type { MessageKey } from '../i18n';

export interface KindWords {
  /** The on-page button's words when the tab shows one ("Edit page", "Edit news entry"). */
  launcher?: MessageKey;
  /** The on-page button's words on the module's list or a category of it ("Edit news"): it opens the list. */
  listLauncher?: MessageKey;
  /** What the tab shows, for the panel's site line, where its page's markup names it ("photo", "shop category"). */
  noun?: MessageKey;
  /** The panel's button for the one the tab shows ("This page", "This news entry"). */
  thisOne?: MessageKey;
  /** The editor's heading: a new one, one with its name, one known by its number only. */
  editor: { create?: MessageKey; named: MessageKey; numbered: MessageKey };
  /** How Also on this page names one the page shows: by its words there ("Menu: Главная, О нас"), else by its number. */
  alsoHere?: { showing: MessageKey; numbered: MessageKey };
  /**
   * Its section of All of the site: heading, the button that lists them, "New …" where offered
   * there, and its module's settings ("News settings") where the site has them (`GET /<module>/setup`).
   */
  section?: { title: MessageKey; show: MessageKey; create?: MessageKey; settings?: MessageKey };
}
