// Three-way merge of a long text (content HTML) by blocks: the owner's and the site's edits to
// different blocks both stand; an edit of the same block on both sides is a conflict.
import { diff3Merge } from 'node-diff3';

/** Cuts after each line break and before each block-level tag, so one-line HTML still splits. */
const BLOCK_BOUNDARY = /(?<=\n)|(?=<(?:p|div|h[1-6]|ul|ol|li|table|tr|blockquote|pre|hr|section|article|header|footer|figure|center)\b)/i;

export function blocksOf(text: string): string[] {
  return text.split(BLOCK_BOUNDARY).filter((block) => block !== '');
}

/** The merged text, or null when both sides changed the same block differently. */
export function mergeText(base: string, site: string, mine: string): string | null {
  const regions = diff3Merge(blocksOf(mine), blocksOf(base), blocksOf(site), { excludeFalseConflicts: true });
  let merged = '';
  for (const region of regions) {
    if (region.conflict) return null;
    merged += (region.ok ?? []).join('');
  }
  return merged;
}
