// @vitest-environment jsdom
// The visual editor passes its text on while the owner types; the form may hand an earlier one
// back after the owner typed on (its render's effects run after the paint, in a panel drawing no
// frame up to 100 ms later). That is the owner's own typing coming back, not a text from outside:
// the editor keeps the keys typed since and the caret where it is. A text from outside is loaded.
import { h, render } from 'preact';
import { act } from 'preact/test-utils';
import { beforeEach, expect, test, vi } from 'vitest';
import { ContentEditor } from '@/src/ui/rich-text/ContentEditor';
import { visualEditorSetting } from '../../../support/visual-editor-setting';

const { root } = visualEditorSetting();
const passedOn: string[] = [];
beforeEach(() => {
  passedOn.length = 0;
});


const show = (value: string) => act(() => render(h(ContentEditor, { id: 'f-message', label: 'Content', value, onChange: (html: string) => passedOn.push(html) }), root));

/** A key typed at the caret, as the browser's editing does it, and the events it fires. */
function typeAtCaret(editor: HTMLElement, key: string) {
  editor.dispatchEvent(new InputEvent('beforeinput', { inputType: 'insertText', data: key, bubbles: true, cancelable: true }));
  const caret = getSelection()!;
  const text = caret.anchorNode as Text;
  const at = caret.anchorOffset;
  text.insertData(at, key);
  caret.collapse(text, at + 1);
  editor.dispatchEvent(new InputEvent('input', { inputType: 'insertText', data: key, bubbles: true }));
}

test('an earlier text of its own handed back late changes nothing; one from outside is loaded', async () => {
  const start = '<p>First paragraph.</p>\n<p>Second paragraph.</p>';
  await show(start);
  const editor = document.getElementById('f-message')!;
  await vi.waitFor(() => expect(editor.textContent).toContain('Second paragraph.'));
  const second = [...editor.querySelectorAll('p')][1]!.firstChild as Text;
  getSelection()!.collapse(second, 'Second'.length);

  typeAtCaret(editor, 'X');
  await vi.waitFor(() => expect(passedOn.at(-1)).toContain('SecondX paragraph.'));
  const earlier = passedOn.at(-1)!;
  typeAtCaret(editor, 'Y');
  await vi.waitFor(() => expect(passedOn.at(-1)).toContain('SecondXY paragraph.'));

  // The form's render with the first key's text arrives only now.
  await show(earlier);
  expect(editor.textContent).toContain('SecondXY paragraph.');
  expect(getSelection()!.anchorNode?.textContent).toBe('SecondXY paragraph.');
  expect(getSelection()!.anchorOffset).toBe('SecondXY'.length);

  // Then the newest, then a text from outside (a draft discarded): that one is loaded.
  await show(passedOn.at(-1)!);
  expect(editor.textContent).toContain('SecondXY paragraph.');
  await show(start);
  expect(editor.textContent).toContain('Second paragraph.');
  expect(editor.textContent).not.toContain('XY');
});

test('a text from outside that arrives while the owner is in the editor (a save settled with the site\'s changes) keeps the caret where it was', async () => {
  await show('<p>First paragraph.</p>\n<p>Second paragraph.</p>');
  const editor = document.getElementById('f-message')!;
  await vi.waitFor(() => expect(editor.textContent).toContain('Second paragraph.'));
  editor.focus();
  getSelection()!.collapse([...editor.querySelectorAll('p')][1]!.firstChild!, 'Second'.length);
  // The site changed the first paragraph meanwhile; the save brings it in.
  await show('<p>First paragraph, as the site has it.</p>\n<p>Second paragraph.</p>');
  expect(editor.textContent).toContain('as the site has it');
  expect(getSelection()!.anchorNode?.textContent).toBe('Second paragraph.');
  expect(getSelection()!.anchorOffset).toBe('Second'.length);
});

test('undo goes back through a text that settled from the site to the keys typed before it, and each step is written back whole', async () => {
  const kept = '<!-- the shop\'s counter -->';
  await show(`<p>First paragraph.</p>\n${kept}\n<p>Second paragraph.</p>`);
  const editor = document.getElementById('f-message')!;
  await vi.waitFor(() => expect(editor.textContent).toContain('Second paragraph.'));
  editor.focus();
  getSelection()!.collapse([...editor.querySelectorAll('p')][1]!.firstChild!, 'Second'.length);
  typeAtCaret(editor, 'X');
  await vi.waitFor(() => expect(passedOn.at(-1)).toContain('SecondX paragraph.'));
  typeAtCaret(editor, 'Y');

  // The save settles with the site's change to the first paragraph, the owner's keys in it.
  const settled = `<p>First paragraph, as the site has it.</p>\n${kept}\n<p>SecondXY paragraph.</p>`;
  await show(settled);
  expect(editor.textContent).toContain('as the site has it');
  const undo = () => void editor.dispatchEvent(new KeyboardEvent('keydown', { key: 'z', ctrlKey: true, bubbles: true, cancelable: true }));

  await act(undo);
  await vi.waitFor(() => expect(passedOn.at(-1)).toContain('SecondXY paragraph.'));
  expect(editor.textContent).not.toContain('as the site has it');
  expect(passedOn.at(-1)).toContain('<p>First paragraph.</p>');
  expect(passedOn.at(-1)).toContain(kept);

  // The keys were one burst: one step back is the text as it opened.
  await act(undo);
  await vi.waitFor(() => expect(passedOn.at(-1)).not.toContain('SecondXY'));
  expect(passedOn.at(-1)).toContain('<p>Second paragraph.</p>');
  expect(passedOn.at(-1)).toContain(kept);

  // Redone to the settled text: what the site has, byte for byte.
  const redo = () => void editor.dispatchEvent(new KeyboardEvent('keydown', { key: 'y', ctrlKey: true, bubbles: true, cancelable: true }));
  await act(redo);
  await act(redo);
  await vi.waitFor(() => expect(passedOn.at(-1)).toBe(settled));
});
