// The visual editor's document as reconcile.ts reads it: a run of items per level, with the
// editor's own wrappers looked through (a break where one wrapper follows another), its controls
// left out, and each element that stands for a stretch of the source known by its anchor.
import { ID_ATTR, KEEP_ATTR } from './source-model';

/** A break between two blocks the editor made around inline content (written as <br>). */
export const BREAK = Symbol('break');
export type Item = Node | typeof BREAK;

/** The id that ties an element to its stretch of the source: kept as it is, or mapped. */
export function anchorId(node: Node): string | undefined {
  if (!(node instanceof Element)) return undefined;
  return node.getAttribute(KEEP_ATTR) ?? node.getAttribute(ID_ATTR) ?? undefined;
}

/** Blocks the editor made itself (around inline content, or a table's implied body) are looked through. */
function isEditorWrapper(node: Node): node is Element {
  return node instanceof Element && (node.localName === 'div' || node.localName === 'tbody') && !node.hasAttribute(ID_ATTR) && !node.hasAttribute(KEEP_ATTR);
}

const EDITOR_CONTROLS = 'squire-image-resize-container';

export function flatten(nodes: NodeListOf<ChildNode> | ChildNode[]): Item[] {
  const items: Item[] = [];
  let afterWrapper = false;
  for (const node of Array.from(nodes)) {
    // The editor's own controls (the image resize handles) are no content.
    if (node instanceof Element && node.classList.contains(EDITOR_CONTROLS)) continue;
    if (isEditorWrapper(node)) {
      if (afterWrapper && node.localName === 'div') items.push(BREAK);
      items.push(...flatten(node.childNodes));
      afterWrapper = true;
    } else {
      items.push(node);
      afterWrapper = false;
    }
  }
  return items;
}

/** The editor adds an empty paragraph at the end of the document after some edits: not the owner's. */
export function withoutBottomLine(items: Item[], before: Item[]): Item[] {
  const isBottomLine = (item: Item | undefined) =>
    item instanceof Element && item.localName === 'p' && !item.attributes.length && [...item.childNodes].every((child) => child.nodeName === 'BR');
  return isBottomLine(items.at(-1)) && !isBottomLine(before.at(-1)) ? items.slice(0, -1) : items;
}
