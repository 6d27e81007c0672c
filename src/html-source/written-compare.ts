// Whether the editor's document now and its snapshot serialise the same, node by node and run by
// run: what reconcile.ts copies from the source rather than writes fresh. What a node serialises
// to is kept (`written`, shared with the session's cache: written-cache.ts), so a keystroke
// writes out the block it changed, not the whole document.
import { BREAK, type Item } from './editor-items';
import { escapeAttribute, escapeText } from './source-model';

export interface WrittenCompare {
  /** What a node serialises to (a comment: nothing), zero-width spaces left out. */
  ser(node: Node): string;
  same(now: Node, then: Node): boolean;
  sameRun(a: Item[], b: Item[]): boolean;
}

/** An element's start tag with every attribute (its id in the source model too), as `ser` compares it. */
function openTagOf(element: Element): string {
  return `<${element.localName}${Array.from(element.attributes, (attr) => ` ${attr.name}="${escapeAttribute(attr.value)}"`).join('')}>`.replace(/\u200b/g, '');
}

export function writtenCompare(written: WeakMap<Node, string>): WrittenCompare {
  const ser = (node: Node): string => {
    let text = written.get(node);
    if (text === undefined) {
      text = (node instanceof Element ? node.outerHTML : node.nodeType === 3 ? escapeText(node.nodeValue ?? '') : '').replace(/\u200b/g, '');
      written.set(node, text);
    }
    return text;
  };
  /**
   * Whether a node serialises as its snapshot did, without writing out an element whose entry
   * is gone when its children tell: a wrapper around the whole text (a `<div>` the template
   * closes) then costs the child that changed, not the 200 KB it holds.
   */
  const same = (now: Node, then: Node): boolean => {
    // A comment (which `ser` writes as nothing) by its text.
    if (!(now instanceof Element) && now.nodeType !== 3) return now.nodeType === then.nodeType && now.nodeValue === then.nodeValue;
    const known = written.get(now);
    if (known !== undefined) return known === ser(then);
    if (now instanceof Element && then instanceof Element && now.childNodes.length > 0 && now.childNodes.length === then.childNodes.length) {
      const equal = openTagOf(now) === openTagOf(then) && Array.prototype.every.call(now.childNodes, (child: Node, i: number) => same(child, then.childNodes[i]!));
      // Kept as the snapshot's: the next read compares it by its entry, not by walking it again.
      if (equal) written.set(now, ser(then));
      return equal;
    }
    return ser(now) === ser(then);
  };
  const sameRun = (a: Item[], b: Item[]) => a.length === b.length && a.every((item, i) => (item === BREAK ? b[i] === BREAK : b[i] !== BREAK && same(item, b[i] as Node)));
  return { ser, same, sameRun };
}
