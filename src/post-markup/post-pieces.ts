// A post's HTML as the owner's BB code, piece by piece: each piece is the exact bytes of the post
// it stands for and the BB code the owner reads for them (a word, a line break, a tag, a whole
// block). Written back, the pieces the owner did not change give their bytes as they were
// (written-post.ts). What the owner does not write in BB code (an attachment, a tag of no BB
// equivalent, a comment) is one `[keep=N]` piece, its bytes kept in `kept`.
import { decodeHTML } from 'entities';
import { blockBB, topBlocks } from './marked-blocks';

export interface Piece {
  html: string;
  bb: string;
}

/** How each inline tag reads in BB code, by its element and attributes; null: none. */
function inlineBB(name: string, attributes: string): string | null {
  const attribute = (key: string) => decodeHTML(new RegExp(`\\b${key}\\s*=\\s*"([^"]*)"`, 'i').exec(attributes)?.[1] ?? '');
  const style = attribute('style');
  switch (name) {
    case 'b': case 'strong': return 'b';
    case 'i': case 'em': return 'i';
    case 'u': return 'u';
    case 's': case 'strike': case 'del': return 's';
    case 'sub': case 'sup': return name;
    case 'a': {
      const href = attribute('href');
      return href ? `url=${href}` : null;
    }
    case 'ul': return 'list';
    case 'ol': return 'list=1';
    case 'div': {
      const align = { center: 'c', left: 'l', right: 'r', justify: 'j' }[attribute('align').toLowerCase()];
      return align ?? null;
    }
    case 'span': {
      if (/^text-decoration:\s*overline;?$/i.test(style)) return 'o';
      const size = /^font-size:\s*(\d{1,2})pt;?$/i.exec(style)?.[1];
      if (size) return `size=${size}`;
      const color = /^color:\s*(#?[a-z0-9]{1,20});?$/i.exec(style)?.[1];
      if (color) return `color=${color}`;
      const font = /^font-family:\s*([\w \-]{1,40});?$/i.exec(style)?.[1];
      return font ? `font=${font}` : null;
    }
    default:
      return null;
  }
}

const TOKEN = /<!--[\s\S]*?-->|<[^>]*>|[^<\s]+|\s+/g;

/** A run of inline HTML as pieces; `keep` stores what has no BB code and gives its piece. */
function runPieces(html: string, keep: (bytes: string) => Piece): Piece[] {
  const pieces: Piece[] = [];
  const open: string[] = [];
  for (const [token] of html.matchAll(TOKEN)) {
    if (token.startsWith('<!--')) pieces.push(keep(token));
    else if (/^<br\s*\/?>$/i.test(token)) pieces.push({ html: token, bb: '\n' });
    else if (/^<hr\s*\/?>$/i.test(token)) pieces.push({ html: token, bb: '[hr]' });
    else if (/^<img\s/i.test(token)) {
      const src = /\bsrc\s*=\s*"([^"]*)"/i.exec(token)?.[1];
      pieces.push(src ? { html: token, bb: `[img]${decodeHTML(src)}[/img]` } : keep(token));
    } else if (/^<li\b/i.test(token)) pieces.push({ html: token, bb: '[*]' });
    else if (/^<\/li>$/i.test(token)) {
      // An item's end is written by the next item: its bytes go with the piece before.
      if (pieces.length) pieces[pieces.length - 1] = { ...pieces[pieces.length - 1]!, html: pieces[pieces.length - 1]!.html + token };
      else pieces.push(keep(token));
    } else if (token.startsWith('</')) {
      const tag = open.pop();
      pieces.push(tag ? { html: token, bb: `[/${tag.split('=')[0]}]` } : keep(token));
    } else if (token.startsWith('<')) {
      const [, name = '', attributes = ''] = /^<([a-z0-9]+)([^>]*)>$/i.exec(token) ?? [];
      const tag = inlineBB(name.toLowerCase(), attributes);
      if (tag) open.push(tag);
      pieces.push(tag ? { html: token, bb: `[${tag}]` } : keep(token));
    } else if (/^\s+$/.test(token)) pieces.push({ html: token, bb: token.replace(/\r?\n|[\t\f\v]/g, ' ') }); // a source line is no line of the post: a <br /> is
    else pieces.push({ html: token, bb: decodeHTML(token) });
  }
  return pieces;
}

/** A post's pieces, in order; `kept` gets the bytes of each `[keep=N]` at N. */
export function postPieces(html: string, kept: string[]): Piece[] {
  const keep = (bytes: string): Piece => ({ html: bytes, bb: `[keep=${kept.push(bytes) - 1}]` });
  const inner = (part: string) => postPieces(part, kept).map((piece) => piece.bb).join('');
  const pieces: Piece[] = [];
  let at = 0;
  for (const block of topBlocks(html)) {
    pieces.push(...runPieces(html.slice(at, block.from), keep));
    const bytes = html.slice(block.from, block.to);
    const bb = blockBB(block.kind, bytes, inner);
    pieces.push(bb === null ? keep(bytes) : { html: bytes, bb });
    at = block.to;
  }
  pieces.push(...runPieces(html.slice(at), keep));
  return pieces;
}

/** The BB code the owner reads for a post. */
export function postBB(html: string): string {
  return postPieces(html, []).map((piece) => piece.bb).join('');
}
