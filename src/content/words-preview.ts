// A draft's title and category where the page shows them, as its content is: the entry's title
// (`.eTitle`; a moderator's menu may sit inside it, platform-notes §6, so only text that reads as
// the title changes), the tab's title, and the category's link among the entry's details
// (`.eDetails`). Text only, never markup; clear puts each back as it was.
import { ENTRY_DETAILS, ENTRY_TITLE } from '../detect/platform-markup';
import type { ShownWords } from '../messages/to-content-script';

const PLACES: Record<ShownWords['part'], string> = { title: ENTRY_TITLE, category: `${ENTRY_DETAILS} a` };

export function createWordsPreview(doc: Document) {
  let changed: { node: Text; was: string }[] = [];
  /** The tab's title as the page had it, while the draft's shows. */
  let tabTitle: string | null = null;
  /** The words shown now: every key typed in the text sends them again, and the same words change nothing. */
  let shownKey = '[]';

  function clear(): boolean {
    const any = changed.length > 0 || tabTitle !== null;
    for (const { node, was } of changed) node.data = was;
    if (tabTitle !== null) doc.title = tabTitle;
    changed = [];
    tabTitle = null;
    shownKey = '[]';
    return any;
  }

  function show(words: readonly ShownWords[]): boolean {
    const key = JSON.stringify(words);
    if (key === shownKey) return changed.length > 0 || tabTitle !== null;
    clear();
    shownKey = key;
    for (const { part, from, to } of words) {
      const read = from.trim();
      if (!read || read === to.trim()) continue;
      for (const place of doc.querySelectorAll(PLACES[part])) {
        for (const node of textNodesOf(place)) {
          if (node.data.trim() !== read) continue;
          changed.push({ node, was: node.data });
          node.data = node.data.replace(read, to.trim());
        }
      }
      if (part === 'title' && doc.title.includes(read)) {
        tabTitle = doc.title;
        doc.title = tabTitle.replace(read, to.trim());
      }
    }
    return changed.length > 0 || tabTitle !== null;
  }

  return { show, clear };
}

function textNodesOf(root: Element): Text[] {
  const walker = root.ownerDocument.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
  const nodes: Text[] = [];
  while (walker.nextNode()) nodes.push(walker.currentNode as Text);
  return nodes;
}
