// What the content script tells the background about the page it runs in: the menus, mini-chat,
// global blocks, mail forms and polls it shows (what the page is, the background takes from its
// URL). Read in one query over the elements and one walk over the comments: it runs on every
// page of the site.
import { blockIdsIn, idsAfterPrefix } from '../detect/design-in-markup';
import { menuIdsFromElementIds, menuWordsOf } from '../detect/menus-in-markup';
import { HELLO_LIST_MAX } from '../messages/limits';

export interface PageFacts {
  menuIds: number[];
  /** Each menu's first labels, in the order of `menuIds` ('' for a menu showing none). */
  menuWords: string[];
  minichat: boolean;
  blocks: string[];
  mailFormIds: number[];
  pollIds: number[];
}

/** The elements of each in the platform's markup (platform-notes §4, §5): one query finds them all. */
const MAIL_FORM = 'mffm';
const POLL = 'pollBlock';
const MINICHAT = 'mchatBlock';
const MENU = 'uNMenuDiv';
const PARTS = `[id^="${MENU}"], form[id^="${MAIL_FORM}"], [id^="${POLL}"], #${MINICHAT}`;

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
  return {
    menuIds,
    menuWords: menuIds.map((id) => {
      const menu = doc.getElementById(`${MENU}${id}`);
      return menu ? menuWordsOf(menu) : '';
    }),
    minichat: ids.includes(MINICHAT),
    blocks: first(blockIdsIn(comments)),
    mailFormIds: first(idsAfterPrefix(formIds, MAIL_FORM)),
    pollIds: first(idsAfterPrefix(ids, POLL)),
  };
}
