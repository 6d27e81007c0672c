// Carries an edit made to the editor's form of some HTML over to its source form: the editor
// writes entities, tags and spaces its own way, so the edit is placed by where the two forms
// agree, and every byte of the source around it stays as it was. Both forms are read as tokens
// (a tag, an entity, or one character), so an edit never lands inside a tag or an entity.
import { diffArrays } from 'diff';
import { decodeHTML } from 'entities/decode';

/** Above this, aligning two forms token by token costs more than it saves. */
const MAX_LENGTH = 40_000;
const TOKEN = /<[^<>]*>|&(?:#\d{1,7}|#x[\da-f]{1,6}|[a-z][a-z\d]{0,31});|[\s\S]/gi;

interface Agreement {
  /** A stretch both forms share: where it starts among the editor's tokens and the source's. */
  from: number;
  to: number;
  source: number;
}

function tokensOf(html: string): string[] {
  return html.match(TOKEN) ?? [];
}

/**
 * What a token means, for lining the two forms up: an entity is its character (`&#160;`,
 * `&nbsp;` and U+00A0 are one), a tag its name (`<FONT color=red>` and `<font color="red">`
 * stand in the same place). The edit itself is read from the editor's own tokens.
 */
function meaning(token: string): string {
  if (token.length === 1) return token;
  if (token.startsWith('&')) return decodeHTML(token);
  const name = /^<\/?[a-z][^\s/>]*/i.exec(token);
  return name ? name[0].toLowerCase() : token;
}

/** The source with the edit from `before` to `after` applied, or null where it cannot be placed exactly. */
export function patchSource(source: string, before: string, after: string): string | null {
  if (source.length > MAX_LENGTH || before.length > MAX_LENGTH || after.length > MAX_LENGTH) return null;
  const sourceTokens = tokensOf(source);
  const beforeTokens = tokensOf(before);
  const agreements: Agreement[] = [];
  let inBefore = 0;
  let inSource = 0;
  for (const part of diffArrays(beforeTokens, sourceTokens, { comparator: (a, b) => meaning(a) === meaning(b) })) {
    if (!part.added && !part.removed) agreements.push({ from: inBefore, to: inBefore + part.value.length, source: inSource });
    if (!part.added) inBefore += part.value.length;
    if (!part.removed) inSource += part.value.length;
  }
  // Where an edit may go: only inside or at the edge of a stretch both forms share.
  const toSource = (at: number): number | null => {
    const stretch = agreements.find((item) => item.from <= at && at <= item.to);
    if (stretch) return stretch.source + (at - stretch.from);
    // The two forms describe the same run: their starts and ends always correspond.
    if (at === 0) return 0;
    return at === beforeTokens.length ? sourceTokens.length : null;
  };

  const edits: { start: number; end: number; text: string }[] = [];
  let at = 0;
  for (const part of diffArrays(beforeTokens, tokensOf(after))) {
    if (part.added) edits.push({ start: at, end: at, text: part.value.join('') });
    else if (part.removed) {
      edits.push({ start: at, end: at + part.value.length, text: '' });
      at += part.value.length;
    } else at += part.value.length;
  }
  const offsets = [0];
  for (const token of sourceTokens) offsets.push(offsets[offsets.length - 1]! + token.length);
  let patched = source;
  for (const edit of edits.reverse()) {
    const start = toSource(edit.start);
    const end = toSource(edit.end);
    if (start === null || end === null || end < start) return null;
    patched = patched.slice(0, offsets[start]) + edit.text + patched.slice(offsets[end]);
  }
  return patched;
}
