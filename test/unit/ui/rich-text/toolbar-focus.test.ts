// @vitest-environment happy-dom
// One toolbar in a form of two visual editors: over the first until the owner enters another,
// then over the one entered last, whichever field has focus meanwhile.
import { h, render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, expect, test } from 'vitest';
import { useToolbarHere } from '@/src/ui/rich-text/toolbar-focus';

const root = document.createElement('div');
document.body.append(root);
afterEach(() => act(() => render(null, root)));

function Editor({ id }: { id: string }) {
  const toolbar = useToolbarHere(id);
  return h('div', { id, onFocusCapture: toolbar.entered }, toolbar.shown && h('div', { class: 'toolbar' }), h('div', { tabIndex: 0, class: 'area' }));
}

const withToolbar = () => [...root.querySelectorAll('.toolbar')].map((toolbar) => toolbar.parentElement!.id);
const enter = (id: string) => act(() => root.querySelector<HTMLElement>(`#${id} .area`)!.focus());

test('the first editor has the toolbar, then the one entered, and it stays while the owner is elsewhere', () => {
  act(() => render(h('form', null, h('input', { id: 'name' }), h(Editor, { id: 'short' }), h(Editor, { id: 'full' })), root));
  expect(withToolbar()).toEqual(['short']);
  enter('full');
  expect(withToolbar()).toEqual(['full']);
  act(() => root.querySelector<HTMLElement>('#name')!.focus());
  expect(withToolbar()).toEqual(['full']);
  enter('short');
  expect(withToolbar()).toEqual(['short']);
});

test('the editor that had it gone, the one left has it', () => {
  act(() => render(h('form', null, h(Editor, { id: 'a' }), h(Editor, { id: 'b' })), root));
  enter('a');
  act(() => render(h('form', null, h(Editor, { id: 'b' })), root));
  expect(withToolbar()).toEqual(['b']);
});
