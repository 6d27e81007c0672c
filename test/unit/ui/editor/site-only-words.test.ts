// What else the site sent, read in words: known keys named, dates as dates, bare ids left out.
import { expect, test } from 'vitest';
import { formatDateTime } from '@/src/i18n';
import { siteOnlyRows } from '@/src/ui/editor/site-only-words';

test('known keys in words, dates formatted, ids and repeated addresses left out, unknown keys as they came', () => {
  const rows = siteOnlyRows({ author: 'admin', upd_date: '1735898400', add_date: '2026-11-26 11:16:00', user_id: '1', url: '/news/x', hgu_title: 'x', shop_sku: 'A-1' });
  expect(rows.map(({ label, value }) => [label, value])).toEqual([
    ['Author', 'admin'],
    ['Last changed', formatDateTime(1_735_898_400_000)],
    ['Added', formatDateTime(new Date(2026, 10, 26, 11, 16).getTime())],
    ['Name in its address', 'x'],
    ['shop_sku', 'A-1'],
  ]);
  expect(rows.at(-1)?.known).toBe(false);
});

test('a date the panel cannot read stays as it came', () => {
  expect(siteOnlyRows({ add_date: 'yesterday' })[0]?.value).toBe('yesterday');
});
