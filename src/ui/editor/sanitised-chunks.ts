// A long draft sanitised piece by piece, so that the next draft, which differs from it in a few
// characters, costs the sanitiser only the piece holding the change: a keystroke in a 200 KB page
// sanitises a few KB, not 200 KB, and the page can follow the typing.
//
// A piece ends right before a `<` (no character reference spans it) where the HTML parser is
// back at the top of the body: an element put right after it stays at the top, outside whatever
// the piece opened (the sanitiser tells, see PieceSanitiser). A piece that leaves something open
// (an element, a table, a tag, a comment) grows until it does not. Pieces that each end so parse
// alone as they do in the whole, and are sanitised alike; every piece sent is the sanitiser's
// output.
import { textPatch } from '../../messages/text-patch';

export interface Piece {
  start: number;
  end: number;
  /** The sanitised piece. */
  clean: string;
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
  /** The piece sanitised. */
  whole(html: string): string;
  /** The piece sanitised, if the parser is back at the top of the body after it; else null. */
  ended(html: string): string | null;
}

/** The next block start at or after `from`, or the text's end. */
function blockStartFrom(text: string, from: number): number {
  if (from >= text.length) return text.length;
  BLOCK_START.lastIndex = from;
  return BLOCK_START.exec(text)?.index ?? text.length;
}

/** `text` from `start` to `end` sanitised, if it ends back at the top of the body (the text's end always does). */
function sanitisePiece(sanitise: PieceSanitiser, text: string, start: number, end: number): string | null {
  const piece = text.slice(start, end);
  return end >= text.length ? sanitise.whole(piece) : sanitise.ended(piece);
}

/**
 * `text` from `start` to `limit` in sanitised pieces, one at a time, each ending at a block's
 * start about `pieceLength` on (or at `limit`), where `limit` is where the parser is back at the
 * top. A piece that does not end at the top grows, twice as long each time: a page wrapped in one
 * element costs a few passes, not one per block.
 */
export function* piecesInTurn(sanitise: PieceSanitiser, text: string, start = 0, limit = text.length, pieceLength = PIECE_LENGTH): Generator<Piece> {
  let from = start;
  while (from < limit) {
    for (let length = pieceLength; ; length *= 2) {
      const end = Math.min(blockStartFrom(text, from + length), limit);
      // At `limit` the parser is back at the top, as the longer piece that ended there showed.
      const clean = sanitisePiece(sanitise, text, from, end) ?? (end === limit ? sanitise.whole(text.slice(from, end)) : null);
      if (clean === null) continue;
      yield { start: from, end, clean };
      from = end;
      break;
    }
  }
}

/** `text` sanitised in pieces from scratch. */
export function sanitiseInPieces(sanitise: PieceSanitiser, text: string, pieceLength = PIECE_LENGTH): SanitisedChunks {
  return { text, pieces: [...piecesInTurn(sanitise, text, 0, text.length, pieceLength)] };
}

/** A piece grown out of changes to this many times the length pieces are made is split again. */
const SPLIT_TIMES = 8;

/**
 * `text` sanitised in pieces, where `before` was: the pieces before the change and after it are
 * kept (moved by what the change added or took), the change's own are sanitised anew as one
 * piece; should that not end at the top (the change opened an element), it takes in the pieces
 * after it, twice as many each time, until it does.
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
  // And the last.
  let last = first;
  while (last + 1 < old.length && old[last + 1]!.start < at + removed) last++;
  const start = old[first]!.start;
  let clean: string | null = null;
  let end = 0;
  for (let more = 1; clean === null; more *= 2) {
    end = last + 1 < old.length ? old[last]!.end + shift : text.length;
    clean = sanitisePiece(sanitise, text, start, end);
    if (clean === null) last = Math.min(old.length - 1, last + more);
  }
  const changed = end - start > SPLIT_TIMES * pieceLength ? [...piecesInTurn(sanitise, text, start, end, pieceLength)] : [{ start, end, clean }];
  const moved = old.slice(last + 1).map((piece) => ({ ...piece, start: piece.start + shift, end: piece.end + shift }));
  return { text, pieces: [...old.slice(0, first), ...changed, ...moved] };
}

/** The whole sanitised text. */
export const cleanText = (chunks: SanitisedChunks): string => chunks.pieces.map((piece) => piece.clean).join('');
