// What the content script tells the background about the page it runs in: the parts it shows that
// the panel edits (each kind's `on-page.ts`: menus, mail forms, polls), the mini-chat and global
// blocks (what the page is, the background takes from its URL). Read in one query over the
// elements and one walk over the comments: it runs on every page of the site.
import { blockIdsIn, idsAfterPrefix } from '../detect/design-in-markup';
import { MINICHAT_ID } from '../detect/platform-markup';
import { HELLO_LIST_MAX } from '../messages/limits';
import { ON_PAGE, PART_KINDS, type ShownPart } from '../kinds/on-page';

export interface PageFacts {
  /** Each kind's parts in the order of the markup, the kinds in the order of src/kinds/on-page.ts. */
  parts: ShownPart[];
  minichat: boolean;
  blocks: string[];
}

/** The elements of every part and the mini-chat in the platform's markup (platform-notes §4, §5): one query finds them all. */
const ELEMENTS = [...PART_KINDS.map((kind) => ON_PAGE[kind].selector), `#${MINICHAT_ID}`].join(', ');

export function readPageFacts(doc: Document): PageFacts {
  // Ids as the markup writes them (a form's `id` property is its control named "id", if it has one), by kind.
  const found = new Map<string, Element[]>(PART_KINDS.map((kind) => [kind, []]));
  let minichat = false;
  for (const element of doc.querySelectorAll(ELEMENTS)) {
    if (element.getAttribute('id') === MINICHAT_ID) minichat = true;
    // Each element once, into the first kind whose element it is: this runs on every page load.
    const kind = PART_KINDS.find((each) => element.matches(ON_PAGE[each].selector));
    if (kind) found.get(kind)!.push(element);
  }
  const comments: string[] = [];
  const walker = doc.createTreeWalker(doc.documentElement, NodeFilter.SHOW_COMMENT);
  while (walker.nextNode()) comments.push(walker.currentNode.nodeValue ?? '');
  return { parts: PART_KINDS.flatMap((kind) => partsOf(doc, kind, found.get(kind) ?? [])), minichat, blocks: blockIdsIn(comments).slice(0, HELLO_LIST_MAX) };
}

/** A kind's parts: the first of them, as many as a hello may name (more would refuse the whole hello), each with its words. */
function partsOf(doc: Document, kind: ShownPart['kind'], elements: Element[]): ShownPart[] {
  const { idPrefix, wordsOf } = ON_PAGE[kind];
  const ids = idsAfterPrefix(elements.map((element) => element.getAttribute('id') ?? ''), idPrefix).slice(0, HELLO_LIST_MAX);
  return ids.map((id) => {
    // Words from the first element of that id, as the page shows it.
    const part = doc.getElementById(`${idPrefix}${id}`);
    return { kind, id, words: part ? wordsOf(part) : '' };
  });
}
