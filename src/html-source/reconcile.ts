// The HTML after a visual edit, written so that every part the owner did not touch keeps its
// exact source bytes. The editor's document right after loading (the snapshot) and now are both
// in the editor's own normal form; where they agree, the source is copied, and only what
// differs is written fresh.
//
// The editor's document is read as runs of items (editor-items.ts) and compared with the
// snapshot by what they serialise to (written-compare.ts); here, what is copied and what written.
import { anchorId, BREAK, flatten, withoutBottomLine, type Item } from './editor-items';
import { patchSource } from './patch-source';
import { escapeAttribute, escapeText, ID_ATTR, isVoid, KEEP_ATTR, type SourceModel, type SourceRange } from './source-model';
import { writtenCompare, type WrittenCompare } from './written-compare';

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

/** One reconciling: the source and its model, the snapshot, and how the two documents compare. */
interface Reconciling {
  model: SourceModel;
  before: Snapshot;
  compare: WrittenCompare;
}

/**
 * `written`: what nodes serialise to, as far as known (a session keeps it between calls, and
 * forgets a node's entry when the node changes: written-cache.ts); a keystroke then serialises
 * the block it changed, not the whole document.
 */
export function reconcile(model: SourceModel, before: Snapshot, root: Element, written = new WeakMap<Node, string>()): string {
  return children({ model, before, compare: writtenCompare(written) }, root, before.root, { start: 0, end: model.source.length }, true);
}

const rangeOf = (model: SourceModel, id: string): SourceRange | undefined => model.elements.get(id) ?? model.kept.get(id);

/** Anchors in source order, each once: what can be matched to the source. */
function anchorsIn(model: SourceModel, items: Item[], known?: Map<string, number>): Map<number, string> {
  const anchors = new Map<number, string>();
  const seen = new Set<string>();
  let last = -1;
  items.forEach((item, index) => {
    const id = item === BREAK ? undefined : anchorId(item);
    const range = id ? rangeOf(model, id) : undefined;
    if (!id || !range || seen.has(id)) return;
    const order = known ? known.get(id) : range.start;
    if (order === undefined || order <= last) return;
    seen.add(id);
    last = order;
    anchors.set(index, id);
  });
  return anchors;
}

/** A node written anew, but for what it holds that is kept as it is in the source. */
function fresh(model: SourceModel, node: Node): string {
  if (node.nodeType === 3) return escapeText((node.nodeValue ?? '').replace(/\u200b/g, ''));
  if (!(node instanceof Element)) return '';
  const kept = node.getAttribute(KEEP_ATTR);
  const keptSource = kept === null ? undefined : keptSourceOf(model, kept);
  if (keptSource !== undefined) return keptSource;
  const tag = node.localName;
  return `${openTag(node)}${isVoid(tag) ? '' : `${Array.from(node.childNodes, (child) => fresh(model, child)).join('')}</${tag}>`}`;
}

/** A placeholder's source: this model's, or an earlier one's in the same editor (brought back by undo). */
function keptSourceOf(model: SourceModel, id: string): string | undefined {
  const range = model.kept.get(id);
  return range ? model.source.slice(range.start, range.end) : model.keptEarlier.get(id);
}

const freshRun = (model: SourceModel, items: Item[]): string => items.map((item) => (item === BREAK ? '<br>' : fresh(model, item))).join('');

/** The content of an element (or of the whole document) between `range.start` and `range.end`. */
function children(at: Reconciling, now: ParentNode, then: ParentNode, range: SourceRange, root = false): string {
  const { model, compare } = at;
  const itemsBefore = flatten(then.childNodes);
  const items = root ? withoutBottomLine(flatten(now.childNodes), itemsBefore) : flatten(now.childNodes);
  const anchorsBefore = anchorsIn(model, itemsBefore);
  const orderBefore = new Map([...anchorsBefore.values()].map((id, order) => [id, order]));
  const indexBefore = new Map([...anchorsBefore].map(([index, id]) => [id, index]));
  const anchors = anchorsIn(model, items, orderBefore);

  let html = '';
  let from = 0;
  let previous: string | null = null;
  const anchorsInOrder = [...anchorsBefore.values()];
  /** The items and the source between two anchors of the snapshot (null: the edge). */
  const between = (a: string | null, b: string | null) => ({
    items: itemsBefore.slice(a === null ? 0 : (indexBefore.get(a) as number) + 1, b === null ? itemsBefore.length : indexBefore.get(b)),
    source: model.source.slice(a === null ? range.start : rangeOf(model, a)!.end, b === null ? range.end : rangeOf(model, b)!.start),
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
      return run.length === 0 && kept.items.length === 0 && !/\S/.test(kept.source) ? kept.source : freshRun(model, run);
    }
    const { items: runBefore, source: sourceGap } = between(previous, next);
    if (compare.sameRun(run, runBefore)) return sourceGap;
    const html = freshRun(model, run);
    return patchSource(sourceGap, freshRun(model, runBefore), html) ?? keepOuterSpace(compare, sourceGap, runBefore, html);
  };
  for (const [index, id] of anchors) {
    html += gap(index, id);
    html += anchor(at, items[index] as Element, id);
    from = index + 1;
    previous = id;
  }
  return html + gap(items.length, null);
}

/** The editor trims spaces at block edges: a rewritten run keeps the source's own. */
function keepOuterSpace(compare: WrittenCompare, sourceGap: string, runBefore: Item[], html: string): string {
  const before = runBefore.map((item) => (item === BREAK ? '' : compare.ser(item))).join('');
  const lead = /^\s*/.exec(sourceGap)![0];
  const trail = /\s*$/.exec(sourceGap)![0];
  const start = !/^\s/.test(before) && !/^\s/.test(html) ? lead : '';
  const end = !/\s$/.test(before) && !/\s$/.test(html) && trail !== sourceGap ? trail : '';
  return start + html + end;
}

/** An element tied to the source: copied where it serialises as it did, else its tags and what changed inside. */
function anchor(at: Reconciling, node: Element, id: string): string {
  const { model, before, compare } = at;
  const keptRange = model.kept.get(id);
  if (keptRange) return model.source.slice(keptRange.start, keptRange.end);
  const source = model.elements.get(id)!;
  const then = before.byId.get(id)!;
  if (compare.same(node, then)) return model.source.slice(source.start, source.end);
  const inner = children(at, node, then, { start: source.innerStart, end: source.innerEnd });
  if (openTag(node) === openTag(then)) {
    return model.source.slice(source.start, source.innerStart) + inner + model.source.slice(source.innerEnd, source.end);
  }
  return `${openTag(node)}${isVoid(node.localName) ? '' : `${inner}</${node.localName}>`}`;
}

function openTag(element: Element): string {
  const attributes = Array.from(element.attributes)
    .filter((attr) => attr.name !== ID_ATTR)
    .map((attr) => ` ${attr.name}="${escapeAttribute(attr.value)}"`)
    .join('');
  return `<${element.localName}${attributes}>`;
}
