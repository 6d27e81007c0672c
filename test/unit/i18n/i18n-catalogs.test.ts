// The two translations agree: the same messages, none empty, the same substitutions in each, and
// every plural with the forms its language needs; and they are valid for both browsers.
import { describe, expect, test } from 'vitest';
import { messagesOf, type Language, type Messages } from '../../support/i18n';

const LANGUAGES: Language[] = ['en', 'ru'];
const catalogs = Object.fromEntries(LANGUAGES.map((language) => [language, messagesOf(language)])) as Record<Language, Messages>;

const PLURAL_FORM = /_(zero|one|two|few|many|other)$/;

/** Plural bases of a catalog: keys that have an `_other` form. */
function pluralBases(messages: Messages): Set<string> {
  return new Set(Object.keys(messages).filter((key) => key.endsWith('_other')).map((key) => key.slice(0, -'_other'.length)));
}

/** Plain keys, and plural bases standing for all their forms. */
function messageNames(messages: Messages): string[] {
  const bases = pluralBases(messages);
  const names = Object.keys(messages).map((key) => {
    const base = key.replace(PLURAL_FORM, '');
    return base !== key && bases.has(base) ? base : key;
  });
  return [...new Set(names)].sort();
}

/** The forms of `base` in `messages`. */
function formsOf(messages: Messages, base: string): string[] {
  return Object.keys(messages)
    .filter((key) => key.replace(PLURAL_FORM, '') === base && PLURAL_FORM.test(key))
    .map((key) => PLURAL_FORM.exec(key)![1]!)
    .sort();
}

/** The `$n` substitutions of a message or of all the forms of a plural. */
function placeholders(messages: Messages, name: string): string[] {
  const texts = name in messages ? [messages[name]!.message] : formsOf(messages, name).map((form) => messages[`${name}_${form}`]!.message);
  return [...new Set(texts.flatMap((text) => text.match(/\$[1-9]/g) ?? []))].sort();
}

describe('the translations', () => {
  test('have the same messages, plural ones counted once', () => {
    expect(messageNames(catalogs.ru)).toEqual(messageNames(catalogs.en));
    expect([...pluralBases(catalogs.ru)].sort()).toEqual([...pluralBases(catalogs.en)].sort());
    expect(messageNames(catalogs.en).length).toBeGreaterThan(200);
  });

  test.each(LANGUAGES)('%s: keys are snake_case ASCII and no message is empty', (language) => {
    for (const [key, entry] of Object.entries(catalogs[language])) {
      expect(key).toMatch(/^[a-z][a-z0-9_]*$/);
      expect(entry.message.trim(), key).not.toBe('');
    }
  });

  test('every message takes the same substitutions in both', () => {
    for (const name of messageNames(catalogs.en)) {
      expect(placeholders(catalogs.ru, name), name).toEqual(placeholders(catalogs.en, name));
    }
  });

  test.each(LANGUAGES)('%s: every plural has exactly the forms the language needs', (language) => {
    const needed = [...new Intl.PluralRules(language).resolvedOptions().pluralCategories].sort();
    expect(needed.length).toBe(language === 'ru' ? 4 : 2);
    for (const base of pluralBases(catalogs[language])) expect(formsOf(catalogs[language], base), base).toEqual(needed);
  });

  test.each(LANGUAGES)('%s: a dollar sign is only ever a substitution $1…$9', (language) => {
    // Chrome reads $WORD$ as a named placeholder and refuses to load when it is not declared:
    // markers such as $POWERED_BY$ go in as substitutions.
    for (const [key, { message }] of Object.entries(catalogs[language])) {
      expect(message.replace(/\$[1-9](?![0-9])/g, ''), key).not.toContain('$');
    }
  });

  test.each(LANGUAGES)('%s: the manifest strings fit the stores\' limits', (language) => {
    expect(catalogs[language].ext_name!.message.length).toBeLessThanOrEqual(45);
    expect(catalogs[language].ext_description!.message.length).toBeLessThanOrEqual(132);
  });

  test('each translation says its own language', () => {
    for (const language of LANGUAGES) expect(catalogs[language].messages_language!.message).toBe(language);
  });
});
