// @vitest-environment happy-dom
// The HTML source hands its text to the form when typing pauses, when the owner leaves it and when
// a save asks; a render in between keeps what was typed, and a text from outside replaces it.
import { h, render } from 'preact';
import { useState } from 'preact/hooks';
import { act } from 'preact/test-utils';
import { afterEach, expect, test, vi } from 'vitest';
import { ContentEditor } from '@/src/ui/content/ContentEditor';
import { handOverAll } from '@/src/ui/hand-over';

const root = document.createElement('div');
document.body.append(root);
afterEach(() => render(null, root));

// A whole document opens in the HTML source alone.
const PAGE = '<html><body><p>Hi</p></body></html>';

function mount() {
  const passed: string[] = [];
  const outside: { set: (html: string) => void; rerender: () => void } = { set: () => {}, rerender: () => {} };
  function Form() {
    const [value, setValue] = useState(PAGE);
    const [, setRenders] = useState(0);
    outside.set = setValue;
    outside.rerender = () => setRenders((n) => n + 1);
    return h(ContentEditor, { id: 'f-message', label: 'Content', value, onChange: (html: string) => (passed.push(html), setValue(html)) });
  }
  act(() => render(h(Form, null), root));
  const area = root.querySelector<HTMLTextAreaElement>('#f-message-html')!;
  const type = (text: string) => act(() => {
    area.value += text;
    area.dispatchEvent(new Event('input', { bubbles: true }));
  });
  return { area, passed, outside, type };
}

test('shows the text, and hands the typing over once it pauses, in one piece', async () => {
  const { area, passed, type } = mount();
  expect(area.value).toBe(PAGE);
  type('!');
  type('?');
  expect(passed).toEqual([]);
  await vi.waitFor(() => expect(passed).toEqual([`${PAGE}!?`]));
});

test('leaving the field or a save hands the typing over at once', () => {
  const { area, passed, type } = mount();
  type('!');
  act(() => void area.dispatchEvent(new FocusEvent('focusout', { bubbles: true })));
  expect(passed).toEqual([`${PAGE}!`]);
  type('?');
  act(() => handOverAll());
  expect(passed).toEqual([`${PAGE}!`, `${PAGE}!?`]);
  // Nothing waits: nothing more is handed over.
  act(() => handOverAll());
  expect(passed).toHaveLength(2);
});

test('a render while typing keeps what was typed', () => {
  const { area, passed, outside, type } = mount();
  type(' one');
  act(() => outside.rerender());
  expect(area.value).toBe(`${PAGE} one`);
  act(() => handOverAll());
  expect(passed.at(-1)).toBe(`${PAGE} one`);
});

test('a text from outside replaces what is shown, and the typing it replaced is not handed over', () => {
  const { area, passed, outside, type } = mount();
  type(' draft');
  act(() => outside.set('<html><body><p>Site copy</p></body></html>'));
  expect(area.value).toBe('<html><body><p>Site copy</p></body></html>');
  act(() => handOverAll());
  expect(passed).toEqual([]);
  type('!');
  act(() => handOverAll());
  expect(passed).toEqual(['<html><body><p>Site copy</p></body></html>!']);
});

test('the typing waiting when the editor goes is handed over', () => {
  const { passed, type } = mount();
  type('!');
  act(() => render(null, root));
  expect(passed).toEqual([`${PAGE}!`]);
});
