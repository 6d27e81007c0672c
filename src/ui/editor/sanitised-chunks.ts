// A long draft sanitised piece by piece, so that the next draft, which differs from it in a few
// characters, costs the sanitiser only the piece holding the change: a keystroke in a 200 KB page
// sanitises a few KB, not 200 KB, and the page can follow the typing.
//
// A piece ends right before a `<` (no character reference spans it) where the HTML parser is
// back among plain containers: at the top of the body, or inside elements such as a wrapping
// `<div class="content">` that is closed later or never (the sanitiser tells, see PieceSanitiser,
// and says where the parser stands there: its Edge). The next piece is parsed after that edge's
// start tags, so it parses alone as it does in the whole, and is sanitised alike. A piece that
// leaves something else open (a table, a tag, a comment, a formatting element) grows until it
// does not. Every piece sent is the sanitiser's output.
import { textPatch } from '../../messages/text-patch';

/** Where the HTML parser stands between two pieces, as much as the second, parsed alone, must be told. */
export interface Edge {
  /** The start tags of the plain containers still open, outermost first. */
  open: readonly string[];
  /** The parser's form pointer is set (a `<form>` was closed by another element's end tag, not by `</form>`): a later `<form>` is ignored. */
  form: boolean;
}

export interface Piece {
  start: number;
  end: number;
  /** The sanitised piece. */
  clean: string;
  /** Where the parser stands at its start; null at the body's start. */
  from: Edge | null;
  /** It grew to the text's end without finding one: while typing it is sanitised whole, not split again. */
  grown?: true;
}

export interface SanitisedChunks {
  text: string;
  pieces: Piece[];
}

/** About how long a piece is made: a keystroke re-sanitises one. */
export const PIECE_LENGTH = 2048;
/** Where a new block starts: a good place for a piece to end. */
const BLOCK_START = /<(?:p|h[1-6]|div|ul|ol|dl|table|blockquote|pre|hr|figure|section|article|header|footer|nav|aside|address|center|details)[\s>/]/gi;

export interface PieceSanitiser {
  /** `html` sanitised as the rest of the body, after `from` (null: the body's start). */
  whole(html: string, from: Edge | null): string;
  /** `html` sanitised after `from`, with where the parser stands after it, if a piece may end there; else null. */
  ended(html: string, from: Edge | null): { clean: string; after: Edge } | null;
}

export function sameEdge(a: Edge | null, b: Edge | null): boolean {
  if (a === null || b === null) return a === b;
  return a.form === b.form && a.open.length === b.open.length && a.open.every((tag, i) => tag === b.open[i]);
}

/** The next block start at or after `from`, or the text's end. */
function blockStartFrom(text: string, from: number): number {
  if (from >= text.length) return text.length;
  BLOCK_START.lastIndex = from;
  return BLOCK_START.exec(text)?.index ?? text.length;
}

/**
 * `text` from `start` (where the parser stands at `from`) to its end in sanitised pieces, one at a
 * time, each ending at a block's start about `pieceLength` on. A piece that does not end there
 * grows, twice as long each time: a page with one long table costs a few passes, not one per
 * block. Yields null after each try that found no end, so that a caller may pause between tries.
 */
export function* piecesInTurn(sanitise: PieceSanitiser, text: string, start = 0, from: Edge | null = null, pieceLength = PIECE_LENGTH): Generator<Piece | null> {
  let at = start;
  let edge = from;
  while (at < text.length) {
    for (let length = pieceLength; ; length *= 2) {
      const end = blockStartFrom(text, at + length);
      if (end >= text.length) {
        yield { start: at, end: text.length, clean: sanitise.whole(text.slice(at), edge), from: edge, ...(length > pieceLength && { grown: true as const }) };
        return;
      }
      const piece = sanitise.ended(text.slice(at, end), edge);
      if (!piece) {
        yield null;
        continue;
      }
      yield { start: at, end, clean: piece.clean, from: edge };
      at = end;
      edge = piece.after;
      break;
    }
  }
}

/** A piece grown out of changes to this many times the length pieces are made is split again. */
const SPLIT_TIMES = 8;

/**
 * `piece` (which ends where the parser stands at `after`) split again into pieces about
 * `pieceLength` long, or itself where no end is found before its own.
 */
