// A change between two versions of a long text as one replaced stretch: what the live preview
// sends a tab while the owner types, in place of the whole 200 KB draft at every pause. The tab
// parses what it is sent; a few characters cost it nothing, the whole draft twice a few ms.

export interface TextPatch {
  /** Where the changed stretch starts. */
  at: number;
  /** How many characters of the old text it replaces. */
  removed: number;
  inserted: string;
}

/** Stretches compared at once (natively) before characters are compared one by one. */
const STRETCH = 1024;

/** How many characters `a` and `b` start with alike. */
export function commonStart(a: string, b: string): number {
  const most = Math.min(a.length, b.length);
  let at = 0;
  while (at + STRETCH <= most && a.slice(at, at + STRETCH) === b.slice(at, at + STRETCH)) at += STRETCH;
  while (at < most && a.charCodeAt(at) === b.charCodeAt(at)) at++;
  return at;
}

/** How many characters `a` and `b` end with alike, at most `most`. */
export function commonEnd(a: string, b: string, most: number): number {
  let count = 0;
  while (count + STRETCH <= most && a.slice(a.length - count - STRETCH, a.length - count) === b.slice(b.length - count - STRETCH, b.length - count)) count += STRETCH;
  while (count < most && a.charCodeAt(a.length - 1 - count) === b.charCodeAt(b.length - 1 - count)) count++;
  return count;
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/**
 * The one stretch that turns `before` into `after`. Its edges never split a character written
 * as two UTF-16 units (an emoji): messages between the extension's parts go as UTF-8, where
 * half of one would arrive as U+FFFD.
 */
export function textPatch(before: string, after: string): TextPatch {
  let at = commonStart(before, after);
  if (at > 0 && isHighSurrogate(before.charCodeAt(at - 1))) at--;
  let same = commonEnd(before, after, Math.min(before.length, after.length) - at);
  if (same > 0 && isLowSurrogate(before.charCodeAt(before.length - same))) same--;
  return { at, removed: before.length - same - at, inserted: after.slice(at, after.length - same) };
}

/** `text` with `patch` applied; null when the patch does not fit it (made for another text). */
export function applyTextPatch(text: string, patch: TextPatch): string | null {
  const { at, removed, inserted } = patch;
  if (!Number.isSafeInteger(at) || !Number.isSafeInteger(removed) || at < 0 || removed < 0 || at + removed > text.length) return null;
  return text.slice(0, at) + inserted + text.slice(at + removed);
}
