// Where in an HTML source the page shows its n-th visible character (detect/text-offset.ts):
// the owner pointed at a word of the page, and the source editor puts its cursor there. Tags,
// comments, scripts and styles show nothing; an entity shows one character.

const RAW_TEXT = /^<(script|style)\b/i;

/**
 * The index in `html` of the visible character that `count` visible characters precede
 * (html.length past the end), counted from `from` (a whole document's body: bodyStartIn).
 */
export function sourceIndexAtVisibleChars(html: string, count: number, from = 0): number {
  let left = Math.max(0, count);
  let at = from;
  while (at < html.length) {
    const char = html[at]!;
    if (char === '<') {
      at = afterMarkup(html, at);
      continue;
    }
    if (char === '&') {
      const entity = /^&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});/i.exec(html.slice(at, at + 40));
      if (entity) {
        if (!isSpaceEntity(entity[1]!)) {
          if (left === 0) return at;
          left--;
        }
        at += entity[0].length;
        continue;
      }
    }
    if (!/\s/.test(char)) {
      if (left === 0) return at;
      left--;
    }
    at++;
  }
  return html.length;
}

/** The index after a tag, a comment or a script's or style's whole element, from its `<`. */
function afterMarkup(html: string, from: number): number {
  if (html.startsWith('<!--', from)) {
    const end = html.indexOf('-->', from + 4);
    return end < 0 ? html.length : end + 3;
  }
  // A `<` that opens no tag is text the page shows.
  if (!/^<[a-z/!?]/i.test(html.slice(from, from + 2))) return from + 1;
  const close = tagEnd(html, from);
  const raw = RAW_TEXT.exec(html.slice(from, from + 8));
  if (!raw) return close;
  const end = html.toLowerCase().indexOf(`</${raw[1]!.toLowerCase()}`, close);
  return end < 0 ? html.length : tagEnd(html, end);
}

/** The index after the `>` that ends the tag at `from`, quoted values skipped. */
function tagEnd(html: string, from: number): number {
  let quote: string | null = null;
  for (let at = from + 1; at < html.length; at++) {
    const char = html[at]!;
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '>') return at + 1;
  }
  return html.length;
}

/** `&nbsp;` and its numbers are white space to the count, as the page's text is. */
const isSpaceEntity = (name: string) => /^(nbsp|#160|#xa0|#32|#x20|#9|#10|#13)$/i.test(name);
