// Where in a post's BB code the owner pointed on the topic's page. The page counts visible
// characters of the post as shown (detect/text-offset.ts); BB code has tags where the page has
// markup, and the page shows words BB code does not (a quote's "Цитата" heading). So the spot is
// found by its word: the same word, as many times over before it, in the BB code's text outside
// its tags, and as far into it. A word BB code does not hold (a heading the platform adds) finds
// the start of the post.
import { spotAtVisibleChars } from '../../detect/text-offset';
import { BB_TAG } from '../../post-markup/written-post';

const WORD_CHAR = /[\p{L}\p{N}_]/u;
const WORDS = /[\p{L}\p{N}_]+/gu;

/** How many times `word` stands as a whole word in `text`. */
const timesIn = (text: string, word: string): number => [...text.matchAll(WORDS)].filter((match) => match[0] === word).length;

/** The text of `root` up to `node` (its text nodes in order). */
function textBefore(root: Node, node: Node): string {
  const walker = (root.ownerDocument ?? (root as Document)).createTreeWalker(root, NodeFilter.SHOW_TEXT);
  let text = '';
  while (walker.nextNode() && walker.currentNode !== node) text += `${(walker.currentNode as Text).data} `;
  return text;
}

/** The caret's index in `bb` for a spot `count` visible characters into `shown`, the post as the page renders it. */
export function bbIndexAtShown(shown: Node, bb: string, count: number): number {
  const spot = spotAtVisibleChars(shown, count);
  if (!spot) return 0;
  const data = spot.node.data;
  let start = spot.offset;
  while (start > 0 && WORD_CHAR.test(data[start - 1]!)) start--;
  let end = spot.offset;
  while (end < data.length && WORD_CHAR.test(data[end]!)) end++;
  const word = data.slice(start, end);
  if (!word) return 0;
  const nth = timesIn(textBefore(shown, spot.node) + data.slice(0, start), word);
  const tags = [...bb.matchAll(BB_TAG)].map((tag) => [tag.index, tag.index + tag[0].length] as const);
  let seen = 0;
  for (const match of bb.matchAll(WORDS)) {
    if (match[0] !== word || tags.some(([from, to]) => match.index >= from && match.index < to)) continue;
    if (seen === nth) return match.index + (spot.offset - start);
    seen++;
  }
  return 0;
}
