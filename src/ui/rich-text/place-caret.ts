// The caret put where the owner pointed on the page (in the visual engine's chunk, with parse5): after as many visible characters as the
// page showed before the spot (the same HTML renders in both, with other white space and, in the
// editor, "Kept as it is" boxes whose words the page never shows).
import type Squire from 'squire-rte';
import { spotAtVisibleChars } from '../../detect/text-offset';
import { KEEP_ATTR } from '../../html-source/source-model';

export function placeCaret(editor: Squire, root: HTMLElement, offset: number): void {
  const spot = spotAtVisibleChars(root, offset, `[${KEEP_ATTR}]`);
  const range = root.ownerDocument.createRange();
  if (spot) range.setStart(spot.node, spot.offset);
  else range.setStart(root, 0);
  range.collapse(true);
  // Focus first: Squire's focus puts back the selection it saved, which the new one replaces.
  editor.focus();
  editor.setSelection(range);
  (spot?.node.parentElement ?? root).scrollIntoView({ block: 'center' });
  if (spot) showPointedWord(spot.node, spot.offset);
}

/** How long the word pointed at stays marked in the editor. */
const POINTED_MARK_MS = 2500;
let unmark: ReturnType<typeof setTimeout> | undefined;

/**
 * Marks the word pointed at for a moment: the keyboard stays in the page after the click
 * (browsers let no extension move it into the side panel), so the owner sees where the caret
 * waits. A highlight, not markup: nothing of it can reach the content.
 */
function showPointedWord(node: Text, offset: number): void {
  const highlights = (globalThis as { CSS?: { highlights?: Map<string, unknown> } }).CSS?.highlights;
  if (!highlights || typeof Highlight !== 'function') return;
  const before = node.data.slice(0, offset).search(/\S+$/);
  const after = node.data.slice(offset).search(/\s|$/);
  const range = node.ownerDocument.createRange();
  range.setStart(node, before < 0 ? offset : before);
  range.setEnd(node, offset + after);
  highlights.set('inplace-pointed', new Highlight(range));
  clearTimeout(unmark);
  unmark = setTimeout(() => highlights.delete('inplace-pointed'), POINTED_MARK_MS);
}

/**
 * Runs `change`, which replaces the editor's document by one that starts the same (a long
 * text's whole after its first screen: the same source, the same nodes first), with the caret
 * kept where it was, found again by its path from the root: a key pressed as the rest comes in
 * lands where the owner put the caret.
 */
export function keepingCaret(editor: Squire, root: HTMLElement, change: () => void): void {
  const selection = root.ownerDocument.getSelection();
  const anchor = selection?.anchorNode;
  if (!selection || !anchor || !root.contains(anchor)) return change();
  const path: number[] = [];
  for (let node = anchor; node !== root; node = node.parentNode!) path.unshift([...node.parentNode!.childNodes].indexOf(node as ChildNode));
  const offset = selection.anchorOffset;
  change();
  let node: Node | undefined = root;
  for (const index of path) node = node?.childNodes[index];
  const fits = node && (node.nodeType === Node.TEXT_NODE ? (node as Text).length : node.childNodes.length) >= offset;
  const range = root.ownerDocument.createRange();
  if (node && fits) range.setStart(node, offset);
  else range.setStart(root, 0);
  range.collapse(true);
  // Squire applies a selection only while it counts itself focused; the page's goes there anyway.
  editor.setSelection(range);
  selection.removeAllRanges();
  selection.addRange(range);
}
