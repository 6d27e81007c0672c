// The HTML after a visual edit, written so that every part the owner did not touch keeps its
// exact source bytes. The editor's document right after loading (the snapshot) and now are both
// in the editor's own normal form; where they agree, the source is copied, and only what
// differs is written fresh.
import { patchSource } from './patch-source';
import { escapeAttribute, escapeText, ID_ATTR, isVoid, KEEP_ATTR, type SourceModel, type SourceRange } from './source-model';

/** A break between two blocks the editor made around inline content (written as <br>). */
const BREAK = Symbol('break');
type Item = Node | typeof BREAK;

export interface Snapshot {
  byId: Map<string, Element>;
  root: Element;
}

/** The editor's document as it was right after loading the source. */
export function snapshotOf(root: Element): Snapshot {
  const copy = root.cloneNode(true) as Element;
  const byId = new Map<string, Element>();
  for (const element of copy.querySelectorAll(`[${ID_ATTR}],[${KEEP_ATTR}]`)) {
    const id = anchorId(element);
    if (id && !byId.has(id)) byId.set(id, element);
  }
  return { byId, root: copy };
}

/**
 * `written`: what nodes serialise to, as far as known (a session keeps it between calls, and
 * forgets a node's entry when the node changes: written-cache.ts); a keystroke then serialises
 * the block it changed, not the whole document.
 */
export function reconcile(model: SourceModel, before: Snapshot, root: Element, written = new WeakMap<Node, string>()): string {
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
      return openTagOf(now) === openTagOf(then) && Array.prototype.every.call(now.childNodes, (child: Node, i: number) => same(child, then.childNodes[i]!));
    }
    return ser(now) === ser(then);
  };
  const sameRun = (a: Item[], b: Item[]) => a.length === b.length && a.every((item, i) => (item === BREAK ? b[i] === BREAK : b[i] !== BREAK && same(item, b[i] as Node)));

  const rangeOf = (id: string): SourceRange | undefined => model.elements.get(id) ?? model.kept.get(id);

  /** Anchors in source order, each once: what can be matched to the source. */
  const anchorsIn = (items: Item[], known?: Map<string, number>): Map<number, string> => {
    const anchors = new Map<number, string>();
    const seen = new Set<string>();
    let last = -1;
    items.forEach((item, index) => {
      const id = item === BREAK ? undefined : anchorId(item);
      const range = id ? rangeOf(id) : undefined;
      if (!id || !range || seen.has(id)) return;
      const order = known ? known.get(id) : range.start;
      if (order === undefined || order <= last) return;
      seen.add(id);
      last = order;
      anchors.set(index, id);
    });
    return anchors;
  };

  const freshRun = (items: Item[]): string =>
    items.map((item) => (item === BREAK ? '<br>' : fresh(item))).join('');

  const fresh = (node: Node): string => {
    if (node.nodeType === 3) return escapeText((node.nodeValue ?? '').replace(/\u200b/g, ''));
    if (!(node instanceof Element)) return '';
    const kept = node.getAttribute(KEEP_ATTR);
    const keptRange = kept !== null ? model.kept.get(kept) : undefined;
    if (keptRange) return model.source.slice(keptRange.start, keptRange.end);
    const tag = node.localName;
    return `${openTag(node)}${isVoid(tag) ? '' : `${Array.from(node.childNodes, fresh).join('')}</${tag}>`}`;
  };

  /** The content of an element (or of the whole document) between `range.start` and `range.end`. */
  const children = (now: ParentNode, then: ParentNode, range: SourceRange, root = false): string => {
    const itemsBefore = flatten(then.childNodes);
    const items = root ? withoutBottomLine(flatten(now.childNodes), itemsBefore) : flatten(now.childNodes);
    const anchorsBefore = anchorsIn(itemsBefore);
    const orderBefore = new Map([...anchorsBefore.values()].map((id, order) => [id, order]));
    const indexBefore = new Map([...anchorsBefore].map(([index, id]) => [id, index]));
    const anchors = anchorsIn(items, orderBefore);

    let html = '';
    let from = 0;
    let previous: string | null = null;
    const anchorsInOrder = [...anchorsBefore.values()];
    /** The items and the source between two anchors of the snapshot (null: the edge). */
    const between = (a: string | null, b: string | null) => ({
      items: itemsBefore.slice(a === null ? 0 : (indexBefore.get(a) as number) + 1, b === null ? itemsBefore.length : indexBefore.get(b)),
      source: model.source.slice(a === null ? range.start : rangeOf(a)!.end, b === null ? range.end : rangeOf(b)!.start),
    });
    const gap = (until: number, next: string | null) => {
      const run = items.slice(from, until);
      const prevOrder = previous === null ? -1 : (orderBefore.get(previous) as number);
      const nextOrder = next === null ? orderBefore.size : (orderBefore.get(next) as number);
      if (nextOrder !== prevOrder + 1) {
        // Blocks removed between two untouched ones: the space that stood before the first of
        // them (or after the last) still separates what is left.
        const removed = anchorsInOrder.slice(prevOrder + 1, nextOrder);
        const kept = previous !== null ? between(previous, removed[0]!) : between(removed.at(-1)!, next);
        return run.length === 0 && kept.items.length === 0 && !/\S/.test(kept.source) ? kept.source : freshRun(run);
      }
      const { items: runBefore, source: sourceGap } = between(previous, next);
      if (sameRun(run, runBefore)) return sourceGap;
      const html = freshRun(run);
      return patchSource(sourceGap, freshRun(runBefore), html) ?? keepOuterSpace(sourceGap, runBefore, html);
    };
    for (const [index, id] of anchors) {
      html += gap(index, id);
      html += anchor(items[index] as Element, id);
      from = index + 1;
      previous = id;
    }
    return html + gap(items.length, null);
  };

  /** The editor trims spaces at block edges: a rewritten run keeps the source's own. */
  const keepOuterSpace = (sourceGap: string, runBefore: Item[], html: string): string => {
    const before = runBefore.map((item) => (item === BREAK ? '' : ser(item))).join('');
    const lead = /^\s*/.exec(sourceGap)![0];
    const trail = /\s*$/.exec(sourceGap)![0];
    const start = !/^\s/.test(before) && !/^\s/.test(html) ? lead : '';
    const end = !/\s$/.test(before) && !/\s$/.test(html) && trail !== sourceGap ? trail : '';
    return start + html + end;
  };

  const anchor = (node: Element, id: string): string => {
    const keptRange = model.kept.get(id);
    if (keptRange) return model.source.slice(keptRange.start, keptRange.end);
    const source = model.elements.get(id)!;
    const then = before.byId.get(id)!;
    if (same(node, then)) return model.source.slice(source.start, source.end);
    const inner = children(node, then, { start: source.innerStart, end: source.innerEnd });
    if (openTag(node) === openTag(then)) {
      return model.source.slice(source.start, source.innerStart) + inner + model.source.slice(source.innerEnd, source.end);
    }
    return `${openTag(node)}${isVoid(node.localName) ? '' : `${inner}</${node.localName}>`}`;
  };

  return children(root, before.root, { start: 0, end: model.source.length }, true);
}

