// A spot in rendered text, counted in visible characters: the characters of text nodes that are
// not white space, outside scripts and styles. The page and the panel's visual editor render the
// same HTML with different white space and wrappers, and count the same characters up to a spot:
// so a word pointed at in the page is found again in the editor.

const UNSEEN = 'script, style, noscript, template';

function countable(node: Node, root: Node, skip: string | undefined): boolean {
  const parent = node.parentElement;
  if (!parent) return true;
  const unseen = parent.closest(skip ? `${UNSEEN}, ${skip}` : UNSEEN);
  return !unseen || !root.contains(unseen) || unseen === root;
}

const visible = (text: string) => text.replace(/\s+/g, '').length;

function* textNodes(root: Node, skip: string | undefined): Generator<Text> {
  const doc = root.ownerDocument ?? (root as Document);
  const walker = doc.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const node = walker.currentNode as Text;
    if (countable(node, root, skip)) yield node;
  }
}

/**
 * Visible characters in `root` before the spot (`node`, `offset`: a text node and a character in
 * it, or an element and a child index). `skip`: elements whose text does not count (the
 * editor's "Kept as it is" boxes).
 */
export function visibleCharsBefore(root: Node, node: Node, offset: number, skip?: string): number {
  let count = 0;
  for (const text of textNodes(root, skip)) {
    if (text === node) return count + visible((text.data).slice(0, offset));
    // A text after the spot: the spot is an element boundary before it.
    const position = node.compareDocumentPosition(text);
    const after = node.nodeType === Node.TEXT_NODE
      ? Boolean(position & Node.DOCUMENT_POSITION_FOLLOWING)
      : isAfterBoundary(node, offset, text);
    if (after) return count;
    count += visible(text.data);
  }
  return count;
}

/** Whether `text` comes after the boundary at child `offset` of `element`. */
function isAfterBoundary(element: Node, offset: number, text: Text): boolean {
  const child = element.childNodes[offset];
  if (!child) return !element.contains(text) && Boolean(element.compareDocumentPosition(text) & Node.DOCUMENT_POSITION_FOLLOWING);
  return child === text || child.contains(text) || Boolean(child.compareDocumentPosition(text) & Node.DOCUMENT_POSITION_FOLLOWING);
}

/**
 * The spot after `count` visible characters of `root`: in the text node holding the next one,
 * before it (or at the end of the last text, for a count past the end). Null: no text at all.
 */
export function spotAtVisibleChars(root: Node, count: number, skip?: string): { node: Text; offset: number } | null {
  let left = Math.max(0, count);
  let last: Text | null = null;
  for (const text of textNodes(root, skip)) {
    last = text;
    const data = text.data;
    for (let at = 0; at < data.length; at++) {
      if (/\s/.test(data[at]!)) continue;
      if (left === 0) return { node: text, offset: at };
      left--;
    }
  }
  return last ? { node: last, offset: last.data.length } : null;
}

/** In plain text (a textarea's), where `count` visible characters end: the index of the next one. */
export function indexAtVisibleChars(text: string, count: number): number {
  let seen = 0;
  for (let index = 0; index < text.length; index++) {
    if (/\s/.test(text[index]!)) continue;
    if (seen === count) return index;
    seen += 1;
  }
  return text.length;
}
