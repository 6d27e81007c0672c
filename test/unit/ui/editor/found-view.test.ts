// @vitest-environment happy-dom
// A Save whose answer was lost, looked for again: a record found above the mark noted before the
// create is the owner's new one, said plainly; a record only of the same name (a draft kept before
// creates were marked) is asked about, with how it differs, never announced as theirs.
import { h, render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, expect, test } from 'vitest';
import { FoundView } from '@/src/ui/editor/FoundView';

const root = document.createElement('div');
document.body.append(root);
afterEach(() => render(null, root));

const show = (certain: boolean, changes = [{ field: 'title', label: 'Title', from: 'Main menu', to: 'Main menu!' }]) =>
  act(() => render(h(FoundView, { name: 'Main menu', changes, certain, onFinish: () => {}, onMakeNew: () => {}, onKeepEditing: () => {} }), root));

test('found for certain: "already on the site", and what finishing it writes', () => {
  show(true);
  expect(root.querySelector('h3')?.textContent).toBe('Your new one is already on the site');
  expect(root.querySelector('#found-text')?.textContent).toContain('made “Main menu” on the site after all');
});

test('found by name only: a question, with how it differs from the draft', () => {
  show(false);
  expect(root.querySelector('h3')?.textContent).toBe('“Main menu” is on the site: is it your new one?');
  expect(root.textContent).not.toContain('already on the site');
  expect(root.querySelector('#found-text')?.textContent).toContain('may have made it, or it was there before');
  expect([...root.querySelectorAll('.side-by-side dd')].map((dd) => dd.textContent)).toEqual(['Main menu', 'Main menu!']);
  expect([...root.querySelectorAll('button')].map((button) => button.textContent)).toEqual(['Finish it', 'Make a new one', 'Keep editing']);
});

test('found by name only, holding the draft as it is: still asked', () => {
  show(false, []);
  expect(root.querySelector('#found-text')?.textContent).toBe('The Save whose answer was lost may have made it, or it was there before; it holds everything you wrote. Finish it only if it is yours: nothing is written.');
});
