// @vitest-environment happy-dom
// The HTML source (the templates' code editor) hands its text to the form when typing pauses, when
// the owner leaves it and when a save asks; a render in between keeps what was typed, and a text
// from outside replaces it.
import { EditorView } from '@codemirror/view';
import { h, render } from 'preact';
import { useState } from 'preact/hooks';
import { act } from 'preact/test-utils';
import { afterEach, expect, test, vi } from 'vitest';
import { ContentEditor } from '@/src/ui/rich-text/ContentEditor';
import { handOverAll } from '@/src/ui/hand-over';

const root = document.createElement('div');
document.body.append(root);
afterEach(() => render(null, root));

// A whole document opens in the HTML source alone.
const PAGE = '<html><body><p>Hi</p></body></html>';

async function mount() {
  const passed: string[] = [];
  const outside: { set: (html: string) => void; rerender: () => void; refuse: (error?: string) => void } = { set: () => {}, rerender: () => {}, refuse: () => {} };
  function Form() {
    const [value, setValue] = useState(PAGE);
    const [, setRenders] = useState(0);
    const [error, setError] = useState<string | undefined>();
    outside.set = setValue;
    outside.refuse = setError;
    outside.rerender = () => setRenders((n) => n + 1);
    return h(ContentEditor, { id: 'f-message', label: 'Content', value, error, onChange: (html: string) => (passed.push(html), setValue(html)) });
  }
  act(() => render(h(Form, null), root));
  // The code editor comes in its own chunk.
  const content = await vi.waitFor(() => {
    const found = root.querySelector<HTMLElement>('#f-message-html');
    if (!found) throw new Error('the HTML source is not there yet');
    return found;
  });
  const view = EditorView.findFromDOM(content)!;
  const area = { get value() { return view.state.doc.toString(); }, content };
  const type = (text: string) => act(() => {
    const at = view.state.doc.length;
    view.dispatch({ changes: { from: at, insert: text }, selection: { anchor: at + text.length }, userEvent: 'input.type' });
  });
  return { area, passed, outside, type };
}

test('is the code editor, named by the field and marked refused with the error under it', async () => {
  const { area, outside } = await mount();
  expect(area.content.getAttribute('aria-label')).toBe('Content');
  expect(area.content.closest('.cm-editor')).not.toBeNull();
  expect(area.content.getAttribute('aria-invalid')).toBeNull();
  act(() => outside.refuse('Content is required.'));
  expect(area.content.getAttribute('aria-invalid')).toBe('true');
  expect(document.getElementById(area.content.getAttribute('aria-describedby')!)?.textContent).toBe('Content is required.');
  act(() => outside.refuse(undefined));
  expect(area.content.getAttribute('aria-invalid')).toBeNull();
});

test('shows the text, and hands the typing over once it pauses, in one piece', async () => {
  const { area, passed, type } = await mount();
  expect(area.value).toBe(PAGE);
  type('!');
  type('?');
  expect(passed).toEqual([]);
  await vi.waitFor(() => expect(passed).toEqual([`${PAGE}!?`]));
});

test('leaving the field or a save hands the typing over at once', async () => {
  const { area, passed, type } = await mount();
  type('!');
  act(() => void area.content.dispatchEvent(new FocusEvent('focusout', { bubbles: true })));
  expect(passed).toEqual([`${PAGE}!`]);
  type('?');
  act(() => handOverAll());
  expect(passed).toEqual([`${PAGE}!`, `${PAGE}!?`]);
  // Nothing waits: nothing more is handed over.
  act(() => handOverAll());
  expect(passed).toHaveLength(2);
});

test('a render while typing keeps what was typed', async () => {
  const { area, passed, outside, type } = await mount();
  type(' one');
  act(() => outside.rerender());
  expect(area.value).toBe(`${PAGE} one`);
  act(() => handOverAll());
  expect(passed.at(-1)).toBe(`${PAGE} one`);
});

test('a text from outside replaces what is shown, and the typing it replaced is not handed over', async () => {
  const { area, passed, outside, type } = await mount();
  type(' draft');
  act(() => outside.set('<html><body><p>Site copy</p></body></html>'));
  expect(area.value).toBe('<html><body><p>Site copy</p></body></html>');
  act(() => handOverAll());
  expect(passed).toEqual([]);
  type('!');
  act(() => handOverAll());
  expect(passed).toEqual(['<html><body><p>Site copy</p></body></html>!']);
});

test('the typing waiting when the editor goes is handed over', async () => {
  const { passed, type } = await mount();
  type('!');
  act(() => render(null, root));
  expect(passed).toEqual([`${PAGE}!`]);
});
