// @vitest-environment happy-dom
// A difference as the owner reads it: a one-line field side by side, named ("On the site",
// "Yours"); a longer text as struck and added words under a legend that says which is which.
import { h, render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, expect, test } from 'vitest';
import { FieldDiff } from '@/src/ui/editor/FieldDiff';

const root = document.createElement('div');
document.body.append(root);
afterEach(() => render(null, root));

const show = (from: string, to: string) =>
  act(() => render(h(FieldDiff, { change: { field: 'name', label: 'Name', from, to }, removed: 'conflict_on_site', added: 'conflict_yours' }), root));

test('a one-line field: both values whole, side by side, each named; no letters struck through', () => {
  show('Hosting', 'Hostings and domains');
  const rows = [...root.querySelectorAll('.side-by-side .row')].map((row) => [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent]);
  expect(rows).toEqual([['On the site', 'Hosting'], ['Yours', 'Hostings and domains']]);
  expect(root.querySelector('.diff-legend')).toBeNull();
});

test('an empty side says so', () => {
  show('', 'New');
  expect(root.querySelector('.side-by-side dd')?.textContent).toBe('(empty)');
});

test('a longer text: words struck and added, under a legend naming each side', () => {
  show('<p>We sell apples.</p>\n<p>Call us.</p>', '<p>We sell pears.</p>\n<p>Call us.</p>');
  expect(root.querySelector('.diff-legend')?.textContent).toBe('On the site Yours');
  expect(root.querySelector('.diff-legend del')?.textContent).toBe('On the site');
  expect([...root.querySelectorAll('.diff del')].map((del) => del.textContent)).toEqual(['apples']);
  expect([...root.querySelectorAll('.diff ins')].map((ins) => ins.textContent)).toEqual(['pears']);
});
