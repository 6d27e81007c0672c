// The platform keeps keys it does not know when a record is updated; so does this site.
import { invalid } from '../core/errors.ts';
import { NUM } from '../core/nums.ts';
import { text, type Input } from '../core/params.ts';

const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Keys of `input` outside `known` (and outside `ignored`), copied as sent. */
export function unknownFields(input: Input, known: readonly string[], ignored: readonly string[] = []): Input {
  const result: Input = {};
  for (const [key, value] of Object.entries(input)) {
    if (UNSAFE_KEYS.has(key) || known.includes(key) || ignored.includes(key)) continue;
    result[key] = value;
  }
  return result;
}

/** Copies the text fields that were sent. */
export function textFields(input: Input, names: readonly string[]): Record<string, string> {
  const result: Record<string, string> = {};
  for (const name of names) {
    const value = text(input, name);
    if (value !== undefined) result[name] = value;
  }
  return result;
}

const SLUG = /^[a-z0-9][a-z0-9_-]{0,99}$/i;

/** A URL slug (ownurl, hgu_title): latin letters, digits, `-` and `_`; '' clears it. */
export function slug(input: Input, name: string, reserved: readonly string[] = []): string | undefined {
  const value = text(input, name);
  if (value === undefined || value === '') return value;
  const cleaned = value.trim().replace(/^\/+|\/+$/g, '');
  if (!SLUG.test(cleaned) || reserved.includes(cleaned.toLowerCase())) {
    throw invalid(NUM.BAD_SLUG, `Parameter "${name}" must be a slug of latin letters, digits, "-" and "_" and not a reserved word`);
  }
  return cleaned;
}

/** Every other1..other5 field sent. */
export const OTHER_FIELDS = ['other1', 'other2', 'other3', 'other4', 'other5'] as const;

const TRANSLIT: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'j', к: 'k', л: 'l', м: 'm', н: 'n', о: 'o',
  п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'h', ц: 'c', ч: 'ch', ш: 'sh', щ: 'shh', ъ: '', ы: 'y', ь: '', э: 'e', ю: 'ju', я: 'ja',
};

/** The slug the platform derives from a title. */
export function slugFromTitle(title: string): string {
  const latin = [...title.toLowerCase()].map((char) => TRANSLIT[char] ?? char).join('');
  return latin.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 80);
}
