// What the visual editor's nodes serialise to, kept between reads of the document: reading a
// 200 KB document back after a keystroke then writes out the block that changed, not all of it.
// A node's entry goes when the node or anything in it changes; a node put into the document
// loses its own and its descendants' entries (it may have changed while out of it).

export interface WrittenCache {
  /** The entries still true now. */
  current(): WeakMap<Node, string>;
  stop(): void;
}

export function writtenCache(root: Node): WrittenCache {
  const written = new WeakMap<Node, string>();
  const forget = (records: MutationRecord[]) => {
    for (const record of records) {
      for (let node: Node | null = record.target; node && node !== root; node = node.parentNode) written.delete(node);
      for (const added of record.addedNodes) {
        written.delete(added);
        const walker = added.ownerDocument?.createTreeWalker(added);
        while (walker?.nextNode()) written.delete(walker.currentNode);
      }
    }
  };
  const observer = new MutationObserver(forget);
  observer.observe(root, { subtree: true, childList: true, characterData: true, attributes: true });
  return {
    current() {
      forget(observer.takeRecords());
      return written;
    },
    stop: () => observer.disconnect(),
  };
}
