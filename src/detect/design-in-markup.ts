// The parts of the design a page shows, found in its markup: global blocks between
// `<!--U1AHEADER1Z-->` and `<!--/U1AHEADER1Z-->` (platform-notes §2, §5), and the numbers in the
// ids of mail forms (`<form id="mffm<ID>">`) and polls (`<div id="pollBlock<ID>">`).
import { GLOBAL_BLOCK_CLOSING, GLOBAL_BLOCK_OPENING } from './platform-markup';

export interface BlockMarkers {
  open: Comment;
  close: Comment;
}

/** Each global block marked in the document, by id, in the order they appear. */
export function globalBlocks(doc: Document): Map<string, BlockMarkers> {
  const opened = new Map<string, Comment>();
  const blocks = new Map<string, BlockMarkers>();
  const walker = doc.createTreeWalker(doc.documentElement, NodeFilter.SHOW_COMMENT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const comment = node as Comment;
    const text = comment.data.trim();
    const open = GLOBAL_BLOCK_OPENING.exec(text)?.[1];
    if (open && !blocks.has(open)) opened.set(open, comment);
    const close = GLOBAL_BLOCK_CLOSING.exec(text)?.[1];
    const start = close && opened.get(close);
    if (close && start && !blocks.has(close)) blocks.set(close, { open: start, close: comment });
  }
  return blocks;
}

/** Ids of the blocks whose markers both appear among a page's comment texts, in the order they close. */
export function blockIdsIn(comments: readonly string[]): string[] {
  const opened = new Set<string>();
  const closed = new Set<string>();
  for (const comment of comments) {
    const text = comment.trim();
    const open = GLOBAL_BLOCK_OPENING.exec(text)?.[1];
    if (open) opened.add(open);
    const close = GLOBAL_BLOCK_CLOSING.exec(text)?.[1];
    if (close && opened.has(close)) closed.add(close);
  }
  return [...closed];
}

/** The positive numbers that follow `prefix` in element ids (`mffm1` → 1), once each, in order. */
export function idsAfterPrefix(elementIds: readonly string[], prefix: string): number[] {
  const ids = new Set<number>();
  for (const elementId of elementIds) {
    if (!elementId.startsWith(prefix)) continue;
    const digits = elementId.slice(prefix.length);
    const id = Number(digits);
    if (/^[1-9]\d*$/.test(digits) && Number.isSafeInteger(id)) ids.add(id);
  }
  return [...ids].sort((a, b) => a - b);
}