/** The editor adds an empty paragraph at the end of the document after some edits: not the owner's. */
function withoutBottomLine(items: Item[], before: Item[]): Item[] {
  const isBottomLine = (item: Item | undefined) =>
    item instanceof Element && item.localName === 'p' && !item.attributes.length && [...item.childNodes].every((child) => child.nodeName === 'BR');
  return isBottomLine(items.at(-1)) && !isBottomLine(before.at(-1)) ? items.slice(0, -1) : items;
}

function anchorId(node: Node): string | undefined {
  if (!(node instanceof Element)) return undefined;
  return node.getAttribute(KEEP_ATTR) ?? node.getAttribute(ID_ATTR) ?? undefined;
}

/** Blocks the editor made itself (around inline content, or a table's implied body) are looked through. */
function isEditorWrapper(node: Node): node is Element {
  return node instanceof Element && (node.localName === 'div' || node.localName === 'tbody') && !node.hasAttribute(ID_ATTR) && !node.hasAttribute(KEEP_ATTR);
}

const EDITOR_CONTROLS = 'squire-image-resize-container';

function flatten(nodes: NodeListOf<ChildNode> | ChildNode[]): Item[] {
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

/** An element's start tag with every attribute (its id in the source model too), as `ser` compares it. */
function openTagOf(element: Element): string {
  return `<${element.localName}${Array.from(element.attributes, (attr) => ` ${attr.name}="${escapeAttribute(attr.value)}"`).join('')}>`.replace(/\u200b/g, '');
}

function openTag(element: Element): string {
  const attributes = Array.from(element.attributes)
    .filter((attr) => attr.name !== ID_ATTR)
    .map((attr) => ` ${attr.name}="${escapeAttribute(attr.value)}"`)
    .join('');
  return `<${element.localName}${attributes}>`;
}
