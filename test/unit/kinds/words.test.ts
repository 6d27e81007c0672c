// Every kind's words name a message both languages have; a module's words are its own.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { KIND_WORDS } from '@/src/kinds/words';

const catalogue = (language: string) => JSON.parse(readFileSync(`public/_locales/${language}/messages.json`, 'utf8')) as Record<string, unknown>;
const keysOf = (value: unknown): string[] => (typeof value === 'string' ? [value] : Object.values(value as object).flatMap(keysOf));

describe('the kinds registry', () => {
  test.each(['en', 'ru'])('every word is a message in %s', (language) => {
    const messages = catalogue(language);
    expect(Object.values(KIND_WORDS).flatMap(keysOf).filter((key) => !(key in messages))).toEqual([]);
  });

  test('a module with entries is named by its own words; "New …" sits in its section unless made above the lists', () => {
    expect(KIND_WORDS.publ).toEqual({
      launcher: 'launcher_edit_publ',
      listLauncher: 'launcher_list_publ',
      thisOne: 'this_publ',
      editor: { create: 'editor_new_publ', named: 'editor_edit_publ', numbered: 'editor_edit_publ_number' },
      section: { title: 'section_publ', show: 'show_publ', create: 'editor_new_publ' },
    });
    // News and the blog have settings the site gives (GET /<module>/setup): their section offers them.
    expect(KIND_WORDS.news.section).toEqual({ title: 'section_news', show: 'show_news', settings: 'settings_news' });
  });
});
