// The i18n functions: messages with substitutions, plural forms, and numbers and dates written
// the way each language writes them.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { formatAgo, formatDate, formatDateTime, formatNumber, formatTime, plural, t, tSplit, type MessageKey } from '@/src/i18n';
import { useLanguage } from '../../support/i18n';

const NBSP = '\u00a0';
/** Noon UTC: the same calendar day in every time zone the tests may run in. */
const JUNE_FIRST = Date.UTC(2026, 5, 1, 12, 0, 0);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('t', () => {
  test('gives the message in the browser\'s language, with its substitutions', () => {
    expect(t('save')).toBe('Save');
    expect(t('menu_number', '3')).toBe('Menu #3');
    useLanguage('ru');
    expect(t('save')).toBe('Сохранить');
    expect(t('menu_number', '3')).toBe('Меню №3');
    expect(t('discard_changes')).toBe('Сбросить изменения');
  });

  test('a missing message shows its key and says so, never an empty label', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(t('no_such_message' as MessageKey)).toBe('no_such_message');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('no_such_message'));
  });

  test('tSplit cuts a sentence where an element goes', () => {
    expect(tSplit('panel_not_a_site', 1)).toEqual(['Open a page of one of your sites to edit it here. Add sites in ', '.']);
    useLanguage('ru');
    expect(tSplit('panel_not_a_site', 1)).toEqual(['Откройте страницу одного из ваших сайтов, чтобы редактировать её здесь. Сайты добавляются в ', '.']);
  });
});

describe('plural', () => {
  test.each([
    [1, 'Удалить 1 выбранный комментарий? Это нельзя отменить.'],
    [3, 'Удалить 3 выбранных комментария? Это нельзя отменить.'],
    [5, 'Удалить 5 выбранных комментариев? Это нельзя отменить.'],
    [21, 'Удалить 21 выбранный комментарий? Это нельзя отменить.'],
  ])('Russian, a bulk delete: %i', (count, expected) => {
    useLanguage('ru');
    expect(plural('comments_delete_selected_confirm', count)).toBe(expected);
  });

  test.each([
    [1, `Остался 1 запрос из 10${NBSP}000 на этот час`],
    [2, `Осталось 2 запроса из 10${NBSP}000 на этот час`],
    [5, `Осталось 5 запросов из 10${NBSP}000 на этот час`],
    [11, `Осталось 11 запросов из 10${NBSP}000 на этот час`],
    [21, `Остался 21 запрос из 10${NBSP}000 на этот час`],
    [22, `Осталось 22 запроса из 10${NBSP}000 на этот час`],
    [25, `Осталось 25 запросов из 10${NBSP}000 на этот час`],
    [9999, `Осталось 9${NBSP}999 запросов из 10${NBSP}000 на этот час`],
  ])('Russian: %i', (count, expected) => {
    useLanguage('ru');
    expect(plural('quota_left', count, formatNumber(10_000))).toBe(expected);
  });

  test('Russian: other words follow the same rules', () => {
    useLanguage('ru');
    expect([1, 2, 5, 21].map((n) => plural('title_count', n, '0'))).toEqual(['0 / 1 символ', '0 / 2 символа', '0 / 5 символов', '0 / 21 символ']);
  });

  test.each([
    [1, 'Type at least 1 character.'],
    [2, 'Type at least 2 characters.'],
    [3, 'Type at least 3 characters.'],
  ])('English: %i', (count, expected) => {
    expect(plural('search_min_chars', count)).toBe(expected);
  });

  test('English keeps its words exactly', () => {
    expect(plural('quota_left', 9999, formatNumber(10_000))).toBe('9,999 of 10,000 requests left this hour');
    expect(plural('quota_left', 1, formatNumber(10_000))).toBe('1 of 10,000 requests left this hour');
    expect(plural('title_count', 130, formatNumber(23))).toBe('23 / 130 characters');
    expect(plural('comments_delete_selected_confirm', 1)).toBe('Delete the selected comment? This cannot be undone.');
    expect(plural('comments_delete_selected_confirm', 3)).toBe('Delete the 3 selected comments? This cannot be undone.');
  });

  test('the forms follow the translation in use, whatever the interface language', () => {
    // A Polish browser gets the English messages (there is no Polish one): English forms, Polish numbers.
    useLanguage('en', 'pl');
    expect(plural('search_min_chars', 2)).toBe('Type at least 2 characters.');
    expect(plural('search_min_chars', 22)).toBe('Type at least 22 characters.');
    expect(plural('quota_left', 5, formatNumber(10_000))).toBe(`5 of 10${NBSP}000 requests left this hour`);
  });
});

describe('numbers and dates', () => {
  test('numbers', () => {
    expect(formatNumber(9999)).toBe('9,999');
    expect(formatNumber(10_000)).toBe('10,000');
    useLanguage('ru');
    expect(formatNumber(9999)).toBe(`9${NBSP}999`);
    expect(formatNumber(10_000)).toBe(`10${NBSP}000`);
  });

  test('dates', () => {
    expect(formatDate(JUNE_FIRST)).toBe('June 1, 2026');
    useLanguage('ru');
    // ICU versions differ on the space before "г.".
    expect(formatDate(JUNE_FIRST)).toMatch(/^1 июня 2026\sг\.$/);
  });

  test('a time no date can hold (a token expiring in the year 275760 and beyond, NaN) is written, never a crash', () => {
    for (const ms of [1e18, -1e18, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => [formatDate(ms), formatDateTime(ms), formatTime(ms)]).not.toThrow();
    }
    expect(formatDate(1e18)).toBe(formatDate(8.64e15));
  });

  test('dates with times, and times', () => {
    expect(formatDateTime(JUNE_FIRST)).toMatch(/^Jun 1, 2026, \d{1,2}:\d{2}\s[AP]M$/);
    expect(formatTime(JUNE_FIRST)).toMatch(/^\d{1,2}:\d{2}:\d{2}\s[AP]M$/);
    useLanguage('ru');
    expect(formatDateTime(JUNE_FIRST)).toMatch(/^1 июн\. 2026\sг\., \d{2}:\d{2}$/);
    expect(formatTime(JUNE_FIRST)).toMatch(/^\d{2}:\d{2}:\d{2}$/);
  });

  test('numbering a long list makes one formatter per language, and a new language still shows', () => {
    const made = vi.spyOn(Intl, 'NumberFormat');
    useLanguage('en', 'de-DE');
    const rows = Array.from({ length: 300 }, (_, i) => formatNumber(1000 + i));
    expect(rows.at(-1)).toBe('1.299');
    expect(made.mock.calls.length).toBeLessThanOrEqual(1);
    useLanguage('ru');
    expect(formatNumber(1299)).toBe(`1${NBSP}299`);
  });

  test('an interface language Intl does not know falls back to English', () => {
    useLanguage('en', 'not a language');
    expect(formatNumber(9999)).toBe('9,999');
  });
});

describe('formatAgo', () => {
  const now = new Date(2026, 10, 26, 12, 0).getTime();
  test('within a day, as people say it; older, the date and time', () => {
    expect(formatAgo(now - 20_000, now)).toBe('this minute');
    expect(formatAgo(now - 3 * 60_000, now)).toBe('3 minutes ago');
    expect(formatAgo(now - 2 * 3_600_000, now)).toBe('2 hours ago');
    expect(formatAgo(now - 3 * 86_400_000, now)).toBe(formatDateTime(now - 3 * 86_400_000));
    useLanguage('ru');
    expect(formatAgo(now - 3 * 60_000, now)).toBe('3 минуты назад');
  });
});
