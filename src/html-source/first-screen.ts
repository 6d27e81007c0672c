// The start of a long text that the visual editor shows at once, while the rest is read into it
// (a 200 KB page takes its parser and sanitiser well over a hundred milliseconds, a screenful a
// few): the source up to the end of the last top-level element closed within its first
// FIRST_SCREEN_LENGTH characters. Every element before that end is closed there too, so the
// start shows as it does in the whole. The start is parsed once: its tree up to that end is the
// tree of the first screen (later tokens only add after a closed top-level element), and the
// editor's map is drawn from it (source-model.ts).
import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import { isWholeDocument } from './whole-document';

/**
 * About how much of a long text is shown at once: a side panel's screenful of text and its markup.
 * Its cost comes first in the opening (cut, mapped, sanitised, shown: about 1 ms a thousand
 * characters while the code is cold), and the rest follows a frame later.
 */
export const FIRST_SCREEN_LENGTH = 3_000;
/** Texts up to this long are read whole at once. */
export const READ_AT_ONCE_MAX = 32_000;

/** The first screen's text, and its parse (with source locations) for the editor's map. */
export interface FirstScreen {
  text: string;
  parsed: DefaultTreeAdapterMap['documentFragment'];
}

interface Located {
  tagName?: string;
  sourceCodeLocation?: { startOffset: number; endOffset: number; endTag?: unknown } | null;
}

/** The first screen of `source`; null when it is short, or nothing closes within its start. */
export function firstScreenOf(source: string): FirstScreen | null {
  if (source.length <= READ_AT_ONCE_MAX || isWholeDocument(source)) return null;
  const start = source.slice(0, FIRST_SCREEN_LENGTH);
  const parsed = parseFragment(start, { sourceCodeLocationInfo: true });
  const nodes = parsed.childNodes as Located[];
  // Where the nodes after the one looked at start: an element a table left open put ahead of
  // it (foster parenting) must not be taken for the start's end.
  let laterStart = Infinity;
  for (let index = nodes.length - 1; index >= 0; index--) {
    const { tagName, sourceCodeLocation: at } = nodes[index]!;
    // Closed by its own end tag: not cut off at the edge of the start.
    if (tagName && at?.endTag && at.endOffset < start.length && at.endOffset <= laterStart) {
      parsed.childNodes.length = index + 1;
      return { text: source.slice(0, at.endOffset), parsed };
    }
    laterStart = Math.min(laterStart, at ? at.startOffset : -1);
  }
  return null;
}
