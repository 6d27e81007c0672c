// A post written back after the owner edited its BB code: every piece they did not change gives
// its bytes as the site had them (markers, attributes, spacing and all), and each stretch they
// changed is rendered from their BB code, widened to where no tag is left open on either side so
// that it renders whole. jsdiff (diffArrays) finds the stretches.
import { diffArrays } from 'diff';
import { postPieces, type Piece } from './post-pieces';
import { renderBB } from './render-bb';

/** A whole block, an image, a keep, a tag, a line break, a word, a space: as postPieces cuts. */
/** A BB tag, opening or closing (`[b]`, `[/quote]`, `[url=…]`, `[*]`): markup, not the post's words. */
export const BB_TAG = /\[\/?[a-z*]+(?:=[^\]]*)?\]/gi;

const BB_TOKEN = /\[(quote|code|spoiler|hide|video|audio)(?:=[^\]]*)?\][\s\S]*?\[\/\1\]|\[img\][\s\S]*?\[\/img\]|\[\/?[a-z*]{1,8}(?:=[^\]\n]*)?\]|\n|[^\s[]+|\[|[^\S\n]+/gi;

/**
 * The owner's BB code cut as a post's pieces are. A block is one token where it closes as the
 * parser reads it (blocks inside blocks included): the regular expression's lazy end is checked
 * by balancing its kind's tags.
 */
export function bbTokens(bb: string): string[] {
  const tokens: string[] = [];
  let at = 0;
  while (at < bb.length) {
    BB_TOKEN.lastIndex = at;
    const match = BB_TOKEN.exec(bb);
    if (!match || match.index !== at) {
      tokens.push(bb[at]!);
      at++;
      continue;
    }
    const kind = match[1]?.toLowerCase();
    const end = kind ? balancedEnd(bb, at, kind) : at + match[0].length;
    tokens.push(bb.slice(at, end));
    at = end;
  }
  return tokens;
}

/** Where the block of `kind` opened at `from` closes, blocks of its kind inside counted (the text's end if never). */
function balancedEnd(bb: string, from: number, kind: string): number {
  const tags = new RegExp(`\\[(\\/?)${kind === '*' ? '\\*' : kind}(?:=[^\\]]*)?\\]`, 'gi');
  tags.lastIndex = from;
  let depth = 0;
  for (let match = tags.exec(bb); match; match = tags.exec(bb)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) return match.index + match[0].length;
  }
  return bb.length;
}

/** How a token changes the tags open: +1 an inline tag that closes, -1 its closing, else 0. */
function depthOf(token: string): number {
  if (/^\[\/(b|i|u|s|o|sub|sup|c|l|r|j|size|color|font|url|list)\]$/i.test(token)) return -1;
  return /^\[(b|i|u|s|o|sub|sup|c|l|r|j|size|color|font|url|list)(=[^\]]*)?\]$/i.test(token) ? 1 : 0;
}

type Step = { piece?: Piece; token?: string };

/** The post's HTML after the owner's edit of its BB code (as postBB gave it). */
export function writtenPost(html: string, editedBB: string): string {
  const kept: string[] = [];
  const pieces = postPieces(html, kept);
  const steps: Step[] = [];
  let p = 0;
  for (const change of diffArrays(pieces.map((piece) => piece.bb), bbTokens(editedBB))) {
    for (const token of change.value) {
      if (change.added) steps.push({ token });
      else if (change.removed) steps.push({ piece: pieces[p++] });
      else steps.push({ piece: pieces[p++], token });
    }
  }
  // The tags open before each step, on the site's side and on the owner's.
  const before: [number, number][] = [];
  let site = 0;
  let owner = 0;
  for (const step of steps) {
    before.push([site, owner]);
    if (step.piece) site += depthOf(step.piece.bb);
    if (step.token !== undefined) owner += depthOf(step.token);
  }
  before.push([site, owner]);
  const closed = (at: number) => before[at]![0] === 0 && before[at]![1] === 0;
  let out = '';
  for (let at = 0; at < steps.length;) {
    const step = steps[at]!;
    if (step.piece && step.token !== undefined) {
      out += step.piece.html;
      at++;
      continue;
    }
    // A changed stretch, widened back over what was written out and on to where no tag is open.
    let start = at;
    while (start > 0 && !closed(start)) start--;
    if (start < at) out = out.slice(0, out.length - steps.slice(start, at).reduce((length, each) => length + each.piece!.html.length, 0));
    let end = at + 1;
    while (end < steps.length && (!closed(end) || !(steps[end]!.piece && steps[end]!.token !== undefined))) end++;
    out += renderBB(steps.slice(start, end).map((each) => each.token ?? '').join(''), kept);
    at = end;
  }
  return out;
}