function splitAgain(sanitise: PieceSanitiser, text: string, piece: Piece, pieceLength: number): Piece[] {
  const pieces: Piece[] = [];
  let at = piece.start;
  let edge = piece.from;
  while (at < piece.end) {
    let found: { end: number; clean: string; after: Edge } | null = null;
    for (let length = pieceLength; !found; length *= 2) {
      const end = blockStartFrom(text, at + length);
      if (end >= piece.end) {
        // From here to the piece's end: what it held after the last end found.
        const tail = sanitise.ended(text.slice(at, piece.end), edge);
        if (!tail) return [piece];
        found = { end: piece.end, ...tail };
      } else {
        const ended = sanitise.ended(text.slice(at, end), edge);
        if (ended) found = { end, ...ended };
      }
    }
    pieces.push({ start: at, end: found.end, clean: found.clean, from: edge });
    at = found.end;
    edge = found.after;
  }
  return pieces;
}

/** `text` sanitised in pieces from scratch. */
export function sanitiseInPieces(sanitise: PieceSanitiser, text: string, pieceLength = PIECE_LENGTH): SanitisedChunks {
  return { text, pieces: [...piecesInTurn(sanitise, text, 0, null, pieceLength)].filter((piece) => piece !== null) };
}

/**
 * `text` sanitised in pieces, where `before` was: the pieces before the change are kept, the
 * change's own are sanitised anew as one piece, from where the parser stood at their start. Should
 * that not end where it did (the change opened an element), it takes in the pieces after it,
 * twice as many each time; should it end with the parser elsewhere than the next piece was
 * sanitised from (the change closed a wrapper, or opened one), the next piece is sanitised anew
 * from there, and so on until the parser stands where it did: the pieces from there on are kept
 * (moved by what the change added or took). A piece that had grown to the text's end is
 * sanitised whole, once: a key costs at most one pass over the text.
 */
export function resanitise(sanitise: PieceSanitiser, before: SanitisedChunks, text: string, pieceLength = PIECE_LENGTH): SanitisedChunks {
  const old = before.pieces;
  if (!old.length || !text.length) return sanitiseInPieces(sanitise, text, pieceLength);
  const { at, removed, inserted } = textPatch(before.text, text);
  if (removed === 0 && inserted.length === 0) return { text, pieces: old };
  const shift = inserted.length - removed;
  // The first piece the change touches; a change right at a piece's start belongs to the one before.
  let first = old.findIndex((piece) => piece.end >= at);
  if (first < 0) first = old.length - 1;
  // The first piece after the change.
  let next = first + 1;
  while (next < old.length && old[next]!.start < at + removed) next++;
  const made: Piece[] = old.slice(0, first);
  let start = old[first]!.start;
  let from = old[first]!.from;
  for (let more = 1; ; ) {
    if (next >= old.length) {
      const rest = text.slice(start);
      if (old.at(-1)!.grown || rest.length <= pieceLength) made.push({ start, end: text.length, clean: sanitise.whole(rest, from), from, ...(old.at(-1)!.grown && { grown: true as const }) });
      else made.push(...[...piecesInTurn(sanitise, text, start, from, pieceLength)].filter((piece) => piece !== null));
      return { text, pieces: made };
    }
    const end = old[next - 1]!.end + shift;
    const piece = sanitise.ended(text.slice(start, end), from);
    if (!piece) {
      next = Math.min(old.length, next + more);
      more *= 2;
      continue;
    }
    const grew = end - start > SPLIT_TIMES * pieceLength;
    made.push(...(grew ? splitAgain(sanitise, text, { start, end, clean: piece.clean, from }, pieceLength) : [{ start, end, clean: piece.clean, from }]));
    if (sameEdge(piece.after, old[next]!.from)) {
      const moved = old.slice(next).map((kept) => ({ ...kept, start: kept.start + shift, end: kept.end + shift }));
      return { text, pieces: [...made, ...moved] };
    }
    start = end;
    from = piece.after;
    next++;
    more = 1;
  }
}

/** The whole sanitised text. */
export const cleanText = (chunks: SanitisedChunks): string => chunks.pieces.map((piece) => piece.clean).join('');
