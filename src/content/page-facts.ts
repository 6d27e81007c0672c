// What the content script tells the background about the page it runs in: the menus, mini-chat,
// global blocks, mail forms and polls it shows (what the page is, the background takes from its
// URL). Read in one query over the elements and one walk over the comments: it runs on every
// page of the site.
import { blockIdsIn, idsAfterPrefix } from '../detect/design-in-markup';
import { menuIdsFromElementIds, menuWordsOf } from '../detect/menus-in-markup';
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
const MAIL_FORM = 'mffm';
const POLL = 'pollBlock';
const MINICHAT = 'mchatBlock';
const MENU = 'uNMenuDiv';
const PARTS = `[id^="${MENU}"], form[id^="${MAIL_FORM}"], [id^="${POLL}"], #${MINICHAT}`;
/**
 * Where a poll shows its question and a form its fields' names: `.pollQue` is the class themes
 * style a poll's question by, `label` a guess for the forms (no source shows their markup).
 */
export const POLL_QUESTION = '.pollQue';
export const FORM_LABELS = 'label';
export const FORM_WORDS_LABELS = 3;

export function readPageFacts(doc: Document): PageFacts {
  // Ids as the markup writes them: a form's `id` property is its control named "id", if it has one.
  const ids: string[] = [];
  const formIds: string[] = [];
  for (const element of doc.querySelectorAll(PARTS)) {
    const id = element.getAttribute('id') ?? '';
    (element.localName === 'form' && id.startsWith(MAIL_FORM) ? formIds : ids).push(id);
  }
  const comments: string[] = [];
  const walker = doc.createTreeWalker(doc.documentElement, NodeFilter.SHOW_COMMENT);
  while (walker.nextNode()) comments.push(walker.currentNode.nodeValue ?? '');
  // The first of each, as many as a hello may name: more would refuse the whole hello.
  const first = <T>(list: T[]) => list.slice(0, HELLO_LIST_MAX);
  const menuIds = first(menuIdsFromElementIds(ids));
  const mailFormIds = first(idsAfterPrefix(formIds, MAIL_FORM));
  const pollIds = first(idsAfterPrefix(ids, POLL));
  // Each part's words, looked up by its id, for the parts named only.
  const wordsOf = (partIds: number[], prefix: string, words: (part: Element) => string) =>
    partIds.map((id) => {
      const part = doc.getElementById(`${prefix}${id}`);
      return part ? words(part) : '';
    });
  return {
    menuIds,
    menuWords: wordsOf(menuIds, MENU, menuWordsOf),
    minichat: ids.includes(MINICHAT),
    blocks: first(blockIdsIn(comments)),
    mailFormIds,
    mailFormWords: wordsOf(mailFormIds, MAIL_FORM, (form) => shownWords(form, FORM_LABELS, FORM_WORDS_LABELS)),
    pollIds,
    pollWords: wordsOf(pollIds, POLL, (poll) => shownWords(poll, POLL_QUESTION, 1)),
  };
}
