// Carries an edit made to the editor's form of some HTML over to its source form: the editor
// writes entities, tags and spaces its own way, so the edit is placed by where the two forms
// agree, and every byte of the source around it stays as it was.
import { diffChars } from 'diff';

/** Above this, aligning two forms character by character costs more than it saves. */
const MAX_LENGTH = 40_000;

interface Agreement {
  /** Where a stretch both forms share starts in the editor's form and in the source. */
  from: number;
  to: number;
  source: number;
}

/** The source with the edit from `before` to `after` applied, or null where it cannot be placed exactly. */
export function patchSource(source: string, before: string, after: string): string | null {
  if (source.length > MAX_LENGTH || before.length > MAX_LENGTH || after.length > MAX_LENGTH) return null;
  const agreements: Agreement[] = [];
  let inBefore = 0;
  let inSource = 0;
  for (const part of diffChars(before, source)) {
    if (!part.added && !part.removed) agreements.push({ from: inBefore, to: inBefore + part.value.length, source: inSource });
    if (!part.added) inBefore += part.value.length;
    if (!part.removed) inSource += part.value.length;
  }
  const toSource = (at: number): number | null => {
    const stretch = agreements.find((item) => item.from <= at && at <= item.to);
    return stretch ? stretch.source + (at - stretch.from) : at === 0 && !agreements.length ? 0 : null;
  };

  const edits: { start: number; end: number; text: string }[] = [];
  let at = 0;
  for (const part of diffChars(before, after)) {
    if (part.added) edits.push({ start: at, end: at, text: part.value });
    else if (part.removed) {
      edits.push({ start: at, end: at + part.value.length, text: '' });
      at += part.value.length;
    } else at += part.value.length;
  }
  let patched = source;
  for (const edit of edits.reverse()) {
    const start = toSource(edit.start);
    const end = toSource(edit.end);
    if (start === null || end === null || end < start) return null;
    patched = patched.slice(0, start) + edit.text + patched.slice(end);
  }
  return patched;
}
