// @vitest-environment jsdom
// A long text in the visual editor: its first screen at once, the editor busy while the rest is
// read in; the owner reaching into the editor (a press, the focus, a key) reads the whole first,
// with the caret where they put it, so that what they do lands in the whole; a panel that draws
// no frame reads it shortly all the same; a short text is read whole at once.
import { h, render } from 'preact';
import { act } from 'preact/test-utils';
import { expect, test, vi } from 'vitest';
import { ContentEditor } from '@/src/ui/rich-text/ContentEditor';
import { visualEditorSetting } from '../../../support/visual-editor-setting';

const { root } = visualEditorSetting();

const paragraphs = (count: number) => Array.from({ length: count }, (_, i) => `<p>Paragraph ${i} of the page.</p>`).join('\n');
const editorText = () => document.getElementById('f-message')?.textContent ?? '';


async function mount(value: string, caretAt?: { offset: number; at: number }): Promise<HTMLElement> {
  await act(() => render(h(ContentEditor, { id: 'f-message', label: 'Content', value, onChange: () => {}, caretAt }), root));
  await vi.waitFor(() => expect(editorText()).toContain('Paragraph 0 of'));
  return document.getElementById('f-message')!;
}

test('a long text: the first screen at once, busy; a press in the editor reads the whole first', async () => {
  const editor = await mount(paragraphs(2000));
  expect(editor.getAttribute('aria-busy')).toBe('true');
  expect(editorText()).not.toContain('Paragraph 1999 of');
  editor.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  expect(editorText()).toContain('Paragraph 1999 of');
  expect(editor.hasAttribute('aria-busy')).toBe(false);
});

test('a key pressed with the caret in the first screen: the whole comes in, the caret stays where it was', async () => {
  const editor = await mount(paragraphs(2000));
  const text = [...editor.querySelectorAll('p')].find((p) => p.textContent?.startsWith('Paragraph 3 '))!.firstChild!;
  getSelection()!.collapse(text, 'Paragraph 3'.length);
  editor.dispatchEvent(new KeyboardEvent('keydown', { key: 'x', bubbles: true }));
  expect(editorText()).toContain('Paragraph 1999 of');
  const caret = getSelection()!;
  expect(caret.anchorNode?.textContent).toBe('Paragraph 3 of the page.');
  expect(caret.anchorOffset).toBe('Paragraph 3'.length);
});

test('with no frame drawn, the whole comes in shortly all the same; a short text is whole at once', async () => {
  const editor = await mount(paragraphs(2000));
  expect(editorText()).not.toContain('Paragraph 1999 of');
  await act(() => {
    vi.advanceTimersByTime(100);
  });
  expect(editorText()).toContain('Paragraph 1999 of');
  expect(editor.hasAttribute('aria-busy')).toBe(false);
  render(null, root);
  await mount(paragraphs(20));
  expect(editorText()).toContain('Paragraph 19 of');
  expect(document.getElementById('f-message')!.hasAttribute('aria-busy')).toBe(false);
});

test('pointed at on the page, before or while the first screen shows: the whole comes in and the caret goes to the spot', async () => {
  const atParagraph = (n: number) => paragraphs(n).replace(/<[^>]+>|\s/g, '').length;
  await mount(paragraphs(2000), { offset: atParagraph(1500), at: 1 });
  await vi.waitFor(() => expect(getSelection()?.anchorNode?.textContent).toBe('Paragraph 1500 of the page.'));
  render(null, root);
  const editor = await mount(paragraphs(2000));
  expect(editor.getAttribute('aria-busy')).toBe('true');
  await act(() => render(h(ContentEditor, { id: 'f-message', label: 'Content', value: paragraphs(2000), onChange: () => {}, caretAt: { offset: atParagraph(1200), at: 2 } }), root));
  await vi.waitFor(() => expect(getSelection()?.anchorNode?.textContent).toBe('Paragraph 1200 of the page.'));
  expect(editor.hasAttribute('aria-busy')).toBe(false);
});
