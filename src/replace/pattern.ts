// What the owner asks to find, as one regular expression: a text found as typed (or in any case),
// as a whole word (letters of any script count: "Иван" is not found in "Иванов"), or a regular
// expression of their own. A pattern that finds empty text would replace between every letter:
// refused, as an empty search is, in plain words.
import { t } from '../i18n';

export interface FindOptions {
  find: string;
  matchCase: boolean;
  wholeWords: boolean;
  /** `find` is a regular expression; its groups are `$1`… in the replacement. */
  regex: boolean;
}

export type Compiled = { ok: true; regex: RegExp } | { ok: false; problem: string };

const LITERAL = /[.*+?^${}()|[\]\\]/g;
/** A letter, a digit or `_` of any script: what a whole word may not touch. */
const WORD = '[\\p{L}\\p{N}_]';

export function compileFind(options: FindOptions): Compiled {
  if (options.find === '') return { ok: false, problem: t('replace_find_empty') };
  const source = options.regex ? options.find : options.find.replace(LITERAL, '\\$&');
  const bounded = options.wholeWords ? `(?<!${WORD})(?:${source})(?!${WORD})` : source;
  let regex: RegExp;
  try {
    regex = new RegExp(bounded, `gu${options.matchCase ? '' : 'i'}`);
  } catch (error) {
    return { ok: false, problem: t('replace_regex_bad', (error as Error).message) };
  }
  if (new RegExp(`^(?:${bounded})$`, regex.flags.replace('g', '')).test('')) return { ok: false, problem: t('replace_finds_empty') };
  return { ok: true, regex };
}

/**
 * The replacement for one match: as typed, or for a regular expression with `$1`…`$99`, `$<name>`,
 * `$&` (the whole match) and `$$` (a dollar) filled in, as String.prototype.replace does.
 */
export function replacementFor(replacement: string, match: RegExpExecArray, regex: boolean): string {
  if (!regex) return replacement;
  return replacement.replace(/\$(\$|&|<([^>]*)>|(\d{1,2}))/g, (whole, what: string, name: string | undefined, digits: string | undefined) => {
    if (what === '$') return '$';
    if (what === '&') return match[0];
    if (name !== undefined) return match.groups && name in match.groups ? match.groups[name] ?? '' : whole;
    // `$12` is group 12 where there is one, else group 1 and a "2".
    const number = Number(digits);
    if (number > 0 && number < match.length) return match[number] ?? '';
    const one = Number(digits!.slice(0, 1));
    return digits!.length === 2 && one > 0 && one < match.length ? (match[one] ?? '') + digits!.slice(1) : whole;
  });
}
