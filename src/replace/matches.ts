// The matches of a search in one field, and the field with the ticked ones replaced, kept as
// spans that undo it exactly: each span says what the field read before and reads after, where.
import { replacementFor } from './replacement';
import type { Span } from './searchable';

export interface Match {
  start: number;
  end: number;
  found: string;
  replacement: string;
}

/** Every match inside the spans, in order (one never runs out of its span: a text node, say). */
export function findMatches(text: string, spans: readonly Span[], regex: RegExp, replacement: string, isRegex: boolean): Match[] {
  const matches: Match[] = [];
  for (const { start, end } of spans) {
    const part = text.slice(start, end);
    regex.lastIndex = 0;
    for (let match = regex.exec(part); match; match = regex.exec(part)) {
      // An empty match is refused when the pattern is made; one here (a lookahead) moves on.
      if (match[0] === '') {
        regex.lastIndex++;
        continue;
      }
      matches.push({ start: start + match.index, end: start + match.index + match[0].length, found: match[0], replacement: replacementFor(replacement, match, isRegex) });
    }
  }
  return matches;
}

/** One replacement as made: at `at` in the new text, `after` stands where `before` stood. */
export interface Replaced {
  at: number;
  before: string;
  after: string;
}

/** The text with `matches` (in order, not overlapping) replaced, and how to undo each. */
export function applyMatches(text: string, matches: readonly Match[]): { text: string; replaced: Replaced[] } {
  let out = '';
  let from = 0;
  const replaced: Replaced[] = [];
  for (const match of matches) {
    out += text.slice(from, match.start);
    replaced.push({ at: out.length, before: match.found, after: match.replacement });
    out += match.replacement;
    from = match.end;
  }
  return { text: out + text.slice(from), replaced };
}

/** The text before the replacements, byte for byte; null when it changed since (a span no longer reads as written). */
export function undoReplaced(text: string, replaced: readonly Replaced[]): string | null {
  let out = '';
  let from = 0;
  for (const { at, before, after } of replaced) {
    if (at < from || text.slice(at, at + after.length) !== after) return null;
    out += text.slice(from, at) + before;
    from = at + after.length;
  }
  return out + text.slice(from);
}
