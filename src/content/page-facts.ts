// What the content script tells the background about the page it runs in: the menus, mini-chat,
// global blocks, mail forms and polls it shows (what the page is, the background takes from its
// URL). Read in one query over the elements and one walk over the comments: it runs on every
// page of the site.
import { blockIdsIn, idsAfterPrefix } from '../detect/design-in-markup';
import { menuIdsFromElementIds, menuWordsOf } from '../detect/menus-in-markup';
import { MAIL_FORM, MAIL_FORM_ID_PREFIX, MAIL_FORM_LABELS, MENU, MENU_ID_PREFIX, MINICHAT_ID, POLL, POLL_ID_PREFIX, POLL_QUESTION } from '../detect/platform-markup';
import { shownWords } from '../detect/shown-words';
import { HELLO_LIST_MAX } from '../messages/limits';

export interface PageFacts {
  menuIds: number[];
  /** Each menu's first labels, in the order of `menuIds` ('' for a menu showing none). */
  menuWords: string[];
  minichat: boolean;
  blocks: string[];
  mailFormIds: number[];
  /** Each form's first field labels, in the order of `mailFormIds` ('' where none shows). */
  mailFormWords: string[];
  pollIds: number[];
  /** Each poll's question, in the order of `pollIds` ('' where none shows). */
  pollWords: string[];
}

/** The elements of each in the platform's markup (platform-notes §4, §5): one query finds them all. */
const PARTS = `${MENU}, ${MAIL_FORM}, ${POLL}, #${MINICHAT_ID}`;
/** How many of a form's first field labels name it. */
export const FORM_WORDS_LABELS = 3;

export function readPageFacts(doc: Document): PageFacts {
  // Ids as the markup writes them: a form's `id` property is its control named "id", if it has one.
  const ids: string[] = [];
  const formIds: string[] = [];
  for (const element of doc.querySelectorAll(PARTS)) {
    const id = element.getAttribute('id') ?? '';
    (element.localName === 'form' && id.startsWith(MAIL_FORM_ID_PREFIX) ? formIds : ids).push(id);
  }
  const comments: string[] = [];
  const walker = doc.createTreeWalker(doc.documentElement, NodeFilter.SHOW_COMMENT);
  while (walker.nextNode()) comments.push(walker.currentNode.nodeValue ?? '');
  // The first of each, as many as a hello may name: more would refuse the whole hello.
  const first = <T>(list: T[]) => list.slice(0, HELLO_LIST_MAX);
  const menuIds = first(menuIdsFromElementIds(ids));
  const mailFormIds = first(idsAfterPrefix(formIds, MAIL_FORM_ID_PREFIX));
  const pollIds = first(idsAfterPrefix(ids, POLL_ID_PREFIX));
  // Each part's words, looked up by its id, for the parts named only.
  const wordsOf = (partIds: number[], prefix: string, words: (part: Element) => string) =>
    partIds.map((id) => {
      const part = doc.getElementById(`${prefix}${id}`);
      return part ? words(part) : '';
    });
  return {
    menuIds,
    menuWords: wordsOf(menuIds, MENU_ID_PREFIX, menuWordsOf),
    minichat: ids.includes(MINICHAT_ID),
    blocks: first(blockIdsIn(comments)),
    mailFormIds,
    mailFormWords: wordsOf(mailFormIds, MAIL_FORM_ID_PREFIX, (form) => shownWords(form, MAIL_FORM_LABELS, FORM_WORDS_LABELS)),
    pollIds,
    pollWords: wordsOf(pollIds, POLL_ID_PREFIX, (poll) => shownWords(poll, POLL_QUESTION, 1)),
  };
}
