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
