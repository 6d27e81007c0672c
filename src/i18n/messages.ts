// Every word of the interface comes from the browser's i18n (public/_locales/<lang>/messages.json),
// which picks the translation by the browser's language. Keys are typed by the English file.
import type english from '../../public/_locales/en/messages.json';
import { i18nApi } from './browser-i18n';
import { formatNumber } from './format';

type AnyKey = keyof typeof english & string;

/** Plural forms as Intl.PluralRules names them. English has one and other; Russian one, few, many and other. */
export type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/** The base of a message with plural forms `<base>_one` … `<base>_other`. */
export type PluralKey = AnyKey extends infer K ? (K extends `${infer Base}_other` ? Base : never) : never;

/** A plain message (not one form of a plural). */
export type MessageKey = Exclude<AnyKey, `${PluralKey}_${PluralForm}`>;

const warned = new Set<string>();

function warnOnce(key: string, why: string) {
  if (warned.has(key)) return;
  warned.add(key);
  console.warn(`Inplace: ${why}: ${key}`);
}

/** The message, or '' when neither this translation nor the default one has it. */
function lookup(key: string, substitutions: string[]): string {
  return i18nApi()?.getMessage(key, substitutions.length ? substitutions : undefined) ?? '';
}

/** The message `key` in the browser's language, `$1`… replaced by `substitutions`. */
export function t(key: MessageKey, ...substitutions: string[]): string {
  const message = lookup(key, substitutions);
  if (message) return message;
  // Never an empty label: the key at least says what is missing.
  warnOnce(key, 'no message');
  return key;
}

/**
 * The form of `base` that agrees with `count` (`base_one`, `_few`, `_many`, `_other`), `$1` being
 * the count written for the locale and `$2`… the further `substitutions`.
 */
export function plural(base: PluralKey, count: number, ...substitutions: string[]): string {
  const values = [formatNumber(count), ...substitutions];
  const form = pluralRules().select(count);
  // A translation whose language needs fewer forms than the rules name falls back to `_other`.
  const message = lookup(`${base}_${form}`, values) || lookup(`${base}_other`, values);
  if (message) return message;
  warnOnce(base, 'no plural message');
  return `${base}_${form}`;
}

/**
 * The message cut where its substitutions go, to put elements (a link) inside a sentence:
 * for "Add sites in $1." `tSplit(key, 1)` gives ["Add sites in ", "."].
 */
export function tSplit(key: MessageKey, slots: number): string[] {
  const marks = Array.from({ length: slots }, (_, i) => `\u2063${i}\u2063`);
  return t(key, ...marks).split(/\u2063\d\u2063/);
}

/** Plural forms follow the language of the translation in use, which the browser chose. */
function pluralRules(): Intl.PluralRules {
  try {
    return new Intl.PluralRules(lookup('messages_language', []) || 'en');
  } catch {
    return new Intl.PluralRules('en');
  }
}
