// A forum post as the platform stores it: HTML in which each BB block it rendered sits between
// comment markers, from which it rebuilds BB code for its own edit form (platform-notes §7). This
// finds the blocks at the top of a post, their exact bytes, and what the owner writes for each.
import { decodeHTML } from 'entities';

export type BlockKind = 'quote' | 'code' | 'spoiler' | 'hide' | 'video' | 'audio' | 'attachment';

/** A block's markers: the opening one (a pattern, its name in group 1 where it varies) and its closing one. */
const MARKERS: { kind: BlockKind; open: RegExp; close: (name: string) => string }[] = [
  { kind: 'quote', open: /<!--uzquote-->/y, close: () => '<!--/uzquote-->' },
  { kind: 'code', open: /<!--uzcode-->/y, close: () => '<!--/uzcode-->' },
  { kind: 'spoiler', open: /<!--uSpoiler-->/y, close: () => '<!--/uSpoiler-->' },
  { kind: 'hide', open: /<!--BBhide-->/y, close: () => '<!--/BBhide-->' },
  { kind: 'video', open: /<!--BBvideo-->/y, close: () => '<!--/BBvideo-->' },
  { kind: 'audio', open: /<!--BBaudio-->/y, close: () => '<!--/BBaudio-->' },
  // An attachment shown in the text sits between two of the same marker.
  { kind: 'attachment', open: /<!--(IMG\d{1,3})-->/y, close: (name) => `<!--${name}-->` },
];

export interface MarkedBlock {
  kind: BlockKind;
  /** Where it starts and ends in the post. */
  from: number;
  to: number;
}

/** The marker opening a block at `at`, if one does. */
function openingAt(html: string, at: number): { kind: BlockKind; length: number; close: string } | null {
  for (const marker of MARKERS) {
    marker.open.lastIndex = at;
    const match = marker.open.exec(html);
    if (match) return { kind: marker.kind, length: match[0].length, close: marker.close(match[1] ?? '') };
  }
  return null;
}

/** The end of the block opened at `from` (its closing marker's end), blocks of its kind inside it counted; -1 if it never closes. */
function blockEnd(html: string, from: number, opened: { kind: BlockKind; length: number; close: string }): number {
  if (opened.kind === 'attachment') {
    const end = html.indexOf(opened.close, from + opened.length);
    return end < 0 ? -1 : end + opened.close.length;
  }
  const open = `<!--${html.slice(from + 4, from + opened.length - 3)}-->`;
  let depth = 1;
  let at = from + opened.length;
  while (depth > 0) {
    const nextOpen = html.indexOf(open, at);
    const nextClose = html.indexOf(opened.close, at);
    if (nextClose < 0) return -1;
    if (nextOpen >= 0 && nextOpen < nextClose) {
      depth++;
      at = nextOpen + open.length;
    } else {
      depth--;
      at = nextClose + opened.close.length;
    }
  }
  return at;
}

/** The blocks at the top of a post, in order; a marker that never closes opens none. */
export function topBlocks(html: string): MarkedBlock[] {
  const blocks: MarkedBlock[] = [];
  let at = html.indexOf('<!--');
  while (at >= 0) {
    const opened = openingAt(html, at);
    const end = opened ? blockEnd(html, at, opened) : -1;
    if (opened && end > 0) {
      blocks.push({ kind: opened.kind, from: at, to: end });
      at = html.indexOf('<!--', end);
    } else {
      at = html.indexOf('<!--', at + 4);
    }
  }
  return blocks;
}

/** The text between the first `open` and the last `close` inside a block: what it holds. */
function inside(html: string, open: string, close: string): string | null {
  const start = html.indexOf(open);
  const end = html.lastIndexOf(close);
  return start < 0 || end < start + open.length ? null : html.slice(start + open.length, end);
}

const between = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

/** A code block's text: its line breaks as lines, its characters as written. */
export function codeText(html: string): string {
  return decodeHTML(html.replace(/<br\s*\/?>\n?/gi, '\n').replace(/<[^>]*>/g, ''));
}

/**
 * The BB code the owner reads for a block, its contents through `inner` (the post's own reader),
 * or null where the block is not one they write (an attachment, a player it cannot read).
 */
export function blockBB(kind: BlockKind, html: string, inner: (html: string) => string): string | null {
  switch (kind) {
    case 'quote': {
      const body = inside(html, '<!--uzq-->', '<!--/uzq-->');
      const name = between(html, /<!--qn-->([\s\S]*?)<!--\/qn-->/);
      return body === null ? null : `[quote${name ? `="${decodeHTML(name)}"` : ''}]${inner(body)}[/quote]`;
    }
    case 'code': {
      const body = inside(html, '<!--uzc-->', '<!--/uzc-->');
      return body === null ? null : `[code]${codeText(body)}[/code]`;
    }
    case 'spoiler': {
      const body = inside(html, '<!--ust-->', '<!--/ust-->');
      const title = between(html, /<!--usn\(=([\s\S]*?)\)-->/);
      return body === null ? null : `[spoiler${title ? `=${decodeHTML(title)}` : ''}]${inner(body)}[/spoiler]`;
    }
    case 'hide': {
      const body = between(html, /^<!--BBhide--><span class="UhideBlock">([\s\S]*)<\/span><!--\/BBhide-->$/);
      return body === undefined ? null : `[hide]${inner(body)}[/hide]`;
    }
    case 'video': {
      const address = between(html, /_uVideoPlayer\(\{'url':'([^']+)'/);
      return address ? `[video]${decodeHTML(address)}[/video]` : null;
    }
    default:
      return null;
  }
}
