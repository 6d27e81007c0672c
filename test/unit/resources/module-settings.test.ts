// A module's settings (`GET /<module>/setup`, fields not in the spec): each value edited in the
// type it came in, known flags as switches, lists and objects left alone, only changes written.
import { describe, expect, test } from 'vitest';
import { settingsOf, settingsToWrite, shownValue } from '@/src/resources/module-settings';

const NEWS = { title: 'Новости сайта', per_page: 10, comments: 1, rating: '0', rss: true, moderation: 'yes', sort: 'add_date', blocks: [1, 2], 'bad key': 1 };

describe('settingsOf', () => {
  test('each value by its type; known 0/1 flags as switches; a key no field could name is left out', () => {
    expect(settingsOf(NEWS).map(({ key, kind }) => [key, kind])).toEqual([
      ['title', 'text'], ['per_page', 'number'], ['comments', 'flag'], ['rating', 'flag'], ['rss', 'flag'], ['moderation', 'yesno'], ['sort', 'text'], ['blocks', 'other'],
    ]);
  });

  test('an answer wrapping one object is read inside it', () => {
    expect(settingsOf({ setup: { per_page: 5 } })).toEqual([{ key: 'per_page', value: 5, kind: 'number' }]);
  });

  test('shown values', () => {
    const shown = Object.fromEntries(settingsOf(NEWS).map((setting) => [setting.key, shownValue(setting)]));
    expect(shown).toMatchObject({ per_page: '10', comments: true, rating: false, rss: true, moderation: true, blocks: '[1,2]' });
  });
});

describe('settingsToWrite', () => {
  const settings = settingsOf(NEWS);

  test('only the changed values, each in the type it came in', () => {
    expect(settingsToWrite(settings, { per_page: '15', comments: false, rating: true, moderation: false, title: 'Новости сайта' })).toEqual({
      values: { per_page: 15, comments: 0, rating: '1', moderation: 'no' }, errors: {},
    });
  });

  test('a number field holding no number is refused in plain words; a read-only value is never written', () => {
    expect(settingsToWrite(settings, { per_page: 'ten', blocks: '[]' })).toEqual({ values: {}, errors: { per_page: 'A number, such as 10.' } });
  });
});
